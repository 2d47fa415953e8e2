import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductDetail, ShopOffer } from "../../shared/product";
import type { RunningWorkerdServer } from "../../scripts/lib/workerd-server";
import { startTestServer } from "../support/test-server";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import type { FeedRun, ShopFeedRun } from "../../worker/feeds/feed-runs";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { sharedEmulator } from "../support/shared-emulator";

/**
 * The daily pull as it runs by itself: the local worker in workerd on the Firestore emulator, with
 * two shops' feeds served by a local server (PcComponentes' gzip'd Google feed, MediaMarkt's answering
 * 500), Miniflare's queues carrying one message per feed. The cron handler is run
 * as Cloudflare runs it, through workerd.
 */
const ADMIN_TOKEN = "daily-feeds-token";
let emulator: RunningEmulator;
let server: RunningWorkerdServer;
let feedServer: Server;
const requests = new Map<string, number>();

const tv = SAMPLE_CATALOGUE.tv.map((r) => structuredClone(r)) as unknown as (ProductDetail & { gtin?: string })[];
const [first, second] = tv.filter((r) => r.gtin);
/** A product MediaMarkt sells, and no row of the good feed touches: its offer must stay as it was while MediaMarkt's feed fails. */
const withMediaMarkt = tv.find((r) => r !== first && r !== second && r.offers?.some((o) => o.shopId === "mediamarkt"))!;

const item = (product: ProductDetail & { gtin?: string }, price: string) =>
  `<item><g:id>${product.id}</g:id><title>${product.brand} ${product.model}</title><link>https://www.pccomponentes.com/${product.id}</link>` +
  `<g:price>${price}</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition><g:gtin>${product.gtin}</g:gtin></item>`;
const GOOD_FEED = gzipSync(
  `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>PcComponentes</title>` +
    `${item(first, "777.77 EUR")}${item(second, "666.66 EUR")}</channel></rss>`,
);

beforeAll(async () => {
  emulator = sharedEmulator("demo-daily-feeds");
  await writeDocuments(
    emulatorTarget(emulator.hostPort, emulator.projectId),
    "tv",
    tv.map(({ id, ...data }) => ({ id, data: data as unknown as Record<string, unknown> })),
  );
  feedServer = createServer((request, response) => {
    requests.set(request.url ?? "", (requests.get(request.url ?? "") ?? 0) + 1);
    if (request.url === "/pccomponentes.xml.gz") return void response.writeHead(200, { "Content-Type": "application/gzip" }).end(GOOD_FEED);
    response.writeHead(500).end("error interno");
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  const feeds = { pccomponentes: { url: `${origin}/pccomponentes.xml.gz`, format: "google" }, mediamarkt: { url: `${origin}/mediamarkt.csv` } };
  server = await startTestServer({
    vars: {
      FIRESTORE_EMULATOR_HOST: emulator.hostPort,
      FIREBASE_PROJECT_ID: emulator.projectId,
      ADMIN_TOKEN,
      SHOP_FEEDS: JSON.stringify(feeds),
      // Retries a second apart (then 2 and 4), not five minutes.
      FEED_RETRY_SECONDS: "1",
      // One row per invocation: the good feed's second row is read by a follow-up message, as a feed too
      // large for one invocation would be.
      FEED_ROWS_PER_MESSAGE: "1",
    },
  });
}, 240_000);

afterAll(async () => {
  feedServer?.closeAllConnections();
  feedServer?.close();
  await server?.stop();
});

interface FeedsAnswer {
  queue: boolean;
  run: FeedRun | null;
  problems: string[];
  feeds: { shopId: string; from: string; lastRun: ShopFeedRun | null }[];
}

const feedsNow = async (): Promise<FeedsAnswer> =>
  (await (await fetch(`${server.url}/api/admin/feeds`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as FeedsAnswer;

/** Fires the daily cron and waits until its run has rebuilt what it touched; the answer of /api/admin/feeds then. */
async function dailyRun(): Promise<FeedsAnswer> {
  const before = (await feedsNow()).run?.runId;
  await server.scheduled("30 5 * * *");
  let answer: FeedsAnswer | undefined;
  await expect
    .poll(
      async () => {
        answer = await feedsNow();
        return answer.run && answer.run.runId !== before && answer.run.rebuiltAt ? "rebuilt" : JSON.stringify(answer.feeds.map((f) => f.lastRun?.status));
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe("rebuilt");
  return answer!;
}
const shop = (answer: FeedsAnswer, shopId: string) => answer.feeds.find((f) => f.shopId === shopId)!.lastRun!;
const served = async (id: string) => (await (await fetch(`${server.url}/api/products/tv/${id}`)).json()) as ProductDetail;
const offerOf = (product: ProductDetail, shopId: string) => product.offers?.find((o: ShopOffer) => o.shopId === shopId);

describe("the daily pull on Cloudflare Queues (workerd, Miniflare's queues, the Firestore emulator)", () => {
  it("puts the good shop's prices on its product pages; the failing shop is tried 4 times, dead-lettered, its offers untouched", async () => {
    const kept = offerOf(await served(withMediaMarkt.id), "mediamarkt");
    const answer = await dailyRun();
    expect(answer.queue).toBe(true);
    expect(shop(answer, "pccomponentes")).toMatchObject({ status: "done", rows: 2, applied: 2, written: 2, touched: ["tv"], parts: 2 });
    expect(shop(answer, "mediamarkt")).toMatchObject({ status: "failed", attempts: 4, error: "la descarga respondió HTTP 500", written: 0 });
    expect(requests.get("/mediamarkt.csv")).toBe(4);
    expect(offerOf(await served(first.id), "pccomponentes")).toMatchObject({ price: 777.77, link: `https://www.pccomponentes.com/${first.id}` });
    expect(offerOf(await served(second.id), "pccomponentes")).toMatchObject({ price: 666.66 });
    expect(offerOf(await served(withMediaMarkt.id), "mediamarkt")).toEqual(kept);
    const page = await (await fetch(`${server.url}/productos/tv/${first.id}`)).text();
    expect(page).toContain("777,77");
    // One closing rebuild for the run, of the one category its feeds touched, whatever the number of shops and parts.
    const closing = server.output().match(new RegExp(`\\[feeds\\] run ${answer.run!.runId.replace(/[.]/g, "\\.")} finished: [^\\n]*`, "g")) ?? [];
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatch(/rebuilt 1\/1 categories/);
  });

  it("a second run of the same feeds writes no document", async () => {
    const answer = await dailyRun();
    expect(shop(answer, "pccomponentes")).toMatchObject({ status: "done", rows: 2, applied: 0, unchanged: 2, written: 0, touched: [], parts: 2 });
  });

  it("/api/admin/feeds answers only with the admin token", async () => {
    expect((await fetch(`${server.url}/api/admin/feeds`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/feeds`, { headers: { Authorization: "Bearer otra" } })).status).toBe(401);
  });
});
