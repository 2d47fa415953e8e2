import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * The listing's search understanding spec words and brand slips as the shopper types, in Chromium at a
 * phone's 375×812 (the box works the same at every width). What the worker answers for such a term:
 * test/worker/spec-search.test.ts.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const PHONE = { width: SIZES[0].width, height: SIZES[0].height };

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await pool.pages.open(server.url + path, { viewport: PHONE, isMobile: true, hasTouch: true });
  await waitForHydration(opened.page);
  return opened;
}

const oled = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { panelType: string } }).display.panelType === "OLED").length;
const samsung = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "Samsung").length;
const chips = (page: Page) => page.locator(".active-filters__chip").allTextContents();
const count = (page: Page) => page.locator(".category__count").textContent();

describe("the listing's search understands specs as the shopper types (375 px)", () => {
  it("typing 'oled' shows the OLED filter as a chip and lists every OLED TV; Back takes it off", async () => {
    const { page, errors } = await open("/categoria/tv");
    await page.getByLabel("Buscar en televisores").fill("oled");
    await expect.poll(() => chips(page)).toEqual(["Tipo de panel: OLED"]);
    await expect.poll(() => count(page)).toBe(`${oled} productos`);
    await expect.poll(() => page.url()).toBe(`${server.url}/categoria/tv?display.panelType=OLED`);
    // The word became the filter: the box keeps what is left to search by name (nothing).
    expect(await page.getByLabel("Buscar en televisores").inputValue()).toBe("");
    await page.goBack();
    await expect.poll(() => chips(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a misspelt brand ('samsumg') is corrected in the box and lists the Samsungs", async () => {
    const { page, errors } = await open("/categoria/tv");
    const box = page.getByLabel("Buscar en televisores");
    await box.fill("samsumg");
    await expect.poll(() => count(page)).toBe(`${samsung} productos`);
    await expect.poll(() => box.inputValue()).toBe("samsung");
    expect(await chips(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
