import { describe, expect, it } from "vitest";
import { feedKeys } from "../../shared/price-feed/apply";
import { readFeed } from "../../shared/price-feed/read-feed";
import { openFeed } from "../../shared/price-feed/records/open-feed";
import { findShop } from "../../shared/shops";
import { AWIN_CSV, GOOGLE_RSS, GOOGLE_TSV, bytes } from "../support/price-feeds";

/**
 * The feed reader runs where the daily pull will run it, in workerd: web streams, workerd's own
 * DecompressionStream and TextDecoderStream, saxes and csv-parse's web stream under nodejs_compat.
 */
const keys = feedKeys([
  { ref: { category: "tv", id: "lg-oled65c44la" }, data: { gtin: "2018028877342" } },
  { ref: { category: "tv", id: "samsung-qe55s90d" }, data: { gtin: "2039228302632" } },
]);

async function gzip(text: string): Promise<Uint8Array> {
  const compressed = new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")));
  return new Uint8Array(await compressed.arrayBuffer());
}

describe("a shop's feed read and matched inside workerd", () => {
  it("Google RSS, and Google TSV gzip'd: the prices of the matched products", async () => {
    const rss = await readFeed(await openFeed(bytes(GOOGLE_RSS, 97)), { keys, shop: findShop("pccomponentes"), now: Date.parse("2026-11-28T12:00:00Z") });
    expect(rss.described).toBe("Google Merchant Center, XML");
    expect(rss.updates.get("tv/lg-oled65c44la")?.updates).toMatchObject([{ shopId: "pccomponentes", price: 999, shipping: 4.99 }]);

    const tsv = await readFeed(await openFeed(bytes(await gzip(GOOGLE_TSV), 31)), { keys, shop: findShop("pccomponentes"), now: Date.now() });
    expect(tsv.described).toBe("Google Merchant Center, TSV, gzip");
    expect(tsv.updates.get("tv/lg-oled65c44la")?.updates).toMatchObject([{ price: 1099, shipping: 4.99 }]);
    expect(tsv.tally.refused.get("no es nuevo")?.count).toBe(1);
  });

  it("Awin CSV through csv-parse's web stream: the shop by its merchant id", async () => {
    const awin = await readFeed(await openFeed(bytes(AWIN_CSV, 53)), { keys, now: Date.now() });
    expect(awin.described).toBe("Awin, CSV");
    expect([...awin.updates.keys()]).toEqual(["tv/lg-oled65c44la", "tv/samsung-qe55s90d"]);
    expect(awin.tally).toMatchObject({ rows: 3, matched: 2, unmatched: 1 });
  });

  it("refuses a DOCTYPE as it does in Node", async () => {
    const reading = await readFeed(await openFeed(bytes('<!DOCTYPE x [<!ENTITY a "b">]><rss/>')), { keys, shop: findShop("fnac"), now: Date.now() });
    expect(reading.unreadable).toBe("XML con DOCTYPE: no se admite (declaraciones de entidades)");
  });
});
