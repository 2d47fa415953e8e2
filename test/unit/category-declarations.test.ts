import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, categoryCountText, categoryNamesText, LEGACY_CATEGORY_ALIASES } from "../../shared/categories";
import { tv } from "../../shared/categories/tv";
import type { CategoryDeclaration } from "../../shared/categories/types";
import { declarationOf } from "../../shared/category-declarations";
import { CHIP_RULES } from "../../shared/chips";
import { defaultBounds } from "../../shared/filters/bounds";
import { FIXED_FILTER_FIELDS, LEADING_FIELDS, PRIMARY_FIELDS } from "../../shared/filters/fields";
import { MAX_PRICE } from "../../shared/prices/price-limits";
import { CATEGORY_WORDS } from "../../shared/spec-search/category-words";
import { SHOPPER_WORDS } from "../../shared/spec-search/shopper-words";
import { USE_DEFINITIONS } from "../../shared/uses/use-definitions";
import { EXTRA_DIRECTIONS, SPEC_DIRECTIONS } from "../../shared/verdict/directions";
import { schemaFields } from "../../shared/categories/schema-fields";
import { aNumber } from "../../shared/categories/spec-schema";
import type { TvSpecs } from "../../shared/specs";
import { FEATURES } from "../../shared/verdict/features";
import { useAspect } from "../../shared/verdict/use-aspects";

describe("a category is declared once, in shared/categories/<id>.ts", () => {
  it("every category has a declaration under its own id, and the names come from it", () => {
    for (const id of CATEGORY_IDS) {
      const declaration = declarationOf(id);
      expect(declaration.identity.id).toBe(id);
      expect(CATEGORIES.find((c) => c.id === id)?.name).toBe(declaration.identity.name);
      for (const alias of declaration.identity.aliases) expect(LEGACY_CATEGORY_ALIASES[alias]).toBe(id);
    }
  });

  it("every per-category table is read from the declarations", () => {
    for (const id of CATEGORY_IDS) {
      const d = declarationOf(id) as unknown as CategoryDeclaration;
      expect(CATEGORY_WORDS[id]).toBe(d.searchWords);
      expect(SHOPPER_WORDS[id]).toBe(d.shopperWords);
      expect(MAX_PRICE[id]).toBe(d.maxPrice);
      expect(FEATURES[id]).toBe(d.features);
      expect(EXTRA_DIRECTIONS[id]).toBe(d.extraDirections);
      expect(CHIP_RULES[id].map(([icon]) => icon)).toEqual(d.chips.map(([icon]) => icon));
      expect(USE_DEFINITIONS[id]).toEqual(d.uses.map(({ id: useId, label, conditions }) => ({ id: useId, label, conditions })));
      if ("fixed" in d.filters) expect(FIXED_FILTER_FIELDS[id]).toBe(d.filters.fixed);
      else {
        expect(PRIMARY_FIELDS[id]).toBe(d.filters.primary);
        expect(LEADING_FIELDS[id]).toBe(d.filters.leading);
      }
    }
  });

  it("a use's aspect breaks a comparison's tie, and a use without one breaks none", () => {
    expect(useAspect("tv", "cine")).toEqual({ label: "Cine en casa", aspect: "Calidad de imagen" });
    expect(useAspect("tv", "pantalla-grande")).toBeNull();
  });

  it("a category's own bounds win over every category's, which hold where it declares none", () => {
    expect(defaultBounds("screenInches", "tv")).toEqual({ min: 32, max: 85 });
    expect(defaultBounds("screenInches", "speaker")).toEqual({ min: 4, max: 85 });
    expect(defaultBounds("not-a-measure", "tv")).toBeUndefined();
  });

  it("the site's copy names the declared categories", () => {
    expect(categoryCountText()).toBe("ocho");
    expect(categoryNamesText()).toBe("televisores, portátiles, móviles, tablets, auriculares, cámaras, smartwatches y altavoces");
    expect(categoryNamesText(false)).toBe("televisores, portátiles, móviles, tablets, auriculares, cámaras, smartwatches, altavoces");
  });

  it("a declaration missing a part, a number without its direction, or a required field not in its schema does not compile", () => {
    const { uses: _uses, ...withoutUses } = tv();
    // @ts-expect-error every part of a declaration is required
    const incomplete: CategoryDeclaration<"tv", TvSpecs> = withoutUses;
    // @ts-expect-error a number says which way it is better
    const undirected = aNumber();
    // @ts-expect-error a required field names a field of the category's schema
    const misspelt: CategoryDeclaration<"tv", TvSpecs> = { ...tv(), record: { required: ["specs.display.sizeInchs"], recommended: [] } };
    expect(misspelt.record.required).toHaveLength(1);
    expect(incomplete.identity.id).toBe("tv");
    expect(undirected).toBeDefined();
  });

  it("each number's direction and each field's own name are read from its line of the spec schema", () => {
    expect(SPEC_DIRECTIONS.tv).toMatchObject({ "display.sizeInches": "neither", "gaming.inputLagMs": "less", "connectivity.usbPorts.count": "more" });
    expect(SPEC_DIRECTIONS.mobile).toMatchObject({
      "camera.rear.megapixels": "more",
      "hardware.storageOptions.sizeGB": "more",
      "display.refreshRateHz": "more",
    });
    // Every number of every category has one: the schema's fields that hold numbers are exactly the table's.
    for (const id of CATEGORY_IDS) {
      const numbers = schemaFields(declarationOf(id).specs).filter((field) => field.better !== undefined);
      expect(Object.keys(SPEC_DIRECTIONS[id]).sort(), id).toEqual(numbers.map((field) => field.path).sort());
    }
  });
});
