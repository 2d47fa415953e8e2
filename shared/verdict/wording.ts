import { formatNumber } from "../format";

/** "a", "a y b", "a, b y c". */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

/** An aspect's name inside a sentence: "Cámara" → "cámara", "Smart TV" → "smart TV", "GPS" stays. */
export function inSentence(label: string): string {
  return /^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** A 0–100 score as written in a verdict: rounded, as the table shows it. */
export const scoreText = (value: number): string => formatNumber(Math.round(value));

/** Points per 100 €, one decimal: what "score per euro" reads as. */
export const perHundredEurosText = (value: number): string => formatNumber(Math.round(value * 10) / 10);
