import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, useChromium } from "./support/shared";
import { waitForHydration } from "./support/page-checks";

/** The listing's search understanding spec words and brand slips, in Chromium at 375 and 1440 px. */
const server = { url: sharedServerUrl() };
const chromium = useChromium();

async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.url + path);
  await waitForHydration(page);
  return { page, errors };
}

const oled = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { panelType: string } }).display.panelType === "OLED").length;
const samsung = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "Samsung").length;
const chips = (page: Page) => page.locator(".active-filters__chip").allTextContents();
const count = (page: Page) => page.locator(".category__count").textContent();

describe("the listing's search understands specs in Chromium", () => {
  for (const width of [375, 1440]) {
    it(`${width} px: typing 'oled' shows the OLED filter as a chip and lists every OLED TV`, async () => {
      const { page, errors } = await open("/categoria/tv", width);
      await page.getByLabel("Buscar en televisores").fill("oled");
      await expect.poll(() => chips(page)).toEqual(["Tipo de panel: OLED"]);
      await expect.poll(() => count(page)).toBe(`${oled} productos`);
      await expect.poll(() => page.url()).toBe(`${server.url}/categoria/tv?display.panelType=OLED`);
      // The word became the filter: the box keeps what is left to search by name (nothing).
      expect(await page.getByLabel("Buscar en televisores").inputValue()).toBe("");
      await page.goBack();
      await expect.poll(() => chips(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`${width} px: a misspelt brand ('samsumg') is corrected in the box and lists the Samsungs`, async () => {
      const { page, errors } = await open("/categoria/tv", width);
      const box = page.getByLabel("Buscar en televisores");
      await box.fill("samsumg");
      await expect.poll(() => count(page)).toBe(`${samsung} productos`);
      await expect.poll(() => box.inputValue()).toBe("samsung");
      expect(await chips(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
