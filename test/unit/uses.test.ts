import { applyFilters } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { buildFilterIndex } from "../../shared/filters/filter-index";
import { withRangeChoices } from "../../shared/filters/range-choices";
import { asBoolean, valuesAt } from "../../shared/filters/values";
import { parseListingQuery } from "../../shared/listing-query";
import { MAX_USES, offeredUses, useFilters } from "../../shared/uses/offered-uses";
import { USE_DEFINITIONS, type UseCondition } from "../../shared/uses/use-definitions";
import { toSummary, type ProductSummary } from "../../shared/summary";
import { normaliseRecord } from "../../worker/data/normalise";

function summaries(category: CategoryId): ProductSummary[] {
  return SAMPLE_CATALOGUE[category].flatMap((r) => {
    const result = normaliseRecord(category, r.id, r);
    return result.ok ? [toSummary(result.product)] : [];
  });
}

/** Whether a product meets a condition, read straight from its data (not through the filters). */
function meets(product: ProductSummary, condition: UseCondition, pathOf: (id: string) => string): boolean {
  const values = valuesAt(product, pathOf("feature" in condition ? condition.feature : condition.filter));
  // A spec filter keeps products without the value (PRODUCT-RULES.md (Filters and search): a missing spec is kept).
  if (values.length === 0) return true;
  if ("feature" in condition) return values.some((v) => asBoolean(v, true) === true);
  if ("options" in condition) return values.some((v) => condition.options.includes(String(v)));
  if ("matching" in condition) return values.some((v) => condition.matching.test(String(v)));
  const { min = -Infinity, max = Infinity } = condition as { min?: number; max?: number };
  return values.some((v) => typeof v === "number" && v >= min && v <= max);
}

describe("shopping by use", () => {
  for (const category of CATEGORY_IDS) {
    it(`${category}: every use is 3–6 uses of filters the category has, listing exactly the products that meet it`, () => {
      const products = summaries(category);
      const definitions = buildFilterDefinitions(category, products);
      const uses = offeredUses(category, definitions, buildFilterIndex(products, definitions));
      expect(uses.length).toBeGreaterThanOrEqual(3);
      expect(uses.length).toBeLessThanOrEqual(MAX_USES);
      const all = definitions.flatMap((d) => [d, ...(d.children ?? [])]);
      const pathOf = (id: string) => all.find((d) => d.id === id)!.path!;
      for (const use of uses) {
        const definition = USE_DEFINITIONS[category].find((u) => u.id === use.id)!;
        const listed = applyFilters(products, definitions, use.filters).map((p) => p.id);
        const meeting = products.filter((p) => definition.conditions.every((c) => meets(p, c, pathOf))).map((p) => p.id);
        expect(listed, use.label).toEqual(meeting);
        expect(use.count, use.label).toBe(listed.length);
        expect(use.count, use.label).toBeGreaterThan(0);
        // Its link says the same filters: what the URL parses back to.
        expect(parseListingQuery(use.search, definitions).filters, use.label).toEqual(use.filters);
      }
    });
  }

  it("does not offer a use whose field the category's data lacks", () => {
    const products = summaries("tv");
    const definitions = buildFilterDefinitions("tv", products);
    const gaming = USE_DEFINITIONS.tv.find((u) => u.id === "gaming")!;
    expect(useFilters(gaming, definitions)).not.toBeNull();
    const withoutInputLag = definitions.filter((d) => d.id !== "gaming.inputLagMs");
    expect(useFilters(gaming, withoutInputLag)).toBeNull();
    const cinema = USE_DEFINITIONS.tv.find((u) => u.id === "cine")!;
    const noDolbyVision = definitions.map((d) => (d.id === "display.hdrFormats" ? { ...d, options: d.options!.filter((o) => o.value !== "Dolby Vision") } : d));
    expect(useFilters(cinema, noDolbyVision)).toBeNull();
    const noVrr = definitions.map((d) => (d.children ? { ...d, children: d.children.filter((c) => c.id !== "gaming.vrrSupport") } : d));
    expect(useFilters(gaming, noVrr)).toBeNull();
    const uses = offeredUses("tv", withoutInputLag, buildFilterIndex(products, withoutInputLag));
    expect(uses.map((u) => u.id)).not.toContain("gaming");
  });

  it("translates the TV uses into the filters shoppers expect", () => {
    const definitions = buildFilterDefinitions("tv", summaries("tv"));
    const filtersOf = (id: string) =>
      useFilters(
        USE_DEFINITIONS.tv.find((u) => u.id === id)!,
        definitions,
      );
    expect(filtersOf("gaming")).toEqual({
      "display.refreshRateHz": { min: 120 },
      otherFeatures: { "gaming.vrrSupport": true },
      "gaming.inputLagMs": { max: 15 },
    });
    expect(filtersOf("salon-luminoso")).toEqual({ "display.brightnessNits": { min: 1000 } });
    expect(filtersOf("cine")).toEqual({ "display.panelType": ["Mini LED", "OLED"], "display.hdrFormats": ["Dolby Vision"] });
  });
});

describe("a range's quick choices", () => {
  it("offer the screen sizes TVs come in and price steps that split the category", () => {
    const products = summaries("tv");
    const definitions = buildFilterDefinitions("tv", products);
    const withChoices = withRangeChoices(definitions, buildFilterIndex(products, definitions));
    const sizes = withChoices.find((d) => d.id === "display.sizeInches")!.choices!;
    const distinct = [...new Set(products.map((p) => (p.specs as { display: { sizeInches: number } }).display.sizeInches))].sort((a, b) => a - b);
    expect(sizes.map((c) => c.range.min)).toEqual(distinct.slice(0, 8));
    expect(sizes.every((c) => c.range.min === c.range.max && c.label === `${c.range.min}″`)).toBe(true);
    const prices = withChoices.find((d) => d.id === "priceRange")!.choices!;
    expect(prices.length).toBeGreaterThan(0);
    for (const choice of prices) {
      expect(choice.label).toBe(`Hasta ${choice.range.max} €`);
      const share = products.filter((p) => p.price <= choice.range.max!).length / products.length;
      expect(share).toBeGreaterThanOrEqual(0.1);
      expect(share).toBeLessThanOrEqual(0.9);
    }
  });

  it("offer no size choices where sizes are not whole inches (laptops)", () => {
    const products = summaries("laptop");
    const definitions = buildFilterDefinitions("laptop", products);
    expect(withRangeChoices(definitions, buildFilterIndex(products, definitions)).find((d) => d.id === "display.sizeInches")?.choices).toBeUndefined();
  });
});
