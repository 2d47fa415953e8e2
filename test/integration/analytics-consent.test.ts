import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { waitForHydration } from "./support/page-checks";

const MEASUREMENT_ID = "G-TEST12345";
let development: RunningDevServer;
let production: RunningDevServer;
let browser: Browser;

beforeAll(async () => {
  // Production configuration: the page's hostname (127.0.0.1) is the configured SITE_HOST.
  [development, production, browser] = await Promise.all([
    startDevServer({ vars: { GA_MEASUREMENT_ID: MEASUREMENT_ID } }),
    startDevServer({ vars: { SITE_HOST: "127.0.0.1", GA_MEASUREMENT_ID: MEASUREMENT_ID } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([development?.stop(), production?.stop()]);
});

/** A page whose requests to Google's tag are answered locally and recorded. */
async function openWithTagStub(server: RunningDevServer, path = "/") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tagRequests: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__tagLoaded = true;" });
  });
  await page.goto(server.url + path);
  await waitForHydration(page);
  return { page, tagRequests };
}

const events = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args).slice(0, 2).join(":")));

describe("seed 000 §7 analytics with consent (AEPD)", () => {
  it("never loads in development, even with a measurement id", async () => {
    const { page, tagRequests } = await openWithTagStub(development);
    await page.waitForTimeout(500);
    await expect(page.locator(".consent").count()).resolves.toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined");
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });

  it("in production asks first, with 'Rechazar' as prominent as 'Aceptar', and sends nothing before consent", async () => {
    const { page, tagRequests } = await openWithTagStub(production);
    const banner = page.getByRole("region", { name: "Consentimiento de cookies" });
    await banner.waitFor();
    const style = (name: string) =>
      banner.getByRole("button", { name }).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.padding, (el as HTMLElement).offsetHeight].join("|");
      });
    expect(await style("Rechazar")).toBe(await style("Aceptar"));
    await page.waitForTimeout(300);
    expect(tagRequests).toEqual([]);
    expect(await events(page)).toEqual([]);

    await banner.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => tagRequests.length).toBe(1);
    expect(tagRequests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
    await expect.poll(() => events(page)).toContain("event:page_view");
    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Cámaras" }).click();
    await page.waitForURL(/\/categoria\/camera$/);
    await expect.poll(async () => (await events(page)).filter((e) => e === "event:page_view").length).toBe(2);

    // The choice is remembered: no banner, the tag loads by itself.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tagRequests.length).toBe(2);
    await expect(page.locator(".consent").count()).resolves.toBe(0);
    await page.context().close();
  });

  it("remembers 'Rechazar' and lets the visitor change the choice on the cookie policy page", async () => {
    const { page, tagRequests } = await openWithTagStub(production, "/cookie-policy");
    await page.getByRole("region", { name: "Consentimiento de cookies" }).getByRole("button", { name: "Rechazar" }).click();
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Has rechazado las cookies de analítica.").waitFor();
    await expect(page.locator(".consent").count()).resolves.toBe(0);
    expect(tagRequests).toEqual([]);

    await page.getByRole("button", { name: "Aceptar cookies de analítica" }).click();
    await page.getByText("Has aceptado las cookies de analítica.").waitFor();
    await expect.poll(() => tagRequests.length).toBe(1);
    await page.context().close();
  });
});
