import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { PHONE } from "./support/site-phone";
import { SIZES } from "./support/sizes";

/**
 * While a client navigation loads the next view, the page shows that view's outline (not a lone
 * "Cargando…" with the footer jumping up under the header), and the header's suggestions show that
 * they are on their way. The answers are held back until the test has looked.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

beforeAll(async () => {
  // Build every category once before the tests (a cold build takes seconds).
  expect((await fetch(`${server.url}/api/search/suggest?q=samsung`, { signal: AbortSignal.timeout(100_000) })).status).toBe(200);
}, 180_000);

/** Requests matching `pattern` wait until `release()` is called. */
function heldBack(pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    prepare: (context: import("playwright-core").BrowserContext) =>
      context.route(pattern, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      }),
  };
}

/** Where the footer starts and how tall the window is: a footer that jumped up starts inside it. */
const footerPlace = (page: Page) =>
  page.evaluate(() => ({ top: document.querySelector(".site-footer")!.getBoundingClientRect().top, screen: window.innerHeight }));

// Where the footer lands under the outline depends on the width (how many cards a row holds, how tall
// the outline is): both screens.
describe.each(SIZES)("a client navigation at $name", (size) => {
  const open = (path: string, prepare: (context: import("playwright-core").BrowserContext) => Promise<unknown>) =>
    pool.pages.open(server.url + path, { viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone, prepare });

  it("to a product shows the product page's outline while it loads, the footer below the screen", async () => {
    const held = heldBack(/\/api\/products\/[^?]+$/);
    const { page, errors } = await open("/", held.prepare);
    await waitForHydration(page);
    const card = page.locator(".product-grid--home .product-card__link").first();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await page.waitForURL(server.url + href);
    const skeleton = page.locator('.view-skeleton[data-view="product"]');
    await skeleton.waitFor();
    await expect(page.locator(".spinner").count()).resolves.toBe(0);
    // Picture, purchase box and summary outlined where the page puts them.
    await expect(skeleton.locator(".product__top > .skeleton").count()).resolves.toBe(3);
    const place = await footerPlace(page);
    expect(place.top).toBeGreaterThanOrEqual(place.screen);
    await expect(page.getByRole("status").filter({ hasText: "Cargando…" }).count()).resolves.toBe(1);

    held.release();
    await page.getByRole("heading", { level: 1 }).filter({ hasNotText: "Compara" }).waitFor();
    await expect(skeleton.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("to the search results shows their outline while they load", async () => {
    const held = heldBack(/\/api\/search\/suggest\?/);
    const { page, errors } = await open("/help", held.prepare);
    await waitForHydration(page);
    const box = page.locator("header .site-search__input");
    await box.fill("samsung");
    await box.press("Enter");
    await page.waitForURL(`${server.url}/buscar?q=samsung`);
    await page.locator(".search-page .product-card--skeleton").first().waitFor();
    const place = await footerPlace(page);
    expect(place.top).toBeGreaterThanOrEqual(place.screen);
    held.release();
    await page.getByRole("heading", { level: 1, name: "Resultados de «samsung»" }).waitFor();
    await page.locator(".search-page__group h2").first().waitFor();
    await expect(page.locator(".search-page .product-card--skeleton").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

// Whether the suggestions show they are loading does not depend on the width: tested on a phone.
describe("the header suggestions", () => {
  it("show that they are loading until they arrive", async () => {
    const held = heldBack(/\/api\/search\/suggest\?/);
    const { page, errors } = await pool.pages.open(server.url + "/", { ...PHONE, prepare: held.prepare });
    await waitForHydration(page);
    const box = page.locator("header .site-search__input");
    await box.fill("samsung");
    const spinner = page.locator(".site-search__loading");
    await spinner.waitFor();
    expect(await spinner.isVisible()).toBe(true);
    await expect(page.locator("header form").getAttribute("aria-busy")).resolves.toBe("true");
    await expect.poll(() => page.locator(".site-search p[role=status]").textContent()).toBe("Buscando sugerencias…");

    held.release();
    await page.getByRole("listbox", { name: "Sugerencias de búsqueda" }).waitFor();
    await expect(spinner.count()).resolves.toBe(0);
    await expect.poll(() => page.locator(".site-search p[role=status]").textContent()).toMatch(/^\d+ sugerencias$/);
    expect(errors).toEqual([]);
  });
});
