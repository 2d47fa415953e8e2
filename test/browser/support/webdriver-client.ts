/**
 * A small client of the W3C WebDriver HTTP protocol (https://w3c.github.io/webdriver/), enough for the
 * journeys: a session, navigation, scripts, element clicks and keys, the window's size, cookies.
 * WebKitGTK's WebKitWebDriver speaks only this protocol (no CDP, no BiDi), and a client this size
 * costs less than a WebDriver library with its own browser downloads.
 */

/** How the protocol names an element reference in JSON. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export interface ElementReference {
  [ELEMENT_KEY]: string;
}

export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A WebDriver error answer: its error code ("no such element", "element click intercepted"…) and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[ELEMENT_KEY] === "string";
}

async function send<T>(method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T | { error: string; message: string } };
  if (!response.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new WebDriverError(error, message);
  }
  return answer.value as T;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** A new session on the driver at `driverUrl` (e.g. http://127.0.0.1:4444) with these capabilities. */
  static async create(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>("POST", `${driverUrl}/session`, { capabilities: { alwaysMatch } });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, sessionId);
  }

  private command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return send<T>(method, this.base + path, body);
  }

  /** Loads `url` and waits for its load event (the session's page load strategy, "normal"). */
  navigate(url: string): Promise<null> {
    return this.command("POST", "/url", { url });
  }

  currentUrl(): Promise<string> {
    return this.command("GET", "/url");
  }

  /** Runs `script` (a function body reading `arguments`) in the page; elements come back as references. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command("POST", "/execute/sync", { script, args });
  }

  /** A real click: the driver scrolls the element into view and fails if something else would take the click. */
  click(element: ElementReference): Promise<null> {
    return this.command("POST", `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Types `text` into the element, as keys (special keys as the protocol's code points, e.g. "\uE007" for Enter). */
  sendKeys(element: ElementReference, text: string): Promise<null> {
    return this.command("POST", `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  setWindowRect(rect: Partial<WindowRect>): Promise<WindowRect> {
    return this.command("POST", "/window/rect", rect);
  }

  deleteCookies(): Promise<null> {
    return this.command("DELETE", "/cookie");
  }

  async quit(): Promise<void> {
    await this.command("DELETE", "");
  }
}
