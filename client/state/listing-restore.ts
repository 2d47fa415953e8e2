import type { AppState } from "./app-state";
import { gridCells, type ListingPlace } from "./listing-place";
import { holdInPlace } from "./hold-in-place";
import { categoryData, fillVisible, resultsFromPage } from "./listing-results";

// Only Back to a listing needs this (navigation.ts loads it then): it is no part of the listing's first scripts.

/** Pages a return to a listing loads again at most (a history entry is any script's to write). */
const MAX_RESTORED_PAGES = 50;

/**
 * Back to a listing: the pages the shopper had loaded come back, then, once drawn, the
 * card that was first in view returns to where it was in the window.
 */
export async function restoreListingPlace(state: AppState, place: ListingPlace): Promise<void> {
  const data = categoryData(state);
  if (!data) return;
  state.listingUi.pages = Math.min(place.pages, MAX_RESTORED_PAGES);
  state.results = resultsFromPage(data, state.listing);
  await fillVisible(state);
  for (let frame = 0; frame < 60; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (categoryData(state) !== data) return; // the shopper went on meanwhile
    const cell = gridCells()[place.index];
    if (cell && !state.results?.loading) {
      // Cards off screen are laid out at an estimated height until drawn (content-visibility): for one
      // layout they are drawn for real, so the card lands where it was; they keep that height after.
      const root = document.documentElement;
      root.dataset.restoringListing = "";
      window.scrollTo(0, cell.getBoundingClientRect().top + window.scrollY - place.top);
      requestAnimationFrame(() => delete root.dataset.restoringListing);
      await holdInPlace(cell, place.top);
      return;
    }
  }
  window.scrollTo(0, place.scrollY);
}
