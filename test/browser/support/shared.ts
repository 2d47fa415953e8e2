import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { PagePool } from "./page-pool";

export { sharedEmulator } from "../../support/shared-emulator";

/** A connection to the shared Chromium (support/global-setup.ts); closing it closes only this connection. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject("chromiumWsEndpoint"));
}

/** The shared server (the local worker in workerd) on the sample catalogue: read from it, never write. */
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
