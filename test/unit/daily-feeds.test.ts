import { describe, expect, it } from "vitest";
import { sameJson } from "../../shared/json-equal";
import { feedKeys } from "../../shared/price-feed/apply";
import { readFeed } from "../../shared/price-feed/read-feed";
import { openFeed } from "../../shared/price-feed/records/open-feed";
import { feedAddress, readShopFeeds } from "../../shared/price-feed/shop-feeds";
import { findShop } from "../../shared/shops";
import { readFeedMessage } from "../../worker/feeds/feed-messages";
import { bytes } from "../support/price-feeds";

const NOW = new Date("2026-11-25T06:00:00.000Z").getTime();

describe("a feed read in parts (a feed too large for one invocation)", () => {
  const rows = Array.from({ length: 10 }, (_, i) => `fnac;;B0${i};;${100 + i},00;en stock;https://www.fnac.es/p${i};`);
  const csv = ["tienda;ean;asin;codigo;precio;disponibilidad;enlace;envio", ...rows].join("\n");
  const keys = feedKeys(Array.from({ length: 10 }, (_, i) => ({ ref: { category: "tv" as const, id: `p${i}` }, data: { amazon: { asin: `B0${i}` } } })));
  const part = async (from?: number, limit?: number) => readFeed(await openFeed(bytes(csv, 40)), { keys, now: NOW, from, limit });

  it("stops after `limit` rows and says where to go on; the next part starts there; together they are the whole feed", async () => {
    const one = await part(0, 4);
    expect(one.next).toBe(4);
    expect([...one.updates.keys()].map((key) => key.split("|")[0])).toHaveLength(4);
    const two = await part(4, 4);
    expect(two.next).toBe(8);
    const three = await part(8, 4);
    expect(three.next).toBeUndefined();
    const prices = [one, two, three].flatMap((reading) => [...reading.updates.values()].flatMap((entry) => entry.updates.map((u) => u.price)));
    expect(prices.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 100 + i));
    const whole = await part();
    expect(whole.next).toBeUndefined();
    expect(whole.tally.rows).toBe(10);
  });
});

describe("the daily pull's messages and addresses", () => {
  it("reads only its own message shapes", () => {
    expect(readFeedMessage({ kind: "feed", runId: "r", shopId: "fnac" })).toEqual({ kind: "feed", runId: "r", shopId: "fnac" });
    expect(readFeedMessage({ kind: "feed", runId: "r", shopId: "fnac", from: 200000 })).toEqual({ kind: "feed", runId: "r", shopId: "fnac", from: 200000 });
    expect(readFeedMessage({ kind: "rebuild", runId: "r" })).toEqual({ kind: "rebuild", runId: "r" });
    expect(readFeedMessage({ kind: "rebuild", runId: "r", categories: ["tv", "laptop"] })).toEqual({
      kind: "rebuild",
      runId: "r",
      categories: ["tv", "laptop"],
    });
    expect(readFeedMessage({ kind: "rebuild", runId: "r", categories: ["tv"], pendingOnly: true })).toEqual({
      kind: "rebuild",
      runId: "r",
      categories: ["tv"],
      pendingOnly: true,
    });
    for (const bad of [
      null,
      "feed",
      { kind: "feed", runId: "r" },
      { kind: "feed", runId: "r", shopId: "fnac", from: -1 },
      { kind: "x", runId: "r" },
      { kind: "rebuild", runId: "r", categories: ["tele"] },
      { kind: "rebuild", runId: "r", categories: [] },
      { kind: "rebuild", runId: "r", categories: ["tv"], pendingOnly: "yes" },
      // Pending documents are always of named categories.
      { kind: "rebuild", runId: "r", pendingOnly: true },
    ])
      expect(readFeedMessage(bad)).toBeNull();
  });

  it("takes plain http on this machine only where the local worker allows it, never with credentials", () => {
    expect(feedAddress("http://127.0.0.1:8123/feed.xml")).toBeUndefined();
    expect(feedAddress("http://127.0.0.1:8123/feed.xml", { allowLoopbackHttp: true })).toBe("http://127.0.0.1:8123/feed.xml");
    expect(feedAddress("http://user:pw@localhost/feed.xml", { allowLoopbackHttp: true })).toBeUndefined();
    expect(feedAddress("http://feeds.example.com/feed.xml", { allowLoopbackHttp: true })).toBeUndefined();
    expect(feedAddress("https://feeds.example.com/feed.xml")).toBe("https://feeds.example.com/feed.xml");
    const local = JSON.stringify({ fnac: { url: "http://localhost:9000/f.csv" } });
    expect(readShopFeeds(local).feeds).toEqual([]);
    expect(readShopFeeds(local, { allowLoopbackHttp: true }).feeds).toEqual([{ shopId: "fnac", url: "http://localhost:9000/f.csv" }]);
    expect(findShop("fnac")).toBeDefined();
  });
});

describe("sameJson (does a feed change a stored record?)", () => {
  it("ignores key order and undefined keys, and sees any changed value", () => {
    expect(sameJson({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
