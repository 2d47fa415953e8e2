import { describe, expect, it } from "vitest";
import { toCard, type ProductCardData } from "../../shared/card";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import type { TvSpecs } from "../../shared/specs";
import { toSummary } from "../../shared/summary";
import { alternativeKind, sameKind } from "../../shared/verdict/alternative-kind";
import { alternatives } from "../../shared/verdict/alternatives";
import { BundledSource } from "../../worker/data/bundled-source";

/** 'Alternativas' stay within what the shopper is looking at: a TV's size, a headphone's and a camera's type. */
const source = new BundledSource();
const NOW = Date.now();
const card = (id: string, price: number, overall: number, kind?: string, categoryId: CategoryId = "tv"): ProductCardData => ({
  id,
  categoryId,
  brand: "Marca",
  model: id,
  price,
  priceCurrency: "EUR",
  image: "https://example.com/a.jpg",
  chips: [],
  overall,
  ...(kind === undefined ? {} : { kind }),
});

async function cardsOf(category: CategoryId): Promise<{ product: Product; card: ProductCardData }[]> {
  const products = await source.listCategory(category);
  return products.map((product) => ({ product, card: toCard(toSummary(product, NOW)) }));
}

describe("a card's kind, from the sample catalogue", () => {
  it("is a TV's screen size in inches", async () => {
    const tvs = await cardsOf("tv");
    const c4 = tvs.find(({ product }) => product.id === "lg-oled65c44la")!;
    expect(c4.card.kind).toBe("65");
    for (const { product, card } of tvs) expect(card.kind, product.id).toBe(String((product.specs as TvSpecs).display!.sizeInches));
  });

  it("is a headphone's type (true wireless, over-ear…)", async () => {
    const kinds = new Set((await cardsOf("headphones")).map(({ card }) => card.kind));
    expect([...kinds].sort()).toEqual(["in-ear", "on-ear", "over-ear", "true-wireless"]);
  });

  it("is a camera's kind: a fixed lens (a compact) or interchangeable lenses", async () => {
    const cameras = await cardsOf("camera");
    expect(cameras.find(({ product }) => product.id === "fujifilm-x100vi")!.card.kind).toBe("objetivo-fijo");
    expect(cameras.find(({ product }) => product.id === "sony-alpha-6700")!.card.kind).toBe("objetivos-intercambiables");
  });

  it("is none in the other categories", () => {
    expect(alternativeKind("mobile", { display: { sizeInches: 6.1 } })).toBeUndefined();
    expect(alternativeKind("laptop", { display: { sizeInches: 14 } })).toBeUndefined();
  });
});

describe("the candidates of the product's kind", () => {
  it("TVs: the same size when three or more share it", () => {
    const candidates = [card("a", 1, 1, "65"), card("b", 1, 1, "65"), card("c", 1, 1, "65"), card("d", 1, 1, "55"), card("e", 1, 1, "75")];
    expect(sameKind("tv", "65", candidates).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("TVs: the nearest sizes join, size by size, when fewer than three share it", () => {
    const candidates = [card("a", 1, 1, "65"), card("b", 1, 1, "55"), card("c", 1, 1, "75"), card("d", 1, 1, "32"), card("e", 1, 1, "77"), card("f", 1, 1)];
    // 65 alone; then 55 and 75 (10 inches away), the smaller first: 3 reached, 77 and 32 stay out.
    expect(sameKind("tv", "65", candidates).map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(sameKind("tv", "77", candidates).map((c) => c.id)).toEqual(["a", "c", "e"]);
  });

  it("headphones and cameras: the same type only, however few share it", () => {
    const buds = [card("a", 1, 1, "true-wireless", "headphones"), card("b", 1, 1, "over-ear", "headphones"), card("c", 1, 1, "over-ear", "headphones")];
    expect(sameKind("headphones", "true-wireless", buds).map((c) => c.id)).toEqual(["a"]);
    const cameras = [card("a", 1, 1, "objetivos-intercambiables", "camera"), card("b", 1, 1, "objetivo-fijo", "camera")];
    expect(sameKind("camera", "objetivo-fijo", cameras).map((c) => c.id)).toEqual(["b"]);
  });
});

describe("'Alternativas' per category", () => {
  it("a 65-inch TV is offered a 65-inch TV, not a cheaper 55-inch one", () => {
    const me = { id: "me", categoryId: "tv" as const, price: 1500, fresh: true, overall: 90, kind: "65" };
    const related = [card("s55", 900, 90, "55"), card("a", 1300, 89, "65"), card("b", 1400, 90, "65"), card("c", 1450, 94, "65"), card("d", 1550, 95, "65")];
    const { cheaper, better } = alternatives(me, related, NOW);
    expect(cheaper?.id).toBe("a");
    expect(better?.id).toBe("d");
  });

  it("over-ear headphones are offered over-ear headphones", () => {
    const me = { id: "me", categoryId: "headphones" as const, price: 300, fresh: true, overall: 85, kind: "over-ear" };
    const related = [card("buds", 150, 85, "true-wireless", "headphones"), card("over", 250, 84, "over-ear", "headphones")];
    expect(alternatives(me, related, NOW).cheaper?.id).toBe("over");
  });

  it("a compact camera is offered a compact camera", () => {
    const me = { id: "me", categoryId: "camera" as const, price: 1800, fresh: true, overall: 88, kind: "objetivo-fijo" };
    const related = [card("body", 1000, 88, "objetivos-intercambiables", "camera"), card("compact", 1200, 86, "objetivo-fijo", "camera")];
    expect(alternatives(me, related, NOW).cheaper?.id).toBe("compact");
  });

  it("a stale price claims nothing: neither the product's nor a candidate's", () => {
    const old = NOW - 30 * 86_400_000;
    const staleCard: ProductCardData = { ...card("old", 900, 90, "65"), offers: [[900, old, 1]] };
    const me = { id: "me", categoryId: "tv" as const, price: 1500, fresh: true, overall: 90, kind: "65" };
    expect(alternatives(me, [staleCard], NOW).cheaper).toBeNull();
    expect(alternatives({ ...me, fresh: false }, [card("a", 900, 90, "65")], NOW).cheaper).toBeNull();
  });
});
