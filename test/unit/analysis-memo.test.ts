import { beforeEach, describe, expect, it } from "vitest";
import { RENDERED_MAX_CHARS, RenderedAnalyses } from "../../worker/data/analysis";

const product = (model: string, description: string) => ({ brand: "Marca", model, general: { description } });

describe("rendered analyses are kept by what they are made of", () => {
  let analyses = new RenderedAnalyses();
  beforeEach(() => {
    analyses = new RenderedAnalyses();
  });

  it("answers the same brand, model and description with the analysis rendered before, frozen", () => {
    const first = analyses.render(product("M1", "# Título\n\nUn **análisis** con una tabla:\n\n| a | b |\n|---|---|\n| 1 | 2 |"));
    const again = analyses.render(product("M1", "# Título\n\nUn **análisis** con una tabla:\n\n| a | b |\n|---|---|\n| 1 | 2 |"));
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(again.html).toContain("<strong>análisis</strong>");
    expect(again.html).toContain("<table>");
  });

  it("renders again when the description or the model differs", () => {
    const base = analyses.render(product("M2", "Marca M2: el análisis.\n\nTexto."));
    const otherText = analyses.render(product("M2", "Marca M2: el análisis.\n\nOtro texto."));
    expect(otherText).not.toBe(base);
    expect(otherText.html).toContain("Otro texto.");
    // The heading is the description's first line unless it only names the product (splitDescription).
    const otherModel = analyses.render(product("M3", "Marca M2: el análisis.\n\nTexto."));
    expect(otherModel).not.toBe(base);
  });

  it("keeps at most its limit in characters, dropping the least recently used", () => {
    // A limit of 47 500 characters here (RENDERED_MAX_CHARS in the worker); each entry counts its key
    // (~2 300 characters of description) and its HTML (as many): nine stay under it, a tenth passes it.
    analyses = new RenderedAnalyses(47_500);
    const long = (n: number) => `Análisis ${n}. ${"palabra ".repeat(287)}`;
    const kept = Array.from({ length: 9 }, (_, n) => analyses.render(product("Largo", long(n))));
    expect(analyses.render(product("Largo", long(0))), "nine are kept").toBe(kept[0]);
    analyses.render(product("Largo", long(9)));
    expect(analyses.render(product("Largo", long(0))), "used again just before, so kept").toBe(kept[0]);
    expect(analyses.render(product("Largo", long(1))), "the least recently used is dropped").not.toBe(kept[1]);
  });

  it(`keeps none over a quarter of its limit (${RENDERED_MAX_CHARS} characters in the worker)`, () => {
    analyses = new RenderedAnalyses(40_000);
    const large = product("Grande", `Análisis. ${"palabra ".repeat(700)}`); // ~11 000 characters kept
    expect(analyses.render(large)).not.toBe(analyses.render(large));
  });
});
