import { searchProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "../../shared/format";
import { resolutionLabel } from "../../shared/resolution-labels";
import { normaliseSearchTerm } from "../../shared/search";

const items = [
  { brand: "Samsung", model: "Galaxy S24" },
  { brand: "Apple", model: "iPhone 15" },
  { brand: "Xiaomi", model: "Redmi Note 13" },
  { brand: "Redmagic", model: "9 Pro" },
  { brand: "Xiaomi", model: "Redmi" },
  { brand: "Sony", model: "Xperia 1 VI" },
];

describe("PRODUCT-RULES.md (Filters and search): search", () => {
  it("needs three trimmed characters", () => {
    expect(normaliseSearchTerm("  ab ")).toBeNull();
    expect(normaliseSearchTerm(" abc ")).toBe("abc");
  });

  it("matches model, brand or 'brand model', ignoring case and accents", () => {
    expect(searchProducts(items, "samsung galaxy").map((i) => i.model)).toEqual(["Galaxy S24"]);
    expect(searchProducts(items, "IPHONE").map((i) => i.model)).toEqual(["iPhone 15"]);
    expect(searchProducts(items, "xpéria").map((i) => i.model)).toEqual(["Xperia 1 VI"]);
    expect(searchProducts(items, "zzz")).toEqual([]);
  });

  it("ranks exact model, exact brand, model prefix, brand prefix, then alphabetically", () => {
    const ranked = searchProducts(items, "redmi").map((i) => `${i.brand} ${i.model}`);
    expect(ranked).toEqual(["Xiaomi Redmi", "Xiaomi Redmi Note 13"]);
    const byBrand = searchProducts(items, "xiaomi").map((i) => `${i.brand} ${i.model}`);
    expect(byBrand).toEqual(["Xiaomi Redmi", "Xiaomi Redmi Note 13"]);
    const red = searchProducts(items, "red").map((i) => `${i.brand} ${i.model}`);
    expect(red).toEqual(["Xiaomi Redmi", "Xiaomi Redmi Note 13", "Redmagic 9 Pro"]);
  });
});

describe("PRODUCT-RULES.md (Limits): formatting", () => {
  it("prints euros the Spanish way with two decimals", () => {
    // Intl puts a no-break space before the euro sign, so a price never wraps apart.
    expect(formatPrice(1299)).toBe("1299,00\u00a0€");
    expect(formatPrice(12999.5)).toBe("12.999,50\u00a0€");
    expect(formatPrice(9.9)).toBe("9,90\u00a0€");
  });

  it("never throws on a currency Intl cannot format: the amount without a sign", () => {
    for (const currency of ["€", "", "EU", "XXXX", "E U R", null, 7] as unknown as string[]) {
      expect(formatPrice(1299.5, currency), String(currency)).toBe("1299,50");
    }
    expect(formatPrice(1299.5, "USD")).toBe("1299,50\u00a0US$");
    expect(formatPrice(1299.5, "eur")).toBe("1299,50\u00a0€"); // Intl reads codes in any case
    expect(formatPrice(Number.NaN)).toBe("—");
  });

  it("prints Spanish dates and survives bad input", () => {
    expect(formatDate("2026-11-20T10:00:00Z")).toBe("20 de noviembre de 2026");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(undefined)).toBe("");
  });

  it("answers the same once an answer is remembered, and after the memory starts over", () => {
    const expected = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
    for (let round = 0; round < 2; round++) {
      for (let cents = 0; cents < 60_000; cents += 7) expect(formatPrice(cents / 100)).toBe(expected.format(cents / 100));
    }
    expect(formatDate("2026-11-20T10:00:00Z")).toBe("20 de noviembre de 2026");
    expect(formatDate("2026-11-20T23:30:00Z")).toBe("21 de noviembre de 2026"); // Madrid's day
  });

  it("labels resolutions per PRODUCT-RULES.md (Limits)", () => {
    expect(resolutionLabel("3840x2160", "tv")).toBe("4K UHD");
    expect(resolutionLabel("7680x4320", "tv")).toBe("8K");
    expect(resolutionLabel("1366x768", "tv")).toBe("HD");
    expect(resolutionLabel("3840x2160", "laptop")).toBe("4K");
    expect(resolutionLabel("2560x1440", "laptop")).toBe("2K");
    expect(resolutionLabel("2560x1440", "tv")).toBe("2560x1440");
  });
});
