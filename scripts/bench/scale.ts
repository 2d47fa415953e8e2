/**
 * The large-catalogue budgets (docs/PERFORMANCE.md, Large catalogues), at 100 and at 10 000 SYNTHETIC products per category side by side: what a
 * page carries, server CPU per page type in workerd, server time through `wrangler dev`, category
 * throughput under 32 connections, and in Chromium the time from a filter click to the new results
 * (before and after the index arrives), the index's size and the page's JS heap.
 *
 * The synthetic catalogue is made in the worker (SYNTHETIC_PRODUCTS, worker/data/synthetic-source.ts)
 * rather than written to the Firestore emulator: 80 000 documents and their rebuild passes would
 * take most of an hour, and the request path measured here reads KV only (the Firestore rebuild of
 * 10 000 products is measured on its own in bench/index.ts). KV_OPERATIONS_PER_INVOCATION is raised
 * because local workerd has no such limit, so each category is written in one pass.
 *
 *   npx tsx scripts/bench/scale.ts   (BENCH_SCALE_SIZES=100,10000; BENCH_SECONDS for wrk runs)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { CATEGORY_IDS } from "../../shared/categories";
import { launchChromium } from "../lib/chromium";
import { startDevServer, type RunningDevServer } from "../lib/dev-server";
import { busiestThreadMs, processThreadsCpuMs } from "../lib/proc-cpu";
import { startWorkerdServer } from "../lib/workerd-server";
import { printTable } from "./filter";
import { shopperTerms } from "./search-terms";
import { kvReadCostMs } from "./kv-read-cost";
import { warmBuilds } from "./warm-builds";
import { workerdChild } from "./workerd-cpu";
import { wrk } from "./wrk";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "100,10000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const vars = (size: number) => ({ SYNTHETIC_PRODUCTS: String(size), KV_OPERATIONS_PER_INVOCATION: "1000000" });

export interface ScaleFigures {
  size: number;
  bytes: Record<string, { raw: number; gzip: number }>;
  /** Net ms of workerd's busiest thread per page type (minus a trivial response). */
  cpu: Record<string, number>;
  /** KV reads per request of each page type (the operator's Server-Timing, worker/http/counted-kv.ts). */
  kvReads: Record<string, number>;
  /** What one read of Miniflare's KV costs workerd's thread (kv-read-cost.ts): on Cloudflare it is I/O, not the worker's CPU. */
  kvReadMs: number;
  devServerMs: { p50: number; p99: number };
  throughput: number;
  browser: { beforeIndexMs: number; afterIndexMs: number; indexGzip: number; heapMb: number } | null;
  buildMs: number;
  /** Products a search row's terms match per category, on average (searchMatches). */
  matches: Record<string, number>;
}

/**
 * Page types of the budget, each request a page the worker renders: the measuring server's worker
 * does not use the location's cache (LOCATION_CACHE=off), because it drops a parameter its route does
 * not read from the page's cache key, so a "_bench" parameter alone would be answered from that cache (its
 * cost is `npm run bench:workerd`'s "acierto" rows), and locally that cache is Miniflare's Cache
 * API, which costs workerd's thread CPU on every page even when it stores nothing.
 */
/** The warm-up's requests per page type (cpuPerPage numbers them from 100 000; round r's from r × 10 000). */
const WARM_UP = 40;
/** Rounds of each page type's requests; the quietest is kept. */
const ROUNDS = 3;
const TERMS = shopperTerms();

/**
 * A shopper's term for request `n` of a row (search-terms.ts): each request of the run its own, so
 * no answer the isolate kept for a term is what is measured. Rows whose answers share a shelf (the
 * suggestions and /buscar) take disjoint parts of the list (`row`).
 */
function shopperTerm(n: number, requests: number, row: number): string {
  const slot = n >= 100_000 ? n - 100_000 : WARM_UP + Math.floor(n / 10_000) * requests + (n % 10_000);
  return encodeURIComponent(TERMS[(slot + row * (WARM_UP + ROUNDS * requests)) % TERMS.length]);
}

function pageTypes(size: number, requests: number): [name: string, path: (n: number) => string][] {
  const id = (category: string, n: number) => `synthetic-${category}-${String(n % size).padStart(6, "0")}`;
  return [
    ["inicio", (n) => `/?_bench=${n}`],
    ["categoría", (n) => `/categoria/tv?_bench=${n}`],
    ["categoría filtrada (filtros nuevos cada vez)", (n) => `/categoria/tv?precio=${100 + (n % 900)}..3000&orden=precio-asc`],
    ["categoría con búsqueda («sx-N», peor caso)", (n) => `/categoria/tv?q=sx-${1 + (n % 99)}`],
    // A full page at both sizes: the brand every synthetic product has (100 and 10 000 matches), a new price each time.
    ["categoría con búsqueda que casa con todos («sintética») y un precio", (n) => `/categoria/tv?q=sint%C3%A9tica&precio=${100 + (n % 900)}..3000`],
    ["producto (uno ya visto)", (n) => `/productos/tv/${id("tv", 7)}?_bench=${n}`],
    // Guides are worked out by the build: a request reads them from the manifest, whatever the category's size.
    ["guía de una categoría", (n) => `/guias/tv?_bench=${n}`],
    ["guía de un uso", (n) => `/guias/tv/gaming?_bench=${n}`],
    // Products the warm-up has shown (40 of each category): the same work at both sizes.
    ["comparación (productos ya vistos)", (n) => `/comparar?pids=${id("tv", n % 40)},${id("laptop", n % 40)},${id("mobile", n % 40)}`],
    // The API's default answer, 60 cards (the site's own pages ask it with limite=1, for counts).
    ["búsqueda en todo el catálogo (JSON, «sx-N», peor caso)", (n) => `/api/search?q=sx-${1 + (n % 99)}`],
    // What a shopper's typing in the header asks, and the page its Enter opens.
    ["sugerencias del buscador (JSON, «sx-N», peor caso)", (n) => `/api/search/suggest?q=sx-${1 + (n % 99)}`],
    ["página de búsqueda /buscar («sx-N», peor caso)", (n) => `/buscar?q=sx-${1 + (n % 99)}`],
    // The same four, with what shoppers type (search-terms.ts) instead of a part every product has.
    ["categoría con búsqueda (términos de compradores)", (n) => `/categoria/tv?q=${shopperTerm(n, requests, 0)}`],
    ["búsqueda en todo el catálogo (JSON, términos de compradores)", (n) => `/api/search?q=${shopperTerm(n, requests, 0)}`],
    ["sugerencias del buscador (JSON, términos de compradores)", (n) => `/api/search/suggest?q=${shopperTerm(n, requests, 0)}`],
    ["página de búsqueda /buscar (términos de compradores)", (n) => `/buscar?q=${shopperTerm(n, requests, 1)}`],
    // A new listing each time, its first or second page of 24 cards: full pages at both sizes (a brand's 20th page
    // is empty at 100 products, which measured an empty answer against a full one).
    ["página de un listado (JSON)", (n) => `/api/categories/tv/products?precio=${100 + (n % 900)}..3000&desde=${(n % 2) * 24}&cantidad=24`],
  ];
}

/**
 * A product page the isolate has not shown yet, at both sizes: the warm-up shows products from the
 * start of the category (n < 40), the measure takes them from its end, each once. 100 products allow
 * 60 first views, so this row is one batch of FIRST_VIEWS.
 */
const FIRST_VIEWS = 50;
const firstViewPath = (size: number, n: number, warm: boolean) => `/productos/tv/synthetic-tv-${String(warm ? n % 40 : size - 1 - n).padStart(6, "0")}`;
const FIRST_VIEW_ROW = "producto (otro cada vez, primera visita en el aislamiento)";

/** Fetched as a browser would, but without compression: Cloudflare compresses a worker's answer outside the worker. */
const IDENTITY = { headers: { "Accept-Encoding": "identity" } };

/** The measuring worker's admin token: the bench reads the isolate's KV read count (GET /api/admin/isolate). */
const BENCH_TOKEN = "bench-operator-token";

async function cpuPerPage(url: string, size: number, requests: number): Promise<Pick<ScaleFigures, "cpu" | "kvReads">> {
  const pid = workerdChild();
  const pages: [string, (n: number) => string][] = [["trivial", (n) => `/robots.txt?_bench=${n}`], ...pageTypes(size, requests)];
  const fetchOk = async (path: string) => {
    const response = await fetch(url + path, IDENTITY);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  };
  // A streamed page reads its view's data after its header has left: the isolate's count has every read.
  const isolateKvReads = async () =>
    ((await (await fetch(`${url}/api/admin/isolate`, { headers: { Authorization: `Bearer ${BENCH_TOKEN}` } })).json()) as { kvReads: number }).kvReads;
  for (let i = 0; i < WARM_UP; i++) {
    for (const [, path] of pages) await fetchOk(path(100_000 + i)); // JIT and isolate warm
    await fetchOk(firstViewPath(size, i, true));
  }
  const perRequest = async (path: (n: number) => string, from: number, count = requests) => {
    const readsBefore = await isolateKvReads();
    const before = processThreadsCpuMs(pid);
    for (let i = 0; i < count; i++) await fetchOk(path(from + i));
    const after = processThreadsCpuMs(pid);
    const kvReads = (await isolateKvReads()) - readsBefore;
    return { ms: busiestThreadMs(before, after) / count, kvReads: kvReads / count };
  };
  // Three rounds, the quietest kept: the host is shared, and a neighbour's burst moved a row by 1 ms between runs.
  const rounds: Record<string, { ms: number; kvReads: number }>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const row: Record<string, { ms: number; kvReads: number }> = {};
    for (const [name, path] of pages) row[name] = await perRequest(path, round * 10_000);
    rounds.push(row);
  }
  const quietest = Object.fromEntries(pages.map(([name]) => [name, rounds.map((r) => r[name]).sort((a, b) => a.ms - b.ms)[0]]));
  const firstViews = await perRequest((n) => firstViewPath(size, n, false), 0, Math.min(FIRST_VIEWS, size - 40));
  const measured = {
    ...Object.fromEntries(pages.filter(([name]) => name !== "trivial").map(([name]) => [name, quietest[name]])),
    [FIRST_VIEW_ROW]: firstViews,
  };
  const net = (figure: { ms: number; kvReads: number }) => figure.ms - quietest.trivial.ms;
  return {
    cpu: Object.fromEntries(Object.entries(measured).map(([name, figure]) => [name, net(figure)])),
    kvReads: Object.fromEntries(Object.entries(measured).map(([name, figure]) => [name, figure.kvReads])),
  };
}

/**
 * How many products a search row's terms match per category, on average, through the API's count
 * (limite=1): the searches' answers are not the same page at both sizes, and this says how far apart.
 */
async function searchMatches(url: string, requests: number): Promise<ScaleFigures["matches"]> {
  const average = async (terms: readonly string[]) => {
    let total = 0;
    for (const term of terms) total += ((await (await fetch(`${url}/api/search?q=${encodeURIComponent(term)}&limite=1`)).json()) as { total: number }).total;
    return total / terms.length / CATEGORY_IDS.length;
  };
  return {
    "«sx-N»": await average(Array.from({ length: 99 }, (_, i) => `sx-${i + 1}`)),
    "términos de compradores": await average(TERMS.slice(WARM_UP, WARM_UP + requests)),
    "«sintética»": await average(["sintética"]),
  };
}

async function sizes(url: string): Promise<ScaleFigures["bytes"]> {
  const measure = async (path: string) => {
    const body = Buffer.from(await (await fetch(url + path)).arrayBuffer());
    return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  };
  const manifest = (await (await fetch(`${url}/api/categories/tv`)).json()) as { indexHash: string };
  return {
    "categoría (HTML)": await measure("/categoria/tv"),
    "categoría filtrada (HTML)": await measure("/categoria/tv?precio=300..2000&orden=precio-asc"),
    "inicio (HTML)": await measure("/"),
    "producto (HTML)": await measure("/productos/tv/synthetic-tv-000007"),
    "listado (JSON, 50 tarjetas)": await measure("/api/categories/tv/products"),
    "cabecera (JSON)": await measure("/api/categories/tv"),
    "índice (JSON)": await measure(`/api/categories/tv/index/${manifest.indexHash}`),
    "búsqueda (JSON)": await measure("/api/search?q=sx-12"),
    "sitemap.xml": await measure("/sitemap.xml"),
  };
}

/**
 * Time from a click on a filter option to the frame that shows its results: from the click event's
 * own timestamp (when the input reached the page) to the frame after the count changed with no
 * skeleton left, as a shopper sees it. The click is the mouse's at the option's place, so the
 * automation's own checks before a click (visible, stable over two frames, hit target) are not in it.
 * Written as strings: tsx's helpers do not exist in the page. The watch is set up before the click
 * is sent (an evaluation sent beside the click could run after the page had handled it).
 */
const WATCH_RESULTS = `void (window.__benchResultsShown = new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error("the results did not change within 20 s of the click")), 20000);
  let clickedAt = 0;
  const count = document.querySelector(".category__count");
  const before = count.textContent;
  document.addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (!clickedAt || count.textContent === before || document.querySelector(".product-card--skeleton")) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}))`;

async function clickToResults(page: Page, option: number): Promise<number> {
  const box = page.locator("#filters input[type=checkbox]").nth(option);
  await box.scrollIntoViewIfNeeded();
  const place = (await box.boundingBox())!;
  await page.evaluate(WATCH_RESULTS);
  await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2);
  return (await page.evaluate("window.__benchResultsShown")) as number;
}

/**
 * The median of five clicks on the first two brands: ticking one, the other, then taking them off in
 * turn, so that every click changes the count (a third option could be another filter whose tick
 * leaves it as it was, and the wait would never end).
 */
const CLICKS = [0, 1, 0, 1, 0];
async function medianClick(page: Page): Promise<number> {
  const times: number[] = [];
  for (const option of CLICKS) times.push(await clickToResults(page, option));
  return times.sort((a, b) => a - b)[Math.floor(CLICKS.length / 2)];
}

async function browserFigures(browser: Browser, url: string): Promise<NonNullable<ScaleFigures["browser"]>> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let releaseIndex: () => void = () => undefined;
  const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
  let indexGzip = 0;
  await page.route("**/api/categories/*/index/*", async (route) => {
    await indexHeld; // before: the index has not arrived, the worker answers the filter
    const response = await route.fetch();
    indexGzip = gzipSync(await response.body(), { level: 6 }).length;
    await route.fulfill({ response });
  });
  await page.goto(`${url}/categoria/tv`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const beforeIndexMs = await medianClick(page);
  releaseIndex();
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.listingIndex), undefined, { timeout: 60_000 });
  // Every box taken off first: the same listings as before the index, now filtered in the browser.
  await page.goto(`${url}/categoria/tv`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.listingIndex), undefined, { timeout: 60_000 });
  const afterIndexMs = await medianClick(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
  await context.close();
  return { beforeIndexMs, afterIndexMs, indexGzip, heapMb: usedSize / 1024 / 1024 };
}

export async function scaleFigures(): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  console.error("[bench:scale] the local KV's cost per read");
  const kvReadMs = (await kvReadCostMs()).perRead;
  const browser = await launchChromium();
  try {
    for (const size of SIZES) {
      // One KV state for both servers: `wrangler dev` serves the snapshots workerd built. Building 10 000
      // products through wrangler dev's inspector proxy can take over undici's 300 s header timeout for one
      // category; what is timed there is a page read from built snapshots, as in production.
      const persistTo = mkdtempSync(join(tmpdir(), `scale-${size}-`));
      // The builds in one workerd, the measures in another reading what it built: in production the daily
      // rebuild runs in the cron's isolate and pages are served by isolates that read the snapshots.
      const say = (what: string) => console.error(`[bench:scale] ${size}: ${what}`);
      say("building the eight categories");
      const builder = await startWorkerdServer({ vars: vars(size), persistTo });
      const buildMs = await warmBuilds(builder.url).finally(() => builder.stop());
      const server = await startWorkerdServer({ vars: { ...vars(size), LOCATION_CACHE: "off", ADMIN_TOKEN: BENCH_TOKEN }, persistTo });
      let figure: Omit<ScaleFigures, "devServerMs">;
      try {
        await warmBuilds(server.url); // every manifest read once (the builds are there: no rebuild)
        say(`built in ${buildMs} ms; sizes`);
        const bytes = await sizes(server.url);
        say("CPU per page type");
        const requests = Number(process.env.BENCH_SCALE_REQUESTS ?? 150);
        const { cpu, kvReads } = await cpuPerPage(server.url, size, requests);
        const matches = await searchMatches(server.url, requests);
        say("throughput");
        const throughput = (await wrk(`${server.url}/categoria/tv`, 32, seconds, { uniqueUrls: true })).requestsPerSecond;
        say("filter clicks in Chromium");
        figure = { size, buildMs, bytes, cpu, kvReads, kvReadMs, throughput, matches, browser: await browserFigures(browser, server.url) };
      } finally {
        await server.stop();
      }
      let dev: RunningDevServer | null = null;
      try {
        say("through wrangler dev");
        dev = await startDevServer({ vars: vars(size), persistTo });
        await warmBuilds(dev.url);
        const r = await wrk(`${dev.url}/categoria/tv`, 1, Math.max(3, Math.round(seconds / 2)), { uniqueUrls: true });
        figures.push({ ...figure, devServerMs: { p50: r.p50ms, p99: r.p99ms } });
      } finally {
        await dev?.stop();
        rmSync(persistTo, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The figures as one table: each measure at every size, side by side, with the budget. */
export function scaleTable(figures: readonly ScaleFigures[]): string[][] {
  const [small, large] = [figures[0], figures.at(-1)!];
  const header = ["medida", ...figures.map((f) => `${f.size.toLocaleString("es-ES")} por categoría`), "presupuesto"];
  const rows: string[][] = [header];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const name of Object.keys(small.bytes)) {
    rows.push([
      `${name}, sin comprimir / gzip`,
      ...figures.map((f) => `${kb(f.bytes[name].raw)} / ${kb(f.bytes[name].gzip)}`),
      name === "categoría (HTML)" ? "≤ 150 KB a 10 000" : name.startsWith("índice") ? "≤ 250 KB gzip a 10 000" : "",
    ]);
  }
  // The budget is the worker's CPU: on Cloudflare a KV read is I/O, here Miniflare's KV spends the same thread.
  const workerMs = (f: ScaleFigures, name: string) => f.cpu[name] - f.kvReads[name] * f.kvReadMs;
  rows.push(["lectura de KV local (Miniflare), ms del hilo de workerd", ...figures.map((f) => f.kvReadMs.toFixed(3)), ""]);
  for (const name of Object.keys(small.cpu)) {
    const ratio = workerMs(large, name) / workerMs(small, name);
    rows.push([
      `CPU en workerd, ${name} (ms netos; lecturas de KV; sin el KV local)`,
      ...figures.map((f) => `${f.cpu[name].toFixed(2)}; ${f.kvReads[name].toFixed(1)}; ${workerMs(f, name).toFixed(2)}`),
      `≤ 5 ms y ≤ 1,5× sin el KV local (${ratio.toFixed(2)}×)`,
    ]);
  }
  rows.push([
    `productos que casan por categoría, media (${Object.keys(small.matches).join(" / ")})`,
    ...figures.map((f) =>
      Object.values(f.matches)
        .map((n) => n.toFixed(1))
        .join(" / "),
    ),
    "",
  ]);
  rows.push([
    "categoría por wrangler dev, p50 / p99 ms (1 conexión)",
    ...figures.map((f) => `${f.devServerMs.p50.toFixed(1)} / ${f.devServerMs.p99.toFixed(1)}`),
    `≤ 1,5× (${(large.devServerMs.p50 / small.devServerMs.p50).toFixed(2)}×)`,
  ]);
  rows.push([
    "categoría, peticiones/s con 32 conexiones (URL nueva cada vez)",
    ...figures.map((f) => f.throughput.toFixed(0)),
    `≥ 50 % (${((large.throughput / small.throughput) * 100).toFixed(0)} %)`,
  ]);
  rows.push(["clic en un filtro → resultados, antes del índice (ms, Chromium)", ...figures.map((f) => f.browser?.beforeIndexMs.toFixed(0) ?? "-"), "≤ 200 ms"]);
  rows.push(["clic en un filtro → resultados, con el índice (ms, Chromium)", ...figures.map((f) => f.browser?.afterIndexMs.toFixed(0) ?? "-"), "≤ 200 ms"]);
  rows.push(["índice descargado por el navegador (gzip)", ...figures.map((f) => (f.browser ? kb(f.browser.indexGzip) : "-")), "≤ 250 KB"]);
  rows.push([
    "montón JS del navegador tras cargar la categoría y su índice",
    ...figures.map((f) => (f.browser ? `${f.browser.heapMb.toFixed(1)} MB` : "-")),
    "≤ 40 MB",
  ]);
  rows.push(["construcción de las 8 categorías (primera petición, ms)", ...figures.map((f) => String(f.buildMs)), ""]);
  return rows;
}

if (process.argv[1]?.endsWith("scale.ts")) {
  printTable(scaleTable(await scaleFigures()));
}
