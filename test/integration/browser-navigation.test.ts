import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/chromium";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { waitForHydration } from "./support/page-checks";

let server: RunningDevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("hydration and client-side navigation in Chromium (wrangler dev, sample catalogue)", () => {
  it("loads /, hydrates, and moves to a category and a product without a full page load", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(page.title()).resolves.toContain("Comparador");
    // A marker on window survives client navigation and is lost on a full page load.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Portátiles" }).click();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.title()).resolves.toContain("Portátiles");

    const firstCard = page.locator(".product-card a").first();
    const href = await firstCard.getAttribute("href");
    await firstCard.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.locator(".breadcrumb").waitFor();

    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("heading", { level: 1, name: "Portátiles" }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("renders the not-found view with a 404 for an unknown path", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/contact`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await page.close();
  });
});
