import { productFeatures } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { buildComparison } from "../../shared/compare";
import type { Product, ProductDetail } from "../../shared/product";
import { specGroups } from "../../shared/spec-table";
import { summaryRows } from "../../shared/summary-rows";
import { comparisonVerdict } from "../../shared/verdict/comparison-verdict";
import { SPEC_DIRECTIONS, directionOf } from "../../shared/verdict/directions";
import { FEATURES } from "../../shared/verdict/features";
import { RELATIVE_BAND, SCORE_BAND, STARS_BAND, TEN_POINT_BAND, bandOf, bestIndexes, outrightWinner, withinBand } from "../../shared/verdict/tie-bands";
import { useAspect } from "../../shared/verdict/use-aspects";
import { USE_DEFINITIONS } from "../../shared/uses/use-definitions";
import { BundledSource } from "../../worker/data/bundled-source";
import { amazonOnly } from "../support/sample-prices";

const source = new BundledSource();
const NOW = Date.parse("2026-11-21T12:00:00Z");
const FRESH = "2026-11-21T11:00:00Z";
const STALE = "2026-11-10T11:00:00Z";

/**
 * The sample's products with their Amazon offer only, checked before NOW's freshness window: these
 * rules are tested on the prices each test sets, not on the sample's shops or its moving price dates.
 */
async function listCategory(id: CategoryId): Promise<Product[]> {
  return (await source.listCategory(id)).map((p) => amazonOnly(p, { lastPriceUpdate: STALE }));
}

/** Every numeric leaf of a record's specs, lists of objects included ("hardware.storageOptions.sizeGB"). */
function numericPaths(value: unknown, path = ""): string[] {
  if (typeof value === "number") return [path];
  if (Array.isArray(value)) return value.flatMap((item) => (item !== null && typeof item === "object" ? numericPaths(item, path) : []));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => numericPaths(inner, path ? `${path}.${key}` : key));
  return [];
}

describe("directions: for every numeric field of every category, whether more or less is better", () => {
  describe.each(CATEGORY_IDS)("%s", (category) => {
    it("has a direction for every number its products carry, in the specs and in every comparison row", async () => {
      const products = await listCategory(category);
      expect(products.length).toBeGreaterThan(0);
      const table: Record<string, string> = SPEC_DIRECTIONS[category];
      for (const product of products) {
        for (const path of numericPaths(product.specs))
          expect({ path, direction: table[path] }).toEqual({ path, direction: expect.stringMatching(/^(more|less|neither)$/) });
        const rows = [...summaryRows(product), ...specGroups(product).flatMap((g) => g.rows)].filter((r) => r.number !== null);
        for (const row of rows) expect({ key: row.key, direction: directionOf(category, row.key) }).toEqual({ key: row.key, direction: expect.any(String) });
      }
    });
  });

  it("says less is better for price, weight, thickness, input lag and power consumption", () => {
    expect(directionOf("tv", "price")).toBe("less");
    expect(directionOf("tv", "specs.physical.weightKg")).toBe("less");
    expect(directionOf("tablet", "specs.dimensions.weightG")).toBe("less");
    expect(directionOf("smartwatch", "specs.dimensions.thicknessMm")).toBe("less");
    expect(directionOf("tablet", "specs.dimensions.thicknessMm")).toBe("less");
    expect(directionOf("tv", "specs.gaming.inputLagMs")).toBe("less");
    expect(directionOf("tv", "energy.powerConsumptionWatts")).toBe("less");
    expect(directionOf("headphones", "specs.battery.chargingTimeHours")).toBe("less");
  });

  it("says more is better for brightness, battery, refresh rate and storage, and neither for size", () => {
    expect(directionOf("tv", "specs.display.brightnessNits")).toBe("more");
    expect(directionOf("mobile", "specs.hardware.battery.capacitymAh")).toBe("more");
    expect(directionOf("laptop", "specs.battery.lifeHours")).toBe("more");
    expect(directionOf("tv", "specs.display.refreshRateHz")).toBe("more");
    expect(directionOf("laptop", "specs.hardware.storage.sizeGB")).toBe("more");
    expect(directionOf("smartwatch", "specs.hardware.storageGB")).toBe("more");
    expect(directionOf("tv", "specs.display.sizeInches")).toBe("neither");
    expect(directionOf("smartwatch", "specs.display.sizeMm")).toBe("neither");
  });

  it("does not know a field it was never told about, rather than guessing from its name", () => {
    expect(directionOf("tv", "specs.display.madeUpNits")).toBeUndefined();
    // A leaf that is "more" in one category is not assumed in another.
    expect(directionOf("speaker", "specs.display.refreshRateHz")).toBeUndefined();
  });
});

describe("tie bands: 'Mejor' only outside the band and in the right direction", () => {
  it("ties 0–100 scores under 3 points and numbers under 5 %", () => {
    expect(withinBand(90, 88, SCORE_BAND)).toBe(true);
    expect(withinBand(90, 87, SCORE_BAND)).toBe(false);
    expect(withinBand(1000, 951, RELATIVE_BAND)).toBe(true);
    expect(withinBand(1000, 950, RELATIVE_BAND)).toBe(false);
    expect(withinBand(8.5, 8.3, TEN_POINT_BAND)).toBe(true);
    expect(withinBand(4.6, 4.3, STARS_BAND)).toBe(false);
    expect(bandOf("overall")).toBe(SCORE_BAND);
    expect(bandOf("expertScore")).toBe(TEN_POINT_BAND);
    expect(bandOf("specs.display.brightnessNits")).toBe(RELATIVE_BAND);
  });

  it("gives no 'Mejor' for a 90-vs-89 difference, and gives it to the lighter one when the gap is clear", () => {
    expect(bestIndexes([90, 89], "more", SCORE_BAND)).toEqual([]);
    expect(bestIndexes([90, 85], "more", SCORE_BAND)).toEqual([0]);
    expect(bestIndexes([1.9, 2.4], "less", RELATIVE_BAND)).toEqual([0]);
    expect(bestIndexes([2.0, 2.05], "less", RELATIVE_BAND)).toEqual([]);
    expect(bestIndexes([55, 65], "neither", RELATIVE_BAND)).toEqual([]);
    expect(bestIndexes([55, 65], undefined, RELATIVE_BAND)).toEqual([]);
    expect(bestIndexes([90, null], "more", SCORE_BAND)).toEqual([]);
  });

  it("marks both leaders when two of three tie ahead of the third, but names no outright winner", () => {
    expect(bestIndexes([94, 93, 90], "more", SCORE_BAND)).toEqual([0, 1]);
    expect(outrightWinner([94, 93, 90], "more", SCORE_BAND)).toBeNull();
    expect(outrightWinner([95, 91, 90], "more", SCORE_BAND)).toBe(0);
  });
});

describe("features: booleans and list members are differences", () => {
  it("reads Dolby Vision and HDMI 2.1 from the TVs' lists, and VRR from its flag", async () => {
    const tvs = await listCategory("tv");
    const samsung = tvs.find((p) => p.id === "samsung-qe55s90d")!;
    const lg = tvs.find((p) => p.id === "lg-oled65c44la")!;
    const has = (p: Product, id: string) => productFeatures(p).find((f) => f.feature.id === id)!.has;
    expect([has(samsung, "dolbyVision"), has(lg, "dolbyVision")]).toEqual([false, true]);
    expect(has(samsung, "hdmi21")).toBe(true);
    expect(
      has(
        tvs.find((p) => p.id === "lg-43ur78006lk")!,
        "hdmi21",
      ),
    ).toBe(false);
  });

  it("answers 'not stated' for an absent field, never 'no'", async () => {
    const phone = (await listCategory("mobile")).find((p) => p.id === "samsung-galaxy-a56-5g")!;
    expect(productFeatures(phone).find((f) => f.feature.id === "wirelessCharge")!.has).toBeNull();
  });

  it.each(CATEGORY_IDS)("%s has at least one feature that counts in the verdict, each with a label", (category) => {
    const table = FEATURES[category] as { label: string; inVerdict: boolean }[];
    expect(table.some((f) => f.inVerdict)).toBe(true);
    for (const feature of table) expect(feature.label).toMatch(/\S/);
  });
});

/** A phone of the sample with the figures of a test. */
async function phone(
  id: string,
  changes: { brand: string; model: string; price: number; checked: string; overall: number; categories: Record<string, number> },
): Promise<ProductDetail> {
  const base = (await listCategory("mobile")).find((p) => p.id === id)!;
  const product: Product = {
    ...base,
    brand: changes.brand,
    model: changes.model,
    amazon: { ...base.amazon, price: changes.price, lastPriceUpdate: changes.checked },
    score: { ...base.score, overall: changes.overall, categories: changes.categories },
  };
  return { ...product, analysis: { heading: "", html: "", format: "html", summary: "" }, specGroups: specGroups(product) };
}

async function pixelAndGalaxy(checked = FRESH) {
  const pixel = await phone("google-pixel-9", {
    brand: "Google",
    model: "Pixel 9",
    price: 899,
    checked,
    overall: 86,
    categories: { Pantalla: 84, Cámara: 90, Batería: 82, "Relación calidad-precio": 80 },
  });
  const galaxy = await phone("samsung-galaxy-s25", {
    brand: "Samsung",
    model: "Galaxy S25",
    price: 779,
    checked,
    overall: 85,
    categories: { Pantalla: 90, Cámara: 85, Batería: 72, "Relación calidad-precio": 81 },
  });
  return [pixel, galaxy];
}

describe("the comparison's verdict", () => {
  it("says when to choose each product from the aspects it wins, with the figures, and the money as a person says it", async () => {
    const verdict = comparisonVerdict(await pixelAndGalaxy(), NOW)!;
    expect(verdict.lines.map((l) => l.text)).toEqual([
      "Elige el Google Pixel 9 si priorizas cámara (90 frente a 85) y batería (82 frente a 72).",
      "Elige el Samsung Galaxy S25 si priorizas pantalla (90 frente a 84); además, es 120\u00a0€ más barato y da más puntos por cada euro.",
    ]);
    // 86 against 85: within the 3-point band.
    expect(verdict.overall).toBe("En conjunto, empate: 86 y 85 de puntuación global, a menos de 3 puntos.");
  });

  it("claims no price advantage, nor score per euro, from a stale price", async () => {
    const verdict = comparisonVerdict(await pixelAndGalaxy(STALE), NOW)!;
    expect(verdict.lines[1].text).toBe("Elige el Samsung Galaxy S25 si priorizas pantalla (90 frente a 84).");
    expect(verdict.lines.map((l) => l.text).join(" ")).not.toMatch(/barato|por cada euro/);
  });

  it("names the better product overall when the gap is outside the band, and gives a product that wins nothing no line", async () => {
    const [pixel, galaxy] = await pixelAndGalaxy(STALE);
    const better = { ...pixel, score: { ...pixel.score, overall: 92, categories: { Pantalla: 92, Cámara: 95, Batería: 90 } } };
    const verdict = comparisonVerdict([better, galaxy], NOW)!;
    expect(verdict.overall).toBe("En conjunto, el Google Pixel 9 es mejor: 92 frente a 85 de puntuación global.");
    expect(verdict.lines.map((l) => l.id)).toEqual([better.id]);
    expect(verdict.shared).toEqual([]);
  });

  it("counts a feature of the category's verdict that only one product has", async () => {
    const tvs = await listCategory("tv");
    const samsung = tvs.find((p) => p.id === "samsung-qe55s90d")!;
    const lg = tvs.find((p) => p.id === "lg-oled55c54la")!;
    const verdict = comparisonVerdict([samsung, lg], NOW)!;
    expect(verdict.lines.find((l) => l.id === lg.id)!.wins).toContain("Dolby Vision (el otro no)");
    expect(
      verdict.lines
        .filter((l) => l.id !== lg.id)
        .flatMap((l) => l.wins)
        .join(" "),
    ).not.toContain("Dolby Vision");
  });

  it("words three products in at most three lines, a tie between two leaders said once for the pair", async () => {
    const tvs = await listCategory("tv");
    const pick = (id: string, overall: number) => {
      const p = tvs.find((t) => t.id === id)!;
      return { ...p, score: { ...p.score, overall } };
    };
    const verdict = comparisonVerdict([pick("lg-oled77g45lw", 94), pick("samsung-qe65s95d", 93), pick("lg-oled55c54la", 90)], NOW)!;
    expect(verdict.lines.map((l) => l.text)).toEqual(["Elige el LG OLED55C54LA si priorizas relación calidad-precio (82 frente a 72 y 72)."]);
    // What two do clearly better than the third is said once for the pair (the sample's figures);
    // no line says of a product that it wins nothing.
    expect(verdict.shared).toEqual([
      "El LG OLED77G45LW y el Samsung QE65S95D superan al LG OLED55C54LA en calidad de imagen (97 y 97 frente a 94), brillo y HDR (92 y 92 frente a 86) y sonido (82 y 84 frente a 74).",
      "El LG OLED77G45LW y el LG OLED55C54LA superan al Samsung QE65S95D en Dolby Vision (sí frente a no).",
    ]);
    expect(verdict.lines.length + verdict.shared.length).toBeLessThanOrEqual(3);
    expect(verdict.overall).toBe(
      "En conjunto, empate entre el LG OLED77G45LW y el Samsung QE65S95D (94 y 93 de puntuación global); el LG OLED55C54LA (90) queda por detrás.",
    );
  });

  it("names at most three aspects in a product's line, its largest leads", async () => {
    const [pixel, galaxy] = await pixelAndGalaxy(STALE);
    const ahead = { ...pixel, score: { ...pixel.score, categories: { Pantalla: 99, Cámara: 99, Batería: 99, "Relación calidad-precio": 99 } } };
    const verdict = comparisonVerdict([ahead, galaxy], NOW)!;
    // Leads of 9, 14, 27 and 18 points: the screen's 9 is left to the table.
    expect(verdict.lines[0].text).toBe(
      "Elige el Google Pixel 9 si priorizas cámara (99 frente a 85), batería (99 frente a 72) y relación calidad-precio (99 frente a 81).",
    );
  });

  it("breaks an overall tie by the use the shopper came from, when one product is clearly ahead on its aspect", async () => {
    const products = await pixelAndGalaxy();
    const tie = "En conjunto, empate: 86 y 85 de puntuación global, a menos de 3 puntos.";
    expect(comparisonVerdict(products, NOW, "fotos-noche")!.overall).toBe(
      `${tie} Para lo que buscas (Fotos de noche), mejor el Google Pixel 9: 90 frente a 85 en cámara.`,
    );
    // The phones have no performance score to speak for gaming; an unknown use is no use.
    expect(comparisonVerdict(products, NOW, "gaming")!.overall).toBe(tie);
    expect(comparisonVerdict(products, NOW, "no-such-use")!.overall).toBe(tie);
  });

  it("has an aspect for a use only where the category's uses and its products' aspect scores both have it", async () => {
    for (const category of CATEGORY_IDS) {
      const aspects = new Set((await listCategory(category)).flatMap((p) => Object.keys(p.score?.categories ?? {})));
      for (const use of USE_DEFINITIONS[category]) {
        const found = useAspect(category, use.id);
        if (found) expect(aspects, `${category}/${use.id}`).toContain(found.aspect);
      }
    }
    expect(useAspect("mobile", "fotos-noche")).toEqual({ label: "Fotos de noche", aspect: "Cámara" });
  });

  it("gives no verdict and no 'Mejor' across categories, and none for a single product", async () => {
    const [tv] = await listCategory("tv");
    const [mobile] = await listCategory("mobile");
    expect(comparisonVerdict([tv, mobile], NOW)).toBeNull();
    expect(comparisonVerdict([tv], NOW)).toBeNull();
    const detail = (p: Product): ProductDetail => ({ ...p, analysis: { heading: "", html: "", format: "html", summary: "" }, specGroups: specGroups(p) });
    const fresh = (p: Product): Product => ({ ...p, amazon: { ...p.amazon, lastPriceUpdate: FRESH } });
    const sections = buildComparison([detail(fresh(tv)), detail(fresh(mobile))], NOW);
    expect(sections.flatMap((s) => s.rows).filter((r) => r.best.length > 0)).toEqual([]);
  });
});

describe("the comparison table by the same rules", () => {
  it("puts the shared aspect scores right after the summary, with bars, and 'Mejor' only outside the band", async () => {
    const sections = buildComparison(await pixelAndGalaxy(), NOW);
    expect(sections.slice(0, 3).map((s) => s.id)).toEqual(["summary", "aspects", "features"]);
    const aspects = sections[1].rows;
    expect(aspects.map((r) => [r.label, r.values, r.best])).toEqual([
      ["Pantalla", ["84/100", "90/100"], [1]],
      ["Cámara", ["90/100", "85/100"], [0]],
      ["Batería", ["82/100", "72/100"], [0]],
      ["Relación calidad-precio", ["80/100", "81/100"], []],
      ["Puntuación por cada 100\u00a0€", ["9,6 puntos", "10,9 puntos"], [1]],
    ]);
    expect(aspects[0].bars).toEqual([
      { percent: 84, tone: "green" },
      { percent: 90, tone: "green" },
    ]);
    const summary = sections[0].rows;
    expect(summary.find((r) => r.key === "price")!.best).toEqual([1]);
    expect(summary.find((r) => r.key === "overall")!.best).toEqual([]);
  });

  it("marks no price 'Mejor' when a price is stale", async () => {
    const sections = buildComparison(await pixelAndGalaxy(STALE), NOW);
    expect(sections[0].rows.find((r) => r.key === "price")!.best).toEqual([]);
    expect(sections[1].rows.map((r) => r.key)).not.toContain("pointsPer100Euros");
  });

  it("marks a yes/no feature 'Mejor' for the products that have it", async () => {
    const tvs = await listCategory("tv");
    const detail = (id: string): ProductDetail => {
      const p = tvs.find((t) => t.id === id)!;
      return { ...p, analysis: { heading: "", html: "", format: "html", summary: "" }, specGroups: specGroups(p) };
    };
    const sections = buildComparison([detail("samsung-qe55s90d"), detail("lg-oled55c54la")], NOW);
    const dolby = sections.find((s) => s.id === "features")!.rows.find((r) => r.key === "feature.dolbyVision")!;
    expect(dolby).toMatchObject({ label: "Dolby Vision", values: ["No", "Sí"], best: [1], differs: true });
  });
});

// Keeps the list of categories above honest: a category added to the registry gets its tables.
it("has direction and feature tables for every category", () => {
  expect(Object.keys(SPEC_DIRECTIONS).sort()).toEqual([...CATEGORY_IDS].sort());
  expect(Object.keys(FEATURES).sort()).toEqual([...CATEGORY_IDS].sort() as CategoryId[]);
});
