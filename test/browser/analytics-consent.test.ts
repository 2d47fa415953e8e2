import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import { waitForHydration } from "./support/page-checks";
import type { PooledPageOptions } from "./support/page-pool";
import { SHARED_MEASUREMENT_ID } from "./support/global-setup";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { PHONE } from "./support/site-phone";
import { watchContext } from "./support/site-watch";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CONSENT_KEY } from "../../client/state/consent";

const MEASUREMENT_ID = SHARED_MEASUREMENT_ID;
const TAG = "https://www.googletagmanager.com/";
/** The shared server: development (SITE_HOST is not the page's host), with a measurement id. */
const development = { url: sharedServerUrl() };
let production: RunningDevServer;

beforeAll(async () => {
  // Production configuration: the page's hostname (127.0.0.1) is the configured SITE_HOST.
  production = await startTestServer({ vars: { SITE_HOST: "127.0.0.1", GA_MEASUREMENT_ID: MEASUREMENT_ID } });
});

afterAll(async () => {
  await production?.stop();
});

const pool = usePagePool();
const DESKTOP: PooledPageOptions = { viewport: { width: 1280, height: 720 } };

/**
 * A hydrated page (a phone unless said: consent does not depend on the width) whose requests to Google's tag are
 * answered locally and recorded; `storedConsent` is the choice already in storage.
 */
async function openWithTagStub(server: { url: string }, path = "/", storedConsent?: boolean, screen: PooledPageOptions = PHONE) {
  const tagRequests: string[] = [];
  let watched!: ReturnType<typeof watchContext>;
  const { page } = await pool.pages.open(server.url + path, {
    ...screen,
    prepare: async (context) => {
      watched = watchContext(context);
      await context.route(`${TAG}**`, (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "window.__tagLoaded = true;" });
      });
      const stored = storedConsent === undefined ? null : JSON.stringify({ analytics: storedConsent, decidedAt: new Date().toISOString() });
      const init = await context.addInitScript(([key, value]) => value && localStorage.setItem(key, value), [CONSENT_KEY, stored] as const);
      return { dispose: () => Promise.all([init.dispose(), watched.dispose()]) };
    },
  });
  await waitForHydration(page);
  return { page, tagRequests, watched };
}

/** The events in the page's dataLayer, as "command:name". */
const events = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args).slice(0, 2).join(":")));

/** What of Google's tag is in the page: its function and its script element. */
const tagInPage = (page: Page) =>
  page.evaluate(
    (tag) => ({ gtag: typeof (window as unknown as { gtag?: unknown }).gtag, scripts: document.querySelectorAll(`script[src^="${tag}"]`).length }),
    TAG,
  );

/**
 * Leaves the page by a client navigation (the header's 'Cámaras') and waits for the next view. The
 * stored choice is read as the page finishes hydrating, and React runs the effects of every render it
 * committed before it starts the next one: once the next view shows, whatever the landing page was
 * going to send or load because of that choice has been sent or loaded: a wait on the page's state,
 * never a fixed pause.
 */
async function leave(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Cámaras" }).click();
  await page.waitForURL(/\/categoria\/camera$/);
  await page.getByRole("heading", { level: 1, name: "Cámaras" }).waitFor();
}

describe("PRODUCT-RULES.md (Calls and errors) analytics with consent (AEPD)", () => {
  it("never loads in development, even with a measurement id", async () => {
    const { page, tagRequests, watched } = await openWithTagStub(development, "/help");
    await leave(page);
    await expect(page.locator(".consent").count()).resolves.toBe(0);
    // The banner's code is fetched only when it is shown.
    expect(watched.requests.filter((url) => /\/ConsentBanner-[^/]+\.js$/.test(url))).toEqual([]);
    expect(await tagInPage(page)).toEqual({ gtag: "undefined", scripts: 0 });
    expect(tagRequests).toEqual([]);
  });

  it("in production asks first, with 'Rechazar' as prominent as 'Aceptar', and sends nothing before consent", async () => {
    const { page, tagRequests } = await openWithTagStub(production, "/help");
    const banner = page.getByRole("region", { name: "Consentimiento de cookies" });
    await banner.waitFor();
    const style = (name: string) =>
      banner.getByRole("button", { name }).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.padding, (el as HTMLElement).offsetHeight].join("|");
      });
    expect(await style("Rechazar")).toBe(await style("Aceptar"));
    // The banner shows once the choice was read as not made; React ran that render's effects before
    // rendering the banner, whose code arrived later: a tag loaded or an event sent then would be here.
    expect(await tagInPage(page)).toEqual({ gtag: "undefined", scripts: 0 });
    expect(tagRequests).toEqual([]);
    expect(await events(page)).toEqual([]);

    await banner.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => tagRequests.length).toBe(1);
    expect(tagRequests[0]).toBe(`${TAG}gtag/js?id=${MEASUREMENT_ID}`);
    await expect.poll(() => events(page)).toContain("event:page_view");
    await leave(page);
    await expect.poll(async () => (await events(page)).filter((e) => e === "event:page_view").length).toBe(2);

    // The choice is remembered: no banner, the tag loads by itself.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tagRequests.length).toBe(2);
    await expect(page.locator(".consent").count()).resolves.toBe(0);
  });

  it("remembers 'Rechazar' and lets the visitor change the choice on the cookie policy page", async () => {
    // On a desktop screen: at 375 px the cookie policy page is wider than the screen (its table of
    // cookies), and a phone's Chromium then puts its buttons and the banner's where a tap misses them.
    const { page, tagRequests } = await openWithTagStub(production, "/cookie-policy", undefined, DESKTOP);
    await page.getByRole("region", { name: "Consentimiento de cookies" }).getByRole("button", { name: "Rechazar" }).click();
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Has rechazado las cookies de analítica.").waitFor();
    await expect(page.locator(".consent").count()).resolves.toBe(0);
    expect(tagRequests).toEqual([]);

    await page.getByRole("button", { name: "Aceptar cookies de analítica" }).click();
    await page.getByText("Has aceptado las cookies de analítica.").waitFor();
    await expect.poll(() => tagRequests.length).toBe(1);
  });

  it("landing on a product page with consent stored sends view_item once, though it fires before the tag has loaded", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const { page, tagRequests } = await openWithTagStub(production, `/productos/tv/${record.id}`, true);
    await expect.poll(() => tagRequests.length).toBe(1);
    await expect.poll(() => events(page)).toContain("event:view_item");
    const item = await page.evaluate(
      () => Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer.find((args) => args[1] === "view_item")!)[2],
    );
    expect(item).toMatchObject({ item_id: record.id, item_category: "tv" });
    // Once the visitor has moved on, the product page has sent all it will: one view_item, one page_view.
    await leave(page);
    await expect.poll(async () => (await events(page)).filter((e) => e === "event:page_view").length).toBe(2);
    expect((await events(page)).filter((e) => e === "event:view_item")).toHaveLength(1);
  });

  it("landing on a comparison page with consent stored sends compare_products once", async () => {
    const ids = SAMPLE_CATALOGUE.tv
      .slice(0, 2)
      .map((r) => r.id)
      .join(",");
    const { page } = await openWithTagStub(production, `/comparar?pids=${ids}`, true);
    await expect.poll(() => events(page)).toContain("event:compare_products");
    await leave(page);
    await expect.poll(async () => (await events(page)).filter((e) => e === "event:page_view").length).toBe(2);
    expect((await events(page)).filter((e) => e === "event:compare_products")).toHaveLength(1);
  });

  it("queues nothing for a visitor who refused: no tag, no events, not even for the page they move on to", async () => {
    const { page, tagRequests } = await openWithTagStub(production, `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}`, false);
    await leave(page);
    expect(await tagInPage(page)).toEqual({ gtag: "undefined", scripts: 0 });
    expect(tagRequests).toEqual([]);
    expect(await events(page)).toEqual([]);
  });
});
