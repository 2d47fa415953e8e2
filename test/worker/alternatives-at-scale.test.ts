import { beforeEach, describe, expect, it } from "vitest";
import type { RelatedCards } from "../../shared/api-contract";
import { toCard } from "../../shared/card";
import { productPath } from "../../shared/routes";
import { toSummary } from "../../shared/summary";
import { alternatives } from "../../shared/verdict/alternatives";
import { amazonOnly } from "../support/sample-prices";
import { elements } from "./html";
import { freshIsolate, request } from "./support";
import { SyntheticTvSource } from "./synthetic-tv-source";

/**
 * SYNTHETIC televisions, far more than a product's two related lists of 10 hold, each with one
 * offer checked an hour ago (current): the alternatives a page offers are then decided by the rule
 * over the whole category, not by which products the lists happened to hold.
 */
const checkedAt = new Date(Date.now() - 3_600_000).toISOString();
const source = new SyntheticTvSource("synthetic-alternatives", 300, 21, (record) => amazonOnly(record, { lastPriceUpdate: checkedAt }));

beforeEach(freshIsolate);

describe("a product page's 'Alternativas' in a category of hundreds", () => {
  it("offers the TV of its size the rule picks over the whole category, though neither related list holds it", async () => {
    const now = Date.now();
    const cards = source.tvs.map((p) => toCard(toSummary(p, now)));
    const exactOf = (card: (typeof cards)[number]) =>
      alternatives({ id: card.id, categoryId: "tv", price: card.price, fresh: true, overall: card.overall, kind: card.kind }, cards, now);

    // A product whose alternative (either side) is in neither of the lists the worker built for it.
    let checked = 0;
    for (const card of cards) {
      const exact = exactOf(card);
      const wanted = [exact.cheaper, exact.better].filter((c) => c !== null).map((c) => c.id);
      if (wanted.length === 0) continue;
      const related = (await (await request(source, `/api/products/tv/${card.id}/related`)).json()) as RelatedCards;
      const listed = new Set([...related.similarSpecs, ...related.similarPrice].map((c) => c.id));
      const missing = wanted.filter((id) => !listed.has(id));
      if (missing.length === 0) continue;

      const html = await (await request(source, productPath("tv", card.id))).text();
      const offered = (await elements(html, ".fit__alternatives li a")).map((a) => a.attributes.href.split("/").at(-1));
      expect(offered, card.id).toEqual(expect.arrayContaining(missing));
      for (const id of offered) expect(cards.find((c) => c.id === id)?.kind, id).toBe(card.kind);
      if (++checked === 3) break;
    }
    // The premise: such products exist at this size (without it, this test would check nothing).
    expect(checked).toBe(3);
  });
});
