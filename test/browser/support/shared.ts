import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { PagePool } from "./page-pool";

export { sharedEmulator } from "../../support/shared-emulator";

/**
 * How long a page load may take before it counts as hung: a hang limit, not a speed check. Playwright's
 * 30 s default was passed by a file's first load of a page on a busy CI machine (Node 24, `stress` on a
 * core, both test processes running): large-listing.test.ts's first `page.goto`, hostile-browser.test.ts's
 * before it. Under the integration tests' 60 s.
 */
const NAVIGATION_HANG_LIMIT_MS = 50_000;

/**
 * A connection to the shared Chromium (support/global-setup.ts) whose contexts (newPage's too) wait
 * NAVIGATION_HANG_LIMIT_MS for a load; closing the returned Browser closes only this connection.
 */
export async function connectChromium(): Promise<Browser> {
  const browser = await chromium.connect(inject("chromiumWsEndpoint"));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultNavigationTimeout(NAVIGATION_HANG_LIMIT_MS);
    return context;
  };
  return browser;
}

/** The shared `wrangler dev` on the sample catalogue: read from it, never write. */
export function sharedServerUrl(): string {
  return inject("sharedServerUrl");
}

/**
 * This file's own connection to the shared Chromium: made before the file's tests, closed after them
 * (closing the connection closes the contexts made on it). Read `.browser` inside tests.
 */
export function useChromium(): { browser: Browser } {
  const session = {} as { browser: Browser };
  beforeAll(async () => {
    session.browser = await connectChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/**
 * A page pool (support/page-pool.ts) on this file's own connection to the shared Chromium (useChromium).
 * Read `pool.pages` inside tests, once beforeAll has run.
 */
export function usePagePool(): { pages: PagePool } {
  const session = useChromium();
  const pool = {} as { pages: PagePool };
  beforeAll(() => {
    pool.pages = new PagePool(session.browser);
  });
  return pool;
}
