/**
 * Where the radar's axes and labels go, in the SVG's own units (one unit is one CSS pixel at the
 * chart's natural size). Labels are wrapped, never shortened, and the view box grows to hold them
 * whole, so a long one ("Relación calidad-precio") never runs past the edge.
 *
 * Readable on a phone: the chart is drawn at most MAX_WIDTH units wide, so in the ~305 px a phone's
 * panel leaves it is scaled by at least 0.92 and 12-unit labels stay at 11 px or more. When the
 * labels need more room, the plot gets smaller rather than the text. (PRODUCT-RULES.md (Limits) sizes the radar
 * 200/220/260 px by window width; the plot keeps about those sizes from 500 px up, see styles.css,
 * and gives way to its labels on a phone.)
 */
export const LABEL_FONT = 12;
const LINE_HEIGHT = 14;
/** Characters per label line before it wraps (at spaces, or after a hyphen in a longer word). */
const LINE_CHARS = 14;
const GAP = 8;
const PLOT_RADIUS = 84;
const MIN_RADIUS = 52;
export const MAX_WIDTH = 330;
/** Room kept around everything, for the polygons' stroke. */
const MARGIN = 4;

export interface RadarLabel {
  axis: string;
  x: number;
  /** Each line's baseline. */
  lines: { text: string; y: number }[];
  anchor: "start" | "middle" | "end";
}

export interface RadarLayout {
  radius: number;
  viewBox: { x: number; y: number; width: number; height: number };
  labels: RadarLabel[];
  /** A point at `value` (0–100) on axis `index`, rounded to a tenth of a unit. */
  point(index: number, value: number): readonly [number, number];
}

/** Splits a label into lines of at most LINE_CHARS where it can; a single longer word keeps its line. */
export function wrapLabel(label: string): string[] {
  const words = label.split(/\s+/).flatMap((word) => (word.length > LINE_CHARS && word.includes("-") ? word.split(/(?<=-)/) : [word]));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joiner = last?.endsWith("-") ? "" : " ";
    if (last !== undefined && last.length + joiner.length + word.length <= LINE_CHARS) lines[lines.length - 1] = last + joiner + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * A generous estimate of a line's width at LABEL_FONT in the system sans-serif fonts: the server
 * cannot measure text, and an estimate on the wide side only leaves a little air in the box.
 */
export function estimateWidth(text: string): number {
  let ems = 0;
  for (const char of text) ems += /[ijlt.,:;'!|]/.test(char) ? 0.32 : /[mwMW]/.test(char) ? 0.92 : /[A-ZÁÉÍÓÚÑ]/.test(char) ? 0.72 : 0.6;
  return ems * LABEL_FONT;
}

const tenths = (n: number) => Math.round(n * 10) / 10;

function layoutAt(axes: readonly string[], radius: number): RadarLayout {
  const angle = (index: number) => (Math.PI * 2 * index) / axes.length - Math.PI / 2;
  const point = (index: number, value: number) => {
    const r = (radius * Math.max(0, Math.min(100, value))) / 100;
    return [tenths(r * Math.cos(angle(index))), tenths(r * Math.sin(angle(index)))] as const;
  };
  let [left, right, top, bottom] = [-radius, radius, -radius, radius];
  const labels = axes.map((axis, index) => {
    const [cos, sin] = [Math.cos(angle(index)), Math.sin(angle(index))];
    const x = tenths((radius + GAP) * cos);
    const y = (radius + GAP) * sin;
    const lines = wrapLabel(axis);
    const anchor = Math.abs(cos) < 0.2 ? "middle" : cos > 0 ? "start" : "end";
    const height = lines.length * LINE_HEIGHT;
    // Above the plot the block ends at the axis' tip, below it starts there, beside it is centred.
    const first = sin < -0.5 ? y - height : sin > 0.5 ? y : y - height / 2;
    const width = Math.max(...lines.map(estimateWidth));
    const from = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
    [left, right, top, bottom] = [Math.min(left, from), Math.max(right, from + width), Math.min(top, first), Math.max(bottom, first + height)];
    // A baseline about three quarters down its line box.
    return { axis, x, anchor, lines: lines.map((text, i) => ({ text, y: tenths(first + i * LINE_HEIGHT + LINE_HEIGHT * 0.78) })) } satisfies RadarLabel;
  });
  const viewBox = {
    x: Math.floor(left - MARGIN),
    y: Math.floor(top - MARGIN),
    width: Math.ceil(right - left + 2 * MARGIN),
    height: Math.ceil(bottom - top + 2 * MARGIN),
  };
  return { radius, viewBox, labels, point };
}

/** The largest plot, from PLOT_RADIUS down, whose labels fit in MAX_WIDTH. */
export function radarLayout(axes: readonly string[]): RadarLayout {
  let layout = layoutAt(axes, PLOT_RADIUS);
  for (let radius = PLOT_RADIUS - 4; layout.viewBox.width > MAX_WIDTH && radius >= MIN_RADIUS; radius -= 4) layout = layoutAt(axes, radius);
  return layout;
}
