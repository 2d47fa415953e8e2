import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../../../scripts/lib/chromium";
import { startDevServer } from "../../../scripts/lib/dev-server";
import { startFirestoreEmulator } from "../../../scripts/lib/firestore-emulator";
import type {} from "../../support/shared-emulator";

/**
 * What every browser file shares, started once per `vitest run` (each costs seconds on these
 * 2 cores): one headless Chromium, one `wrangler dev` on the sample catalogue, one Firestore emulator.
 *
 * How a new file (say test/browser/phone-pages.test.ts) uses them, through support/shared.ts:
 * - `const browser = await connectChromium()` in beforeAll, `await browser.close()` in afterAll
 *   (that closes this file's connection and its contexts, not the shared browser); open pages with
 *   `openPage(browser, sharedServerUrl() + path, width)` as before.
 * - `sharedServerUrl()` is the sample catalogue's server. Only read from it (GET pages and the API):
 *   every file sees the same server, in any order. A file that needs other vars or writes (an admin
 *   revalidation, its own catalogue) starts its own with `startDevServer({ vars })`.
 * - `sharedEmulator("demo-<file>")` is a project of its own in the shared emulator: the emulator keeps
 *   projects apart, so seed it and point your own server at it (FIREBASE_PROJECT_ID = its projectId).
 *   Use a project id no other file uses.
 */
export default async function setup(project: TestProject) {
  const [browser, server, emulator] = await Promise.all([
    launchChromiumServer(),
    // A development server that has a measurement id, as a developer's might: analytics must still
    // stay off there (analytics-consent.test.ts checks it on this server).
    startDevServer({ vars: { GA_MEASUREMENT_ID: SHARED_MEASUREMENT_ID } }),
    startFirestoreEmulator({ projectId: "demo-shared" }),
  ]);
  project.provide("chromiumWsEndpoint", browser.wsEndpoint());
  project.provide("sharedServerUrl", server.url);
  project.provide("emulatorHostPort", emulator.hostPort);
  return async () => {
    await Promise.all([browser.close(), server.stop(), emulator.stop()]);
  };
}

/** The Google Analytics id of the shared server (analytics-consent.test.ts uses the same one). */
export const SHARED_MEASUREMENT_ID = "G-TEST12345";

declare module "vitest" {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
    sharedServerUrl: string;
  }
}
