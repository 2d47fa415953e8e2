import { describe, expect, it } from "vitest";
import { missingFeedSecrets, readShopFeeds } from "../../shared/price-feed/shop-feeds";
import { shopFeedProblems } from "../../scripts/lib/deploy-config";

describe("SHOP_FEEDS: each shop's daily feed", () => {
  it("reads an address, or the name of the secret holding one, and a declared format", () => {
    expect(
      readShopFeeds(
        JSON.stringify({
          pccomponentes: { url: "https://www.pccomponentes.com/feeds/google.xml.gz", format: "google" },
          fnac: { urlSecret: "FNAC_AWIN_FEED_URL" },
        }),
      ),
    ).toEqual({
      feeds: [
        { shopId: "pccomponentes", url: "https://www.pccomponentes.com/feeds/google.xml.gz", format: "google" },
        { shopId: "fnac", urlSecret: "FNAC_AWIN_FEED_URL" },
      ],
      problems: [],
    });
    expect(readShopFeeds(undefined)).toEqual({ feeds: [], problems: [] });
    expect(readShopFeeds("")).toEqual({ feeds: [], problems: [] });
  });

  it("leaves out a wrong entry with a line that says why, and keeps the good ones", () => {
    const { feeds, problems } = readShopFeeds(
      JSON.stringify({
        nadie: { url: "https://x.es/f" },
        fnac: { url: "http://www.fnac.es/feed" },
        mediamarkt: { url: "https://user:key@feeds.example/f" },
        elcorteingles: { urlSecret: "no vale" },
        amazon: { url: "https://a.es/f", urlSecret: "A" },
        pccomponentes: { url: "https://www.pccomponentes.com/f", format: "rss" },
      }),
    );
    expect(feeds).toEqual([]);
    expect(problems).toEqual([
      "SHOP_FEEDS.nadie: not a configured shop (shared/shops.ts)",
      "SHOP_FEEDS.fnac.url: expected an https address without credentials (put one with a key in a secret: urlSecret)",
      "SHOP_FEEDS.mediamarkt.url: expected an https address without credentials (put one with a key in a secret: urlSecret)",
      "SHOP_FEEDS.elcorteingles.urlSecret: expected a secret's name (A-Z, 0-9, _)",
      "SHOP_FEEDS.amazon: expected either url or urlSecret",
      "SHOP_FEEDS.pccomponentes.format: expected one of google, awin, csv",
    ]);
    expect(readShopFeeds("{").problems).toEqual(["SHOP_FEEDS: not valid JSON"]);
    expect(readShopFeeds("[]").problems).toEqual(["SHOP_FEEDS: expected an object of shop id → feed"]);
  });

  it("the deploy check names a feed's secret that is not set, and a wrong entry", () => {
    const feeds = readShopFeeds(JSON.stringify({ fnac: { urlSecret: "FNAC_AWIN_FEED_URL" } })).feeds;
    expect(missingFeedSecrets(feeds, ["ADMIN_TOKEN"])).toEqual(["FNAC_AWIN_FEED_URL"]);
    expect(missingFeedSecrets(feeds, ["FNAC_AWIN_FEED_URL"])).toEqual([]);
    expect(shopFeedProblems({ SHOP_FEEDS: JSON.stringify({ fnac: { urlSecret: "FNAC_AWIN_FEED_URL" }, nadie: {} }) }, ["ADMIN_TOKEN"])).toEqual([
      "✗ SHOP_FEEDS.nadie: not a configured shop (shared/shops.ts)",
      "✗ FNAC_AWIN_FEED_URL: secreto del feed no definido / feed secret not set (npx wrangler secret put FNAC_AWIN_FEED_URL --env production)",
    ]);
    expect(shopFeedProblems({}, null)).toEqual([]);
  });
});
