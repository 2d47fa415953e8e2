import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { openScreen } from "./support/page-checks";

/**
 * A thumb's layout on the category listing, at a phone's 375×812 (touch) and a desktop's 1440×900:
 * the header gives its room back while the results scroll (the filters and the sort stay reachable),
 * active filters in one row, a range chip that reads as one value, range typing that leaves one
 * history entry and no 'Ver 0 resultados' on the way, a compare toggle that says what it does and
 * keeps its tooltip for a mouse, and 'Comparar (N)' at the bottom of every page.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

const SIZES = [
  { width: 375, height: 812, phone: true },
  { width: 1440, height: 900, phone: false },
] as const;

const open = (size: { width: number; height: number; phone: boolean }, path: string) => openScreen(pool.pages, server.url + path, size);

const headerBottom = (page: Page) => page.locator(".site-header").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
/** Scrolls by `dy` in steps, as a finger or a wheel does, letting each frame see the move. */
async function scrollBy(page: Page, dy: number): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await page.evaluate((step) => window.scrollBy(0, step), dy / 4);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

describe.each(SIZES)("the listing under a thumb at $width px", (size) => {
  it("the header slides away while scrolling down the results and comes back on scrolling up; the filters and the sort stay in reach", async () => {
    const page = await open(size, "/categoria/tv");
    expect(await headerBottom(page)).toBeGreaterThan(90);
    await scrollBy(page, 900);
    // Keep scrolling down a little while waiting: a scroll made before the page's script listened
    // (a cold first page) is not one the header can answer.
    await expect
      .poll(async () => {
        const bottom = await headerBottom(page);
        if (bottom > 0) await scrollBy(page, 40);
        return bottom;
      })
      .toBeLessThanOrEqual(0);
    const filters = page.getByRole("button", { name: "Filtros", exact: true });
    if (size.phone) {
      // The bar: 'Filtros' and the sort, at the top of the screen, and 'Filtros' opens the drawer from there.
      await expect.poll(async () => Math.round((await filters.boundingBox())!.y)).toBeLessThan(20);
      expect((await filters.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await expect(page.getByRole("combobox", { name: "Ordenar por" }).isVisible()).resolves.toBe(true);
      // Tapped again while the drawer is not open: a tap while the bar is still sliding can land beside it.
      await expect
        .poll(async () => {
          const open = await page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open);
          if (!open) await filters.tap();
          return open;
        })
        .toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    } else {
      // The sidebar stays beside the results, now from the top of the screen.
      await expect.poll(async () => Math.round((await box(page, "#filters")).y)).toBe(12);
    }
    // Far enough down that 300 px back up leaves the top of the results out of view (the first scroll
    // may have landed before the page was laid out, leaving only the small ones above).
    await page.evaluate(() => window.scrollTo(0, Math.max(window.scrollY, 1500)));
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    await scrollBy(page, -300);
    await expect.poll(() => page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    if (size.phone) {
      // Back under the header, still whole in view.
      await expect.poll(async () => (await filters.boundingBox())!.y >= (await headerBottom(page))).toBe(true);
      expect((await filters.boundingBox())!.y).toBeLessThan((await headerBottom(page)) + 30);
    }
  });

  it("shows three active filters as chips in one row that scrolls sideways, the results right below", async () => {
    const page = await open(size, "/categoria/tv?marca=LG&marca=Samsung&display.panelType=OLED&precio=..2500");
    const chips = page.getByRole("list", { name: "Filtros activos" }).getByRole("button");
    await expect(chips.count()).resolves.toBe(4);
    const tops = await chips.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const list = page.getByRole("list", { name: "Filtros activos" });
    if (size.phone) {
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The last chip is reached by scrolling the row, not the page.
      await list.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const last = (await chips.last().boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(size.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
    const firstCard = await box(page, ".product-grid--category .product-card");
    const row = await list.boundingBox();
    expect(firstCard.y - (row!.y + row!.height)).toBeLessThan(40);
    if (size.phone) expect(firstCard.y).toBeLessThan(555);
  });

  it('a range whose ends are equal reads as one value on its chip: 55", not 55–55 "', async () => {
    const page = await open(size, "/categoria/tv?display.sizeInches=55..55");
    await expect(page.getByRole("list", { name: "Filtros activos" }).getByRole("button").allTextContents()).resolves.toEqual(['Tamaño de pantalla: 55"']);
  });

  it("typing a top price slowly adds one history entry once it settles, and never shows 0 results on the way", async () => {
    const page = await open(size, "/categoria/tv");
    if (size.phone) {
      await page.getByRole("button", { name: "Filtros", exact: true }).tap();
      await expect.poll(() => page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    }
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
    await max.click();
    // Slower than the 500 ms pause that applies a range: each digit could have made an entry.
    await max.pressSequentially("1500", { delay: 700 });
    await page.waitForURL(/precio=\.\.1500/);
    const expected = SAMPLE_CATALOGUE.tv.filter((r) => (r as unknown as { amazon: { price: number } }).amazon.price <= 1500).length;
    await expect.poll(() => page.locator(".category__count").textContent()).toBe(`${expected} productos`);
    await max.press("Tab");
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((text) => /^(Ver )?0 (resultados|productos)$/.test(text))).toEqual([]);
    // Back returns to the whole listing in one step.
    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await expect.poll(() => page.locator(".category__count").textContent()).toBe(`${SAMPLE_CATALOGUE.tv.length} productos`);
  });

  it("the card's compare toggle says 'Comparar', then 'En comparación'; its tooltip is a mouse's, never a finger's", async () => {
    const page = await open(size, "/categoria/laptop");
    const first = page.locator(".product-grid--category .product-card").first();
    const toggle = first.locator(".compare-toggle__button");
    await expect(toggle.locator(".compare-toggle__text").textContent()).resolves.toBe("Comparar");
    if (size.phone) await toggle.tap();
    else {
      await toggle.hover();
      await expect.poll(() => page.getByRole("tooltip").textContent()).toBe("Comparar Producto");
      await toggle.click();
    }
    await expect.poll(() => toggle.locator(".compare-toggle__text").textContent()).toBe("En comparación");
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    if (size.phone) {
      // Well past the tooltip's second: nothing showed for the finger.
      await page.waitForTimeout(1_500);
      await expect(page.getByRole("tooltip").count()).resolves.toBe(0);
    }
  });

  it("with products in the tray, 'Comparar (N)' sits at the bottom of every page and opens their comparison", async () => {
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
    await (size.phone ? bar.tap() : bar.click());
    await page.waitForURL(`${server.url}/comparar?pids=${ids.join(",")}`);
    await page.getByRole("heading", { level: 1, name: "Comparar productos" }).waitFor();
    // On the comparison itself it has nothing to add.
    await expect(page.locator(".compare-bar").count()).resolves.toBe(0);
  });
});
