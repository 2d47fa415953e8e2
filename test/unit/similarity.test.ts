import { describe, expect, it } from "vitest";
import { chipFamily, cpuVendor, mainRearMegapixels, similarByPrice, similarBySpecs, similarityScore } from "../../shared/similarity";
import type { ProductSummary } from "../../shared/summary";

function tv(id: string, brand: string, size: number, extra: Partial<ProductSummary> = {}, display: Record<string, unknown> = {}): ProductSummary {
  return {
    id,
    categoryId: "tv",
    brand,
    model: id,
    year: 2024,
    price: 1000,
    priceCurrency: "EUR",
    image: "/x.svg",
    specs: { display: { sizeInches: size, resolution: "3840x2160", panelType: "OLED", refreshRateHz: 120, ...display } },
    ...extra,
  } as ProductSummary;
}

describe("PRODUCT-RULES.md (Key-spec chips and similarity): technical similarity", () => {
  it("scores TV screen gaps as tiers (the first band that holds counts)", () => {
    const base = tv("a", "LG", 55);
    // ≤5" +4, same resolution +3, same panel +2, refresh gap ≤60 +1 = 10
    expect(similarityScore(base, tv("b", "Sony", 60))).toBe(10);
    expect(similarityScore(base, tv("c", "Sony", 65))).toBe(8); // ≤10" → +2
    expect(similarityScore(base, tv("d", "Sony", 70))).toBe(7); // ≤15" → +1
    expect(similarityScore(base, tv("e", "Sony", 85))).toBe(6); // no screen points
  });

  it("takes a point for the same brand and drops scores of 0 or below", () => {
    const base = tv("a", "LG", 55);
    expect(similarityScore(base, tv("b", "LG", 60))).toBe(9);
    const unlike = tv("z", "LG", 98, {}, { resolution: "1920x1080", panelType: "LED", refreshRateHz: 300 });
    expect(similarityScore(base, unlike)).toBe(-1);
    const list = similarBySpecs(base, [base, unlike, tv("b", "Sony", 60), tv("c", "LG", 65)]);
    expect(list.map((p) => p.id)).toEqual(["b", "c"]);
  });

  it("derives chip families and CPU vendors", () => {
    expect(chipFamily("Snapdragon 8 Gen 3")).toBe("snapdragon");
    expect(chipFamily("Qualcomm Snapdragon 7s Gen 2")).toBe("snapdragon");
    expect(chipFamily("A18 Pro")).toBe("apple-a");
    expect(chipFamily("Apple A16 Bionic")).toBe("apple-a");
    expect(chipFamily("MediaTek Dimensity 9300+")).toBe("dimensity");
    expect(chipFamily("Google Tensor G4")).toBe("tensor");
    expect(cpuVendor("Intel Core Ultra 7 155H")).toBe("intel");
    expect(cpuVendor("AMD Ryzen 7 8845HS")).toBe("amd");
    expect(cpuVendor("Apple M3")).toBe("apple");
    expect(cpuVendor("Snapdragon X Elite X1E-78-100")).toBe("qualcomm");
  });
});

describe("PRODUCT-RULES.md (Key-spec chips and similarity): price similarity", () => {
  const product = tv("p", "LG", 55, { price: 1000, priceSegment: "Premium" });

  it("keeps the same segment, other brands first, each by price distance", () => {
    const pool = [
      tv("s1", "Sony", 55, { price: 1300, priceSegment: "Premium" }),
      tv("s2", "Samsung", 55, { price: 950, priceSegment: "Premium" }),
      tv("l1", "LG", 55, { price: 1010, priceSegment: "Premium" }),
      tv("b1", "TCL", 55, { price: 1000, priceSegment: "Budget" }),
    ];
    // Fewer than 5 other brands: the same-brand one is added after them.
    expect(similarByPrice(product, pool).map((p) => p.id)).toEqual(["s2", "s1", "l1"]);
  });

  it("adds same-brand products only while fewer than 5 other brands remain", () => {
    const others = ["A", "B", "C", "D", "E"].map((brand, i) => tv(`o${i}`, brand, 55, { price: 1000 + i * 10, priceSegment: "Premium" }));
    const pool = [...others, tv("l1", "LG", 55, { price: 1000, priceSegment: "Premium" })];
    expect(similarByPrice(product, pool).map((p) => p.id)).toEqual(["o0", "o1", "o2", "o3", "o4"]);
  });

  it("uses ±40 % of the price when the product has no segment", () => {
    const unsegmented = tv("p", "LG", 55, { price: 1000 });
    const pool = [tv("in", "Sony", 55, { price: 1400 }), tv("out", "Sony", 55, { price: 1401 }), tv("low", "TCL", 55, { price: 600 })];
    expect(similarByPrice(unsegmented, pool).map((p) => p.id)).toEqual(["in", "low"]);
  });
});

function summary(categoryId: ProductSummary["categoryId"], id: string, brand: string, specs: Record<string, unknown>): ProductSummary {
  return { id, categoryId, brand, model: id, year: 2024, price: 500, priceCurrency: "EUR", image: "/x.svg", specs } as ProductSummary;
}

describe("similarity follows PRODUCT-RULES.md (Limits) exactly", () => {
  it('compares gaps with a tolerance: 6.1" and 6.8" phones are within 0.7"', () => {
    const a = summary("mobile", "a", "Apple", { display: { sizeInches: 6.1 } });
    const b = summary("mobile", "b", "Samsung", { display: { sizeInches: 6.8 } });
    expect(6.8 - 6.1).toBeGreaterThan(0.7); // the binary arithmetic that broke the band
    expect(similarityScore(a, b)).toBe(3);
    expect(similarityScore(a, summary("mobile", "c", "Samsung", { display: { sizeInches: 6.81 } }))).toBe(0);
  });

  it("compares gaps with a tolerance: 24.2 and 32.2 MP cameras are within 8 MP", () => {
    const a = summary("camera", "a", "Sony", { sensor: { resolutionMP: 24.2 } });
    const b = summary("camera", "b", "Canon", { sensor: { resolutionMP: 32.2 } });
    expect(similarityScore(a, b)).toBe(2);
  });

  it.each([
    ["AMD Ryzen 7 7840HS 8-Core", "amd"],
    ["Qualcomm Snapdragon X Plus 10-core", "qualcomm"],
    ["Snapdragon X Elite X1E-78-100 (12 núcleos)", "qualcomm"],
    ["Apple M4 (10-core CPU)", "apple"],
    ["Apple M4 (10 núcleos: 4 de rendimiento + 6 de eficiencia)", "apple"],
    ["Intel Core i7-13620H", "intel"],
    ["Core Ultra 7 155H", "intel"],
    ["Intel Core 5 120U", "intel"],
    ["MediaTek Kompanio 520", "mediatek"],
  ])("cpuVendor(%s) → %s: 'core' alone never means Intel", (cpu, vendor) => {
    expect(cpuVendor(cpu)).toBe(vendor);
  });

  it("an Apple M4 laptop does not score 'same vendor' against an Intel Core i7", () => {
    const mac = summary("laptop", "mac", "Apple", { hardware: { cpu: { model: "Apple M4 (10-core CPU)" } } });
    const intel = summary("laptop", "pc", "Dell", { hardware: { cpu: { model: "Intel Core i7-1355U" } } });
    expect(similarityScore(mac, intel)).toBe(0);
  });

  it.each([
    ["Apple M4", "Apple M2", "apple-m"],
    ["M1", "Apple M3 Pro", "apple-m"],
    ["Apple A16", "A17 Pro", "apple-a"],
    ["Qualcomm Snapdragon 8 Gen 3", "Snapdragon 7s Gen 2", "snapdragon"],
    ["MediaTek Dimensity 9300+", "Dimensity 7300", "dimensity"],
  ])("chip families have one grain: %s and %s are both %s", (a, b, family) => {
    expect(chipFamily(a)).toBe(family);
    expect(chipFamily(b)).toBe(family);
  });

  it("tablets with an M4 and an M2 share the chipset family (+2)", () => {
    const a = summary("tablet", "a", "Apple", { performance: { chipset: "Apple M4" } });
    const b = summary("tablet", "b", "Samsung", { performance: { chipset: "Apple M2" } });
    expect(similarityScore(a, b)).toBe(2);
    expect(chipFamily("MediaTek Helio A22")).toBe("helio");
  });

  it("uses the main (first) rear camera, not the highest megapixels", () => {
    const xiaomi = { camera: { rear: [{ megapixels: 50 }, { megapixels: 50 }, { megapixels: 200 }] } };
    expect(mainRearMegapixels(xiaomi as never)).toBe(50);
    const a = summary("mobile", "a", "Xiaomi", xiaomi);
    const b = summary("mobile", "b", "Samsung", { camera: { rear: [{ megapixels: 50 }] } });
    expect(similarityScore(a, b)).toBe(1);
  });
});
