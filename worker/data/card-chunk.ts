import type { ProductCardData } from "../../shared/card";
import { deepFreeze } from "../../shared/deep-freeze";

/**
 * How a chunk of cards is stored in KV: one card's JSON per line. A search's hits or a sorted
 * listing's page sit at scattered positions, one or two cards per chunk; with the chunk stored as
 * one JSON array, each of those cards cost parsing and freezing its 200 neighbours (at 10 000
 * products per category a whole-catalogue search read ~20 chunks: 70 ms of workerd's CPU, nearly all
 * of it JSON.parse, deepFreeze and their garbage). Lines are cut out of the text and parsed one by
 * one when asked. JSON.stringify writes no raw line break (one inside a string is escaped), so a
 * line is exactly one card.
 */
export const encodeCardChunk = (cards: readonly ProductCardData[]): string => cards.map((card) => JSON.stringify(card)).join("\n");

/** A stored chunk, its cards parsed (and frozen: the isolate shares them) on first use. */
export class CardChunk {
  private readonly lines: string[];
  private readonly parsed: (ProductCardData | undefined)[];

  constructor(text: string) {
    // Builds written before this format stored a JSON array: read as one line per card all the same.
    this.lines = text.startsWith("[") ? (JSON.parse(text) as unknown[]).map((card) => JSON.stringify(card)) : text === "" ? [] : text.split("\n");
    this.parsed = new Array(this.lines.length);
  }

  get size(): number {
    return this.lines.length;
  }

  /** The card at this place in the chunk, or undefined past its end. */
  card(at: number): ProductCardData | undefined {
    if (!Number.isInteger(at) || at < 0 || at >= this.lines.length) return undefined;
    return (this.parsed[at] ??= deepFreeze(JSON.parse(this.lines[at]) as ProductCardData));
  }

  all(): ProductCardData[] {
    return this.lines.map((_, at) => this.card(at)!);
  }
}
