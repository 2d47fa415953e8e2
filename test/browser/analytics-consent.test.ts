import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { waitForHydration } from "./support/page-checks";
import { SHARED_MEASUREMENT_ID } from "./support/global-setup";
import { connectChromium, sharedServerUrl } from "./support/shared";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CONSENT_KEY } from "../../client/state/consent";

const MEASUREMENT_ID = SHARED_MEASUREMENT_ID;
/** The shared server: development (SITE_HOST is not the page's host), with a measurement id. */
const development = { url: sharedServerUrl() };
let production: RunningDevServer;
let browser: Browser;

beforeAll(async () => {
  // Production configuration: the page's hostname (127.0.0.1) is the configured SITE_HOST.
  [production, browser] = await Promise.all([startDevServer({ vars: { SITE_HOST: "127.0.0.1", GA_MEASUREMENT_ID: MEASUREMENT_ID } }), connectChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await production?.stop();
});

/** A page whose requests to Google's tag are answered locally and recorded; `storedConsent` is the choice already in storage. */
async function openWithTagStub(server: { url: string }, path = "/", storedConsent?: boolean) {
  const context = await browser.newContext();
  if (storedConsent !== undefined) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify({ analytics: storedConsent, decidedAt: new Date().toISOString() }),
    ] as const);
  }
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

describe("PRODUCT-RULES.md (Calls and errors) analytics with consent (AEPD)", () => {
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

  it("landing on a product page with consent stored sends view_item once, though it fires before the tag has loaded", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const { page, tagRequests } = await openWithTagStub(production, `/productos/tv/${record.id}`, true);
    await expect.poll(() => tagRequests.length).toBe(1);
    await expect.poll(() => events(page)).toContain("event:view_item");
    await page.waitForTimeout(300);
    const sent = await events(page);
    expect(sent.filter((e) => e === "event:view_item")).toHaveLength(1);
    expect(sent.filter((e) => e === "event:page_view")).toHaveLength(1);
    const item = await page.evaluate(
      () => Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer.find((args) => args[1] === "view_item")!)[2],
    );
    expect(item).toMatchObject({ item_id: record.id, item_category: "tv" });
    await page.context().close();
  });

  it("landing on a comparison page with consent stored sends compare_products once", async () => {
    const ids = SAMPLE_CATALOGUE.tv
      .slice(0, 2)
      .map((r) => r.id)
      .join(",");
    const { page } = await openWithTagStub(production, `/comparar?pids=${ids}`, true);
    await expect.poll(() => events(page)).toContain("event:compare_products");
    await page.waitForTimeout(300);
    expect((await events(page)).filter((e) => e === "event:compare_products")).toHaveLength(1);
    await page.context().close();
  });

  it("queues nothing for a visitor who refused: no tag, no events", async () => {
    const { page, tagRequests } = await openWithTagStub(production, `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}`, false);
    await page.waitForTimeout(500);
    expect(tagRequests).toEqual([]);
    expect(await events(page)).toEqual([]);
    await page.context().close();
  });
});
