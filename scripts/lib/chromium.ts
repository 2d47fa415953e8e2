import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

/** Debian's Chromium (apt-get install chromium); playwright never downloads a browser here. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH");
  }
}

/** The flags that keep headless Chromium off the (closed) network. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Headless Chromium for this process alone. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * Headless Chromium that other processes connect to (`chromium.connect(server.wsEndpoint())`): the
 * browser tests share one (test/browser/support/global-setup.ts). Each connection's contexts
 * are its own and close with it.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
