import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import type { PooledPageOptions } from "./support/page-pool";
import { PHONE } from "./support/site-phone";
import { watchContext, type Watched } from "./support/site-watch";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { HYDRATED_MARK } from "../../client/state/hydration";
import { COMPARE_STORAGE_KEY } from "../../client/state/compare";

/**
 * Hydration and client-side navigation in Chromium on the shared server (sample catalogue), on
 * a phone: none of it depends on the width. What the worker renders on a full page load (each view's
 * head, the not-found page and its 404) is tested in test/worker/pages.test.ts.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

/** A hydrated page of the pool at `path` on a phone; `prepare` runs on its context before it loads. */
async function open(path: string, prepare?: PooledPageOptions["prepare"]) {
  const opened = await pool.pages.open(server.url + path, { ...PHONE, prepare });
  await waitForHydration(opened.page);
  return opened;
}

/** The header's link to a category (the first navigation named "Categorías"; the footer has one too). */
const categoryLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name });

/**
 * What the document head says about the view (PRODUCT-RULES.md (Screens and routes), page metadata):
 * description, keywords, canonical, robots, Open Graph and Twitter tags as markup, JSON-LD as parsed
 * data (the server escapes it for a script, the client writes it as text). Nonces left out: each page
 * has its own. With `servedPath`, the head of that page as the worker sends it, read from its HTML.
 */
function headMetadata(page: Page, servedPath?: string): Promise<unknown[]> {
  return page.evaluate(async (path) => {
    const doc = path ? new DOMParser().parseFromString(await (await fetch(path)).text(), "text/html") : document;
    return [
      ...doc.head.querySelectorAll(
        'meta[name="description"], meta[name="keywords"], link[rel="canonical"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
      ),
    ].map((element) => (element.tagName === "SCRIPT" ? JSON.parse(element.textContent ?? "null") : element.outerHTML));
  }, servedPath ?? null);
}

describe("hydration and client-side navigation in Chromium (phone)", () => {
  it("loads /, hydrates, and moves to a category and a product without a full page load", async () => {
    let watched!: Watched;
    const { page, errors } = await open("/", async (context) => (watched = watchContext(context)));
    await expect(page.title()).resolves.toContain("Comparador");
    // A marker on window survives client navigation and is lost on a full page load.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await categoryLink(page, "Portátiles").click();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The category's frame (its heading) shows while its listing loads; the title follows the listing.
    await expect.poll(() => page.title()).toContain("Portátiles");

    const firstCard = page.locator(".product-card a").first();
    const href = await firstCard.getAttribute("href");
    await firstCard.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.locator(".breadcrumb").waitFor();

    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect([...errors, ...watched.consoleErrors]).toEqual([]);
  });

  it("applies what the browser stored (the compare tray) only after the whole page has hydrated", async () => {
    // Applied earlier, a state change makes React hydrate the still-dehydrated view in one long
    // blocking task (state/hydration.ts). The header badge shows when the tray was applied.
    const tray = SAMPLE_CATALOGUE.tv
      .slice(0, 2)
      .map((r) => ({ id: r.id, categoryId: "tv", brand: r.brand, model: r.model, image: `/img/products/tv/${r.id}.svg`, price: 100 }));
    const { page } = await open("/categoria/laptop", (context) =>
      context.addInitScript(
        ([key, stored]) => {
          localStorage.setItem(key, stored);
          const seen: number[] = [];
          (window as unknown as { __badgeAt: number[] }).__badgeAt = seen;
          new MutationObserver(() => {
            if (document.querySelector(".compare-menu__badge")?.textContent === "2") seen.push(performance.now());
          }).observe(document, { subtree: true, childList: true, characterData: true });
        },
        [COMPARE_STORAGE_KEY, JSON.stringify(tray)] as const,
      ),
    );
    await expect.poll(() => page.locator(".compare-menu__badge").textContent()).toBe("2");
    const { badgeAt, hydratedAt } = await page.evaluate(
      (mark) => ({
        badgeAt: (window as unknown as { __badgeAt: number[] }).__badgeAt[0],
        hydratedAt: performance.getEntriesByName(mark)[0]?.startTime,
      }),
      HYDRATED_MARK,
    );
    expect(hydratedAt).toBeGreaterThan(0);
    expect(badgeAt).toBeGreaterThanOrEqual(hydratedAt);
  });

  it("a product that fails to load on the client (5xx, network error) shows the error screen, and 'Reintentar' loads it; a 404 is not found", async () => {
    const { page } = await open("/categoria/tv");
    let productRequests = 0;
    const failing = (answer: "500" | "network" | "404") =>
      page.route("**/api/products/tv/**", (route) => {
        productRequests++;
        return answer === "network" ? route.abort("connectionfailed") : route.fulfill({ status: Number(answer), contentType: "application/json", body: "{}" });
      });

    await failing("500");
    const card = page.locator(".product-card__link").first();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await page.waitForURL(server.url + href);
    const retry = page.getByRole("button", { name: "Reintentar" });
    await retry.waitFor();
    await page.getByText("Error al cargar los productos. Por favor, inténtalo de nuevo más tarde.").waitFor();
    await expect(page.getByRole("heading", { name: "Página no encontrada" }).count()).resolves.toBe(0);

    // 'Reintentar' loads again; without a network it is the same error screen.
    await page.unroute("**/api/products/tv/**");
    await failing("network");
    const before = productRequests;
    await retry.click();
    await expect.poll(() => productRequests).toBeGreaterThan(before);
    await retry.waitFor();
    await expect(page.getByRole("heading", { name: "Página no encontrada" }).count()).resolves.toBe(0);

    await page.unroute("**/api/products/tv/**");
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("button", { name: "Reintentar" }).click();
    await page.locator(".breadcrumb").waitFor();
    expect(page.url()).toBe(server.url + href);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await failing("404");
    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await page.locator(".product-card__link").nth(1).click();
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
  });
});

// One client navigation per test, each compared with the head the worker sends for the same page.
describe("the head after a client navigation is the one the worker renders for the page", () => {
  it("from the home to a category: its description, canonical, Open Graph tags and JSON-LD replace the home's", async () => {
    const { page } = await open("/");
    const home = await headMetadata(page);
    const description = () => page.locator('meta[name="description"]').getAttribute("content");
    const homeDescription = await description();

    await categoryLink(page, "Televisores").click();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await expect.poll(description).not.toBe(homeDescription);
    const served = await headMetadata(page, "/categoria/tv");
    await expect.poll(() => headMetadata(page)).toEqual(served);
    expect(served).not.toEqual(home);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${server.url}/categoria/tv`);
  });

  it("from a category to a product: the product's Open Graph tags and its Product and BreadcrumbList JSON-LD", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const path = `/productos/tv/${record.id}`;
    const { page } = await open("/categoria/tv");
    await page.locator(`.product-card__link[href="${path}"]`).click();
    await page.waitForURL(server.url + path);
    await page.locator(".breadcrumb").waitFor();
    const served = await headMetadata(page, path);
    await expect.poll(() => headMetadata(page)).toEqual(served);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(server.url + path);
    await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("product");
    await expect(page.locator('meta[property="og:title"]').getAttribute("content")).resolves.toContain(`${record.brand} ${record.model}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
    expect(jsonLd.map((item) => item["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(jsonLd[0].name).toBe(`${record.brand} ${record.model}`);
  });

  it("from a product to a page that is not indexed: noindex, and no canonical link or JSON-LD of the product left", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const { page } = await open(`/productos/tv/${record.id}`);
    const comparePath = `/comparar?pids=${record.id}`;
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement("a"), { href, textContent: "comparar" });
      document.body.appendChild(link);
      link.click(); // a plain link to our own page navigates on the client
    }, comparePath);
    await page.waitForURL(server.url + comparePath);
    const served = await headMetadata(page, comparePath);
    await expect.poll(() => headMetadata(page)).toEqual(served);
    await expect(page.locator('link[rel="canonical"], script[type="application/ld+json"]').count()).resolves.toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
  });
});
