import type { ProductCardData } from "../../shared/card";

/**
 * Product cards the browser already has, by their row position in one build of a category: the
 * same position is the same card until the category changes (a new version). Bounded, so a long
 * visit through thousands of results never holds more than a few pages' worth.
 */
const MAX_CARDS = 2000;
const cards = new Map<string, ProductCardData>();

const keyOf = (version: string, position: number) => `${version}:${position}`;

export function cardAt(version: string, position: number): ProductCardData | undefined {
  return cards.get(keyOf(version, position));
}

export function keepCards(version: string, positions: readonly number[], found: readonly ProductCardData[]): void {
  positions.forEach((position, i) => {
    if (!found[i]) return;
    const key = keyOf(version, position);
    cards.delete(key);
    cards.set(key, found[i]);
  });
  for (const key of cards.keys()) {
    if (cards.size <= MAX_CARDS) break;
    cards.delete(key);
  }
}

/** Positions among `positions` whose cards are not here yet. */
export function missingCards(version: string, positions: readonly number[]): number[] {
  return positions.filter((position) => !cards.has(keyOf(version, position)));
}
