import type { AppState } from "./app-state-types";

/**
 * Where the shopper was in a listing: the pages loaded ('Cargar más Productos'), the
 * scroll position, and the card first in view with its distance from the top of the window (the
 * grid's cards below the fold have estimated heights until drawn, so the card is a surer mark than
 * the scroll offset). Kept in the listing's own history entry, so only going back returns to it.
 */
export interface ListingPlace {
  pages: number;
  scrollY: number;
  index: number;
  top: number;
}

/** The cells of the category grid, in order. */
export const gridCells = () => document.querySelectorAll<HTMLElement>(".product-grid--category > li");

/** The current listing's place, or null when the view is not a listing. */
export function listingPlace(state: AppState): ListingPlace | null {
  if (state.data.view !== "category" || !state.data.manifest) return null;
  const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
  const cells = [...gridCells()];
  const index = Math.max(
    0,
    cells.findIndex((cell) => cell.getBoundingClientRect().bottom > header),
  );
  return { pages: state.listingUi.pages, scrollY: window.scrollY, index, top: cells[index]?.getBoundingClientRect().top ?? 0 };
}

/** A place read back from history.state, which any script may have written: only well-formed ones. */
export function placeFrom(historyState: unknown): ListingPlace | undefined {
  const place = (historyState as { listingPlace?: Partial<ListingPlace> } | null)?.listingPlace;
  if (!place) return undefined;
  const { pages, scrollY, index, top } = place;
  const ok = [pages, scrollY, index, top].every((n) => typeof n === "number" && Number.isFinite(n));
  return ok && pages! >= 1 && index! >= 0 ? (place as ListingPlace) : undefined;
}
