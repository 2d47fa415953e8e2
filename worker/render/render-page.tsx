import { renderToString } from "react-dom/server";
import { Root } from "../../client/Root";
import { createAppState, type PagePayload } from "../../client/state/app-state";
import { preloadView, viewChunkKey } from "../../client/routes";
import { structuredData, viewMeta } from "../../client/routes/heads";
import { preloadSections } from "../../client/lazy-section";
import { documentTail, earlyHead, lateHead } from "./document";
import { encodePage, type PageBytes } from "./page-bytes";
import type { FrozenJson } from "./safe-json";

/** Identifies the client build, so a new deployment invalidates pages cached by browsers. */
export { CLIENT_BUILD_ID } from "./document";

interface RenderOptions {
  payload: PagePayload;
  origin: string;
  nonce: string;
  /** The isolate's JSON of the frozen values it shares (safe-json.ts). */
  frozenJson: FrozenJson;
}

/**
 * The first bytes of a page (earlyHead: charset, stylesheet, the entry and the view's chunks), sent
 * before any catalogue read so the browser fetches them while the data loads.
 */
export function renderEarly(options: { nonce: string; view: string; production: boolean }): PageBytes {
  return encodePage(earlyHead(options), "", "", options.nonce);
}

/**
 * The rest of the page once its data is in: the view's head tags, React's markup and the hydration
 * payload, as UTF-8 with the positions of the request's nonce.
 *
 * React renders with renderToString, not renderToReadableStream: the data is loaded and the view's
 * code preloaded before rendering, so React's stream would hold the whole body before its first byte
 * anyway, and it costs more CPU per page in workerd (one TextEncoder call per attribute). What streams is the document: earlyHead goes out before the data is read.
 */
export async function renderRest({ payload, origin, nonce, frozenJson }: RenderOptions): Promise<PageBytes> {
  const state = createAppState(payload);
  await preloadView(payload.data);
  // The view's lazy sections too: the page's HTML holds them whole (the browser loads them after).
  await preloadSections();
  const head = lateHead({
    meta: viewMeta(payload.data),
    origin,
    nonce,
    jsonLd: structuredData(payload.data, origin, Date.parse(payload.renderedAt), payload.config.priceFreshHours),
    frozenJson,
  });
  const body = withoutErrorDetails(renderToString(<Root state={state} />), payload.url);
  return encodePage(head, body, documentTail({ nonce, payload, frozenJson }), nonce);
}

/** A whole page in one piece (answers that are not streamed: 404, 503, and pages for tests). */
export async function renderPage(options: RenderOptions): Promise<PageBytes> {
  const early = renderEarly({ nonce: options.nonce, view: viewChunkKey(options.payload.data), production: options.payload.config.production });
  return joinPages(early, await renderRest(options));
}

/** Two encoded parts as one page, their nonce positions kept. */
export function joinPages(first: PageBytes, second: PageBytes): PageBytes {
  const bytes = new Uint8Array(first.bytes.length + second.bytes.length);
  bytes.set(first.bytes, 0);
  bytes.set(second.bytes, first.bytes.length);
  return { bytes, noncePositions: [...first.noncePositions, ...second.noncePositions.map((at) => at + first.bytes.length)] };
}

/** React marks a Suspense boundary that failed on the server like this and leaves it to the browser. */
const FAILED_BOUNDARY = "<!--$!-->";
/** React's development build writes the error's message and stack into the boundary's template. */
const ERROR_DETAILS = /(<!--\$!--><template)(?:\s+data-(?:dgst|msg|stck|cstck)="[^"]*")+/g;

/**
 * A section that failed on the server (components/Guarded.tsx) is logged here, because
 * renderToString swallows the error, and its details never reach the page: a visitor must never
 * see a stack trace, whichever build of React rendered it.
 */
function withoutErrorDetails(body: string, url: string): string {
  if (!body.includes(FAILED_BOUNDARY)) return body;
  const failed = body.split(FAILED_BOUNDARY).length - 1;
  console.error(`[render] ${failed} sección(es) fallaron al renderizar ${url}; se ocultan y el navegador lo reintenta`);
  return body.replace(ERROR_DETAILS, "$1");
}
