import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { ControllableSource, request } from "./support";

/**
 * A category page's hydration payload carries what its browser needs at first and no more: the
 * search words come with the first search (from the category's head in the API), and the cards leave
 * out what a card does not show.
 */
const source = new ControllableSource();

async function payloadOf(path: string): Promise<PagePayload> {
  const html = await (await request(source, path)).text();
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no payload script in ${path}`);
  return JSON.parse(match[1]) as PagePayload;
}

describe("a category page's payload", () => {
  it("leaves the search words to the category's head in the API, which still has them", async () => {
    const { data } = await payloadOf("/categoria/tv");
    if (data.view !== "category" || !data.head) throw new Error("not a category payload");
    expect(data.head.filters.length).toBeGreaterThan(0);
    expect(data.head).not.toHaveProperty("vocabulary");
    const head = (await (await request(source, "/api/categories/tv")).json()) as PublicManifest;
    expect(head.version).toBe(data.head.version);
    expect(Object.keys(head.vocabulary?.phrases ?? {}).length).toBeGreaterThan(0);
  });

  it("still understands the page's own term on the server (its filter is in the payload's listing)", async () => {
    const { listing } = await payloadOf("/categoria/tv?q=oled");
    expect(listing.term).toBe("");
    expect(Object.keys(listing.filters).length).toBeGreaterThan(0);
  });

  it("leaves out of its cards the update time and the expert score a card with an overall score does not show", async () => {
    const { data } = await payloadOf("/categoria/tv");
    if (data.view !== "category" || !data.page) throw new Error("not a category payload");
    expect(data.page.cards.length).toBeGreaterThan(0);
    for (const card of data.page.cards) {
      expect(card, card.id).not.toHaveProperty("lastUpdated");
      if (card.overall !== undefined) expect(card, card.id).not.toHaveProperty("expertScore");
    }
  });
});
