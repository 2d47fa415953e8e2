/** PRODUCT-RULES.md (Limits): a score bar's colour by percentage: at least 80 % green, 60 % blue, 40 % yellow, below red. */
export function scoreTone(percent: number): "green" | "blue" | "yellow" | "red" {
  if (percent >= 80) return "green";
  if (percent >= 60) return "blue";
  if (percent >= 40) return "yellow";
  return "red";
}

/** Where a value sits on its scale, 0–100 (the market comparison runs from −50 to 50). */
export function scalePercent(value: number, min: number, max: number): number {
  return Math.max(0, Math.min(100, ((value - min) / (max - min)) * 100));
}

/** PRODUCT-RULES.md (Limits): five colours for the radar's series, rings at 20, 40, 60, 80 and 100. */
export const RADAR_COLOURS = ["#1f4fe0", "#e0532b", "#0f9d8a", "#8e24aa", "#c79100"] as const;
export const RADAR_RINGS = [20, 40, 60, 80, 100] as const;
