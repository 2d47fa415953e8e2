/** The query parameter of the listing's pages ('Cargar más Productos' as a link: `?pagina=2`). */
export const PAGE_PARAM = "pagina";
/**
 * The most pages one address asks for: the worker renders every page before it in one HTML answer
 * (50 cards a page), so the largest listing answer is this many pages of cards whatever the address
 * (docs/RELIABILITY.md gives its bytes). Past it the no-script link gives way to a note: with a
 * script, 'Cargar más Productos' goes on loading from the JSON API.
 */
export const MAX_LINKED_PAGES = 4;

/**
 * How many pages of the listing an address asks for: `pagina` as a whole number from 1, at most
 * MAX_LINKED_PAGES (a longer number asks for the most); anything else (absent, "abc", "0", "-2",
 * "1.5") is the first page.
 */
export function linkedPages(search: string): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM) ?? "";
  if (!/^\d+$/.test(raw)) return 1;
  return raw.length > 6 ? MAX_LINKED_PAGES : Math.min(MAX_LINKED_PAGES, Math.max(1, Number(raw)));
}
