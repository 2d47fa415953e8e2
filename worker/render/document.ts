import generatedAssets from "../generated/client-assets.json";
import { PAYLOAD_ID, ROOT_ID } from "../../client/dom-ids";
import { viewHeadTags } from "../../client/head-tags";
import type { ViewMeta } from "../../client/meta";
import { escapeHtml } from "./html-escape";
import { safeJsonForScript } from "./safe-json";

interface ClientAssets {
  /** Changes whenever any script or the stylesheet changes (their names carry content hashes). */
  buildId: string;
  script: string;
  styles: string[];
  preload: string[];
  views: Record<string, string[]>;
}
/** Written by scripts/build-client.ts (npm run build) before the worker is bundled. */
const clientAssets: ClientAssets = generatedAssets;
export const CLIENT_BUILD_ID = clientAssets.buildId;

export interface DocumentParts {
  /** Everything up to and including the opening root element. */
  head: string;
  /** Closes the root element, carries the hydration payload and closes the document. */
  tail: string;
}

/**
 * The HTML document around the streamed React tree: language, the view's title, head tags
 * (client/head-tags.ts, which the browser also uses after navigating) and JSON-LD, the stylesheet,
 * the client entry (a module script, so it runs after parsing), and the hydration payload as
 * escaped JSON.
 */
export function documentParts(options: {
  meta: ViewMeta;
  origin: string;
  nonce: string;
  payload: unknown;
  view: string;
  jsonLd: readonly unknown[];
}): DocumentParts {
  const { meta, origin, nonce, payload, view, jsonLd } = options;
  const viewTags = viewHeadTags(meta, origin)
    .map(({ tag, attributes }) => `<${tag} ${attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(" ")}>`)
    .join("");
  const structured = jsonLd
    .map((item) => `<script type="application/ld+json" nonce="${nonce}">${safeJsonForScript(item)}</script>`)
    .join("");
  const styles = clientAssets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const preloads = [...clientAssets.preload, ...(clientAssets.views[view] ?? [])]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join("");
  const head =
    `<!doctype html><html lang="es"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(meta.title)}</title>` +
    viewTags +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    styles +
    preloads +
    `<script type="module" src="${escapeHtml(clientAssets.script)}" nonce="${nonce}"></script>` +
    structured +
    `</head><body><div id="${ROOT_ID}">`;
  // The hydration payload goes last: the entry is a module script, which runs only once the whole
  // document is parsed, and a visitor's first paint need not wait for tens of kB of JSON.
  const data = `<script id="${PAYLOAD_ID}" type="application/json" nonce="${nonce}">${safeJsonForScript(payload)}</script>`;
  return { head, tail: `</div>${data}</body></html>` };
}
