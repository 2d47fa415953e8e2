import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicHead } from "../../shared/catalogue-head";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * Shopping by use in Chromium at a phone's 375×812, where the uses row scrolls sideways: a use applied
 * on the client, and Back. The uses and range choices as links that work without the script, and what
 * they list: test/worker/uses.test.ts.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const PHONE = { width: SIZES[0].width, height: SIZES[0].height };

const count = (page: Page) => page.locator(".category__count").textContent();

describe("shopping by use in Chromium (375 px)", () => {
  it("a use puts its filters in the URL and the chips, leaves the products it says, and Back undoes it; its row scrolls, the page does not", async () => {
    const head = (await (await fetch(`${server.url}/api/categories/tv`)).json()) as PublicHead;
    const use = head.uses!.find((u) => u.label === "Cine en casa")!;
    const { page, errors } = await pool.pages.open(`${server.url}/categoria/tv`, { viewport: PHONE, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    const link = page.locator(".uses__link", { hasText: use.label });
    expect(await link.textContent()).toBe(`${use.label} (${use.count})`);
    // The row scrolls sideways on a phone; the page itself never does.
    expect(await page.locator(".uses__list").evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await link.click();
    await expect.poll(() => page.url()).toBe(`${server.url}/categoria/tv${use.search}`);
    await expect.poll(() => count(page)).toBe(`${use.count} productos`);
    expect(await page.locator(".active-filters__chip").allTextContents()).toEqual([
      "Tipo de panel: Mini LED",
      "Tipo de panel: OLED",
      "Formatos HDR: Dolby Vision",
    ]);
    expect(await page.locator(".uses__link[aria-current]").textContent()).toContain(use.label);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${server.url}/categoria/tv`);
    await expect.poll(() => count(page)).toBe(`${head.total} productos`);
    expect(errors).toEqual([]);
  });
});
