import type { Browser, BrowserContext, Page } from "playwright-core";

/** Waits until React has hydrated the page (App sets data-hydrated in its first effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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

/** A fresh browser context at `width` px on `url`, hydrated, collecting uncaught page errors. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: number | { width: number; height: number } = 1280,
  /** Runs on the new context before the page opens (e.g. routes that fail some requests). */
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: typeof viewport === "number" ? { width: viewport, height: 900 } : viewport });
  await prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  await waitForHydration(page);
  return { page, errors };
}
