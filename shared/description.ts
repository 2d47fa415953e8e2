import { productName } from "./product-name";
/** The analysis of a product, split for the page: its heading and the Markdown body under it. */
export interface AnalysisParts {
  heading: string;
  body: string;
}

/**
 * PRODUCT-RULES.md (Screens and routes): the description section's heading is the Markdown's first top-level heading,
 * otherwise 'Análisis Completo: {name}' (the brand once, product-name.ts); the body is the rest.
 */
export function splitDescription(markdown: string, brand: string, model: string): AnalysisParts {
  const text = typeof markdown === "string" ? markdown : "";
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => /^#\s+\S/.test(line));
  if (index < 0) return { heading: `Análisis Completo: ${productName({ brand, model })}`, body: text.trim() };
  const heading = lines[index]
    .replace(/^#\s+/, "")
    .replace(/\s+#*\s*$/, "")
    .trim();
  const body = [...lines.slice(0, index), ...lines.slice(index + 1)].join("\n").trim();
  return { heading, body };
}
