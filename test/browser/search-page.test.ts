import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { TEXT } from "../../shared/texts";
import { axeViolations } from "./support/axe";
import { keyboardWalk } from "./support/focus-checks";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * The header search's results page (/buscar) in Chromium: reached from the header and searched again
 * on the client, at a phone's 375×812; its layout and axe-core at 375 and 1440 px, a keyboard walk at 375.
 * What the worker's HTML decides (the header's and the page's GET forms, the groups and their links,
 * the hints, what a term too short or matching nothing shows): test/worker/search-page.test.ts.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const PHONE = { width: SIZES[0].width, height: SIZES[0].height };

beforeAll(async () => {
  // Build every category once before the tests (a cold build takes seconds).
  expect((await fetch(`${server.url}/api/search/suggest?q=samsung`, { signal: AbortSignal.timeout(100_000) })).status).toBe(200);
}, 180_000);

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

describe("/buscar with JavaScript (375×812)", () => {
  it("Enter in the header with no suggestion chosen opens the results on the client; their own form searches again, its hint following what is typed, and a group opens its listing", async () => {
    const { page, errors } = await pool.pages.open(`${server.url}/`, { viewport: PHONE, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const header = page.getByRole("combobox", { name: "Buscar productos en todas las categorías" });
    await header.fill("iphone 15");
    await page.getByRole("listbox", { name: "Sugerencias de búsqueda" }).waitFor();
    await header.press("Enter");
    await page.waitForURL(`${server.url}/buscar?q=iphone+15`);
    await page.getByRole("heading", { level: 1, name: "Resultados de «iphone 15»" }).waitFor();

    // The hint under the page's own box follows what is typed: none for "iphone 15", shown for "ip", gone again.
    const box = page.getByLabel("Marca o modelo");
    const hint = page.locator("#search-page-hint");
    await expect(hint.count()).resolves.toBe(0);
    await box.fill("ip");
    await expect.poll(() => hint.textContent()).toBe(TEXT.searchHint);
    await expect(box.getAttribute("aria-describedby")).resolves.toBe("search-page-hint");
    await box.fill("iphone");
    await expect.poll(() => hint.count()).toBe(0);
    await box.press("Enter");
    await page.waitForURL(`${server.url}/buscar?q=iphone`);
    await page.getByRole("heading", { level: 1, name: "Resultados de «iphone»" }).waitFor();
    const iphones = SAMPLE_CATALOGUE.mobile.filter((r) => String(r.model).toLowerCase().includes("iphone")).length;
    await page.getByRole("link", { name: `Ver los ${iphones} resultados en Móviles` }).click();
    await page.waitForURL(`${server.url}/categoria/mobile?q=iphone`);
    await expect.poll(() => page.locator(".category__count").textContent()).toBe(`${iphones} productos`);
    // All of it on the client: the page that was loaded is still the one showing.
    await expect(stayed(page)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

describe.each(SIZES)("/buscar at $name", (size) => {
  // Focus rings are drawn by the same CSS at every width; what clips or covers them is the phone's
  // layout (a wide screen's header and cards are walked in phone-pages.test.ts).
  it(`has no sideways scroll and no axe-core violations${size.phone ? ", and a keyboard walk shows focus at every stop" : ""}`, async () => {
    // CSP bypassed for axe-core's script only.
    const { page } = await pool.pages.open(`${server.url}/buscar?q=samsung`, {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      bypassCSP: true,
    });
    await waitForHydration(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    if (size.phone) expect(await keyboardWalk(page, 60)).toEqual([]);
  });
});
