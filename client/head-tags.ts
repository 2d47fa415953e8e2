import { absoluteUrl } from "../shared/absolute-url";
import type { ViewMeta } from "./routes/types";
import { SITE_NAME } from "./title";

/** One element of the document head: its tag and its attributes, in order. */
export interface HeadTag {
  tag: "meta" | "link";
  attributes: readonly (readonly [name: string, value: string])[];
}

/** Every head element viewHeadTags can write: what the browser removes before writing the next view's. */
export const VIEW_HEAD_SELECTOR =
  'meta[name="description"], meta[name="keywords"], link[rel="canonical"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';

const named = (name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: [
    ["name", name],
    ["content", content],
  ],
});
const property = (name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: [
    ["property", name],
    ["content", content],
  ],
});

/**
 * The view's description, keywords, canonical link (or noindex), Open Graph and Twitter tags
 * (PRODUCT-RULES.md (Screens and routes), page metadata). The worker writes them into the page; the browser rewrites them on each
 * client-side navigation (head.ts), so both always agree.
 */
export function viewHeadTags(meta: ViewMeta, origin: string): HeadTag[] {
  const canonicalUrl = meta.canonicalPath ? origin + meta.canonicalPath : null;
  const image = absoluteUrl(meta.image, origin);
  const tags = [named("description", meta.description)];
  if (meta.keywords) tags.push(named("keywords", meta.keywords));
  tags.push(
    canonicalUrl
      ? {
          tag: "link",
          attributes: [
            ["rel", "canonical"],
            ["href", canonicalUrl],
          ],
        }
      : named("robots", "noindex"),
  );
  const openGraph: [string, string | null][] = [
    ["og:site_name", SITE_NAME],
    ["og:locale", "es_ES"],
    ["og:type", meta.ogType],
    ["og:title", meta.title],
    ["og:description", meta.description],
    ["og:url", canonicalUrl],
    ["og:image", image],
  ];
  for (const [name, content] of openGraph) if (content !== null) tags.push(property(name, content));
  tags.push(named("twitter:card", image ? "summary_large_image" : "summary"));
  return tags;
}
