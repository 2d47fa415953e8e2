import type { CategoryId } from "../categories";
import { firstAtOrAbovePrice } from "../price-search";
import { sameKind } from "./alternative-kind";
import { SIMILAR_PRICE_RATIO } from "./alternatives";
import { SCORE_BAND, withinBand } from "./tie-bands";

/**
 * The candidates for a product's 'Alternativas' (alternatives.ts), found at build time over the whole
 * category and within the product's kind (a TV's screen size, a headphone's type), so that the choice
 * does not depend on which products happen to be in its two related lists of 10: in a large
 * category those are mostly of other sizes or types, and the same-kind product the rule asks for is
 * missed. The page still chooses among them on the prices current when it is asked for (a candidate
 * whose price went stale drops out), so each side keeps a few in reserve.
 */
export const ALTERNATIVE_CANDIDATES = 4;

export interface AlternativeCandidateInput {
  kind?: string;
  overall?: number;
  price: number;
}

interface Ranked {
  position: number;
  price: number;
  overall: number;
}

/** A kind's candidates (the same kind, or the nearest sizes when it has too few) by overall score. */
interface KindGroup {
  /** Each overall score's candidates, by price: a side reads only the scores it may take, never the whole group. */
  byScore: Map<number, Ranked[]>;
  /** The scores of `byScore`, highest first. */
  scores: number[];
}

function kindGroup(categoryId: CategoryId, kind: string, items: readonly AlternativeCandidateInput[], ranked: readonly Ranked[]): KindGroup {
  // sameKind counts the candidates other than the product itself: one product of this kind stands for it.
  const ownIndex = ranked.findIndex((r) => items[r.position].kind === kind);
  const others = ranked.filter((_, i) => i !== ownIndex).map((r) => ({ r, kind: items[r.position].kind }));
  const chosenKinds = new Set(sameKind(categoryId, kind, others).map((c) => c.kind));
  chosenKinds.add(kind);
  const byPrice = ranked.filter((r) => chosenKinds.has(items[r.position].kind)).sort((a, b) => a.price - b.price || a.position - b.position);
  const byScore = new Map<number, Ranked[]>();
  for (const r of byPrice) {
    const list = byScore.get(r.overall) ?? [];
    list.push(r);
    byScore.set(r.overall, list);
  }
  return { byScore, scores: [...byScore.keys()].sort((a, b) => b - a) };
}

/** The cheapest products whose overall score ties with `own`'s (the 'as good, for less' side). */
function similarScoreCheapest(group: KindGroup, own: Ranked): Ranked[] {
  const found: Ranked[] = [];
  for (const score of group.scores) {
    if (!withinBand(score, own.overall, SCORE_BAND)) continue;
    let taken = 0;
    for (const r of group.byScore.get(score)!) {
      if (taken === ALTERNATIVE_CANDIDATES) break;
      if (r.position === own.position) continue;
      found.push(r);
      taken++;
    }
  }
  return found.sort((a, b) => a.price - b.price || b.overall - a.overall).slice(0, ALTERNATIVE_CANDIDATES);
}

/** The best-scored products at a similar price whose overall score is clearly higher (the 'better, for the same money' side). */
function similarPriceBest(group: KindGroup, own: Ranked): Ranked[] {
  const low = own.price * (1 - SIMILAR_PRICE_RATIO);
  const high = own.price * (1 + SIMILAR_PRICE_RATIO);
  const found: Ranked[] = [];
  for (const score of group.scores) {
    if (score <= own.overall || withinBand(score, own.overall, SCORE_BAND)) break;
    const list = group.byScore.get(score)!;
    for (let i = firstAtOrAbovePrice(list, low); i < list.length && list[i].price <= high; i++) found.push(list[i]);
    // Every later score is lower: the best are all found once a score has filled the side.
    if (found.length >= ALTERNATIVE_CANDIDATES) break;
  }
  return found.sort((a, b) => b.overall - a.overall || a.price - b.price).slice(0, ALTERNATIVE_CANDIDATES);
}

/**
 * For every product (by position in `items`), the positions of its alternatives' candidates: at most
 * ALTERNATIVE_CANDIDATES of each side, on the build's prices. Empty for a product without a kind
 * (its category declares none, or its specs do not say) or without an overall score: its
 * alternatives come from its related lists alone.
 */
export function alternativeCandidatesForAll(categoryId: CategoryId, items: readonly AlternativeCandidateInput[]): number[][] {
  const ranked: Ranked[] = [];
  items.forEach((item, position) => {
    if (item.kind !== undefined && typeof item.overall === "number" && Number.isFinite(item.overall) && item.price > 0)
      ranked.push({ position, price: item.price, overall: item.overall });
  });
  const groups = new Map<string, KindGroup>();
  const rankedAt = new Map(ranked.map((r) => [r.position, r]));
  return items.map((item, position) => {
    const own = rankedAt.get(position);
    if (!own || item.kind === undefined) return [];
    let group = groups.get(item.kind);
    if (!group) {
      group = kindGroup(categoryId, item.kind, items, ranked);
      groups.set(item.kind, group);
    }
    const chosen = [...similarScoreCheapest(group, own), ...similarPriceBest(group, own)].map((r) => r.position);
    return [...new Set(chosen)];
  });
}
