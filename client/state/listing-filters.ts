import type { ChipRemoval } from "../../shared/filters/active";
import type { AppliedFilters, RangeValue } from "../../shared/filters/types";
import type { AppState } from "./app-state";
import { updateListing } from "./listing";

// The filter panel's and the chips' changes to the listing, apart from listing.ts: only those lazy
// sections use them, so they come with their chunks, not with the listing's first load.

export function setFilter(state: AppState, id: string, value: AppliedFilters[string], history: "push" | "replace" = "push"): void {
  const filters: AppliedFilters = { ...state.listing.filters };
  const empty =
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);
  if (empty) delete filters[id];
  else filters[id] = value;
  void updateListing(state, { ...state.listing, filters }, history);
}

export function toggleOption(state: AppState, id: string, option: string, single = false): void {
  const current = (state.listing.filters[id] as string[] | undefined) ?? [];
  const next = current.includes(option) ? current.filter((v) => v !== option) : single ? [option] : [...current, option];
  setFilter(state, id, next);
}

export function toggleFeature(state: AppState, featureId: string): void {
  const features = { ...(state.listing.filters.otherFeatures ?? {}) };
  if (features[featureId]) delete features[featureId];
  else features[featureId] = true;
  setFilter(state, "otherFeatures", features);
}

/** `history`: "replace" while the shopper is still typing the range, so it leaves one entry, not one per pause. */
export function setRange(state: AppState, id: string, range: RangeValue, history: "push" | "replace" = "push"): void {
  setFilter(state, id, range.min === undefined && range.max === undefined ? undefined : range, history);
}

/** A chip above the results pressed: its option, range, checkbox or feature goes. */
export function removeChip(state: AppState, removal: ChipRemoval): void {
  if (removal.kind === "option") toggleOption(state, removal.filterId, removal.value);
  else if (removal.kind === "feature") toggleFeature(state, removal.featureId);
  else setFilter(state, removal.filterId, undefined);
}

/** 'Limpiar': every filter off; the search and the sort stay. */
export function clearFilters(state: AppState): void {
  void updateListing(state, { ...state.listing, filters: {} });
}
