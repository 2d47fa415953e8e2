/**
 * `npm run bench:feeds -- --daily [--products 10000]`: what the daily update costs in Firestore at a
 * large category's size. The Firestore emulator holds 10 000 televisions (SYNTHETIC, each with a GTIN of
 * its own) and the sample's other seven categories; the worker runs in workerd (wrangler's Miniflare,
 * its queues) with five shops' Google feeds served locally, 10 000 rows each: 4 000 of the televisions
 * (overlapping ranges, every television in at least one feed) and 6 000 products the catalogue lacks.
 * After a first full build, three days are run through the cron handler, each followed until the run
 * has rebuilt what it touched: day 1 brings every offer in (all 10 000 televisions change), day 2 a
 * fifth of the rows with a new price, day 3 the same feeds again (nothing changes). Firestore reads
 * and writes are counted by a proxy in front of the emulator, as Firestore bills them, by what asked:
 * category listings, the feed keys' projected query, reads by id. Prints a table for docs/PERFORMANCE.md.
 */
// workerd closes a kept-alive connection after a long request (a rebuild): one connection per request.
import "../lib/fetch-without-keep-alive";
import { createReadStream, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CATEGORY_IDS } from "../../shared/categories";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { syntheticRecord } from "../../worker/data/synthetic-records";
import type { FeedRun, ShopFeedRun } from "../../worker/feeds/feed-runs";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { revalidate } from "../lib/ingest/revalidate";
import { startWorkerdServer } from "../lib/workerd-server";
import { writeFeed } from "./feed-files";
import { countingFirestoreProxy } from "./firestore-counter";

const { values: flags } = parseArgs({ options: { daily: { type: "boolean" }, products: { type: "string", default: "10000" } } });
const PRODUCTS = Number(flags.products);
const FEED_ROWS = 10_000;
const COVERED = 4_000;
const FOLDER = ".tmp/bench-daily";
const ADMIN_TOKEN = "bench";
/** Each shop's product pages, where its feed's links point. */
const SHOP_PAGES: Record<string, string> = {
  amazon: "https://www.amazon.es/dp/",
  pccomponentes: "https://www.pccomponentes.com/p/",
  mediamarkt: "https://www.mediamarkt.es/es/product/",
  elcorteingles: "https://www.elcorteingles.es/electronica/",
  fnac: "https://www.fnac.es/a",
};
const SHOP_IDS = Object.keys(SHOP_PAGES);

/** A valid GTIN-13 (its GS1 check digit computed) for each of a million numbers. */
function gtin13(n: number): string {
  const first = String(200_000_000_000 + n);
  const sum = [...first].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first + ((10 - (sum % 10)) % 10);
}
const productGtin = (i: number) => gtin13(i);
const basePrice = (i: number) => Number((syntheticRecord("tv", i).amazon as { price: number }).price);

/** Shop `k`'s feed on `day`: its window of televisions (a fifth of them repriced from day 2 on), then products the catalogue lacks. */
function feedRow(k: number, day: number, j: number): string {
  const shop = SHOP_IDS[k];
  if (j < COVERED) {
    const i = (k * 2_000 + j) % PRODUCTS;
    const price = basePrice(i) * (0.97 + 0.01 * k) * (day >= 2 && i % 5 === 0 ? 1.03 : 1);
    return item(`${shop}-${i}`, SHOP_PAGES[shop] + `tv-${i}`, price, productGtin(i));
  }
  return item(`${shop}-x${j}`, SHOP_PAGES[shop] + `x-${j}`, 100 + (j % 900), gtin13(500_000 + j));
}

const FEED_HEAD = '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>Tienda</title>\n';
const FEED_TAIL = "</channel></rss>\n";

const item = (id: string, link: string, price: number, gtin: string) =>
  `<item><g:id>${id}</g:id><title>Producto ${id}</title><link>${link}</link><g:price>${price.toFixed(2)} EUR</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition><g:gtin>${gtin}</g:gtin><g:brand>Marca</g:brand></item>\n`;

mkdirSync(FOLDER, { recursive: true });
let day = 0;
const feedServer = createServer((request, response) => {
  const k = SHOP_IDS.indexOf((request.url ?? "").replace(/^\/|\.xml$/g, ""));
  if (k < 0) return void response.writeHead(404).end();
  response.writeHead(200, { "Content-Type": "application/xml" });
  createReadStream(join(FOLDER, `${SHOP_IDS[k]}-${day}.xml`)).pipe(response);
});
await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
const feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

const emulator = await startFirestoreEmulator({ projectId: "demo-bench-daily" });
const counter = await countingFirestoreProxy(emulator.hostPort);
const target = emulatorTarget(emulator.hostPort, emulator.projectId);
const televisions = Array.from({ length: PRODUCTS }, (_, i) => {
  const { id, ...data } = syntheticRecord("tv", i);
  return { id, data: { ...data, gtin: productGtin(i) } as Record<string, unknown> };
});
await writeDocuments(target, "tv", televisions);
for (const category of CATEGORY_IDS.filter((c) => c !== "tv"))
  await writeDocuments(
    target,
    category,
    SAMPLE_CATALOGUE[category].map(({ id, ...data }) => ({ id, data })),
  );

const server = await startWorkerdServer({
  vars: {
    FIRESTORE_EMULATOR_HOST: counter.hostPort,
    FIREBASE_PROJECT_ID: emulator.projectId,
    ADMIN_TOKEN,
    SHOP_FEEDS: JSON.stringify(Object.fromEntries(SHOP_IDS.map((shop) => [shop, { url: `${feedOrigin}/${shop}.xml`, format: "google" }]))),
  },
});
try {
  const first = { ...counter.counts.readsBy, writes: counter.counts.writes };
  const started = performance.now();
  const built = await revalidate(`${server.url}/api/admin/revalidate`, ADMIN_TOKEN, CATEGORY_IDS);
  if (!built.ok) throw new Error(`the first build failed:\n${built.lines.join("\n")}`);
  console.log(
    `first full build: ${((performance.now() - started) / 1000).toFixed(1)} s, ${built.passes} passes, reads ${JSON.stringify(diff(first))}, listing ${counter.counts.readsBy.listing - first.listing}`,
  );

  const feeds = async () =>
    (await (await fetch(`${server.url}/api/admin/feeds`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
      run: FeedRun | null;
      feeds: { shopId: string; lastRun: ShopFeedRun | null }[];
    };
  const table = [
    "| día | cambian | tiempo del run | lecturas: listados / claves / por id | escrituras | aplicadas / sin cambio / sin producto (5 feeds) |",
    "|---|---:|---:|---:|---:|---|",
  ];
  for (day = 1; day <= 3; day++) {
    for (let k = 0; k < SHOP_IDS.length; k++)
      await writeFeed(join(FOLDER, `${SHOP_IDS[k]}-${day}.xml`), FEED_HEAD, (j) => feedRow(k, day, j), FEED_TAIL, FEED_ROWS);
    const last = (await feeds()).run?.runId;
    const before = { ...counter.counts.readsBy, writes: counter.counts.writes };
    const runStarted = performance.now();
    await server.scheduled("30 5 * * *");
    let answer = await feeds();
    while (!(answer.run && answer.run.runId !== last && answer.run.rebuiltAt)) {
      if (performance.now() - runStarted > 30 * 60_000) throw new Error(`day ${day}'s run did not finish in 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await feeds();
    }
    const seconds = (performance.now() - runStarted) / 1000;
    const reads = diff(before);
    const sum = (pick: (run: ShopFeedRun) => number) => answer.feeds.reduce((n, feed) => n + (feed.lastRun ? pick(feed.lastRun) : 0), 0);
    const changed = day === 1 ? "todas" : day === 2 ? "1/5" : "ninguna";
    table.push(
      `| ${day} | ${changed} | ${seconds.toFixed(1)} s | ${reads.listing} / ${reads.keys} / ${reads.byId} | ${reads.writes} | ${sum((r) => r.applied)} / ${sum((r) => r.unchanged)} / ${sum((r) => r.unmatched)} |`,
    );
    console.log(table.at(-1));
    for (const feed of answer.feeds) console.log(`  ${feed.shopId}: ${JSON.stringify(feed.lastRun)}`);
  }
  console.log(`\n${PRODUCTS.toLocaleString("es-ES")} televisores, 5 feeds de ${FEED_ROWS.toLocaleString("es-ES")} filas\n${table.join("\n")}`);
} finally {
  feedServer.close();
  counter.close();
  await server.stop();
  await emulator.stop();
}

function diff(before: { listing: number; keys: number; byId: number; writes: number }) {
  const now = counter.counts;
  return {
    listing: now.readsBy.listing - before.listing,
    keys: now.readsBy.keys - before.keys,
    byId: now.readsBy.byId - before.byId,
    writes: now.writes - before.writes,
  };
}
