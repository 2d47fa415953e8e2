import { existsSync } from "node:fs";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { findTarget, type JourneyDriver, type Target } from "./journey-driver";

/** Debian's Firefox ESR (apt-get install firefox-esr). */
export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Headless Firefox driven by puppeteer-core over WebDriver BiDi (no download: Debian's binary), in
 * Spanish, as one JourneyDriver. Closing it closes the browser.
 */
export async function launchFirefox(): Promise<JourneyDriver> {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: apt-get install -y firefox-esr (as .ci/run does), or set FIREFOX_PATH`);
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, LANG: "es_ES.UTF-8" },
    extraPrefsFirefox: { "intl.accept_languages": "es-ES, es", "intl.locale.requested": "es-ES" },
  });
  const page = await browser.newPage();
  return new FirefoxDriver(browser, page);
}

class FirefoxDriver implements JourneyDriver {
  readonly inlineScroll = "start";
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    // Sent as source with its arguments, as WebKit's driver must: the same functions run in both.
    return this.page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as Promise<Awaited<T>>;
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(`(${findTarget.toString()}).apply(null, ${JSON.stringify([target.css, target.text ?? null])})`);
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      throw new Error(`Firefox: no visible ${target.css} with "${target.text ?? ""}" at ${this.page.url()}`);
    }
    return element as ElementHandle<Element>;
  }

  async click(target: Target): Promise<void> {
    const element = await this.element(target);
    try {
      await element.click();
    } finally {
      await element.dispose();
    }
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    try {
      await element.type(text);
    } finally {
      await element.dispose();
    }
  }

  async clearCookies(): Promise<void> {
    const cookies = await this.browser.cookies();
    if (cookies.length > 0) await this.browser.deleteCookie(...cookies);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
