import type { FilterDefinition } from "../../../shared/filters/types";
import { listingToSearch, parseListingQuery, type ListingQuery } from "../../../shared/listing-query";
import type { AppState } from "../../state/app-state";
import { updateListing } from "../../state/listing";
import { DRAWER_MEDIA } from "./panel-live";

/** The listing the form's fields say now, as a submit would send it, and the search box's text as typed. */
export function formListing(form: HTMLFormElement, definitions: readonly FilterDefinition[]): { query: ListingQuery; typed: string } {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return { query: parseListingQuery(params.toString(), definitions), typed: params.get("q") ?? "" };
}

/**
 * Taps made while the page was painted but not hydrated are not lost: the browser already applied
 * them to the form's fields (a box ticked, a sort chosen, a term typed), which React leaves as they
 * are when it hydrates. Once hydrated, the listing catches up with the fields; and a drawer opened
 * by its link (#filters, a `:target` panel until now) stays open, as the modal dialog.
 */
export function replayFormBeforeHydration(state: AppState, form: HTMLFormElement, definitions: readonly FilterDefinition[]): void {
  if (window.location.hash === "#filters") {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    if (window.matchMedia(DRAWER_MEDIA).matches) state.listingUi.drawerOpen = true;
  }
  const { query, typed } = formListing(form, definitions);
  if (typed !== state.listingUi.searchInput) state.listingUi.searchInput = typed;
  if (listingToSearch(query, definitions) !== listingToSearch(state.listing, definitions)) void updateListing(state, query);
}
