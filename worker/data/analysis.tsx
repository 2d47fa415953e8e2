import ReactMarkdown, { type Components } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";
import remarkGfm from "remark-gfm";
import type { Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { splitDescription } from "../../shared/description";
import type { Analysis, Product } from "../../shared/product";
import { IsolateMemory } from "./isolate-memory";
import { escapeHtml } from "../html/html-escape";

/** Links in an analysis leave the site without passing on trust or the referrer. */
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} rel="nofollow noopener noreferrer" target="_blank">
      {children}
    </a>
  ),
};

/**
 * The product's long-form analysis as HTML, rendered once when the snapshot is built (so neither
 * a page request nor the browser needs the Markdown renderer). react-markdown with GFM tables and
 * lists; raw HTML in the Markdown is dropped, pictures are not shown, and the default URL
 * transform removes javascript: and other unsafe links. If rendering fails, the plain text.
 * Each call renders anew; the worker renders through its isolate's RenderedAnalyses.
 */
export function renderAnalysis(product: Pick<Product, "brand" | "model" | "general">): Analysis {
  const { heading, body } = splitDescription(product.general?.description ?? "", product.brand, product.model);
  // The tree react-markdown parses, kept for the plain text (no second parse).
  let tree: Root | undefined;
  const keepTree = () => (parsed: Root) => void (tree = parsed);
  try {
    const html = renderToStaticMarkup(
      <ReactMarkdown remarkPlugins={[remarkGfm, keepTree]} skipHtml disallowedElements={["img"]} unwrapDisallowed components={components}>
        {body}
      </ReactMarkdown>,
    );
    return { heading, html, format: "html", summary: summarise(heading, tree ? blockTexts(tree, [], true) : []) };
  } catch (error) {
    console.error("[analysis] Markdown rendering failed; showing plain text", error);
    // Parsed but not rendered: the text of each block; not even parsed: the source's paragraphs, escaped.
    return plainParagraphs(heading, tree ? blockTexts(tree) : sourceParagraphs(body));
  }
}

/** What an analysis is made of: two products with the same input have the same analysis. */
export const analysisInput = (product: Pick<Product, "brand" | "model" | "general">): string =>
  JSON.stringify([product.brand, product.model, product.general?.description ?? ""]);

/**
 * The analysis as escaped plain paragraphs, without parsing Markdown: what a request shows while
 * the rendered analysis is made after its answer.
 */
export function plainTextAnalysis(product: Pick<Product, "brand" | "model" | "general">): Analysis {
  const { heading, body } = splitDescription(product.general?.description ?? "", product.brand, product.model);
  return plainParagraphs(heading, sourceParagraphs(body));
}

const sourceParagraphs = (body: string): string[] =>
  body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

const plainParagraphs = (heading: string, paragraphs: string[]): Analysis => ({
  heading,
  html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
  format: "text",
  summary: summarise(heading, paragraphs),
});

/**
 * Rendered analyses by what they are made of (brand, model, description), in a memory of their own
 * (the least recently used dropped past RENDERED_MAX_CHARS of keys and texts; one over a quarter of
 * it is not kept). A rebuild writes again every product whose revision changed, and most changes are
 * prices, not texts: an isolate that rendered an analysis before (a revalidation after the daily
 * build, `wrangler dev`) does not parse it again. Only successful renders are kept; they are
 * frozen, as everything an isolate keeps. They never go stale.
 */
export const RENDERED_MAX_CHARS = 4 * 1024 * 1024;

export class RenderedAnalyses {
  private readonly rendered: IsolateMemory;

  constructor(maxChars = RENDERED_MAX_CHARS) {
    this.rendered = new IsolateMemory(maxChars);
  }

  /** The analysis, rendered now unless it was before for the same input. */
  render(product: Pick<Product, "brand" | "model" | "general">): Analysis {
    const key = analysisInput(product);
    const kept = this.rendered.get<Analysis>("analysis", key);
    if (kept) return kept;
    const analysis = renderAnalysis(product);
    if (analysis.format !== "html") return analysis;
    return this.rendered.keep("analysis", key, analysis, key.length + analysis.heading.length + analysis.html.length + analysis.summary.length);
  }

  /** The analysis rendered before for the same input, without parsing anything; undefined if none. */
  kept(product: Pick<Product, "brand" | "model" | "general">): Analysis | undefined {
    return this.rendered.get<Analysis>("analysis", analysisInput(product));
  }
}

/** A heading read as prose ends with a stop, or "Diseño El S90D…" runs into the next sentence. */
const withStop = (text: string) => (/[.!?…:;]["»”)]?$/.test(text) ? text : `${text}.`);

/** Blocks whose text reads as one paragraph; the others (lists, quotes, tables) are walked into. */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell", "code"]);

/** The plain text of each paragraph-like block, in order, without raw HTML (mdast-util-to-string joins a block's inline text). */
function blockTexts(node: Nodes, texts: string[] = [], asProse = false): string[] {
  if (TEXT_BLOCKS.has(node.type)) {
    const text = toString(node, { includeHtml: false }).trim();
    if (text) texts.push(asProse && node.type === "heading" ? withStop(text) : text);
  } else if ("children" in node) {
    for (const child of node.children) blockTexts(child, texts, asProse);
  }
  return texts;
}

/** PRODUCT-RULES.md (Screens and routes): the Product JSON-LD's description, plain text of at most 300 characters. */
export const SUMMARY_MAX_CHARS = 300;

/** The text up to the limit, cut after a whole word (with "…") rather than in the middle of one. */
function summarise(heading: string, paragraphs: string[]): string {
  const text = [withStop(heading), ...paragraphs].join(" ").replace(/\s+/g, " ").trim();
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  const room = text.slice(0, SUMMARY_MAX_CHARS); // one character for the ellipsis
  const lastSpace = room.lastIndexOf(" ");
  const cut = (lastSpace > SUMMARY_MAX_CHARS / 2 ? room.slice(0, lastSpace) : room.slice(0, SUMMARY_MAX_CHARS - 1)).replace(/[\s,.;:–—-]+$/, "");
  return `${cut}…`;
}
