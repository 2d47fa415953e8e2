import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until the page listens to its own scrolling: the listing's header that slides away starts
 * listening once the page has hydrated and its code has come (CategoryView.tsx), so a scroll made
 * before then is one nothing answers. Read from the page's listeners with the DevTools protocol, rather
 * than by scrolling again until the header moves.
 */
export async function waitForScrollListener(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
    await expect
      .poll(async () => {
        const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
        return listeners.some((listener) => listener.type === "scroll");
      })
      .toBe(true);
  } finally {
    await cdp.detach();
  }
}

/** Waits until `selector`'s element has no transition or animation running (a bar that has finished sliding). */
export async function waitForStill(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAnimations().length === 0, selector);
}

/** Waits for `frames` animation frames of the page: what a scroll or a layout starts is drawn by then. */
export async function afterFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    frames,
  );
}

/** Scrolls by `dy` in steps, as a finger or a wheel does, letting each frame see the move. */
export async function scrollInSteps(page: Page, dy: number): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await page.evaluate((step) => window.scrollBy(0, step), dy / 4);
    await afterFrames(page);
  }
}
