/**
 * The elements of a page's HTML that match a CSS selector, read with workerd's own HTML parser
 * (HTMLRewriter, lol-html): what a browser with JavaScript off is given. Tests of what the worker's
 * HTML decides (forms, links, `?pagina=N`, chips as links, the comparison's links) read pages with it
 * instead of opening them in a browser.
 */
export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  /** Its text and its descendants', whitespace collapsed (entities left as written, as in the HTML). */
  text: string;
}

/** Every element matching `selector` (lol-html's selectors: tags, classes, ids, attributes, descendants), in document order. */
export async function elements(html: string, selector: string): Promise<HtmlElement[]> {
  const found: { tag: string; attributes: Record<string, string>; text: string[] }[] = [];
  const open: { text: string[] }[] = [];
  const rewriter = new HTMLRewriter().on(selector, {
    element(element) {
      const entry = { tag: element.tagName, attributes: Object.fromEntries(element.attributes as unknown as Iterable<[string, string]>), text: [] as string[] };
      found.push(entry);
      if (!VOID_ELEMENTS.has(element.tagName)) {
        open.push(entry);
        element.onEndTag(() => void open.splice(open.indexOf(entry), 1));
      }
    },
    text(chunk) {
      for (const entry of open) entry.text.push(chunk.text);
    },
  });
  await rewriter.transform(new Response(html)).text();
  return found.map(({ tag, attributes, text }) => ({ tag, attributes, text: text.join("").replace(/\s+/g, " ").trim() }));
}

/** The one element matching `selector`; fails when there is none or more than one. */
export async function element(html: string, selector: string): Promise<HtmlElement> {
  const all = await elements(html, selector);
  if (all.length !== 1) throw new Error(`${all.length} elements match "${selector}", not one`);
  return all[0];
}

/** `&amp;` and the other entities the worker writes in attributes and text, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|#39|apos|nbsp);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()];
    return String.fromCodePoint(entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
  });
}

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
