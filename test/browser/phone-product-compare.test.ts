import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { comparePath, productPath } from "../../shared/routes";
import { COMPARE_STORAGE_KEY } from "../../client/state/compare";
import { waitForHydration, openScreen } from "./support/page-checks";
import { scrollInSteps, waitForScrollListener } from "./support/listing-scroll";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * A product page and a comparison on a phone's 375×812: the header gives its room back while the
 * page scrolls down (as on the listing: listing-thumb-layout.test.ts), the comparison's names row then
 * sticks at the top in at most a fifth of the screen; and what a shopper does before the app has
 * loaded (typing a search, tapping "+ Comparar") is not lost once it has.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const [PHONE] = SIZES;

const PRODUCT = productPath("mobile", "xiaomi-15-ultra");
const COMPARISON = comparePath(["samsung-galaxy-s25-ultra", "xiaomi-15-ultra", "apple-iphone-16-pro"]);

const headerBottom = (page: Page) => page.locator(".site-header").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

describe("the header on a phone's product page and comparison", () => {
  it.each([
    ["a product page", PRODUCT],
    ["a comparison", COMPARISON],
  ])("slides away while %s scrolls down, and comes back on scrolling up", async (_kind, path) => {
    const page = await openScreen(pool.pages, server.url + path, PHONE);
    expect(await headerBottom(page)).toBeGreaterThan(90);
    await waitForScrollListener(page);
    await scrollInSteps(page, 900);
    await page.locator("html[data-header-hidden]").waitFor({ state: "attached" });
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    await scrollInSteps(page, -300);
    await expect.poll(() => page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  it("leaves the comparison's names row alone at the top of the screen, in at most a fifth of it (162 px)", async () => {
    const page = await openScreen(pool.pages, server.url + COMPARISON, PHONE);
    await waitForScrollListener(page);
    // Into the rows, which then pass under the names.
    const rowsTop = await page
      .locator(".compare-table tbody")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollInSteps(page, rowsTop + 300);
    await page.locator("html[data-header-hidden]").waitFor({ state: "attached" });
    await expect.poll(() => page.locator(".compare-table thead").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    const row = await page.locator(".compare-table thead").evaluate((el) => el.getBoundingClientRect().height);
    expect(row).toBeLessThanOrEqual(PHONE.height * 0.2);
    // Every product's name is readable there, not covered.
    const covered = await page.locator(".compare-table thead th[scope=col]").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 6);
        return hit && cell.contains(hit) ? [] : [cell.textContent];
      }),
    );
    expect(covered).toEqual([]);
  });
});

/**
 * Opens `path` with the client's entry script held back until `release()`: the server's HTML shows and
 * takes input, the app has not started. (A hydrated page of the site first, so the pool's page is ready.)
 */
async function openBeforeTheApp(path: string): Promise<{ page: Page; release: () => void }> {
  const { page } = await pool.pages.open(`${server.url}/`, { viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true });
  await waitForHydration(page);
  await page.evaluate(() => window.localStorage.clear());
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(server.url + path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return { page, release };
}

describe("before the app has loaded, on a phone's product page", () => {
  it("the header search's words typed then get their suggestions as soon as it has, without another key", async () => {
    const { page, release } = await openBeforeTheApp(PRODUCT);
    const box = page.locator("header .site-search__input");
    await box.tap();
    await box.pressSequentially("samsung");
    release();
    await waitForHydration(page);
    const listbox = page.getByRole("listbox", { name: "Sugerencias de búsqueda" });
    await expect.poll(() => listbox.getByRole("option").count()).toBeGreaterThan(1);
    await expect(box.inputValue()).resolves.toBe("samsung");
    await expect(listbox.getByRole("option").allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/Samsung/)]));
  });

  it("'+ Comparar' tapped stays on the page and ends in the compare tray once the app has loaded", async () => {
    const { page, release } = await openBeforeTheApp(PRODUCT);
    const toggle = page.locator(".product__media .compare-toggle__button");
    await toggle.tap();
    // Not the one-product comparison its link leads to without script.
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    release();
    await waitForHydration(page);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await expect(toggle.locator(".compare-toggle__text").textContent()).resolves.toBe("En comparación");
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), COMPARE_STORAGE_KEY);
    expect((JSON.parse(stored ?? "[]") as { id: string }[]).map((item) => item.id)).toEqual(["xiaomi-15-ultra"]);
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
  });
});
