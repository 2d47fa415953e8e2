import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../../../scripts/lib/chromium";
import { startWorkerdServer } from "../../../scripts/lib/workerd-server";
import { startFirestoreEmulator } from "../../../scripts/lib/firestore-emulator";
import type {} from "../../support/shared-emulator";
import type {} from "../../support/test-server";
import { holdWorkerBundle } from "../../support/worker-bundle";

/**
 * What every browser file shares, started once per `vitest run` (each costs seconds on these
 * 2 cores): one headless Chromium, the local worker's bundle and one server on it with the sample
 * catalogue (workerd, not `wrangler dev`: scripts/lib/workerd-server.ts), one Firestore emulator.
 *
 * How a new file (say test/browser/phone-pages.test.ts) uses them, through support/shared.ts:
 * - `const browser = await connectChromium()` in beforeAll, `await browser.close()` in afterAll
 *   (that closes this file's connection and its contexts, not the shared browser); open pages with
 *   `openPage(browser, sharedServerUrl() + path, width)` as before.
 * - `sharedServerUrl()` is the sample catalogue's server. Only read from it (GET pages and the API):
 *   every file sees the same server, in any order. A file that needs other vars or writes (an admin
 *   revalidation, its own catalogue) starts its own with `startTestServer({ vars })` (test/support/test-server.ts), on the same bundle.
 * - `sharedEmulator("demo-<file>")` is a project of its own in the shared emulator: the emulator keeps
 *   projects apart, so load it and point your own server at it (FIREBASE_PROJECT_ID = its projectId).
 *   Use a project id no other file uses.
 */
export default async function setup(project: TestProject) {
  const [browser, { bundle, release }, emulator] = await Promise.all([
    launchChromiumServer(),
    holdWorkerBundle(),
    startFirestoreEmulator({ projectId: "demo-shared" }),
  ]);
  // A development server that has a measurement id, as a developer's might: analytics must still
  // stay off there (analytics-consent.test.ts checks it on this server).
  const server = await startWorkerdServer({ bundle, vars: { GA_MEASUREMENT_ID: SHARED_MEASUREMENT_ID } });
  project.provide("chromiumWsEndpoint", browser.wsEndpoint());
  project.provide("sharedServerUrl", server.url);
  project.provide("emulatorHostPort", emulator.hostPort);
  project.provide("workerBundle", bundle);
  return async () => {
    await Promise.all([browser.close(), server.stop(), emulator.stop()]);
    release();
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
