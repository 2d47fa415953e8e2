import { renderToReadableStream } from "react-dom/server";
import { viewMeta } from "../../client/meta";
import { Root } from "../../client/Root";
import { createAppState, type PagePayload } from "../../client/state/app-state";
import { preloadView, viewChunkKey } from "../../client/views";
import { documentParts } from "./document";
import { structuredData } from "./structured-data";

/** Crawlers get the complete document in one piece; people get it streamed as it renders. */
const BOT_AGENTS = /bot|crawler|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/** Identifies the client build, so a new deployment invalidates pages cached by browsers. */
export { CLIENT_BUILD_ID } from "./document";

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

interface RenderOptions {
  payload: PagePayload;
  status: number;
  origin: string;
  userAgent: string | undefined;
  nonce: string;
  /** Called with the page's chunks, in order, once it has been streamed completely (not after a failure). */
  onComplete?: (chunks: Uint8Array[]) => void;
}

/**
 * Streams the server-rendered page: the document head first (so the browser starts fetching the
 * stylesheet and scripts at once), then React's stream, then the closing tags.
 */
export async function renderPage({ payload, status, origin, userAgent, nonce, onComplete }: RenderOptions): Promise<Response> {
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
  const reactStream = await renderToReadableStream(<Root state={state} />, {
    nonce,
    // React outlines Suspense content larger than this (default 12.8 kB) into a hidden block that a
    // script reveals later: a listing would stay invisible after it arrived. Our views render
    // synchronously from loaded data, so they go out inline, visible the moment they are parsed.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      console.error("[render] error while streaming", error);
    },
  });
  if (userAgent && BOT_AGENTS.test(userAgent)) await reactStream.allReady;

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const chunks: Uint8Array[] = [];
  const pump = async () => {
    const writer = writable.getWriter();
    const write = (chunk: Uint8Array) => {
      if (onComplete) chunks.push(chunk);
      return writer.write(chunk);
    };
    try {
      await write(encoder.encode(head));
      const reader = reactStream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await write(value);
      }
      await write(encoder.encode(tail));
      // Every chunk is in the stream: the page is complete even if the visitor stops reading now.
      onComplete?.(chunks);
      await writer.close();
    } catch (error) {
      console.error("[render] stream aborted", error);
      await writer.abort(error).catch(() => undefined);
    }
  };
  void pump();
  return new Response(readable, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
