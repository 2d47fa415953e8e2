import { describe, expect, it } from "vitest";
import { slowRenderProblem } from "../../scripts/lib/ingest/render-budget";

/** A clock that moves `step` milliseconds each time it is read, so the render "takes" `step`. */
const clockOf = (step: number) => {
  let now = 0;
  return () => (now += step);
};
const record = { brand: "Marca", model: "Modelo", general: { description: "# Análisis\n\nTexto con **negrita**." } };

describe("the ingest refuses a record whose analysis renders too slowly", () => {
  it("reports a render over the budget as an invalid description", () => {
    expect(slowRenderProblem(record, 250, clockOf(900))).toBe("Invalid field: general.description (its analysis took 900 ms to render: at most 250)");
  });

  it("accepts a render within the budget, and a record without an analysis", () => {
    expect(slowRenderProblem(record, 250, clockOf(40))).toBeNull();
    expect(slowRenderProblem({ brand: "Marca", model: "Modelo" }, 250, clockOf(900))).toBeNull();
  });
});
