/** Below this width the filters are a drawer over the results; from it on, a sidebar beside them (styles.css). */
export const DRAWER_MEDIA = "(max-width: 1023.98px)";

/**
 * Whether the page has a filter panel that is still the server's HTML. `data-live` is set on the
 * filter panel (FilterSidebar.tsx) once it has hydrated. Its code comes after the rest of
 * the listing's, and until then the panel is the server's HTML: the drawer opens as a `:target`
 * panel, and the choices made in it are in the form's fields, not yet in the store.
 */
export function filterPanelWaiting(): boolean {
  const panel = document.getElementById("filters");
  return panel !== null && !panel.hasAttribute("data-live");
}

/**
 * While the filter panel is still the server's HTML its boxes show the filters the page came with: a
 * filter changed in place outside it (a chip taken off, a use chosen) would come back when the panel
 * hydrates and its fields are applied (form-replay.ts). Until then such a control is the plain link
 * it is without script: the page at `href` is loaded. True when it was.
 */
export function followWhilePanelWaits(href: string): boolean {
  if (!filterPanelWaiting()) return false;
  window.location.assign(href);
  return true;
}
