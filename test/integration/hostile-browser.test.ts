import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { launchChromium } from "../../scripts/lib/chromium";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { startFirestoreEmulator, type RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { emulatorTarget, writeDocuments } from "../../scripts/lib/firestore-writer";
import { seedSampleCatalogue } from "../../scripts/lib/seed-sample";
import { waitForHydration } from "./support/page-checks";

const PWN = "window.__pwned=1";
let emulator: RunningEmulator;
let server: RunningDevServer;
let browser: Browser;

/** Real TV records made hostile, written to Firestore like any update would be. */
function hostileRecords() {
  const [a, b, c] = SAMPLE_CATALOGUE.tv.map((r) => structuredClone(r) as Record<string, unknown> & { id: string; amazon: Record<string, unknown>; general: Record<string, unknown> });
  return [
    { ...a, id: "hostil-nombre", model: `</script><script>${PWN}</script><img src=x onerror="${PWN}">`, brand: `<svg onload="${PWN}">` },
    { ...b, id: "hostil-analisis", general: { ...b.general, description: `# <img src=x onerror="${PWN}">\n\n<script>${PWN}</script>\n\n[clic](javascript:${PWN}) [datos](data:text/html,<script>${PWN}</script>)` } },
    { ...c, id: "hostil-enlace", amazon: { ...c.amazon, affiliateLink: `javascript:${PWN}`, image: `javascript:${PWN}`, imageSmall: `javascript:${PWN}`, imageLarge: `//evil.example/x.png` } },
  ].map(({ id, ...data }) => ({ id, data }));
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ projectId: "demo-hostile" });
  const target = emulatorTarget(emulator.hostPort, emulator.projectId);
  await seedSampleCatalogue(target);
  await writeDocuments(target, "tv", hostileRecords());
  [server, browser] = await Promise.all([
    startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } }),
    launchChromium(),
  ]);
  // These checks are about rendering, not a cold start: build every category's snapshot first
  // (the home reads all eight; so does the comparison page, which finds products by id alone).
  expect((await fetch(`${server.url}/`)).status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await emulator?.stop();
});

describe("hostile catalogue records in Chromium", () => {
  it.each(["/categoria/tv", "/categoria/tv?q=script", "/productos/tv/hostil-nombre", "/productos/tv/hostil-analisis", "/productos/tv/hostil-enlace", "/comparar?pids=hostil-nombre,hostil-analisis,hostil-enlace"])(
    "%s: nothing executes, bad links are not links, the page works",
    async (path) => {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      const refused: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on("console", (message) => {
        if (/Refused to/.test(message.text())) refused.push(message.text());
      });
      const response = await page.goto(server.url + path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(refused).toEqual([]); // nothing hostile even reached the DOM for the CSP to block
      expect(await page.locator("a[href^='javascript:'], a[href^='data:'], img[src^='javascript:']").count()).toBe(0);
      await expect(page.locator("main h1").count()).resolves.toBe(1);
      await page.close();
    },
  );

  it("shows 'Enlace de compra no disponible' for a javascript: affiliate link", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/productos/tv/hostil-enlace`);
    await page.getByText("Enlace de compra no disponible").waitFor();
    await expect(page.getByRole("link", { name: "Ver en Amazon" }).count()).resolves.toBe(0);
    await page.close();
  });
});
