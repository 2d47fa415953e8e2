import { describe, expect, it } from "vitest";
import { chipFamily, cpuVendor, similarByPrice, similarBySpecs, similarityScore } from "../../shared/similarity";
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

describe("seed 001 §9: technical similarity", () => {
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

describe("seed 001 §9: price similarity", () => {
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
