import type { CategoryId } from "../categories";
import type { FilterIndex } from "../filters/filter-index";
import { filterPositions } from "../filters/apply";
import { FEATURES_FILTER_ID, type FilterDefinition, type RangeValue } from "../filters/types";
import { isPriceFresh } from "../prices/freshness";
import type { ProductSummary } from "../summary";
import type { OfferedUse } from "../uses/offered-uses";
import { conditionsOfUse } from "../uses/use-marking";
import { useAspect } from "../verdict/use-aspects";
import { RELATIVE_BAND, SCORE_BAND, withinBand } from "../verdict/tie-bands";
import { lowerQuartile, medianScore } from "./guide-quantiles";
import { guideReasons, type GuideFacts } from "./guide-reasons";
import { monthOf, useLabel } from "./guide-texts";
import type { CategoryGuides, GuideRole, StoredGuide, StoredPick } from "./guide-types";

/**
 * The guides of a category, worked out once per build (docs/PRODUCT-RULES.md, Guides; GUIDE_METHOD
 * says the same to the shopper). A guide ranks the products that meet its use's filters by the
 * aspect score that speaks for the use (the overall score for the category's own guide, or a use
 * no aspect speaks for), and fills its roles in order, each product named once:
 * - "Mejor en general": the highest score; among those within the score band of it (3 points), the
 *   lowest price (a tie is a tie: the cheaper is the better buy), then the highest score.
 * - "Mejor calidad-precio": the most points per 100 € among those at or above the guide's median
 *   score, when clearly (5 %) ahead of the first pick's points per 100 €.
 * - "Mejor económico": the cheapest at or above the guide's lower quartile score, when it costs at least
 *   ECONOMY_SHARE less than the first pick and less than every pick before it.
 * - "Mejor gama alta": the highest score among those at least PREMIUM_SHARE dearer than the first
 *   pick, when not clearly (3 points) behind it.
 * A role without such a winner is left out. Only a product whose price is fresh at the build's time
 * can be picked; a pick whose price grows stale before the next build is shown as 'sin precio
 * comprobado' at the request's time (guide-page.ts).
 */

/** "Mejor económico" must cost at least this share less than "Mejor en general". */
export const ECONOMY_SHARE = 0.25;
/** "Mejor gama alta" must cost at least this share more than "Mejor en general": a few euros more is no other range. */
export const PREMIUM_SHARE = 0.25;
/** The short lists after the picks. */
export const RUNNERS_UP = 5;
export const UNPRICED_SHOWN = 3;

export interface GuideInputs {
  category: CategoryId;
  /** The build's products in canonical order (positions are indexes into it). */
  products: readonly ProductSummary[];
  definitions: readonly FilterDefinition[];
  index: FilterIndex;
  uses: readonly OfferedUse[];
  /** The build's time (ms): whose prices are fresh. */
  builtAt: number;
  /** The shops' names of a product in the order of its card's offers. */
  shopsOf: (position: number) => string[];
}

interface Candidate {
  position: number;
  score: number;
  overall: number;
  price: number;
}

const byScore = (a: Candidate, b: Candidate) => b.score - a.score || b.overall - a.overall || a.price - b.price || a.position - b.position;

/** The guide's score of a product: the use's aspect when it has one, else the overall score; null: not ranked. */
function scoreOf(product: ProductSummary, aspect: string | null): number | null {
  const value = aspect ? product.categoryScores?.[aspect] : product.overall;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

const isFreshEuro = (product: ProductSummary, at: number) => product.priceCurrency === "EUR" && product.price > 0 && isPriceFresh(product.priceCheckedAt, at);

/** The picks by role over the priced candidates (see the rule above). */
export function pickRoles(priced: readonly Candidate[]): { role: GuideRole; candidate: Candidate }[] {
  if (priced.length === 0) return [];
  const sorted = [...priced].sort(byScore);
  const top = sorted[0].score;
  // Scores within the band tie (shared/verdict/tie-bands.ts): among them the cheapest is the better buy.
  const general = sorted
    .filter((c) => withinBand(c.score, top, SCORE_BAND) || c.score === top)
    .sort((a, b) => a.price - b.price || b.score - a.score || b.overall - a.overall || a.position - b.position)[0];
  const picks: { role: GuideRole; candidate: Candidate }[] = [{ role: "general", candidate: general }];
  const named = new Set([general.position]);
  const ascending = sorted.map((c) => c.score).reverse();
  const floor = medianScore(ascending);
  const economyFloor = lowerQuartile(ascending);
  const open = (c: Candidate) => !named.has(c.position);
  const name = (role: GuideRole, candidate: Candidate | undefined) => {
    if (!candidate) return;
    picks.push({ role, candidate });
    named.add(candidate.position);
  };

  const value = (c: Candidate) => (c.score / c.price) * 100;
  const bestValue = sorted.filter((c) => open(c) && c.score >= floor).sort((a, b) => value(b) - value(a) || b.score - a.score || a.position - b.position)[0];
  if (bestValue && value(bestValue) > value(general) && !withinBand(value(bestValue), value(general), RELATIVE_BAND)) name("calidad-precio", bestValue);

  const cheapest = sorted
    .filter((c) => open(c) && c.score >= economyFloor)
    .sort((a, b) => a.price - b.price || b.score - a.score || a.position - b.position)[0];
  if (cheapest && cheapest.price <= general.price * (1 - ECONOMY_SHARE) && picks.every((p) => cheapest.price < p.candidate.price)) name("economico", cheapest);

  const premium = sorted.filter((c) => open(c) && c.price >= general.price * (1 + PREMIUM_SHARE))[0];
  if (premium && (premium.score >= general.score || withinBand(premium.score, general.score, SCORE_BAND))) name("gama-alta", premium);
  return picks;
}

/** One guide: the category's own (use null) or a use's. */
function buildGuide(inputs: GuideInputs, use: OfferedUse | null): StoredGuide {
  const { products, index, builtAt, definitions, category } = inputs;
  const aspect = use ? (useAspect(category, use.id)?.aspect ?? null) : null;
  const positions = use ? filterPositions(index, use.filters) : products.map((_, i) => i);
  const eligible: Candidate[] = [];
  for (const position of positions) {
    const product = products[position];
    const score = scoreOf(product, aspect);
    if (score === null) continue;
    eligible.push({ position, score, overall: product.overall ?? score, price: product.price });
  }
  const priced = eligible.filter((c) => isFreshEuro(products[c.position], builtAt));
  const roles = pickRoles(priced);
  const named = new Set(roles.map((r) => r.candidate.position));
  const facts: GuideFacts = {
    products,
    index,
    definitions,
    aspect,
    ranges: use ? rangeConditions(use, definitions) : [],
    eligible,
    priced,
    inUse: use !== null,
  };
  const picks: StoredPick[] = roles.map(({ role, candidate }) => {
    const product = products[candidate.position];
    return {
      role,
      id: product.id,
      position: candidate.position,
      reasons: guideReasons(facts, role, candidate),
      shops: inputs.shopsOf(candidate.position),
      ...(product.priceStats && { stats: product.priceStats }),
    };
  });
  const required = use ? `${useLabel(category, use.id) ?? use.label}: ${conditionsOfUse(use.filters, definitions)}` : "";
  return {
    use: use?.id ?? null,
    required,
    search: use?.search ?? "",
    eligible: eligible.length,
    priced: priced.length,
    picks,
    runnersUp: [...priced]
      .sort(byScore)
      .filter((c) => !named.has(c.position))
      .slice(0, RUNNERS_UP)
      .map((c) => c.position),
    unpriced: eligible
      .filter((c) => !isFreshEuro(products[c.position], builtAt))
      .sort(byScore)
      .slice(0, UNPRICED_SHOWN)
      .map((c) => c.position),
  };
}

/** The use's range conditions on specs (not price, not scores): what a pick's figures are told against. */
function rangeConditions(use: OfferedUse, definitions: readonly FilterDefinition[]): { definition: FilterDefinition; more: boolean }[] {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const found: { definition: FilterDefinition; more: boolean }[] = [];
  for (const [id, value] of Object.entries(use.filters)) {
    if (id === FEATURES_FILTER_ID || Array.isArray(value) || typeof value !== "object" || value === null) continue;
    const definition = byId.get(id);
    if (!definition || definition.kind !== "spec" || definition.type !== "range") continue;
    const range = value as RangeValue;
    // A lower bound asks for more of it (refresh rate), an upper one for less (input lag, weight).
    found.push({ definition, more: range.min !== undefined });
  }
  return found;
}

/** Every guide of a category: its own, then one per use it offers (the build calls this once). */
export function buildGuides(inputs: GuideInputs): CategoryGuides {
  return {
    month: monthOf(new Date(inputs.builtAt).toISOString()),
    guides: [buildGuide(inputs, null), ...inputs.uses.map((use) => buildGuide(inputs, use))],
  };
}
