import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import CompareDropdown from "../../client/components/CompareDropdown";
import { HeaderSearch } from "../../client/components/HeaderSearch";
import type { CompareItem } from "../../client/state/compare";
import type { ProductCardData } from "../../shared/card";
import { formatPrice } from "../../shared/format";
import { testAppState } from "../support/app-state";
import { advance, renderInApp, useFakeClock } from "./support";

/** The page's time in these tests: testAppState's render time. */
const NOW = Date.parse("2026-01-01T00:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe("the compare menu's prices", () => {
  useFakeClock();

  it("shows a current price as it is, a stale one as the last price seen with its age, and one of unknown age not at all", () => {
    const items: CompareItem[] = [
      { id: "fresh-tv", categoryId: "tv", brand: "LG", model: "OLED65C44LA", image: "/a.svg", price: 1449, checkedAt: iso(NOW - 2 * HOUR) },
      { id: "stale-phone", categoryId: "mobile", brand: "Apple", model: "iPhone 15", image: "/b.svg", price: 549, checkedAt: iso(NOW - 17 * DAY) },
      { id: "old-entry", categoryId: "tv", brand: "Sony", model: "K65XR70", image: "/c.svg", price: 1299 },
    ];
    const state = testAppState();
    state.tray.items = items;
    renderInApp(<CompareDropdown container={{ current: null }} button={{ current: null }} onClose={() => {}} onCompare={() => {}} />, state);
    const names = [...document.querySelectorAll(".compare-menu__name")].map((el) => el.textContent);
    expect(names).toEqual([`LG OLED65C44LA${formatPrice(1449)}`, `Apple iPhone 15Último precio visto: ${formatPrice(549)} (hace 17 días)`, "Sony K65XR70"]);
  });
});

describe("the header search's suggestions' prices", () => {
  useFakeClock();

  const card = (id: string, model: string, price: number, checkedMs: number): ProductCardData => ({
    id,
    categoryId: "mobile",
    brand: "Apple",
    model,
    price,
    priceCurrency: "EUR",
    offers: [[price, checkedMs, 1]],
    image: "/x.svg",
    chips: [],
  });

  it("say a stale price is the last price seen, with its age, never a plain current price", async () => {
    const items = [card("apple-iphone-16", "iPhone 16", 799, NOW - 3 * HOUR), card("apple-iphone-15", "iPhone 15", 549, NOW - 17 * DAY)];
    const body = { term: "iphone", groups: [{ categoryId: "mobile", name: "Móviles", total: 2, listed: 2, items }] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    renderInApp(<HeaderSearch />);
    const box = screen.getByRole("combobox", { name: "Buscar productos en todas las categorías" }) as HTMLInputElement;
    box.focus();
    fireEvent.focus(box);
    await act(() => import("../../client/components/header-search/SuggestionPanel"));
    await act(async () => undefined);
    fireEvent.change(box, { target: { value: "iphone" } });
    await advance(500);
    await advance(0);
    const prices = [...document.querySelectorAll(".site-search__price")].map((el) => [el.className, el.textContent]);
    expect(prices).toEqual([
      ["site-search__price", formatPrice(799)],
      ["site-search__price site-search__price--stale", `Último precio visto: ${formatPrice(549)} (hace 17 días)`],
    ]);
  });
});
