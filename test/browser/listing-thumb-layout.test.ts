import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { useChromium, sharedServerUrl } from "./support/shared";
import { openScreen, waitForHydration } from "./support/page-checks";
import { PagePool } from "./support/page-pool";
import { SIZES } from "./support/sizes";
import { scrollInSteps, waitForScrollListener, waitForStill } from "./support/listing-scroll";

/**
 * A thumb's layout on the category listing, at a phone's 375×812 (touch) and a desktop's 1440×900
 * where it differs: the header gives its room back while the results scroll (the filters and the sort
 * stay reachable), active filters in one row, and 'Comparar (N)' at the bottom of every page; at the
 * phone's only, what is the same at every width: range typing that leaves one history entry and no
 * 'Ver 0 resultados' on the way, and a compare toggle that says what it does and keeps its tooltip for a
 * mouse. A range chip's words (55", not 55–55 "): test/unit/listing-form-params.test.ts.
 */
const server = { url: sharedServerUrl() };
const chromium = useChromium();
const pool = {} as { pages: PagePool };
beforeAll(() => {
  pool.pages = new PagePool(chromium.browser);
});
const [PHONE] = SIZES;

const open = (size: { width: number; height: number; phone: boolean }, path: string) => openScreen(pool.pages, server.url + path, size);
const drawerOpen = (page: Page) => page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open);

const headerBottom = (page: Page) => page.locator(".site-header").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const count = (page: Page) => page.locator(".category__count").textContent();

describe.each(SIZES)("the listing under a thumb at $width px", (size) => {
  it("the header slides away while scrolling down the results and comes back on scrolling up; the filters and the sort stay in reach", async () => {
    const page = await open(size, "/categoria/tv");
    expect(await headerBottom(page)).toBeGreaterThan(90);
    await waitForScrollListener(page);
    await scrollInSteps(page, 900);
    await page.locator("html[data-header-hidden]").waitFor({ state: "attached" });
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    const filters = page.getByRole("button", { name: "Filtros", exact: true });
    if (size.phone) {
      // The bar: 'Filtros' and the sort, at the top of the screen once it has slid there, and 'Filtros' opens the drawer from there.
      await waitForStill(page, ".toolbar__actions");
      const bar = (await filters.boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y).toBeLessThan(20);
      await expect(page.getByRole("combobox", { name: "Ordenar por" }).isVisible()).resolves.toBe(true);
      // A finger on the bar where it is: Playwright's tap would first scroll it into view, and a sticky
      // bar scrolled to moves the page up, which brings the header back and slides the bar from under the finger.
      await page.touchscreen.tap(bar.x + bar.width / 2, bar.y + bar.height / 2);
      await expect.poll(() => drawerOpen(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => drawerOpen(page)).toBe(false);
    } else {
      // The sidebar stays beside the results, now from the top of the screen.
      await expect.poll(async () => Math.round((await box(page, "#filters")).y)).toBe(12);
    }
    // Far enough down that 300 px back up leaves the top of the results out of view.
    await page.evaluate(() => window.scrollTo(0, Math.max(window.scrollY, 1500)));
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    await scrollInSteps(page, -300);
    await expect.poll(() => page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    if (size.phone) {
      // Back under the header, still whole in view.
      await expect.poll(async () => (await filters.boundingBox())!.y >= (await headerBottom(page))).toBe(true);
      expect((await filters.boundingBox())!.y).toBeLessThan((await headerBottom(page)) + 30);
    }
  });

  // Which chips show and the '+N' that opens the rest: uses.test.ts. Here, where the results start.
  it("shows the active filters' chips in one row with the results right below, the page never wider than the screen", async () => {
    const page = await open(size, "/categoria/tv?marca=LG&marca=Samsung&display.panelType=OLED&precio=..2500");
    const list = page.getByRole("list", { name: "Filtros activos" });
    const chips = list.getByRole("listitem");
    await expect.poll(() => chips.count()).toBeGreaterThan(0);
    const tops = await chips.evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
    const firstCard = await box(page, ".product-grid--category .product-card");
    const row = await list.boundingBox();
    expect(firstCard.y - (row!.y + row!.height)).toBeLessThan(40);
    if (size.phone) expect(firstCard.y).toBeLessThan(555);
  });

  it(`with products in the tray, 'Comparar (N)' sits at the bottom of every page${size.phone ? " and opens their comparison" : ""}`, async () => {
    const page = await open(size, "/categoria/laptop");
    await expect(page.locator(".compare-bar").count()).resolves.toBe(0);
    const toggles = page.locator(".product-grid--category .compare-toggle__button");
    const ids: string[] = [];
    for (const i of [0, 1]) {
      const card = page.locator(".product-grid--category .product-card").nth(i);
      ids.push((await card.locator("a.product-card__link").getAttribute("href"))!.split("/").pop()!);
      await (size.phone ? toggles.nth(i).tap() : toggles.nth(i).click());
    }
    const bar = page.getByRole("link", { name: "Comparar (2)" });
    await bar.waitFor();
    const inView = async () => {
      const b = (await bar.boundingBox())!;
      return b.y + b.height <= size.height && b.y + b.height > size.height - 80;
    };
    expect(await inView()).toBe(true);
    // Another page: a product's, and the end of the listing, with the bar still there.
    await page.locator(".product-grid--category a.product-card__link").nth(3).click();
    await page.waitForURL(/\/productos\/laptop\//);
    await bar.waitFor();
    expect(await inView()).toBe(true);
    // Where it leads is the same at every width: followed on the phone only.
    if (!size.phone) return;
    await bar.tap();
    await page.waitForURL(`${server.url}/comparar?pids=${ids.join(",")}`);
    await page.getByRole("heading", { level: 1, name: "Comparar productos" }).waitFor();
    // On the comparison itself it has nothing to add.
    await expect(page.locator(".compare-bar").count()).resolves.toBe(0);
  });
});

describe("the listing under a thumb at a phone's 375×812 (the same at every width)", () => {
  it("typing a top price applies it without leaving the box, in one history entry and never showing 0 results on the way; a top below every price waits until the box is left", async () => {
    // The page's own clock, moved on by hand: each pause of the shopper's is exact, and nothing waits in real time.
    const context = await chromium.browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true });
    try {
      await context.clock.install();
      const page = await context.newPage();
      await page.goto(`${server.url}/categoria/tv`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Filtros", exact: true }).tap();
      await expect.poll(() => drawerOpen(page)).toBe(true);
      // Every text the count and the drawer's button show while typing.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        const note = () => {
          for (const el of document.querySelectorAll(".category__count, .filters__apply")) seen.push(el.textContent ?? "");
        };
        new MutationObserver(note).observe(document.getElementById("main")!, { subtree: true, childList: true, characterData: true });
      });
      const before = await page.evaluate(() => window.history.length);
      const max = page.getByRole("spinbutton", { name: "Precio máximo (€)" });
      await max.tap();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      // A pause after each key longer than the 500 ms that applies a range: each could have made an
      // entry, and "1", "10" and "100" (below every TV's price) would list nothing.
      for (const key of "1000") {
        await max.press(key);
        await page.clock.runFor(700);
      }
      expect(new URL(page.url()).searchParams.get("precio")).toBe("..1000");
      await page.clock.resume();
      const upTo = (top: number) => SAMPLE_CATALOGUE.tv.filter((r) => (r as unknown as { amazon: { price: number } }).amazon.price <= top).length;
      await expect.poll(() => count(page)).toBe(`${upTo(1000)} productos`);
      expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
      // The box kept the focus and what was typed: the shopper can go on typing.
      await expect(max.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(max.inputValue()).resolves.toBe("1000");
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen.filter((text) => /^(Ver )?0 (resultados|productos)$/.test(text))).toEqual([]);

      // "100" is below every TV's price: while the shopper is still in the box it waits, well past the pause;
      // leaving the box applies it as typed, in the same history entry.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await max.press("Backspace");
      await page.clock.runFor(1_500);
      await expect(max.inputValue()).resolves.toBe("100");
      expect(new URL(page.url()).searchParams.get("precio")).toBe("..1000");
      await max.press("Tab");
      expect(new URL(page.url()).searchParams.get("precio")).toBe("..100");
      await page.clock.resume();
      await expect.poll(() => count(page)).toBe("0 productos");
      expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
      // Back returns to the whole listing in one step.
      await page.goBack();
      await page.waitForURL(`${server.url}/categoria/tv`);
      await expect.poll(() => count(page)).toBe(`${SAMPLE_CATALOGUE.tv.length} productos`);
    } finally {
      await context.close();
    }
  });

  it("the card's compare toggle says 'Comparar', then 'En comparación'; its tooltip comes to a resting mouse, never to a finger", async () => {
    const page = await open(PHONE, "/categoria/laptop");
    const cards = page.locator(".product-grid--category .product-card");
    const tapped = cards.nth(0).locator(".compare-toggle__button");
    await expect(tapped.locator(".compare-toggle__text").textContent()).resolves.toBe("Comparar");
    await tapped.tap();
    await expect.poll(() => tapped.locator(".compare-toggle__text").textContent()).toBe("En comparación");
    await expect(tapped.getAttribute("aria-pressed")).resolves.toBe("true");
    // A mouse resting on the next card's toggle: its tooltip shows after its second. One the tap had
    // started (its pointer or its focus) would have shown before it, and stayed: the toggle keeps the focus.
    const rested = cards.nth(1).locator(".compare-toggle__button");
    await rested.hover();
    const tooltip = page.getByRole("tooltip");
    await expect.poll(() => tooltip.textContent()).toBe("Comparar Producto");
    await expect(tooltip.count()).resolves.toBe(1);
    await expect(rested.getAttribute("aria-describedby")).resolves.toBe(await tooltip.getAttribute("id"));
    await expect(tapped.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});
