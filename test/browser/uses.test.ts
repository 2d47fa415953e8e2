import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { openScreen, waitForHydration } from "./support/page-checks";
import { SIZES } from "./support/sizes";

/**
 * Shopping by use in Chromium at a phone's 375×812, where the uses row scrolls sideways: a use applied
 * on the client, and Back. The uses and range choices as links that work without the script, and what
 * they list: test/worker/uses.test.ts. The active-filter chips that narrow a listing, every one in
 * sight: wrapped at 1440×900, '+N' opening the rest at 375×812 (which chips the server marks:
 * test/worker/listing-weight.test.ts).
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const PHONE = { width: SIZES[0].width, height: SIZES[0].height };

const count = (page: Page) => page.locator(".category__count").textContent();

describe("shopping by use in Chromium (375 px)", () => {
  it("a use puts its filters in the URL and the chips, leaves the products it says, and Back undoes it; its row scrolls, the page does not", async () => {
    const head = (await (await fetch(`${server.url}/api/categories/tv`)).json()) as PublicManifest;
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

/** Six filters on the laptops: more chips than a phone's line holds. */
const SIX_FILTERS = "/categoria/laptop?marca=Apple&marca=ASUS&precio=..1500&dimensions.weightKg=..1.6&battery.lifeHours=10..&hardware.ram.sizeGB=16..";

/** Each chip's box and whether it is drawn, and the page's width. */
const chipBoxes = (page: Page) =>
  page.locator(".active-filters__chip").evaluateAll((chips) =>
    chips.map((chip) => {
      const box = chip.getBoundingClientRect();
      return { text: chip.textContent, left: box.left, right: box.right, top: box.top, bottom: box.bottom, shown: box.width > 0 && box.height > 0 };
    }),
  );
const inViewport = (page: Page, box: { left: number; right: number; top: number; bottom: number }) =>
  box.left >= 0 && box.right <= page.viewportSize()!.width && box.top >= 0 && box.bottom <= page.viewportSize()!.height;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the active-filter chips in Chromium: every one in sight", () => {
  it("wrap at 1440×900: all six in the viewport, no '+N'", async () => {
    const page = await openScreen(pool.pages, `${server.url}${SIX_FILTERS}`, SIZES[1]);
    const chips = await chipBoxes(page);
    expect(chips).toHaveLength(6);
    for (const chip of chips) expect(chip.shown && inViewport(page, chip), chip.text!).toBe(true);
    // More than one line: they wrap rather than scroll.
    expect(await page.locator(".active-filters__list").evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
    expect(await page.locator(".active-filters__more").isVisible()).toBe(false);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  it("end a phone's one line with '+N' at 375×812, which opens the rest", async () => {
    const page = await openScreen(pool.pages, `${server.url}${SIX_FILTERS}`, SIZES[0]);
    const more = page.locator(".active-filters__more");
    const before = await chipBoxes(page);
    const shown = before.filter((chip) => chip.shown);
    const hidden = before.length - shown.length;
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(hidden).toBeGreaterThan(0);
    expect(await more.textContent()).toBe(`+${hidden}`);
    // One line: the chips it shows and '+N' side by side, in the viewport.
    const moreBox = (await more.boundingBox())!;
    for (const chip of shown) {
      expect(inViewport(page, chip), chip.text!).toBe(true);
      expect(Math.abs(chip.top - shown[0].top), chip.text!).toBeLessThan(2);
    }
    expect(moreBox.y + moreBox.height / 2).toBeGreaterThan(shown[0].top);
    expect(moreBox.y + moreBox.height / 2).toBeLessThan(shown[0].bottom);
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(SIZES[0].width);
    await more.tap();
    await expect.poll(async () => (await chipBoxes(page)).every((chip) => chip.shown && chip.left >= 0 && chip.right <= SIZES[0].width)).toBe(true);
    expect(await more.count()).toBe(0);
    // The keyboard goes on where the row grew: the first chip it revealed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(before[shown.length].text);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  it("open the rest by '+N' with JavaScript off too, as the row's `:target`", async () => {
    const { page } = await pool.pages.open(`${server.url}${SIX_FILTERS}`, { viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const hidden = (await chipBoxes(page)).filter((chip) => !chip.shown).length;
    expect(hidden).toBeGreaterThan(0);
    await page.locator(".active-filters__more").tap();
    await expect.poll(() => page.url()).toBe(`${server.url}${SIX_FILTERS}#filtros-activos`);
    await expect.poll(async () => (await chipBoxes(page)).every((chip) => chip.shown && chip.left >= 0 && chip.right <= SIZES[0].width)).toBe(true);
    expect(await page.locator(".active-filters__more").isVisible()).toBe(false);
  });
});
