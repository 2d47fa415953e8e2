import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { request, useSampleWorker } from "./support";

/**
 * A category page's hydration payload carries what its browser needs at first and no more: the
 * search words come with the first search (from the category's manifest in the API), and the cards leave
 * out what a card does not show.
 */
// Empty storage and a new isolate before each test: a build another file left in KV would be served
// stale and rebuilt behind the page, and the API would then name another version than the page did.
const { source } = useSampleWorker();

async function payloadOf(path: string): Promise<PagePayload> {
  const html = await (await request(source, path)).text();
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no payload script in ${path}`);
  return JSON.parse(match[1]) as PagePayload;
}

describe("a category page's payload", () => {
  it("leaves the search words to the category's manifest in the API, which still has them", async () => {
    const { data } = await payloadOf("/categoria/tv");
    if (data.view !== "category" || !data.manifest) throw new Error("not a category payload");
    expect(data.manifest.filters.length).toBeGreaterThan(0);
    expect(data.manifest).not.toHaveProperty("vocabulary");
    const manifest = (await (await request(source, "/api/categories/tv")).json()) as PublicManifest;
    expect(manifest.version).toBe(data.manifest.version);
    expect(Object.keys(manifest.vocabulary?.phrases ?? {}).length).toBeGreaterThan(0);
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
