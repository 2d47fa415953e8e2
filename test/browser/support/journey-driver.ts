/**
 * What the cross-browser journeys (support/journeys.ts) ask of a browser, so that one text of each
 * journey runs in Firefox (puppeteer-core over WebDriver BiDi) and in WebKit (WebKitWebDriver over
 * the W3C protocol). Elements are found in the page by a CSS selector and, optionally, a piece of
 * their accessible text (aria-label, their labels or their text), and acted on with real input.
 */
export interface Target {
  css: string;
  /** The start of the element's aria-label, label or text (whitespace collapsed); the first visible match wins. */
  text?: string;
}

export interface JourneyDriver {
  /** Sizes the page's viewport (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with `args` (JSON values) and returns its JSON result. `fn` is sent as its
   * source text, so it may use nothing from outside itself.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Scrolls the target into view and clicks it as a person would; fails if it is missing. */
  click(target: Target): Promise<void>;
  /** Focuses the target and types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  /**
   * Where a target is scrolled to across a horizontal scroller (a carousel) before a click: Firefox
   * clicked a carousel card's button that a late scroll snap had moved when it was centred, so
   * "start" (where the snap puts it); WebKit's driver finds it not interactable there, so "center".
   */
  readonly inlineScroll: "start" | "center";
  /** What this browser needs on each new document before a journey acts on it (nothing for most). */
  afterLoad?(): Promise<void>;
  /** Forgets cookies (storage is cleared from the page). */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The first visible element matching the target, or null. Runs in the page (no helpers from outside:
 * it is sent as source), so it is written as one self-contained function.
 */
export function findTarget(css: string, text: string | null): Element | null {
  // No named helpers in here: tsx (ad-hoc scripts) would wrap them in a __name() the page lacks.
  for (const element of Array.from(document.querySelectorAll(css))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (text === null) return element;
    const labels = (element as HTMLInputElement).labels;
    const names = [element.getAttribute("aria-label"), element.textContent, ...(labels ? Array.from(labels).map((label) => label.textContent) : [])];
    if (names.some((name) => (name ?? "").replace(/\s+/g, " ").trim().startsWith(text))) return element;
  }
  return null;
}

/** Polls `check` in the page until it returns something truthy, which it returns; fails with `what` after `timeoutMs`. */
export async function waitInPage<T, A extends unknown[]>(
  driver: JourneyDriver,
  what: string,
  check: (...args: A) => T,
  ...args: A
): Promise<NonNullable<Awaited<T>>> {
  const timeoutMs = 15_000;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate(check, ...args);
      if (value) return value as NonNullable<Awaited<T>>;
      last = value;
    } catch (error) {
      // A navigation in progress destroys the page's context under a script: try again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last answer: ${String(last)} at ${await driver.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A page function that scrolls the target to the middle of the window, as a person scrolls a card
 * into view before pressing it, and waits until it has stayed put for three frames (a carousel's
 * scroll snapping, or cards taking their real height, move it after the scroll); it says whether
 * the target is there (findTarget is sent with it).
 */
function scrolledIntoView(): (css: string, text: string | null, inline: string) => Promise<boolean> {
  return new Function(
    "css",
    "text",
    "inline",
    `return (async () => {
      const element = (${findTarget.toString()})(css, text);
      if (!element) return false;
      element.scrollIntoView({ block: "center", inline });
      for (let i = 0, same = 0, last = element.getBoundingClientRect(); i < 60 && same < 3; i++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = element.getBoundingClientRect();
        same = Math.abs(now.top - last.top) < 0.5 && Math.abs(now.left - last.left) < 0.5 ? same + 1 : 0;
        last = now;
      }
      return true;
    })();`,
  ) as (css: string, text: string | null, inline: string) => Promise<boolean>;
}

/** Waits for the target to be in the page and visible, scrolls it into view, then clicks it. */
export async function clickWhenThere(driver: JourneyDriver, target: Target): Promise<void> {
  await waitInPage(driver, `${target.css} "${target.text ?? ""}"`, scrolledIntoView(), target.css, target.text ?? null, driver.inlineScroll);
  await driver.click(target);
}
