import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { PagePool } from "./page-pool";

/** Waits until React has hydrated the page (App sets data-hydrated in its first effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}

/** Visible controls without an accessible name (aria-label, aria-labelledby, <label> or text). */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    const nameOf = (el: Element): string => {
      const labelled = el.getAttribute("aria-labelledby");
      const byId = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : "";
      const input = el as HTMLInputElement;
      const labels = input.labels ? [...input.labels].map((l) => l.textContent ?? "").join(" ") : "";
      const own = el.tagName === "INPUT" || el.tagName === "SELECT" ? "" : (el.textContent ?? "");
      return [el.getAttribute("aria-label") ?? "", byId, labels, own, el.getAttribute("title") ?? ""].join(" ").trim();
    };
    return [...document.querySelectorAll("button, input, select, textarea, a[href], [role=button]")]
      .filter(visible)
      .filter((el) => nameOf(el) === "")
      .map((el) => el.outerHTML.slice(0, 120));
  });
}

const pools = new WeakMap<Browser, PagePool>();

/**
 * A page at `width` px on `url`, hydrated, collecting uncaught page errors: the page of this browser
 * connection's pool (support/page-pool.ts), reset to what a new context shows. It closes with the
 * connection (`browser.close()` in afterAll); closing its context only costs the next test a new one.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: number | { width: number; height: number } = 1280,
  /** Runs on the context before the page navigates (e.g. routes that fail some requests). */
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  let pool = pools.get(browser);
  if (!pool) pools.set(browser, (pool = new PagePool(browser)));
  const opened = await pool.open(url, { viewport: typeof viewport === "number" ? { width: viewport, height: 900 } : viewport, prepare });
  await waitForHydration(opened.page);
  return opened;
}

/**
 * Scrolls to `target` and clicks it once it has stayed put for three frames. Product-grid cells
 * stand at an estimated height (contain-intrinsic-size: 420 px) until they near the viewport
 * (content-visibility: auto), then take their real one (268–499 px by width and card): in the frames
 * after a scroll everything below them moves, 'Cargar más Productos' included. Playwright checks that
 * an element is stable before it scrolls to it, so a click could land where the button had been:
 * the cause of the browser test that read 50 cards, not 100 (a click missed 5 times in 152
 * runs on a busy machine, none in 25 on a quiet one; each time the button had moved 62 px up at
 * 1600 px and the click hit a <div> under it).
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    // No named helpers in here: tsx (the ad-hoc scripts) would wrap them in a __name() the page lacks.
    for (let i = 0, same = 0, last = element.getBoundingClientRect().top; i < 60 && same < 3; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = element.getBoundingClientRect().top;
      same = Math.abs(now - last) < 0.5 ? same + 1 : 0;
      last = now;
    }
  });
  await target.click();
}

/** A hydrated page of the pool at `url` on a screen of this size: a phone's touch screen, or a desktop's. */
export async function openScreen(pool: PagePool, url: string, size: { width: number; height: number; phone: boolean }): Promise<Page> {
  const { page } = await pool.open(url, { viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone });
  await waitForHydration(page);
  return page;
}
