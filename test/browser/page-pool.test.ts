import { describe, expect, it } from "vitest";
import { sharedServerUrl, usePagePool } from "./support/shared";

/**
 * The browser tests take their pages from a pool (support/page-pool.ts): what a test leaves must
 * not reach the next one, in a real Chromium.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

describe("a page taken from the pool again", () => {
  it("is the same page, with nothing left by the test before: storage, cookies, routes, listeners, init scripts, other pages, viewport", async () => {
    const { page } = await pool.pages.open(`${server.url}/privacy-policy`, {
      viewport: { width: 375, height: 700 },
      prepare: (context) => context.addInitScript(() => ((window as unknown as { leftOver: boolean }).leftOver = true)),
    });
    await page.evaluate(() => {
      localStorage.setItem("comparador:comparar:v1", "[]");
      sessionStorage.setItem("left", "1");
      document.cookie = "left=1; path=/";
    });
    await page.route("**/robots.txt", (route) => route.abort());
    await page.context().route("**/api/**", (route) => route.abort());
    const heard: string[] = [];
    page.on("console", (message) => heard.push(message.text()));
    await page.context().newPage();
    await page.setViewportSize({ width: 900, height: 500 });

    const again = await pool.pages.open(`${server.url}/help`, { viewport: { width: 1440, height: 900 } });
    expect(again.page, "the page is reused").toBe(page);
    const state = await again.page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      leftOver: "leftOver" in window,
      robots: (await fetch("/robots.txt")).ok,
      // An address of the API that answers without reading the catalogue: reached, not aborted.
      api: (await fetch("/api/no-existe")).status,
    }));
    expect(state).toEqual({ local: 0, session: 0, cookie: "", leftOver: false, robots: true, api: 404 });
    expect(await again.page.context().cookies()).toEqual([]);
    await again.page.evaluate(() => console.log("after the reset"));
    expect(heard, "the test before's listener is gone").not.toContain("after the reset");
    expect(again.page.context().pages()).toEqual([again.page]);
    expect(again.page.viewportSize()).toEqual({ width: 1440, height: 900 });
  });

  it("is a new page in a new context once it has shown another origin", async () => {
    const { page } = await pool.pages.open(`${server.url}/privacy-policy`);
    // The same server under another name is another origin, with storage of its own.
    await page.goto(server.url.replace("127.0.0.1", "localhost") + "/privacy-policy");
    const again = await pool.pages.open(`${server.url}/privacy-policy`);
    expect(again.page).not.toBe(page);
    expect(page.isClosed()).toBe(true);
  });

  it("is a new page in a new context when it was left on a page of no origin (its storage cannot be cleared from there)", async () => {
    const { page } = await pool.pages.open(`${server.url}/privacy-policy`);
    await page.evaluate(() => localStorage.setItem("left", "1"));
    await page.goto("about:blank");
    const again = await pool.pages.open(`${server.url}/privacy-policy`);
    expect(again.page).not.toBe(page);
    expect(await again.page.evaluate(() => localStorage.getItem("left"))).toBeNull();
  });

  it("is kept apart for other context options (a phone's touch)", async () => {
    const desktop = await pool.pages.open(`${server.url}/privacy-policy`);
    const phone = await pool.pages.open(`${server.url}/privacy-policy`, { isMobile: true, hasTouch: true, viewport: { width: 375, height: 812 } });
    expect(phone.page).not.toBe(desktop.page);
    expect(await phone.page.evaluate(() => "ontouchstart" in window)).toBe(true);
    expect((await pool.pages.open(`${server.url}/privacy-policy`)).page).toBe(desktop.page);
  });
});
