import type { FuzzyIndex } from "./fuzzy-index";

/**
 * Marks on a category's products that one query sets, valid only until the next clear(): each
 * mark remembers the generation that set it, so clearing is one increment, not a pass over every
 * product.
 */
export class Marks {
  private readonly at: Int32Array;
  private generation = 1;

  constructor(size: number) {
    this.at = new Int32Array(size);
  }

  clear(): void {
    this.generation++;
  }

  has(position: number): boolean {
    return this.at[position] === this.generation;
  }

  set(position: number): void {
    this.at[position] = this.generation;
  }
}

/**
 * The per-product working arrays of a query, made once per index and reused: at 10 000 products a
 * query would otherwise make and zero ~250 kB per category. A value array is read only where its
 * marks are set in the current query. Searches are synchronous, so no two ever share them at once.
 */
export interface Scratch {
  contained: Marks;
  seen: Marks;
  /** Products that met some part of the term, how many parts, and the cost. */
  met: Marks;
  parts: Uint8Array;
  cost: Float64Array;
  /** Per part of letters: each product's cheapest way to meet it. */
  best: Marks;
  bestCost: Int32Array;
  allowed: Marks;
  /** Per part of digits: each product's best kind of match and its distance. */
  kind: Marks;
  kindOf: Uint8Array;
  distance: Float64Array;
  /** Per part of letters, over the category's parts (not its products): the parts it meets, and at what cost. */
  word: Marks;
  wordCost: Int32Array;
}

const SCRATCH = new WeakMap<FuzzyIndex, Scratch>();

export function scratchFor(index: FuzzyIndex): Scratch {
  let scratch = SCRATCH.get(index);
  if (!scratch) {
    const size = index.size;
    scratch = {
      contained: new Marks(size),
      seen: new Marks(size),
      met: new Marks(size),
      parts: new Uint8Array(size),
      cost: new Float64Array(size),
      best: new Marks(size),
      bestCost: new Int32Array(size),
      allowed: new Marks(size),
      kind: new Marks(size),
      kindOf: new Uint8Array(size),
      distance: new Float64Array(size),
      word: new Marks(index.words.length),
      wordCost: new Int32Array(index.words.length),
    };
    SCRATCH.set(index, scratch);
  }
  return scratch;
}
