import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { TvSpecs } from "../../shared/specs";
import { normaliseRecord } from "../../worker/data/normalise";

describe("a stored record's specs as the site keeps them", () => {
  const record = structuredClone(SAMPLE_CATALOGUE.tv[0]) as { id: string; specs: Record<string, Record<string, unknown>> };
  record.specs.display.refreshRateHz = "rápido";
  record.specs.gaming = { vrrSupport: "sí", inputLagMs: 9.2 };
  record.specs.extras = { anything: "kept" };

  it("leaves out a value of another type than its category's schema says, says so, and keeps the rest", () => {
    const result = normaliseRecord("tv", record.id, record);
    if (!result.ok) throw new Error(result.errors.join("; "));
    const specs = result.product.specs as TvSpecs & { extras?: unknown };
    expect(specs.display).not.toHaveProperty("refreshRateHz");
    expect(specs.display?.sizeInches).toBe((SAMPLE_CATALOGUE.tv[0].specs as TvSpecs).display?.sizeInches);
    // A flag's other spellings are read as the flag, not refused.
    expect(specs.gaming).toEqual({ vrrSupport: true, inputLagMs: 9.2 });
    expect(specs.extras).toEqual({ anything: "kept" });
    expect(result.dropped).toEqual(['Field dropped: specs.display.refreshRateHz ("rápido": expected number)']);
    // The stored record itself is not changed.
    expect(record.specs.display.refreshRateHz).toBe("rápido");
  });
});
