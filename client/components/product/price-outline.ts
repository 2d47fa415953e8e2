/**
 * The geometry of the price history's server-drawn picture (PriceHistoryChart), apart from React so
 * it can be checked on its own. Horizontal positions are fractions of the width (the box is as wide
 * as the page allows, unknown to the server); vertical ones are pixels of the fixed-height box.
 */
export const OUTLINE_HEIGHT = 180;
/** The line's own drawing box: stretched to the chart's width, one unit a pixel vertically. */
export const OUTLINE_VIEW_WIDTH = 1000;

/** Room above the line for the current price's label, and below it for the lowest's and the dates. */
const TOP = 34;
const BOTTOM = 140;
/** Kept clear at each end so the end markers are drawn whole. */
const INSET = 0.012;

export interface OutlinePoint {
  /** 0–1 of the width. */
  x: number;
  /** Pixels from the top. */
  y: number;
}

export interface PriceOutline {
  /** The line, in the drawing box's units (OUTLINE_VIEW_WIDTH × OUTLINE_HEIGHT). */
  line: string;
  /** The same line closed along the bottom, for a light fill under it. */
  area: string;
  lowest: OutlinePoint & { index: number };
  current: OutlinePoint & { index: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Where each day's price sits: time along the width (days missing leave their gap), price up the
 * height between the lowest and highest. A flat history is a line across the middle. The lowest is
 * the first day with the lowest price; the current price is the last day's. Null under two days.
 */
export function priceOutline(times: readonly number[], prices: readonly number[]): PriceOutline | null {
  if (times.length < 2 || times.length !== prices.length) return null;
  const first = times[0];
  const span = times[times.length - 1] - first || 1;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const range = high - low;
  const point = (i: number): OutlinePoint => ({
    x: INSET + ((times[i] - first) / span) * (1 - 2 * INSET),
    y: range === 0 ? (TOP + BOTTOM) / 2 : BOTTOM - ((prices[i] - low) / range) * (BOTTOM - TOP),
  });
  const points = times.map((_, i) => point(i));
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${round(p.x * OUTLINE_VIEW_WIDTH)} ${round(p.y)}`).join(" ");
  const area = `${line} L${round(points[points.length - 1].x * OUTLINE_VIEW_WIDTH)} ${BOTTOM} L${round(points[0].x * OUTLINE_VIEW_WIDTH)} ${BOTTOM} Z`;
  const lowestIndex = prices.indexOf(low);
  const last = prices.length - 1;
  return { line, area, lowest: { ...points[lowestIndex], index: lowestIndex }, current: { ...points[last], index: last } };
}

/** How a label beside a point is anchored, so it never runs off either side of the box. */
export function labelAnchor(x: number): "start" | "middle" | "end" {
  return x < 0.18 ? "start" : x > 0.82 ? "end" : "middle";
}
