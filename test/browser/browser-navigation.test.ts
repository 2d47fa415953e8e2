import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedServerUrl, useChromium } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { HYDRATED_MARK } from "../../client/state/hydration";
import { COMPARE_STORAGE_KEY } from "../../client/state/compare";

const server = { url: sharedServerUrl() };
const chromium = useChromium();

/**
 * What the document head says about the view (PRODUCT-RULES.md (Screens and routes), page metadata): description, keywords,
 * canonical, robots, Open Graph and Twitter tags as markup, JSON-LD as parsed data (the server
 * escapes it for a script, the client writes it as text). Nonces left out: each page has its own.
 */
function headMetadata(page: Page) {
  return page.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'meta[name="description"], meta[name="keywords"], link[rel="canonical"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
      ),
    ].map((element) => (element.tagName === "SCRIPT" ? JSON.parse(element.textContent ?? "null") : element.outerHTML)),
  ) as Promise<unknown[]>;
}

/** The head metadata the worker renders for `path`, read from a fresh page load. */
async function serverHeadMetadata(path: string): Promise<unknown[]> {
  const context = await chromium.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.url + path);
  const metadata = await headMetadata(page);
  await context.close();
  return metadata;
}

describe("hydration and client-side navigation in Chromium (wrangler dev, sample catalogue)", () => {
  it("loads /, hydrates, and moves to a category and a product without a full page load", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(page.title()).resolves.toContain("Comparador");
    // A marker on window survives client navigation and is lost on a full page load.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Portátiles" }).click();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.title()).resolves.toContain("Portátiles");

    const firstCard = page.locator(".product-card a").first();
    const href = await firstCard.getAttribute("href");
    await firstCard.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.locator(".breadcrumb").waitFor();

    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("applies what the browser stored (the compare tray) only after the whole page has hydrated", async () => {
    // Applied earlier, a state change makes React hydrate the still-dehydrated view in one long
    // blocking task (state/hydration.ts). The header badge shows when the tray was applied.
    const page = await chromium.browser.newPage({ viewport: { width: 412, height: 823 } });
    const tray = SAMPLE_CATALOGUE.tv
      .slice(0, 2)
      .map((r) => ({ id: r.id, categoryId: "tv", brand: r.brand, model: r.model, image: `/img/products/tv/${r.id}.svg`, price: 100 }));
    await page.addInitScript(
      ([key, stored]) => {
        localStorage.setItem(key, stored);
        const seen: number[] = [];
        (window as unknown as { __badgeAt: number[] }).__badgeAt = seen;
        new MutationObserver(() => {
          if (document.querySelector(".compare-menu__badge")?.textContent === "2") seen.push(performance.now());
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
      [COMPARE_STORAGE_KEY, JSON.stringify(tray)] as const,
    );
    await page.goto(`${server.url}/categoria/laptop`);
    await waitForHydration(page);
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
    await page.close();
  });

  it("renders the not-found view with a 404 for an unknown path", async () => {
    const page = await chromium.browser.newPage();
    const response = await page.goto(`${server.url}/contact`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await page.close();
  });

  it("a product that fails to load on the client (5xx, network error) shows the error screen, and 'Reintentar' loads it; a 404 is not found", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/categoria/tv`);
    await waitForHydration(page);
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
    await page.close();
  });

  it("sets each view's description, canonical, Open Graph tags and JSON-LD on client navigation, as the worker renders them", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const home = await headMetadata(page);
    const description = () => page.locator('meta[name="description"]').getAttribute("content");
    const homeDescription = await description();

    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Televisores" }).click();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await expect.poll(description).not.toBe(homeDescription);
    await expect.poll(() => headMetadata(page)).toEqual(await serverHeadMetadata("/categoria/tv"));
    expect(await headMetadata(page)).not.toEqual(home);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${server.url}/categoria/tv`);

    const record = SAMPLE_CATALOGUE.tv[0];
    await page.locator(`.product-card__link[href="/productos/tv/${record.id}"]`).click();
    await page.waitForURL(`${server.url}/productos/tv/${record.id}`);
    await page.locator(".breadcrumb").waitFor();
    await expect.poll(() => headMetadata(page)).toEqual(await serverHeadMetadata(`/productos/tv/${record.id}`));
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${server.url}/productos/tv/${record.id}`);
    await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("product");
    await expect(page.locator('meta[property="og:title"]').getAttribute("content")).resolves.toContain(`${record.brand} ${record.model}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
    expect(jsonLd.map((item) => item["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(jsonLd[0].name).toBe(`${record.brand} ${record.model}`);

    // On to a page that is not indexed (no canonical link, no JSON-LD): nothing of the product is left.
    const comparePath = `/comparar?pids=${record.id}`;
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement("a"), { href, textContent: "comparar" });
      document.body.appendChild(link);
      link.click(); // a plain link to our own page navigates on the client
    }, comparePath);
    await page.waitForURL(server.url + comparePath);
    await expect.poll(() => headMetadata(page)).toEqual(await serverHeadMetadata(comparePath));
    await expect(page.locator('link[rel="canonical"], script[type="application/ld+json"]').count()).resolves.toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await page.close();
  });
});
