import type { Direction } from "./directions";

/**
 * How far apart two figures must be before one is called better. Within the band the products
 * tie: a 90-vs-89 score or a 2 % difference in brightness is not a reason to choose.
 *
 * - a 0–100 score (overall, per aspect) and the −50…50 market comparison: 3 points;
 * - a 0–10 score (expert, users): 0.3 points;
 * - the shop's 1–5 stars: 0.2 stars;
 * - anything else (prices, specs, counts, score per euro): 5 % of the larger value.
 */
export type TieBand = { kind: "points"; points: number } | { kind: "relative"; ratio: number };

/** Points under which two 0–100 scores tie. */
export const SCORE_TIE_POINTS = 3;
export const SCORE_BAND: TieBand = { kind: "points", points: SCORE_TIE_POINTS };
export const TEN_POINT_BAND: TieBand = { kind: "points", points: 0.3 };
export const STARS_BAND: TieBand = { kind: "points", points: 0.2 };
export const RELATIVE_BAND: TieBand = { kind: "relative", ratio: 0.05 };

const BANDS: Record<string, TieBand> = {
  overall: SCORE_BAND,
  marketComparison: SCORE_BAND,
  expertScore: TEN_POINT_BAND,
  userScore: TEN_POINT_BAND,
  rating: STARS_BAND,
};

/** The band of a comparison row (its key as in directions.ts; aspect scores use SCORE_BAND). */
export function bandOf(key: string): TieBand {
  return Object.hasOwn(BANDS, key) ? BANDS[key] : RELATIVE_BAND;
}

/** Whether `a` and `b` are within the band of each other. */
export function withinBand(a: number, b: number, band: TieBand): boolean {
  const gap = Math.abs(a - b);
  if (band.kind === "points") return gap < band.points - 1e-9;
  return gap < band.ratio * Math.max(Math.abs(a), Math.abs(b)) - 1e-9;
}

/**
 * The cells that earn 'Mejor': those level (within the band) with the best value in the right
 * direction, and only when some other product is clearly behind. Nothing when fewer than two
 * products have the figure, when the direction is "neither", or when all are within the band.
 */
export function bestIndexes(values: readonly (number | null)[], direction: Direction | undefined, band: TieBand): number[] {
  if (direction !== "more" && direction !== "less") return [];
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length < 2) return [];
  const top = direction === "more" ? Math.max(...present) : Math.min(...present);
  const best = values.flatMap((v, i) => (v !== null && Number.isFinite(v) && withinBand(v, top, band) ? [i] : []));
  return best.length < present.length ? best : [];
}

/**
 * The one product that wins a measure outright: the best value, outside the band against every
 * other product that has the figure. Null on a tie at the top or with fewer than two figures.
 */
export function outrightWinner(values: readonly (number | null)[], direction: "more" | "less", band: TieBand): number | null {
  const best = bestIndexes(values, direction, band);
  return best.length === 1 ? best[0] : null;
}
