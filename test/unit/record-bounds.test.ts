import { describe, expect, it } from "vitest";
import { buildFilterDefinitions } from "../../shared/filters/build";
import type { Product } from "../../shared/product";
import { toSummary } from "../../shared/summary";
import { validateProduct } from "../../shared/validation";
import { normaliseRecord } from "../../worker/data/normalise";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

const tv = (extra: { description?: string; specs?: Record<string, unknown>; score?: Record<string, unknown>; more?: Record<string, unknown> } = {}) => ({
  title: "tv",
  model: "QE55S90D",
  brand: "Samsung",
  year: 2024,
  general: { description: extra.description ?? "# Análisis\n\nTexto con **negrita** y _cursiva_." },
  amazon: { affiliateLink: "https://www.amazon.es/dp/B0EB7AWLYP", price: 1099, priceCurrency: "EUR" },
  score: extra.score ?? { overall: 80 },
  specs: { display: { sizeInches: 55, panelType: "OLED" }, ...extra.specs },
  ...extra.more,
});

const errorsOf = (record: unknown) => validateProduct("tv", record, "x").errors;
const warningsOf = (record: unknown) => validateProduct("tv", record, "x").warnings.filter((w) => !w.startsWith("Missing recommended"));

describe("what the Markdown renderer is given is bounded at validation", () => {
  it("accepts an ordinary analysis with emphasis, links, a quote and a nested list", () => {
    const body = "Texto **negrita** y _cursiva_ con [un enlace](https://example.com).\n\n> cita\n\n- uno\n  - dos\n";
    expect(errorsOf(tv({ description: "# Análisis\n\n" + body.repeat(20) }))).toEqual([]);
  });

  it("refuses runs of emphasis delimiters that make the renderer quadratic", () => {
    expect(errorsOf(tv({ description: "*a".repeat(10_000) }))).toEqual([
      "Invalid field: general.description (10000 runs of emphasis marks * _ ~: at most 400)",
    ]);
    expect(errorsOf(tv({ description: "**_".repeat(2_000) }))).toEqual(["Invalid field: general.description (4000 runs of emphasis marks * _ ~: at most 400)"]);
  });

  it("refuses deep nesting and too many link brackets", () => {
    expect(errorsOf(tv({ description: ">".repeat(50) + " a" }))).toEqual(["Invalid field: general.description (quotes nested 50 deep: at most 4)"]);
    const list = Array.from({ length: 40 }, (_, i) => "  ".repeat(i) + "- a").join("\n");
    expect(errorsOf(tv({ description: list }))).toEqual(["Invalid field: general.description (a line indented 78 columns: at most 32)"]);
    expect(errorsOf(tv({ description: "[".repeat(500) + "a" }))).toEqual(["Invalid field: general.description (500 brackets [ ]: at most 400)"]);
  });

  it("refuses an analysis over 20,000 characters with one line", () => {
    expect(errorsOf(tv({ description: "a ".repeat(30_000) }))).toEqual(["Invalid field: general.description (60000 characters: at most 20000)"]);
  });

  it("a refused record never reaches the worker's build", () => {
    const result = normaliseRecord("tv", "x", tv({ description: "*a".repeat(10_000) }));
    expect(result.ok).toBe(false);
  });
});

describe("fields per record are bounded far below Firestore's 20,000", () => {
  it("refuses a record with 6,000 spec fields, and accepts two years of daily prices", () => {
    const wide = Object.fromEntries(Array.from({ length: 6_000 }, (_, i) => [`f${i}`, i]));
    expect(errorsOf(tv({ specs: { wide } }))).toEqual(["Invalid field: record (more than 4000 fields and list items)"]);
    const priceHistory = Array.from({ length: 730 }, (_, i) => ({ date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10), price: 1000 + i }));
    const record = tv();
    expect(errorsOf({ ...record, amazon: { ...record.amazon, priceHistory } })).toEqual([]);
  });

  it("every sample record is within every bound, with no warning about it", () => {
    const reports = Object.entries(SAMPLE_CATALOGUE).flatMap(([category, records]) => records.map((r) => validateProduct(category, r, r.id)));
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(reports.flatMap((r) => r.warnings).filter((w) => !w.startsWith("Missing recommended"))).toEqual([]);
  });
});

describe("spec values, spec lists and score categories are bounded: reported, then dropped", () => {
  const hostile = tv({
    specs: { audio: { outputPower: "x".repeat(400_000) }, display: { sizeInches: 55, hdrFormats: Array.from({ length: 300 }, (_, i) => `HDR${i}`) } },
    score: { overall: 80, categories: Object.fromEntries([...Array.from({ length: 1_500 }, (_, i) => [`Etiqueta ${i}`, 50]), ["n".repeat(5_000), 70]]) },
  });

  it("the report warns of each dropped or cut value, and the record stays valid", () => {
    expect(errorsOf(hostile)).toEqual([]);
    expect(warningsOf(hostile)).toEqual([
      "Value cut: specs.display.hdrFormats (300 items: the first 40 kept)",
      "Value dropped: specs.audio.outputPower (400000 characters: at most 200)",
      "Value dropped: score.categories (1 names over 60 characters)",
      "Value cut: score.categories (1500 categories: the first 20 kept)",
    ]);
  });

  it("the worker keeps the product without those values", () => {
    const result = normaliseRecord("tv", "x", hostile);
    if (!result.ok) throw new Error(result.errors.join("; "));
    const { product } = result;
    const specs = product.specs as Record<string, Record<string, unknown>>;
    expect(specs.audio).toEqual({});
    expect(specs.display.hdrFormats).toHaveLength(40);
    expect(Object.keys(product.score!.categories!)).toHaveLength(20);
    expect(Object.keys(product.score!.categories!).every((name) => name.length <= 60)).toBe(true);
  });
});

describe("what one filter may contribute to a category's head is bounded", () => {
  const products = (n: number, specs: (i: number) => Record<string, unknown>, categories?: (i: number) => Record<string, number>): Product[] =>
    Array.from({ length: n }, (_, i) => {
      const result = normaliseRecord("tv", `p${i}`, tv({ specs: specs(i), score: { overall: 80, categories: categories?.(i) ?? {} } }));
      if (!result.ok) throw new Error(result.errors.join("; "));
      return result.product;
    });

  it("a select or multiselect offers at most 100 options, the most common ones", () => {
    // panelType is one of the tv's fixed filters: it is offered however unique its values are.
    const list = products(300, (i) => ({ display: { sizeInches: 55, panelType: i < 20 ? "OLED" : `Panel ${i}` } }));
    const panel = buildFilterDefinitions(
      "tv",
      list.map((p) => toSummary(p)),
    ).find((f) => f.id === "display.panelType");
    expect(panel?.options).toHaveLength(100);
    expect(panel?.options?.map((o) => o.value)).toContain("OLED");
  });

  it("score categories make at most 30 filters, the most common ones", () => {
    const list = products(
      70,
      () => ({ display: { sizeInches: 55 } }),
      (i) => ({ Imagen: 20 + i, [`Etiqueta ${i % 35}`]: 20 + i }),
    );
    const scores = buildFilterDefinitions(
      "tv",
      list.map((p) => toSummary(p)),
    ).filter((f) => f.kind === "categoryScore");
    expect(scores).toHaveLength(30);
    expect(scores.map((f) => f.label)).toContain("Imagen");
  });
});
