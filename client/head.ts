import { VIEW_HEAD_SELECTOR, viewHeadTags } from "./head-tags";
import { structuredData, viewMeta } from "./routes/heads";
import type { ViewData } from "./view-data";
import { siteOrigin } from "../shared/site-origin";

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/**
 * PRODUCT-RULES.md (Screens and routes): title, description, keywords, canonical link and structured data are set per view
 * (each view's head: client/routes/*.head.ts).
 * After a client-side navigation the browser rewrites them with the functions the worker renders
 * them with, so a view reached on the client has the head a fresh load of its address has.
 * Browser-only, and loaded lazily by navigation.ts: no first view needs it.
 */
export function updateHead(data: ViewData, siteHost: string, priceFreshHours?: number): void {
  const origin = siteOrigin(new URL(window.location.href), siteHost);
  const meta = viewMeta(data);
  const head = document.head;
  document.title = meta.title;
  head.querySelectorAll(`${VIEW_HEAD_SELECTOR}, ${JSON_LD_SELECTOR}`).forEach((element) => element.remove());

  const tags = document.createDocumentFragment();
  for (const { tag, attributes } of viewHeadTags(meta, origin)) {
    const element = document.createElement(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    tags.appendChild(element);
  }
  // Where the worker writes them: right after the title.
  const title = head.querySelector("title");
  head.insertBefore(tags, title ? title.nextSibling : head.firstChild);

  // JSON-LD is data: the browser never runs it, so the CSP does not apply. It still carries the
  // page's nonce, as the worker's does (the .nonce property: browsers hide the attribute's value).
  const nonce = head.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  for (const item of structuredData(data, origin, Date.now(), priceFreshHours)) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    if (nonce) script.nonce = nonce;
    script.textContent = JSON.stringify(item);
    head.appendChild(script);
  }
}
