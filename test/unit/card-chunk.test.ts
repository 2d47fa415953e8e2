import { describe, expect, it } from "vitest";
import type { ProductCardData } from "../../shared/card";
import { CardChunk, encodeCardChunk } from "../../worker/data/card-chunk";

const card = (n: number, model = `Modelo ${n}`): ProductCardData => ({
  id: `p-${n}`,
  categoryId: "tv",
  brand: "Marca",
  model,
  price: 100 + n,
  priceCurrency: "EUR",
  image: `/img/${n}.jpg`,
  chips: [{ icon: "screen", text: `${50 + n}"` }],
});

describe("a stored chunk of cards", () => {
  it("gives back each card as it was written, a line break inside a text included", () => {
    const cards = [card(0), card(1, 'Línea\nnueva "entre comillas"'), card(2)];
    const text = encodeCardChunk(cards);
    expect(text.split("\n")).toHaveLength(3);
    const chunk = new CardChunk(text);
    expect(chunk.size).toBe(3);
    expect(chunk.card(1)).toEqual(cards[1]);
    expect(chunk.all()).toEqual(cards);
    expect([chunk.card(-1), chunk.card(3), chunk.card(0.5)]).toEqual([undefined, undefined, undefined]);
  });

  it("parses only the cards asked for", () => {
    // A line no card could be parsed from: reading the others must not touch it.
    const text = [JSON.stringify(card(0)), "{not json", JSON.stringify(card(2))].join("\n");
    const chunk = new CardChunk(text);
    expect(chunk.card(2)).toEqual(card(2));
    expect(chunk.card(0)).toEqual(card(0));
    expect(() => chunk.card(1)).toThrow(SyntaxError);
  });

  it("shares one frozen card between reads, as the isolate's requests share it", () => {
    const chunk = new CardChunk(encodeCardChunk([card(0)]));
    const first = chunk.card(0)!;
    expect(chunk.card(0)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.chips[0])).toBe(true);
  });

  it("reads a chunk of an earlier build, stored as one JSON array", () => {
    const cards = [card(0), card(1)];
    const chunk = new CardChunk(JSON.stringify(cards));
    expect(chunk.size).toBe(2);
    expect(chunk.all()).toEqual(cards);
    expect(new CardChunk("").size).toBe(0);
  });
});
