import { describe, expect, it } from "vitest";
import { categoryServer } from "../../client/routes/category.server";
import type { DataOf } from "../../client/routes/types";
import type { ProductCardData } from "../../shared/card";
import { deepFreeze } from "../../shared/deep-freeze";

const card = (n: number): ProductCardData =>
  ({
    id: `p-${n}`,
    categoryId: "tv",
    brand: "Marca",
    model: `Modelo ${n}`,
    price: 100 + n,
    priceCurrency: "EUR",
    image: `/img/${n}.jpg`,
    chips: [],
    overall: 80,
    expertScore: 8,
    lastUpdated: "2026-11-01T00:00:00.000Z",
  }) as ProductCardData;

/** A build's manifest as the isolate shares it: one deep-frozen object for every request. */
const HEAD = deepFreeze({ version: "v1", filters: [], vocabulary: { phrases: { oled: {} } } });

const data = (cards: ProductCardData[]) =>
  ({
    view: "category",
    categoryId: "tv",
    manifest: HEAD,
    page: { cards, total: cards.length, offset: 0 },
  }) as unknown as DataOf<"category">;

/** The trimmed copies kept, as an isolate keeps them. */
const copies = new WeakMap<object, object>();

describe("a category page's first-view data", () => {
  it("trims a shared (frozen) manifest and card once: the same frozen copy for every request, which the page's JSON writer keeps", () => {
    const cards = deepFreeze([card(1), card(2)]);
    const first = categoryServer.sent(data(cards), Date.now(), undefined, copies);
    const again = categoryServer.sent(data(cards), Date.now(), undefined, copies);
    if (first.view !== "category" || again.view !== "category") throw new Error("not a category");
    expect(first.manifest).not.toHaveProperty("vocabulary");
    expect(again.manifest).toBe(first.manifest);
    expect(first.page!.cards[0]).not.toHaveProperty("lastUpdated");
    expect(first.page!.cards[0]).not.toHaveProperty("expertScore");
    expect(again.page!.cards[1]).toBe(first.page!.cards[1]);
    expect(Object.isFrozen(first.page!.cards[0])).toBe(true);
  });

  it("trims a card of the request's own (not frozen) anew, and keeps nothing of it", () => {
    const own = card(3);
    const first = categoryServer.sent(data([own]), Date.now(), undefined, copies);
    const again = categoryServer.sent(data([own]), Date.now(), undefined, copies);
    if (first.view !== "category" || again.view !== "category") throw new Error("not a category");
    expect(again.page!.cards[0]).toEqual(first.page!.cards[0]);
    expect(again.page!.cards[0]).not.toBe(first.page!.cards[0]);
    expect(first.page!.cards[0]).not.toHaveProperty("lastUpdated");
  });
});
