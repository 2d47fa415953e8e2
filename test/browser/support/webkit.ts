import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackgroundProcess, type BackgroundProcess } from "../../../scripts/lib/background-process";
import { freePort, waitForHttp } from "../../../scripts/lib/free-port";
import { findTarget, type JourneyDriver, type Target } from "./journey-driver";
import { isElementReference, WebDriverSession, type ElementReference } from "./webdriver-client";

/** Debian's webkit2gtk-driver, and the MiniBrowser of libwebkit2gtk-4.1-0 that it drives. */
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * GTK's style for MiniBrowser's own widgets: with its theme's padding its toolbar never lets the window
 * be narrower than 447 px, so a phone's 375 px could not be had. (Zooming the page instead would not
 * do: WebKitWebDriver then clicks at the wrong place, the element's centre divided by the zoom.)
 */
const COMPACT_GTK_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n";

/** A configuration folder of its own (XDG_CONFIG_HOME) holding that style. */
function compactGtkConfig(): string {
  const folder = mkdtempSync(join(tmpdir(), "webkit-gtk-"));
  mkdirSync(join(folder, "gtk-3.0"));
  writeFileSync(join(folder, "gtk-3.0", "gtk.css"), COMPACT_GTK_CSS);
  return folder;
}

/** Xvfb on a display it picks itself (-displayfd), so that parallel runs never share one. */
async function startXvfb(): Promise<{ display: string; process: BackgroundProcess }> {
  const process = startBackgroundProcess("Xvfb", ["-displayfd", "1", "-screen", "0", "2400x1600x24", "-nolisten", "tcp"], globalThis.process.env);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !process.hasExited()) {
    const display = /^(\d+)$/m.exec(process.output())?.[1];
    if (display) return { display: `:${display}`, process };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await process.stop();
  throw new Error(`Xvfb did not start: ${process.output()}`);
}

/**
 * WebKit (WebKitGTK's MiniBrowser, driven by WebKitWebDriver) under its own Xvfb, in Spanish
 * (es_ES.UTF-8, which .ci/run generates), as one JourneyDriver. Close it to stop all three.
 */
export async function launchWebKit(): Promise<JourneyDriver> {
  for (const path of [WEBKIT_DRIVER, MINIBROWSER, "/usr/bin/Xvfb"]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y webkit2gtk-driver xvfb (as .ci/run does)`);
  }
  const xvfb = await startXvfb();
  const port = await freePort();
  const config = compactGtkConfig();
  const env = { ...process.env, DISPLAY: xvfb.display, LANG: "es_ES.UTF-8", LC_ALL: "es_ES.UTF-8", XDG_CONFIG_HOME: config };
  const driver = startBackgroundProcess(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], env);
  const stopAll = async () => {
    await Promise.all([driver.stop(), xvfb.process.stop()]);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/status`, 20_000, () => !driver.hasExited());
    const session = await WebDriverSession.create(`http://127.0.0.1:${port}`, {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    });
    return new WebKitDriver(session, stopAll);
  } catch (error) {
    await stopAll();
    throw new Error(`WebKitWebDriver did not start a session: ${String(error)}\n${driver.output().slice(-2000)}`);
  }
}

class WebKitDriver implements JourneyDriver {
  readonly inlineScroll = "center";
  constructor(
    private readonly session: WebDriverSession,
    private readonly stop: () => Promise<unknown>,
  ) {}

  async setViewport(width: number, height: number): Promise<void> {
    // The window holds the toolbar as well: size it, measure the page, and correct once or twice.
    let rect = { width, height: height + 40 };
    for (let i = 0; i < 3; i++) {
      await this.session.setWindowRect(rect);
      const [innerWidth, innerHeight] = await this.session.execute<[number, number]>("return [innerWidth, innerHeight]");
      if (innerWidth === width && innerHeight === height) return;
      rect = { width: rect.width + width - innerWidth, height: rect.height + height - innerHeight };
    }
    const [innerWidth] = await this.session.execute<[number]>("return [innerWidth]");
    if (innerWidth !== width) throw new Error(`WebKit's viewport is ${innerWidth} px wide, not ${width}`);
  }

  async goto(url: string): Promise<void> {
    await this.session.navigate(url);
  }

  url(): Promise<string> {
    return this.session.currentUrl();
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    // execute/sync waits for a promise the script returns.
    return this.session.execute<Awaited<T>>(`return (${fn.toString()}).apply(null, arguments);`, args);
  }

  private async element(target: Target): Promise<ElementReference> {
    const found = await this.session.execute<unknown>(`return (${findTarget.toString()}).apply(null, arguments);`, [target.css, target.text ?? null]);
    if (!isElementReference(found)) throw new Error(`WebKit: no visible ${target.css} with "${target.text ?? ""}" at ${await this.url()}`);
    return found;
  }

  /**
   * WebKitGTK 2.50's MiniBrowser under Xvfb leaves the contents of content-visibility: auto boxes
   * skipped (0 × 0, unpainted) although they are in view: seen on a category loaded directly (every
   * card of /categoria/tv?marca=LG at 1024 and 1440 px) and at times after a client navigation. The
   * journeys are about the app's behaviour, so each document here renders those boxes; whether
   * Safari does the same is open (not checked: no Safari on this machine). A constructed style
   * sheet, because the page's CSP refuses a <style> element without a nonce.
   */
  async afterLoad(): Promise<void> {
    await this.session.execute(`
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(".product-grid__cell, .carousel, .analysis__body, .tabs__panel, .site-footer { content-visibility: visible !important; }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    `);
  }

  async click(target: Target): Promise<void> {
    await this.session.click(await this.element(target));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.session.sendKeys(await this.element(target), text);
  }

  async clearCookies(): Promise<void> {
    await this.session.deleteCookies();
  }

  async close(): Promise<void> {
    await this.session.quit().catch(() => undefined);
    await this.stop();
  }
}
