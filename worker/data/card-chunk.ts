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

/**
 * A stored chunk, its cards parsed (and frozen: the isolate shares them) on first use. The text is
 * kept whole and a card's line is found through the line starts, noted on first use: splitting
 * made 200 strings a chunk, and a search reads a couple of cards from each of ~20 chunks.
 */
export class CardChunk {
  private readonly text: string;
  /** Where each line starts, and one past the text's end; made on first use. */
  private starts: Int32Array | null = null;
  private parsed: (ProductCardData | undefined)[] = [];

  constructor(text: string) {
    // Builds written before this format stored a JSON array: read as one line per card all the same.
    this.text = text.startsWith("[") ? encodeCardChunk(JSON.parse(text) as ProductCardData[]) : text;
  }

  get size(): number {
    return this.lineStarts().length - 1;
  }

  /** The card at this place in the chunk, or undefined past its end. */
  card(at: number): ProductCardData | undefined {
    const starts = this.lineStarts();
    if (!Number.isInteger(at) || at < 0 || at >= starts.length - 1) return undefined;
    // Each start but the first follows a line break: a line ends one character before the next starts.
    return (this.parsed[at] ??= deepFreeze(JSON.parse(this.text.slice(starts[at], starts[at + 1] - 1)) as ProductCardData));
  }

  all(): ProductCardData[] {
    return Array.from({ length: this.size }, (_, at) => this.card(at)!);
  }

  private lineStarts(): Int32Array {
    if (this.starts) return this.starts;
    if (this.text === "") return (this.starts = Int32Array.of(0));
    const found = [0];
    for (let at = this.text.indexOf("\n"); at !== -1; at = this.text.indexOf("\n", at + 1)) found.push(at + 1);
    // The last line ends at the text's end: its "next start" is one past it, as if a line break followed.
    found.push(this.text.length + 1);
    return (this.starts = Int32Array.from(found));
  }
}
