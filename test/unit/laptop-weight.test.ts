import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import { keySpecChips } from "../../shared/chips";
import { defaultBounds } from "../../shared/filters/bounds";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { buildFilterIndex } from "../../shared/filters/filter-index";
import { buildListingIndex, canonicalOrder, listingModel, runListing } from "../../shared/listing";
import { listingToSearch, parseListingQuery, sortsFor, type ListingQuery } from "../../shared/listing-query";
import { toSummary, type ProductSummary } from "../../shared/summary";
import { offeredUses } from "../../shared/uses/offered-uses";
import { normaliseRecord } from "../../worker/data/normalise";

function summaries(category: CategoryId): ProductSummary[] {
  return canonicalOrder(
    SAMPLE_CATALOGUE[category].flatMap((r) => {
      const result = normaliseRecord(category, r.id, r);
      return result.ok ? [toSummary(result.product)] : [];
    }),
  );
}

const weightOf = (p: ProductSummary) => (p.specs as { dimensions?: { weightKg?: number } }).dimensions?.weightKg;

const laptops = summaries("laptop");
const definitions = buildFilterDefinitions("laptop", laptops);
const model = () => listingModel(JSON.parse(JSON.stringify(buildListingIndex(laptops, definitions, "v"))), definitions);
const listed = (query: ListingQuery) => runListing(model(), query).positions.map((position) => laptops[position]);

describe("a laptop's weight: filter, sort, card chip and use", () => {
  it("is a range filter 'Peso' in kg, under Especificaciones Principales, from the lightest to the heaviest laptop", () => {
    const weights = laptops.map(weightOf).filter((w): w is number => w !== undefined);
    expect(weights).toHaveLength(laptops.length);
    expect(definitions.find((d) => d.id === "dimensions.weightKg")).toMatchObject({
      label: "Peso",
      type: "range",
      unit: "kg",
      section: "main",
      min: Math.min(...weights),
      max: Math.max(...weights),
      // Fine enough that a browser accepts 1,2 against the lightest laptop's 1,19 kg.
      step: 0.01,
    });
    // Without data, the default bounds for a laptop's weight (PRODUCT-RULES.md, Filterable fields per category).
    expect(defaultBounds("weightKg", "laptop")).toEqual({ min: 0.8, max: 3.5 });
  });

  it("keeps, from the URL, exactly the laptops up to the weight asked for, and writes the same URL back", () => {
    const query = parseListingQuery("?dimensions.weightKg=..1.3", definitions);
    expect(query.filters).toEqual({ "dimensions.weightKg": { max: 1.3 } });
    const light = listed(query);
    expect(light.length).toBeGreaterThan(1);
    expect(light.map((p) => p.id).sort()).toEqual(
      laptops
        .filter((p) => weightOf(p)! <= 1.3)
        .map((p) => p.id)
        .sort(),
    );
    expect(listingToSearch(query, definitions)).toBe("?dimensions.weightKg=..1.3");
  });

  it("sorts laptops lightest first with 'Más ligero' (orden=peso-asc), offered where weight is a filter", () => {
    expect(sortsFor(definitions).find((s) => s.id === "peso-asc")?.label).toBe("Más ligero");
    const query = parseListingQuery("?orden=peso-asc", definitions);
    expect(query.sort).toBe("peso-asc");
    const weights = listed(query).map(weightOf);
    expect(weights).toHaveLength(laptops.length);
    expect(weights).toEqual([...weights].sort((a, b) => a! - b!));
    expect(weights[0]).toBeLessThan(weights.at(-1)!);
    // A category without a laptop's weight filter has no such order: the URL's asks for the default.
    const tvDefinitions = buildFilterDefinitions("tv", summaries("tv"));
    expect(sortsFor(tvDefinitions).map((s) => s.id)).not.toContain("peso-asc");
    expect(parseListingQuery("?orden=peso-asc", tvDefinitions).sort).toBe("relevancia");
  });

  it("shows the weight on every laptop's card as '1,2 kg'", () => {
    for (const laptop of laptops) {
      const chip = keySpecChips(laptop).find((c) => c.icon === "weight");
      const weight = weightOf(laptop)!;
      expect(chip?.text, laptop.id).toBe(`${String(Math.round(weight * 10) / 10).replace(".", ",")} kg`);
    }
  });

  it("offers 'Ligero para viajar' as up to 1,4 kg with 10 h of battery or more", () => {
    const uses = offeredUses("laptop", definitions, buildFilterIndex(laptops, definitions));
    const light = uses.find((u) => u.label === "Ligero para viajar")!;
    expect(light.filters).toEqual({ "dimensions.weightKg": { max: 1.4 }, "battery.lifeHours": { min: 10 } });
    const meeting = laptops.filter((p) => weightOf(p)! <= 1.4 && (p.specs as { battery: { lifeHours: number } }).battery.lifeHours >= 10);
    expect(light.count).toBe(meeting.length);
    expect(light.count).toBeGreaterThan(0);
  });
});
