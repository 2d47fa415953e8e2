import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { waitForHydration } from "./support/page-checks";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { HYDRATED_MARK } from "../../client/state/hydration";

let server: RunningDevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("hydration and client-side navigation in Chromium (wrangler dev, sample catalogue)", () => {
  it("loads /, hydrates, and moves to a category and a product without a full page load", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
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
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const tray = SAMPLE_CATALOGUE.tv.slice(0, 2).map((r) => ({ id: r.id, categoryId: "tv", brand: r.brand, model: r.model, image: `/img/products/tv/${r.id}.svg`, price: 100 }));
    await page.addInitScript((stored) => {
      localStorage.setItem("comparador:comparar:v1", stored);
      const seen: number[] = [];
      (window as unknown as { __badgeAt: number[] }).__badgeAt = seen;
      new MutationObserver(() => {
        if (document.querySelector(".compare-menu__badge")?.textContent === "2") seen.push(performance.now());
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, JSON.stringify(tray));
    await page.goto(`${server.url}/categoria/laptop`);
    await waitForHydration(page);
    await expect.poll(() => page.locator(".compare-menu__badge").textContent()).toBe("2");
    const { badgeAt, hydratedAt } = await page.evaluate((mark) => ({
      badgeAt: (window as unknown as { __badgeAt: number[] }).__badgeAt[0],
      hydratedAt: performance.getEntriesByName(mark)[0]?.startTime,
    }), HYDRATED_MARK);
    expect(hydratedAt).toBeGreaterThan(0);
    expect(badgeAt).toBeGreaterThanOrEqual(hydratedAt);
    await page.close();
  });

  it("renders the not-found view with a 404 for an unknown path", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/contact`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await page.close();
  });

  it("a product that fails to load on the client (5xx, network error) shows the error screen, and 'Reintentar' loads it; a 404 is not found", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
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
});
