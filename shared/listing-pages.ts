/** The query parameter of the listing's pages ('Cargar más Productos' as a link: `?pagina=2`). */
export const PAGE_PARAM = "pagina";
/**
 * The most pages one address asks for: the worker renders every page before it in one HTML answer,
 * so a hand-written `?pagina=9999` must not make it render a whole large category.
 */
export const MAX_LINKED_PAGES = 20;

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
