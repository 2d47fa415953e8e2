import { renderToString } from "react-dom/server";
import { viewMeta } from "../../client/meta";
import { Root } from "../../client/Root";
import { createAppState, type PagePayload } from "../../client/state/app-state";
import { preloadView, viewChunkKey } from "../../client/views";
import { documentParts } from "./document";
import { encodePage, type PageBytes } from "./page-bytes";
import { structuredData } from "../../client/structured-data";

/** Identifies the client build, so a new deployment invalidates pages cached by browsers. */
export { CLIENT_BUILD_ID } from "./document";

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

interface RenderOptions {
  payload: PagePayload;
  origin: string;
  nonce: string;
}

/**
 * The server-rendered page as UTF-8 bytes (the document head, React's markup, the hydration
 * payload), with the positions of the request's nonce in it.
 *
 * React renders with renderToString, not renderToReadableStream. Our pages never wait on the
 * server: the data is loaded and the view's code preloaded before rendering, so React's stream
 * held the whole page before its first byte could be sent, and streaming gained nothing. What it
 * cost was measured: the stream encodes every attribute name and value separately (a native
 * TextEncoder call each), and in workerd that added 2.5–4.5 ms of CPU per page
 * (docs/PERFORMANCE.md). renderToString gives the same markup (compared byte for byte on every
 * page type) as one string, encoded in three large parts (page-bytes.ts).
 */
export async function renderPage({ payload, origin, nonce }: RenderOptions): Promise<PageBytes> {
  const state = createAppState(payload);
  await preloadView(payload.data);
  const { head, tail } = documentParts({
    meta: viewMeta(payload.data, payload.config),
    origin,
    nonce,
    payload,
    view: viewChunkKey(payload.data),
    jsonLd: structuredData(payload.data, origin),
  });
  const body = withoutErrorDetails(renderToString(<Root state={state} />), payload.url);
  return encodePage(head, body, tail, nonce);
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
