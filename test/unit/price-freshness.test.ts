import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "../../shared/prices/freshness";

describe("a price's freshness", () => {
  const checked = "2026-11-20T10:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("is fresh up to the limit and stale one millisecond after it", () => {
    expect(DEFAULT_PRICE_FRESH_HOURS).toBe(48);
    expect(isPriceFresh(checked, at("2026-11-22T10:00:00.000Z"))).toBe(true);
    expect(isPriceFresh(checked, at("2026-11-22T10:00:00.001Z"))).toBe(false);
  });

  it("follows a configured limit", () => {
    expect(isPriceFresh(checked, at("2026-11-20T12:00:00.000Z"), 1)).toBe(false);
    expect(isPriceFresh(checked, at("2026-11-20T11:00:00.000Z"), 1)).toBe(true);
  });

  it("never calls a price of unknown age fresh", () => {
    expect(isPriceFresh(undefined, at("2026-11-20T10:00:00.000Z"))).toBe(false);
    expect(isPriceFresh("ayer", at("2026-11-20T10:00:00.000Z"))).toBe(false);
  });

  it("takes a check time ahead of the clock as just checked", () => {
    expect(isPriceFresh("2026-11-21T10:00:00.000Z", at("2026-11-20T10:00:00.000Z"))).toBe(true);
  });
});
