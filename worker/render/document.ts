import generatedAssets from "../generated/client-assets.json";
import { PAYLOAD_ID, ROOT_ID } from "../../client/dom-ids";
import { EARLY_ACTIONS_SCRIPT } from "../../client/early-actions";
import { viewHeadTags } from "../../client/head-tags";
import type { ViewMeta } from "../../client/routes/types";
import { escapeHtml } from "../html/html-escape";
import { safeJsonForScript, type FrozenJson } from "./safe-json";

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

/** Retailer picture hosts the production pages load from: connected to while the data loads. */
const PRECONNECT_PRODUCTION = ["https://m.media-amazon.com"];

/**
 * What the browser can start on before any catalogue read: charset, viewport, the stylesheet, the
 * client entry and the view's chunks (modulepreload), preconnections. Sent as the first bytes of a
 * streamed page. The view's title, tags and JSON-LD follow in `lateHead` (a <title> may come after
 * other head elements).
 */
export function earlyHead(options: { nonce: string; view: string; production: boolean }): string {
  const { nonce, view, production } = options;
  const styles = clientAssets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const preloads = [...clientAssets.preload, ...(clientAssets.views[view] ?? [])]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join("");
  const preconnects = (production ? PRECONNECT_PRODUCTION : []).map((origin) => `<link rel="preconnect" href="${origin}">`).join("");
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    styles +
    preloads +
    preconnects +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script type="module" src="${escapeHtml(clientAssets.script)}" nonce="${nonce}"></script>` +
    `<script nonce="${nonce}">${EARLY_ACTIONS_SCRIPT}</script>`
  );
}

/**
 * The Link header of a page (RFC 8288): the stylesheet and the entry, so Cloudflare can send them as
 * 103 Early Hints before the worker answers at all.
 */
export function preloadLinkHeader(): string {
  return [...clientAssets.styles.map((href) => `<${href}>; rel=preload; as=style`), `<${clientAssets.script}>; rel=modulepreload`].join(", ");
}

/**
 * The rest of the head once the view's data is in: title, head tags (client/head-tags.ts, which the
 * browser also uses after navigating) and JSON-LD; then the body's root element opens.
 */
export function lateHead(options: { meta: ViewMeta; origin: string; nonce: string; jsonLd: readonly unknown[]; frozenJson: FrozenJson }): string {
  const { meta, origin, nonce, jsonLd, frozenJson } = options;
  const viewTags = viewHeadTags(meta, origin)
    .map(({ tag, attributes }) => `<${tag} ${attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(" ")}>`)
    .join("");
  const structured = jsonLd.map((item) => `<script type="application/ld+json" nonce="${nonce}">${safeJsonForScript(item, frozenJson)}</script>`).join("");
  return `<title>${escapeHtml(meta.title)}</title>` + viewTags + structured + `</head><body><div id="${ROOT_ID}">`;
}

/**
 * Closes the root element, carries the hydration payload and closes the document. The payload goes
 * last: the entry is a module script, which runs only once the whole document is parsed, and a
 * visitor's first paint need not wait for tens of kB of JSON.
 */
export function documentTail(options: { nonce: string; payload: unknown; frozenJson: FrozenJson }): string {
  return `</div><script id="${PAYLOAD_ID}" type="application/json" nonce="${options.nonce}">${safeJsonForScript(options.payload, options.frozenJson)}</script></body></html>`;
}
