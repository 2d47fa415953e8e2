import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicHead } from "../../shared/catalogue-head";
import { sharedServerUrl, useChromium } from "./support/shared";
import { waitForHydration } from "./support/page-checks";

/** Shopping by use and a range's quick choices in Chromium, at 375 and 1440 px, with and without the script. */
const server = { url: sharedServerUrl() };
const chromium = useChromium();

async function open(path: string, width: number, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.url + path);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, errors };
}

const count = (page: Page) => page.locator(".category__count").textContent();

describe("shopping by use in Chromium", () => {
  for (const width of [375, 1440]) {
    it(`${width} px: a use puts its filters in the URL and the chips, leaves the products it says, and Back undoes it`, async () => {
      const head = (await (await fetch(`${server.url}/api/categories/tv`)).json()) as PublicHead;
      const use = head.uses!.find((u) => u.label === "Cine en casa")!;
      const { page, errors } = await open("/categoria/tv", width);
      const link = page.locator(".uses__link", { hasText: use.label });
      expect(await link.textContent()).toBe(`${use.label} (${use.count})`);
      // The row scrolls sideways on a phone; the page itself never does.
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
      await page.context().close();
    });

    it(`${width} px: without the script, a use and a size choice are links that work`, async () => {
      const head = (await (await fetch(`${server.url}/api/categories/tv`)).json()) as PublicHead;
      const use = head.uses!.find((u) => u.label === "Para gaming")!;
      const { page } = await open("/categoria/tv", width, false);
      await Promise.all([page.waitForURL(`${server.url}/categoria/tv${use.search}`), page.locator(".uses__link", { hasText: use.label }).click()]);
      expect(await count(page)).toBe(`${use.count} productos`);
      // The size choices live in the filters, behind the drawer on a phone: follow the link itself.
      const size = page.locator(".range-choices__link", { hasText: "55″" });
      const href = await size.getAttribute("href");
      expect(href).toContain("display.sizeInches=55..55");
      await page.goto(server.url + href!);
      const sizes = await page.locator(".product-card__chips").allTextContents();
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.every((chips) => chips.includes('55"'))).toBe(true);
      await page.context().close();
    });
  }
});
