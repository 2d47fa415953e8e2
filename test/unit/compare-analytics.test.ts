import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { proxy } from "valtio";
import { analyticsEnabled, track } from "../../client/analytics";
import type { PublicConfig } from "../../client/config";
import { PRODUCTION_CONFIG } from "./support/config";
import type { AppState } from "../../client/state/app-state";
import { parseStoredTray, removeFromCompare, toggleCompare, type CompareItem } from "../../client/state/compare";
import { ref } from "valtio";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { toSummary } from "../../shared/summary";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { BundledSource } from "../../worker/data/bundled-source";
import { setFilter, toggleOption } from "../../client/state/listing-filters";

const production = PRODUCTION_CONFIG;
const item = (id: string): CompareItem => ({ id, categoryId: "tv", brand: "LG", model: id, image: "/x.svg", price: 100 });

let gtag: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  gtag = vi.fn();
  alert = vi.fn();
  vi.stubGlobal("window", { gtag, alert });
});
afterEach(() => vi.unstubAllGlobals());

function stateWith(config: PublicConfig, items: CompareItem[] = []): AppState {
  return proxy({ config, tray: { items, loaded: true, refusal: null } } as unknown as AppState);
}

describe("PRODUCT-RULES.md (States): the compare tray", () => {
  it("toggles: adds, removes when present, refuses a fourth (the page shows its text, not a browser alert)", () => {
    const state = stateWith(production);
    expect(toggleCompare(state, item("a"))).toBe("added");
    expect(toggleCompare(state, item("b"))).toBe("added");
    expect(toggleCompare(state, item("a"))).toBe("removed");
    expect(state.tray.items.map((i) => i.id)).toEqual(["b"]);
    toggleCompare(state, item("c"));
    toggleCompare(state, item("d"));
    expect(state.tray.refusal).toBeNull();
    expect(toggleCompare(state, item("e"))).toBe("refused");
    expect(alert).not.toHaveBeenCalled();
    expect(state.tray.refusal).toBe(1);
    // Each refusal is a new one, announced again (components/CompareRefusal.tsx).
    expect(toggleCompare(state, item("e"))).toBe("refused");
    expect(state.tray.refusal).toBe(2);
    expect(state.tray.items.map((i) => i.id)).toEqual(["b", "c", "d"]);
  });

  it("reads a stored tray defensively", () => {
    expect(parseStoredTray(null)).toEqual([]);
    expect(parseStoredTray("{not json")).toEqual([]);
    expect(parseStoredTray(JSON.stringify({ id: "a" }))).toEqual([]);
    const stored = [item("a"), { ...item("b"), categoryId: "fridge" }, { ...item("../x") }, item("c"), item("d"), item("e")];
    expect(parseStoredTray(JSON.stringify(stored)).map((i) => i.id)).toEqual(["a", "c", "d"]);
  });

  it("keeps one entry per product from a stored tray [X,X,X] (edited storage, another tab)", () => {
    expect(parseStoredTray(JSON.stringify([item("x"), item("x"), item("x")])).map((i) => i.id)).toEqual(["x"]);
    // A repeated product does not take the place of a later distinct one.
    expect(parseStoredTray(JSON.stringify([item("x"), item("x"), item("y"), item("x"), item("z")])).map((i) => i.id)).toEqual(["x", "y", "z"]);
  });
});

describe("PRODUCT-RULES.md (Calls and errors): analytics hooks", () => {
  it("is enabled only in production with a measurement id", () => {
    expect(analyticsEnabled(production)).toBe(true);
    expect(analyticsEnabled({ ...production, production: false })).toBe(false);
    expect(analyticsEnabled({ ...production, measurementId: null })).toBe(false);
  });

  it("sends add_to_comparison and remove_from_comparison when enabled", () => {
    const state = stateWith(production);
    toggleCompare(state, item("a"));
    removeFromCompare(state, "a");
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(["add_to_comparison", "remove_from_comparison"]);
    expect(gtag.mock.calls[0][2]).toMatchObject({ item_id: "a", item_category: "tv", price: 100 });
  });

  it("sends nothing in development", () => {
    const state = stateWith({ ...production, production: false });
    toggleCompare(state, item("a"));
    expect(track(state.config, "page_view")).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe("apply_filters", () => {
  it("reports the number of active filters on each filter change, and keeps the URL in step", async () => {
    const pushState = vi.fn();
    vi.stubGlobal("window", { gtag, alert, history: { pushState, replaceState: vi.fn() } });
    // The index has not arrived, so the new results are asked of the worker: that request stays pending here.
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetch);
    const products = (await new BundledSource().listCategory("tv")).map(toSummary);
    const manifest: PublicManifest = {
      categoryId: "tv",
      builtAt: "",
      version: "x",
      total: products.length,
      filters: buildFilterDefinitions("tv", products),
      counts: {},
      topBrands: [],
      indexHash: "0123456789abcdef",
    };
    const page = { total: products.length, counts: {}, offset: 0, positions: [], cards: [] };
    const state = proxy({
      config: production,
      url: "/categoria/tv",
      data: ref({ view: "category", categoryId: "tv", manifest, page }),
      listing: EMPTY_LISTING,
      listingUi: { pages: 3 },
      viewportWidth: null,
      results: null,
    } as unknown as AppState);
    toggleOption(state, "brand", "LG");
    setFilter(state, "priceRange", { min: 500 });
    expect(gtag.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ["apply_filters", { filters: 1 }],
      ["apply_filters", { filters: 2 }],
    ]);
    expect(pushState.mock.calls.at(-1)?.[2]).toBe("/categoria/tv?marca=LG&precio=500..");
    expect(state.listingUi.pages).toBe(1);
    expect(String(fetch.mock.calls.at(-1)?.[0])).toMatch(/^\/api\/categories\/tv\/products\?marca=LG&precio=500\.\.&desde=0&cantidad=\d+$/);
  });
});
