import type { BrowserContext, ConsoleMessage, Dialog, Request } from "playwright-core";

/** What the pages of a context showed the visitor or logged, from before their first byte. */
export interface Watched {
  /** Messages of the dialogs opened (each dismissed). */
  dialogs: string[];
  /** Errors logged to the console (a failed request, a React error, a CSP refusal). */
  consoleErrors: string[];
  /** Console messages saying the CSP refused a script, style or resource. */
  refused: string[];
  /** The address of every request the pages made, in order. */
  requests: string[];
}

/**
 * Watches every page of `context` (use it as a page pool's `prepare`): what it records is in the
 * returned object; the pool removes the listeners before it hands the page to the next test.
 */
export function watchContext(context: BrowserContext): Watched & { dispose(): void } {
  const watched: Watched = { dialogs: [], consoleErrors: [], refused: [], requests: [] };
  const onDialog = (dialog: Dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") watched.consoleErrors.push(message.text());
    if (/Refused to/.test(message.text())) watched.refused.push(message.text());
  };
  const onRequest = (request: Request) => void watched.requests.push(request.url());
  context.on("dialog", onDialog);
  context.on("console", onConsole);
  context.on("request", onRequest);
  return Object.assign(watched, { dispose: () => void context.off("dialog", onDialog).off("console", onConsole).off("request", onRequest) });
}
