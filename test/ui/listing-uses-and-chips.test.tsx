import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActiveFilterChips } from "../../client/components/listing/ActiveFilterChips";
import { chipsShownOnPhone } from "../../client/components/listing/chip-overflow";
import { UsesRow } from "../../client/components/listing/UsesRow";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import type { ListingQuery } from "../../shared/listing-query";
import type { OfferedUse } from "../../shared/uses/offered-uses";
import { testAppState } from "../support/app-state";
import { advance, renderInApp, useFakeClock } from "./support";

const range = (id: string, label: string, unit: string, min: number, max: number): FilterDefinition => ({
  id,
  label,
  type: "range",
  kind: id === "priceRange" ? "price" : "spec",
  section: id === "priceRange" ? "basic" : "main",
  path: id === "priceRange" ? "price" : `specs.${id}`,
  unit,
  min,
  max,
});

/** A laptop listing's filters, as few as the tests need. */
const definitions: FilterDefinition[] = [
  {
    id: "brand",
    label: "Marca",
    type: "multiselect",
    kind: "brand",
    section: "basic",
    path: "brand",
    options: ["Apple", "ASUS", "Lenovo"].map((value) => ({ value, label: value })),
  },
  range("priceRange", "Precio", "€", 270, 3670),
  range("hardware.ram.sizeGB", "Memoria RAM", "GB", 8, 36),
  range("dimensions.weightKg", "Peso", "kg", 1.19, 2.5),
  range("battery.lifeHours", "Autonomía", "h", 4, 27),
];

const study: OfferedUse = {
  id: "estudiar",
  label: "Para estudiar",
  filters: { "battery.lifeHours": { min: 10 }, priceRange: { max: 900 } },
  search: "?precio=..900&battery.lifeHours=10..",
  count: 3,
};

function laptopState(filters: AppliedFilters) {
  const listing: ListingQuery = { ...EMPTY_LISTING, filters };
  return testAppState({ url: "/categoria/laptop", route: { view: "category", categoryId: "laptop" }, listing });
}

describe("a use's link is marked while the listing keeps its filters, its conditions said beside it", () => {
  useFakeClock();

  it("stays marked when a price is typed under the use's, and is unmarked when its battery condition goes", async () => {
    const state = laptopState({ "battery.lifeHours": { min: 10 }, priceRange: { max: 700 } });
    renderInApp(<UsesRow categoryId="laptop" uses={[study]} definitions={definitions} />, state);
    const link = screen.getByRole("link", { name: "Para estudiar (3)" });
    expect(link.getAttribute("aria-current")).toBe("true");
    expect(document.querySelector(".uses__conditions")?.textContent).toBe("Para estudiar: autonomía desde 10 h, precio hasta 900 €");
    await act(async () => void (state.listing.filters = { priceRange: { max: 700 } }));
    expect(link.hasAttribute("aria-current")).toBe(false);
    expect(document.querySelector(".uses__conditions")).toBeNull();
  });
});

describe("the active-filter chips: every one in sight, '+N' opening those past a phone's line", () => {
  useFakeClock();

  it("a phone's row shows what fits on one line (at least one chip), all of them when they fit", () => {
    expect(chipsShownOnPhone(["Marca: Apple"])).toBe(1);
    expect(chipsShownOnPhone(["Marca: LG", "HDMI"])).toBe(2);
    expect(chipsShownOnPhone(["Marca: Apple", "Peso: hasta 1,6 kg"])).toBe(1);
    expect(chipsShownOnPhone(["Tarjeta gráfica: NVIDIA GeForce RTX 4060 Laptop", "Marca: Apple"])).toBe(1);
    const six = ["Marca: Apple", "Marca: ASUS", "Precio: hasta 1.500 €", "Memoria RAM: desde 16 GB", "Peso: hasta 1,6 kg", "Autonomía: desde 10 h"];
    expect(chipsShownOnPhone(six)).toBeGreaterThanOrEqual(1);
    expect(chipsShownOnPhone(six)).toBeLessThan(six.length);
  });

  it("ends with '+N' for the chips past the line; pressing it opens them all and focuses the first it revealed", async () => {
    const filters: AppliedFilters = {
      brand: ["Apple", "ASUS"],
      priceRange: { max: 1500 },
      "hardware.ram.sizeGB": { min: 16 },
      "dimensions.weightKg": { max: 1.6 },
      "battery.lifeHours": { min: 10 },
    };
    renderInApp(<ActiveFilterChips categoryId="laptop" definitions={definitions} listing={{ ...EMPTY_LISTING, filters }} />, laptopState(filters));
    const chips = screen.getAllByRole("button", { name: /^Quitar / });
    expect(chips.map((c) => c.textContent)).toEqual([
      "Marca: Apple",
      "Marca: ASUS",
      "Precio: hasta 1.500 €",
      "Memoria RAM: desde 16 GB",
      "Peso: hasta 1,6 kg",
      "Autonomía: desde 10 h",
    ]);
    const shown = chipsShownOnPhone(chips.map((c) => c.textContent!));
    const hidden = chips.length - shown;
    expect(document.querySelectorAll(".active-filters__extra")).toHaveLength(hidden);
    const more = screen.getByRole("button", { name: `Ver ${hidden} filtros más` });
    expect(more.textContent).toBe(`+${hidden}`);
    const row = document.getElementById("filtros-activos")!;
    expect(row.hasAttribute("data-open")).toBe(false);
    fireEvent.click(more);
    await advance(20);
    expect(row.hasAttribute("data-open")).toBe(true);
    expect(screen.queryByRole("button", { name: /filtros? más$/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole("button", { name: /^Quitar / })[shown]);
  });
});
