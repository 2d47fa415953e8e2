import { describe, expect, it } from "vitest";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import { toCard, type ProductCardData } from "../../shared/card";
import type { CategoryId } from "../../shared/categories";
import { canonicalOrder } from "../../shared/listing";
import { cardPrice } from "../../shared/prices/card-price";
import type { Product } from "../../shared/product";
import { relatedForAll } from "../../shared/related-pools";
import { toSummary } from "../../shared/summary";
import { ALTERNATIVE_CANDIDATES, alternativeCandidatesForAll } from "../../shared/verdict/alternative-pools";
import { alternatives, type Alternatives } from "../../shared/verdict/alternatives";
import { normaliseRecord } from "../../worker/data/normalise";
import { scaled } from "../support/property-scale";
import { amazonOnly } from "../support/sample-prices";

/** Past the related lists' reach: most of a product's kind is in neither of its two lists of 10. */
const COUNT = scaled(400);

/** A synthetic category built as the worker builds it, each product with one offer checked an hour ago (current). */
const builds = new Map<CategoryId, ReturnType<typeof build>>();
const builtCategory = (category: CategoryId) => builds.get(category) ?? builds.set(category, build(category)).get(category)!;

function build(category: CategoryId) {
  const now = Date.now();
  const checkedAt = new Date(now - 3_600_000).toISOString();
  const products = syntheticRecords(category, COUNT, 5).flatMap((record) => {
    const result = normaliseRecord(category, record.id, amazonOnly(record as unknown as Product, { lastPriceUpdate: checkedAt }));
    return result.ok ? [result.product] : [];
  });
  const summaries = canonicalOrder(products.map((p) => toSummary(p, now)));
  const cards = summaries.map(toCard);
  return { now, cards, related: relatedForAll(summaries), candidates: alternativeCandidatesForAll(category, cards) };
}

function alternativesOf(card: ProductCardData, among: readonly ProductCardData[], now: number): Alternatives {
  const shown = cardPrice(card, now);
  return alternatives({ id: card.id, categoryId: card.categoryId, price: shown.price, fresh: shown.fresh, overall: card.overall, kind: card.kind }, among, now);
}

const ids = (a: Alternatives) => [a.cheaper?.id ?? null, a.better?.id ?? null];

describe("alternatives' candidates, found over the whole category at build time", () => {
  it.each(["tv", "headphones", "camera"] as const)(
    "%s: with them, every product's alternatives are those the rule gives over the whole category, which its two related lists alone often miss",
    (category) => {
      const { now, cards, related, candidates } = builtCategory(category);
      let found = 0;
      let missedByTheLists = 0;
      // Every other product: the rule over the whole category costs a pass over it per product.
      cards.forEach((card, i) => {
        if (i % 2 === 1) return;
        const lists = [...related[i].specs, ...related[i].price].map((p) => cards[p]);
        const exact = alternativesOf(card, cards, now);
        expect(ids(alternativesOf(card, [...candidates[i].map((p) => cards[p]), ...lists], now)), card.id).toEqual(ids(exact));
        expect(candidates[i].length, card.id).toBeLessThanOrEqual(2 * ALTERNATIVE_CANDIDATES);
        found += ids(exact).filter(Boolean).length;
        missedByTheLists += ids(exact).filter((id, side) => id !== null && ids(alternativesOf(card, lists, now))[side] !== id).length;
      });
      // The premise: at this size the lists alone get many wrong (so this test can fail without the candidates).
      expect(found).toBeGreaterThan(COUNT / 8);
      expect(missedByTheLists).toBeGreaterThan(found / 4);
    },
  );

  it("are of the product's kind: a 65-inch TV's are 65-inch TVs when there are enough of them", () => {
    const { cards, candidates } = builtCategory("tv");
    const sixtyFive = cards.filter((c) => c.kind === "65");
    expect(sixtyFive.length).toBeGreaterThan(10);
    cards.forEach((card, i) => {
      if (card.kind === "65") for (const p of candidates[i]) expect(cards[p].kind, `${card.id} → ${cards[p].id}`).toBe("65");
    });
  });

  it("are none for a product without a kind or an overall score", () => {
    const card = (id: string, kind: string | undefined, overall: number | undefined, price: number) => ({ kind, overall, price, id });
    const items = [card("a", undefined, 90, 500), card("b", "65", undefined, 500), card("c", "65", 88, 400), card("d", "65", 89, 300)];
    const found = alternativeCandidatesForAll("tv", items);
    expect(found[0]).toEqual([]);
    expect(found[1]).toEqual([]);
    // c and d tie (within 3 points): each is the other's cheaper-with-a-similar-score candidate.
    expect(found[2]).toEqual([3]);
    expect(found[3]).toEqual([2]);
  });
});
