import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import { clickWhenSettled, waitForHydration } from "./support/page-checks";
import { connectChromium } from "./support/shared";
import { TRIGRAM_MIN_PRODUCTS } from "../../shared/search";

/**
 * A large category of SYNTHETIC products behaves in the browser exactly as the sample
 * catalogue does (filter, search, sort, pagination, the URL), both before the compact index has
 * arrived (the worker answers each change) and after (the browser answers). The truth is the worker's
 * listing API for the same query string. The size takes every large-category path (search by
 * trigrams from TRIGRAM_MIN_PRODUCTS, several snapshot chunks) and no more: the category is built in
 * the hook, and a build's time grows with the category.
 */
const PRODUCTS = TRIGRAM_MIN_PRODUCTS + 200;
let server: RunningDevServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ vars: { SYNTHETIC_PRODUCTS: String(PRODUCTS), KV_OPERATIONS_PER_INVOCATION: "100000" } }),
    connectChromium(),
  ]);
  // Build the category once, before any page is timed by a test. Its page is not rendered here: right
  // after a build, on a busy machine, that request can hang (scripts/lib/workerd-server.ts, "Why not `wrangler dev`").
  expect((await fetch(`${server.url}/api/categories/tv`, { signal: AbortSignal.timeout(120_000) })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface ApiPage {
  total: number;
  cards: { id: string }[];
}

/** What the worker lists for the query string the page's address holds. */
async function truth(page: Page, count: number): Promise<ApiPage> {
  const search = new URL(page.url()).search;
  const params = new URLSearchParams(search);
  params.set("cantidad", String(Math.min(50, count)));
  return (await (await fetch(`${server.url}/api/categories/tv/products?${params}`)).json()) as ApiPage;
}

const gridIds = (page: Page) =>
  page
    .locator(".product-grid--category a.product-card__link")
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute("href")!.split("/").pop()!));
const countText = (page: Page) => page.locator(".category__count").textContent();

/** The grid and count agree with the worker for the current address (the first `shown` cards). */
async function expectSameAsWorker(page: Page, shown: number) {
  await expect.poll(async () => (await page.locator(".product-card--skeleton").count()) === 0).toBe(true);
  const expected = await truth(page, shown);
  await expect.poll(() => countText(page)).toBe(expected.total === 1 ? "1 producto" : `${expected.total} productos`);
  const compared = Math.min(shown, expected.cards.length);
  await expect.poll(async () => (await gridIds(page)).slice(0, compared)).toEqual(expected.cards.slice(0, compared).map((c) => c.id));
}

async function openCategory(holdIndex: boolean): Promise<{ page: Page; release: () => void; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  if (holdIndex) {
    await page.route("**/api/categories/*/index/*", async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto(`${server.url}/categoria/tv`);
  await waitForHydration(page);
  return { page, release, errors };
}

async function journey(page: Page) {
  // 1440 px: 4 columns × 10 rows.
  await expectSameAsWorker(page, 40);
  // A brand filter: the URL carries it, the grid and the count follow.
  await page.locator("#filters input[type=checkbox]").nth(2).check();
  await expect.poll(() => new URL(page.url()).searchParams.getAll("marca").length).toBe(1);
  await expectSameAsWorker(page, 40);
  // Sort by price.
  await page.locator(".toolbar__sort select").selectOption("precio-asc");
  await expect.poll(() => new URL(page.url()).searchParams.get("orden")).toBe("precio-asc");
  await expectSameAsWorker(page, 40);
  // Search (the listing's own: 3 characters at least, debounced).
  const search = page.getByRole("searchbox", { name: "Buscar en televisores" });
  await search.fill("sx-12");
  await search.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("sx-12");
  await expectSameAsWorker(page, 40);
  // Clear the search, load a second page.
  await search.fill("");
  await search.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBeNull();
  await expectSameAsWorker(page, 40);
  await clickWhenSettled(page.getByRole("link", { name: "Cargar más Productos" }));
  await expect.poll(async () => (await gridIds(page)).length).toBe(80);
  await expectSameAsWorker(page, 80); // the API's page holds 50: those first 50 of the 80 must match
  // Back: the listing before the sort comes back from the address (a search replaces its entry
  // rather than adding one per keystroke; filters and sorts push one).
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get("orden")).toBeNull();
  expect(new URL(page.url()).searchParams.getAll("marca")).toHaveLength(1);
  await expectSameAsWorker(page, 40);
}

describe(`${PRODUCTS} synthetic TVs in Chromium`, () => {
  it("before the index arrives, every change is answered by the worker, exactly", async () => {
    const { page, errors } = await openCategory(true);
    await journey(page);
    expect(await page.evaluate(() => document.documentElement.dataset.listingIndex)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("after the index arrives, the browser answers the same, without asking the worker for the listing", async () => {
    const { page, errors } = await openCategory(false);
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.listingIndex), undefined, { timeout: 30_000 });
    const listingRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/categories\/tv\/products/.test(request.url())) listingRequests.push(request.url());
    });
    await journey(page);
    expect(listingRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
