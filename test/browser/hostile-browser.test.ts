import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { emulatorTarget, writeDocuments } from "../../scripts/lib/firestore-writer";
import { seedSampleCatalogue } from "../../scripts/lib/seed-sample";
import { openPage, waitForHydration } from "./support/page-checks";
import { connectChromium, sharedEmulator } from "./support/shared";

const PWN = "window.__pwned=1";
let emulator: RunningEmulator;
let server: RunningDevServer;
let browser: Browser;

/** Real TV records made hostile, written to Firestore like any update would be. */
function hostileRecords() {
  const [a, b, c] = SAMPLE_CATALOGUE.tv.map(
    (r) => structuredClone(r) as Record<string, unknown> & { id: string; amazon: Record<string, unknown>; general: Record<string, unknown> },
  );
  return [
    { ...a, id: "hostil-nombre", model: `</script><script>${PWN}</script><img src=x onerror="${PWN}">`, brand: `<svg onload="${PWN}">` },
    {
      ...b,
      id: "hostil-analisis",
      general: {
        ...b.general,
        description: `# <img src=x onerror="${PWN}">\n\n<script>${PWN}</script>\n\n[clic](javascript:${PWN}) [datos](data:text/html,<script>${PWN}</script>)`,
      },
    },
    {
      ...c,
      id: "hostil-enlace",
      amazon: {
        ...c.amazon,
        affiliateLink: `javascript:${PWN}`,
        image: `javascript:${PWN}`,
        imageSmall: `javascript:${PWN}`,
        imageLarge: `//evil.example/x.png`,
      },
    },
  ].map(({ id, ...data }) => ({ id, data }));
}

/**
 * Issue 13: every bad value found when the site was tried with realistic and hostile data, each on
 * a real TV record. The refused ones must vanish without a trace; the rest must show; none may
 * take a page down.
 */
function badValueRecords() {
  const base = SAMPLE_CATALOGUE.tv.slice(3, 14).map(
    (r) =>
      structuredClone(r) as Record<string, unknown> & {
        id: string;
        amazon: Record<string, unknown>;
        general: Record<string, unknown>;
        specs: Record<string, Record<string, unknown>>;
        score: Record<string, unknown>;
      },
  );
  const offer = (i: number, amazon: Record<string, unknown>) => ({ ...base[i], amazon: { ...base[i].amazon, ...amazon } });
  const refused = [
    { ...offer(0, { priceCurrency: "€" }), id: "malo-moneda-simbolo" },
    { ...offer(1, { priceCurrency: "" }), id: "malo-moneda-vacia" },
    { ...offer(2, { priceCurrency: "EU" }), id: "malo-moneda-eu" },
    { ...offer(3, { price: -100 }), id: "malo-precio-negativo" },
    { ...offer(4, { price: 0 }), id: "malo-precio-cero" },
    { ...base[5], year: -2024, id: "malo-anio-negativo" },
  ];
  const { general: _general, ...withoutAnalysis } = base[8];
  const shown = [
    { ...offer(6, { affiliateLink: `javascript:${PWN}` }), id: "raro-enlace-js" },
    {
      ...base[7],
      score: { ...base[7].score, categories: { constructor: 80, toString: 70, Sonido: 60 } },
      specs: { ...base[7].specs, gaming: { vrrSupport: "yes", inputLagMs: 12 } },
      id: "toString",
    },
    {
      ...withoutAnalysis,
      amazon: { affiliateLink: base[8].amazon.affiliateLink, price: 321, availability: "InStock" },
      specs: { ...base[8].specs, display: { sizeInches: 50 } },
      id: "raro-sin-panel",
    },
  ];
  return { refused, shown };
}

// A hang limit, not a speed check: this hook seeds the emulator, starts `wrangler dev` and builds all
// eight categories from Firestore; at the suite's start, beside its busiest files, it once took over 120 s.
const HOOK_HANG_LIMIT_MS = 240_000;

beforeAll(async () => {
  const started = Date.now();
  const step = (name: string) => console.log(`[hostile-browser] ${name} after ${Date.now() - started} ms`);
  emulator = sharedEmulator("demo-hostile");
  const target = emulatorTarget(emulator.hostPort, emulator.projectId);
  await seedSampleCatalogue(target);
  const { refused, shown } = badValueRecords();
  await writeDocuments(target, "tv", [...hostileRecords(), ...[...refused, ...shown].map(({ id, ...data }) => ({ id, data }))]);
  step("emulator seeded");
  [server, browser] = await Promise.all([
    startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } }),
    connectChromium(),
  ]);
  step("wrangler dev and Chromium up");
  // These checks are about rendering, not a cold start: build every category's snapshot first
  // (the home reads all eight; so does the comparison page, which finds products by id alone).
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  // And the first page the browser loads once, so its first render is not a test's own cost.
  expect((await fetch(`${server.url}/categoria/tv`)).status).toBe(200);
  step("eight categories built");
}, HOOK_HANG_LIMIT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("hostile catalogue records in Chromium", () => {
  it.each([
    "/categoria/tv",
    "/categoria/tv?q=script",
    "/productos/tv/hostil-nombre",
    "/productos/tv/hostil-analisis",
    "/productos/tv/hostil-enlace",
    "/comparar?pids=hostil-nombre,hostil-analisis,hostil-enlace",
  ])("%s: nothing executes, bad links are not links, the page works", async (path) => {
    // Its load may take up to the shared hang limit (support/shared.ts, connectChromium).
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
  });

  it("shows 'Enlace de compra no disponible' for a javascript: affiliate link", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/productos/tv/hostil-enlace`);
    await page.getByText("Enlace de compra no disponible").waitFor();
    await expect(page.getByRole("link", { name: "Ver en Amazon" }).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("a record with every bad value never takes a page down", () => {
  const { refused, shown } = badValueRecords();
  const sampleTvs = SAMPLE_CATALOGUE.tv.map((r) => r.id);
  const pages = [
    "/",
    "/categoria/tv",
    "/categoria/tv?orden=precio-asc",
    ...shown.map((r) => `/productos/tv/${r.id}`),
    ...sampleTvs.slice(0, 4).map((id) => `/productos/tv/${id}`),
    `/comparar?pids=${shown.map((r) => r.id).join(",")}`,
    `/comparar?pids=${refused[0].id},${sampleTvs[0]}`,
  ];

  it.each(pages)("%s shows its products, with no error in the page and no refused record", async (path) => {
    const { page, errors } = await openPage(browser, server.url + path);
    expect(errors).toEqual([]);
    const main = (await page.locator("main").innerText()).trim();
    expect(main.length).toBeGreaterThan(100);
    expect(await page.locator("main h1").count()).toBe(1);
    const hrefs = await page.locator("main a[href^='/productos/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const record of refused) expect(hrefs).not.toContain(`/productos/tv/${record.id}`);
    expect(main).not.toMatch(/NaN|undefined|Invalid|-100,00|RangeError/);
  });

  it("the category lists every valid TV, including the one without panel, analysis or picture", async () => {
    const { page } = await openPage(browser, `${server.url}/categoria/tv`);
    const hrefs = await page.locator(".product-grid a.product-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const id of [...sampleTvs, "toString", "raro-sin-panel", "raro-enlace-js"]) expect(hrefs).toContain(`/productos/tv/${id}`);
    // "yes" among true and false leaves VRR a 'Características Adicionales' checkbox, not a list of words.
    const { filters } = (await (await fetch(`${server.url}/api/categories/tv`)).json()) as {
      filters: { id: string; type: string; children?: { id: string; type: string }[] }[];
    };
    expect(filters.find((f) => f.id === "gaming.vrrSupport")).toBeUndefined();
    expect(filters.find((f) => f.id === "otherFeatures")?.children).toContainEqual(expect.objectContaining({ id: "gaming.vrrSupport", type: "checkbox" }));
  });

  it("a refused record is a 404, and an unreadable price never shows as a negative amount", async () => {
    for (const record of refused) expect((await fetch(`${server.url}/productos/tv/${record.id}`)).status).toBe(404);
    const prices: number[] = [];
    for (let desde = 0, total = 1; desde < total; desde += 50) {
      const page = (await (await fetch(`${server.url}/api/categories/tv/products?desde=${desde}`)).json()) as { total: number; cards: { price: number }[] };
      total = page.total;
      prices.push(...page.cards.map((card) => card.price));
    }
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price > 0)).toBe(true);
    const toStringProduct = (await (await fetch(`${server.url}/api/products/tv/toString`)).json()) as { amazon: { affiliateLink: string } };
    expect(toStringProduct).toMatchObject({ id: "toString" });
    const jsLink = (await (await fetch(`${server.url}/api/products/tv/raro-enlace-js`)).json()) as { amazon: { affiliateLink: string } };
    expect(jsLink.amazon.affiliateLink).toBe("");
  });
});
