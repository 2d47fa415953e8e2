import ReactMarkdown, { type Components } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";
import remarkGfm from "remark-gfm";
import { markdownToPlainText, splitDescription } from "../../shared/description";
import type { Analysis, Product } from "../../shared/product";
import { escapeHtml } from "./html-escape";

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
 */
export function renderAnalysis(product: Pick<Product, "brand" | "model" | "general">): Analysis {
  const { heading, body } = splitDescription(product.general?.description ?? "", product.brand, product.model);
  try {
    const html = renderToStaticMarkup(
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml disallowedElements={["img"]} unwrapDisallowed components={components}>
        {body}
      </ReactMarkdown>,
    );
    return { heading, html, format: "html" };
  } catch (error) {
    console.error("[analysis] Markdown rendering failed; showing plain text", error);
    const paragraphs = markdownToPlainText(body).split(/\n{2,}/).filter(Boolean);
    return { heading, html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""), format: "text" };
  }
}
