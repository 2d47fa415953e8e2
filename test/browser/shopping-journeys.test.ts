import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { TEXT } from "../../shared/texts";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../../scripts/lib/seed-sample";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import { warmBuilds } from "../../scripts/bench/warm-builds";
import { clickWhenSettled, openPage, unnamedControls, waitForHydration } from "./support/page-checks";
import { connectChromium, sharedEmulator, sharedServerUrl } from "./support/shared";

const SYNTHETIC_TVS = 120;
let browser: Browser;
/** The shared server on the sample catalogue. */
const sample = { url: sharedServerUrl() };
let emulator: RunningEmulator;
let large: RunningDevServer;

beforeAll(async () => {
  emulator = sharedEmulator("demo-journeys");
  const target = emulatorTarget(emulator.hostPort, emulator.projectId);
  await seedSampleCatalogue(target);
  await writeDocuments(
    target,
    "tv",
    syntheticRecords("tv", SYNTHETIC_TVS).map(({ id, ...data }) => ({ id, data })),
  );
  [large, browser] = await Promise.all([
    startTestServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } }),
    connectChromium(),
  ]);
  // The first visitor of a fresh worker waits while it builds every category from the emulator (the
  // home page shows them all): done here, within the hook's limit, not inside the journey's first
  // page load, which on a busy CI machine could take longer than its limit.
  await warmBuilds(large.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await large?.stop();
});

const open = (server: { url: string }, width: number, path = "/") => openPage(browser, server.url + path, width);

const cards = (page: Page) => page.locator(".product-grid--category .product-card");
// Visible cards change in a render after the click (valtio notifies React asynchronously), so tests poll them.
const visibleCards = async (page: Page) => (await cards(page).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null))).length;
const count = (page: Page) => page.locator(".category__count");
/** The cards' compare toggles that say 'Comparar' (their name goes on with the product: "Comparar LG OLED65C4"). */
const addButtons = (page: Page) => page.locator(".compare-toggle").getByRole("button", { name: /^Comparar / });
const chosenToggles = (page: Page) => page.locator(".compare-toggle").getByRole("button", { name: /^En comparación / });
const compareButton = (page: Page) => page.getByRole("button", { name: /^Comparar \d de 3 productos elegidos$/ });
/** How many products the header's button says are chosen (its accessible name: "Comparar 3 de 3 productos elegidos"). */
const chosenCount = (page: Page) => compareButton(page).evaluate((button) => Number(button.querySelector(".compare-menu__badge")?.textContent));
const saysChosen = async (page: Page, n: number) =>
  (await page.getByRole("button", { name: `Comparar ${n} de 3 productos elegidos`, exact: true }).count()) === 1;

async function addThreeAndRefuseFourth(page: Page) {
  for (let i = 0; i < 3; i++) await addButtons(page).first().click();
  await expect(chosenToggles(page).count()).resolves.toBe(3);
  await expect(saysChosen(page, 3)).resolves.toBe(true);
  const fourth = addButtons(page).first();
  await expect(fourth.getAttribute("aria-disabled")).resolves.toBe("true");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A person can still press the greyed-out button (aria-disabled): it explains the refusal, in the
  // page (role="alert"), not in a browser dialog.
  await fourth.click({ force: true });
  const refusal = page.getByRole("alert").filter({ hasText: TEXT.compareFull });
  await refusal.waitFor();
  expect(dialogs).toEqual([]);
  await refusal.getByRole("button", { name: "Cerrar aviso" }).click();
  await expect.poll(() => refusal.count()).toBe(0);
  await expect(saysChosen(page, 3)).resolves.toBe(true);
}

describe("shopping journey at 1440 px (synthetic TVs in the Firestore emulator, for pagination)", () => {
  it("home → category → filter → search → load more → three to compare → refused fourth → comparison", async () => {
    const { page, errors } = await open(large, 1440);
    // Home: 60 latest, 10 rows × 5 columns visible first, then one more page.
    await page.getByRole("heading", { level: 2, name: "Productos Añadidos Recientemente" }).waitFor();
    for (const badge of ["Impulsado por IA", "Datos en Tiempo Real", "Actualizaciones Diarias", "Análisis Avanzado"]) {
      await page.getByText(badge, { exact: true }).waitFor();
    }
    await expect.poll(() => page.locator(".product-grid--home .product-card").count()).toBe(50);
    await clickWhenSettled(page.getByRole("button", { name: "Cargar más Productos" }));
    await expect.poll(() => page.locator(".product-grid--home .product-card").count()).toBe(60);

    await page.getByRole("link", { name: "Explorar Plataforma" }).click();
    await page.waitForURL(`${large.url}/categoria/tv`);
    const total = SAMPLE_CATALOGUE.tv.length + SYNTHETIC_TVS;
    await expect.poll(() => count(page).textContent()).toBe(`${total} productos`);
    await expect.poll(() => visibleCards(page)).toBe(40); // 1440 px: 4 columns × 10 rows

    // Filter: year 2024, with the option's count shown beside it.
    const year = page.getByRole("group", { name: "Año" }).getByRole("checkbox", { name: /^2024 \(\d+\)$/ });
    const yearLabel = await year.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? "");
    const yearCount = Number(/\((\d+)\)/.exec(yearLabel)![1]);
    await year.check();
    await page.waitForURL(/anio=2024/);
    await expect.poll(() => count(page).textContent()).toBe(`${yearCount} productos`);
    await expect(page.locator(".filters__count").textContent()).resolves.toBe("1");
    await expect(page.locator(".filters__count").getAttribute("aria-label")).resolves.toBe("1 filtro activo");

    // Search within the filtered list.
    await page.getByRole("searchbox", { name: "Buscar en televisores" }).fill("sintética");
    await page.waitForURL(/q=sint%C3%A9tica/);
    const found = Number((await count(page).textContent())!.split(" ")[0]);
    expect(found).toBeGreaterThan(40);
    expect(found).toBeLessThan(yearCount);
    await expect.poll(() => visibleCards(page)).toBe(40);
    await clickWhenSettled(page.getByRole("link", { name: "Cargar más Productos" }));
    await expect.poll(() => visibleCards(page)).toBe(Math.min(80, found));

    // The URL reproduces the listing on the server.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => count(page).textContent()).toBe(`${found} productos`);

    // Compare: three in, the fourth refused, the fly animation on an addition.
    await addButtons(page).first().click();
    await expect(page.locator(".fly-to-compare").count()).resolves.toBe(1);
    await chosenToggles(page).first().click();
    await addThreeAndRefuseFourth(page);

    await compareButton(page).click();
    await page.getByRole("button", { name: "Comparar 3 productos" }).click();
    await page.waitForURL(/\/comparar\?pids=[^,]+,[^,]+,[^,]+$/);
    await page.getByRole("heading", { level: 1, name: "Comparar productos" }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("collapses the sidebar on wide screens and resets the pages when the list changes", async () => {
    const { page } = await open(large, 1600, "/categoria/tv");
    await expect.poll(() => visibleCards(page)).toBe(50); // 1600 px: 5 columns
    await clickWhenSettled(page.getByRole("link", { name: "Cargar más Productos" }));
    await expect.poll(() => visibleCards(page)).toBe(100);
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("precio-asc");
    await expect.poll(() => visibleCards(page)).toBe(50);
    const prices = await cards(page).locator(".product-card__price").allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^\d,]/g, "").replace(",", ".")));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const hide = page.getByRole("button", { name: "Ocultar filtros" });
    await expect(hide.getAttribute("aria-expanded")).resolves.toBe("true");
    await hide.click();
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Mostrar filtros" }).click();
    await page.locator("#filters").waitFor();
    // Each section expands and collapses (a <details>, which works without script too).
    const section = page.locator("details.filters__section", { hasText: "Información Básica" });
    await section.locator("summary.filters__section-toggle").click();
    await expect.poll(() => section.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => page.getByRole("group", { name: "Marca" }).isVisible()).toBe(false);
    await section.locator("summary.filters__section-toggle").click();
    await page.getByRole("group", { name: "Marca" }).waitFor();
  });
});

describe("shopping journey at 375 px (sample catalogue)", () => {
  it("home → category → filter → search → load more → three to compare → refused fourth → comparison", async () => {
    const { page, errors } = await open(sample, 375);
    await expect(
      page.locator(".product-grid--home .product-card").evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).length),
    ).resolves.toBe(20);

    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Televisores" }).click();
    await page.waitForURL(`${sample.url}/categoria/tv`);
    await expect.poll(() => count(page).textContent()).toBe(`${SAMPLE_CATALOGUE.tv.length} productos`);
    // Two cards a row on phones (PRODUCT-RULES.md, Limits), so pages of 10 rows are 20 cards.
    await expect.poll(() => visibleCards(page)).toBe(20);

    // The drawer: opened by 'Filtros', closed by Escape and by the overlay.
    const toggle = page.getByRole("button", { name: "Filtros", exact: true });
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.locator("#filters").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);
    await toggle.click();
    // A press on the dimmed page beside the drawer (the modal dialog's backdrop).
    await page.mouse.click(360, 450);
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);

    // Filter by brand in the drawer, then clear with 'Limpiar'.
    await toggle.click();
    const lg = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "LG").length;
    await page.getByRole("checkbox", { name: /^LG/ }).check();
    await page.waitForURL(/marca=LG/);
    await expect.poll(() => count(page).textContent()).toBe(`${lg} productos`);
    await page.getByRole("button", { name: "Limpiar" }).click();
    await expect.poll(() => count(page).textContent()).toBe(`${SAMPLE_CATALOGUE.tv.length} productos`);
    await page.getByRole("button", { name: "Cerrar filtros" }).click();

    // Search: short terms do nothing, then results, then the empty-result text, then clear.
    const search = page.getByRole("searchbox", { name: "Buscar en televisores" });
    // That a short term starts no search even after the pause, and the pause itself, are checked
    // with fake timers in test/ui/search-box.test.tsx.
    await search.fill("sa");
    await page.getByText(TEXT.searchHint).waitFor();
    await search.fill("samsung");
    await search.press("Enter");
    const samsung = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "Samsung").length;
    await expect.poll(() => count(page).textContent()).toBe(`${samsung} productos`);
    await search.fill("zzzzzz");
    await search.press("Enter");
    await page.getByText('No hay resultados para "zzzzzz"').waitFor();
    await page.getByRole("button", { name: "Borrar búsqueda" }).first().click();
    await expect.poll(() => count(page).textContent()).toBe(`${SAMPLE_CATALOGUE.tv.length} productos`);

    // Load more: 20 at a time on two columns, until every TV shows and the button goes.
    const tvs = SAMPLE_CATALOGUE.tv.length;
    for (let shown = 20; shown < tvs; shown += 20) {
      await clickWhenSettled(page.getByRole("link", { name: "Cargar más Productos" }));
      await expect.poll(() => visibleCards(page)).toBe(Math.min(shown + 20, tvs));
    }
    await expect(page.getByRole("link", { name: "Cargar más Productos" }).count()).resolves.toBe(0);
    // Loaded in place: the address is the listing's, with no page load (the in-place load, not ?pagina).
    expect(new URL(page.url()).search).toBe("");

    await addThreeAndRefuseFourth(page);

    // Scrolled down a listing, the header has slid away: the shopper scrolls back up to its menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The dropdown closes on Escape and on an outside click.
    await compareButton(page).click();
    await page.getByText("3/3").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByText("3/3").isVisible()).toBe(false);
    await compareButton(page).click();
    await page.mouse.click(10, 600);
    await expect.poll(() => page.getByText("3/3").isVisible()).toBe(false);

    // The tray survives a reload and a new tab.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => chosenCount(page)).toBe(3);
    const tab = await page.context().newPage();
    await tab.goto(`${sample.url}/`);
    await waitForHydration(tab);
    await expect.poll(() => chosenCount(tab)).toBe(3);

    await compareButton(page).click();
    await page
      .getByRole("button", { name: /^Quitar .* de la comparación$/ })
      .first()
      .click();
    await page.getByText("2/3").waitFor();
    await page.getByRole("button", { name: "Comparar 2 productos" }).click();
    await page.waitForURL(/\/comparar\?pids=[^,]+,[^,]+$/);
    expect(await unnamedControls(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the 'Comparar Producto' tooltip on hover, and back/forward restore the listing", async () => {
    const { page } = await open(sample, 1280, "/categoria/laptop");
    const toggle = addButtons(page).first();
    // Its second (nothing before it, the text after it): test/ui/compare-toggle.test.tsx, with fake timers.
    await toggle.hover();
    await expect.poll(() => page.getByRole("tooltip").textContent()).toBe("Comparar Producto");

    const before = await count(page).textContent();
    await page
      .getByRole("checkbox", { name: /^Apple/ })
      .first()
      .check();
    await page.waitForURL(/marca=Apple/);
    const filtered = await count(page).textContent();
    expect(filtered).not.toBe(before);
    await page.goBack();
    await page.waitForURL(`${sample.url}/categoria/laptop`);
    await expect.poll(() => count(page).textContent()).toBe(before);
    await page.goForward();
    await expect.poll(() => count(page).textContent()).toBe(filtered);
    await expect(
      page
        .getByRole("checkbox", { name: /^Apple/ })
        .first()
        .isChecked(),
    ).resolves.toBe(true);

    // Choosing another category resets filters and search.
    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Móviles" }).click();
    await page.waitForURL(`${sample.url}/categoria/mobile`);
    await expect(page.locator(".filters__count").count()).resolves.toBe(0);
    expect(await unnamedControls(page)).toEqual([]);
  });
});
