import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

/** What a test asks for: a context's options, plus the viewport (which a reused page can change). */
export interface PooledPageOptions extends Omit<BrowserContextOptions, "viewport"> {
  viewport?: { width: number; height: number };
  /**
   * Runs on the context before the page navigates (routes that fail some requests, an init script).
   * A result with a `dispose()` (what `addInitScript` returns) is disposed before the page is reused.
   */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

interface Entry {
  context: BrowserContext;
  page: Page;
  /** Origins the page's main frame has shown since it was last reset. */
  origins: Set<string>;
  disposables: { dispose(): unknown }[];
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * One page per kind of context (phone or desktop, CSP bypassed or not…) that the tests of a file
 * take in turn, reset between them, instead of a new context and page per test.
 *
 * Why: on a 2-core machine the browser tests are CPU-bound, and Chromium is their largest user. A
 * page already open that navigates costs Chromium less than half the CPU of a new context and page:
 * its renderer process and the scripts it compiled stay.
 *
 * What a test gets is what a new context shows: no cookies, no local or session storage, no routes,
 * listeners, init scripts or other pages left by the test before, the viewport it asked for. What
 * stays: the HTTP cache (as for a returning visitor) and the tab's back/forward history before the
 * test's first navigation. A page that showed more than one origin, or was closed, is replaced by a
 * new context.
 */
export class PagePool {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly browser: Browser) {}

  /** A page in the state above, at `url`; `errors` collects its uncaught errors. */
  async open(url: string, options: PooledPageOptions = {}): Promise<{ page: Page; errors: string[] }> {
    const { prepare, viewport = DEFAULT_VIEWPORT, ...contextOptions } = options;
    const key = JSON.stringify(contextOptions);
    const entry = await this.reset(key, new URL(url).origin, { ...contextOptions, viewport });
    await entry.page.setViewportSize(viewport);
    const prepared = await prepare?.(entry.context);
    if (prepared && typeof (prepared as { dispose?: unknown }).dispose === "function") entry.disposables.push(prepared as { dispose(): unknown });
    const errors: string[] = [];
    entry.page.on("pageerror", (error) => errors.push(error.message));
    await entry.page.goto(url);
    return { page: entry.page, errors };
  }

  private async reset(key: string, origin: string, options: BrowserContextOptions): Promise<Entry> {
    const old = this.entries.get(key);
    if (old && !old.page.isClosed() && [...old.origins].every((seen) => seen === origin)) {
      try {
        await this.clean(old, origin);
        return old;
      } catch {
        // A page that cannot be cleaned (it crashed, its context closed) is replaced below.
      }
    }
    if (old) await old.context.close().catch(() => undefined);
    const context = await this.browser.newContext(options);
    const page = await context.newPage();
    const entry: Entry = { context, page, origins: new Set(), disposables: [] };
    this.watchOrigins(entry);
    this.entries.set(key, entry);
    return entry;
  }

  /** Undoes what a test may have left: listeners, routes, init scripts, other pages, storage. */
  private async clean(entry: Entry, origin: string): Promise<void> {
    const { context, page } = entry;
    page.removeAllListeners();
    this.watchOrigins(entry);
    await Promise.all(entry.disposables.splice(0).map((disposable) => disposable.dispose()));
    await Promise.all([page.unrouteAll({ behavior: "ignoreErrors" }), context.unrouteAll({ behavior: "ignoreErrors" })]);
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await context.clearCookies();
    // Storage is cleared from a document of its origin: the previous test's, on the origin every test
    // of this entry uses. A page left elsewhere (an error page, about:blank) gets a new context.
    if (new URL(page.url()).origin !== origin) throw new Error(`the page shows ${page.url()}, not ${origin}`);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    entry.origins.clear();
  }

  private watchOrigins(entry: Entry): void {
    entry.page.on("framenavigated", (frame) => {
      if (frame === entry.page.mainFrame() && frame.url().startsWith("http")) entry.origins.add(new URL(frame.url()).origin);
    });
  }
}
