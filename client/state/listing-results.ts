import { ref } from "valtio";
import { CARDS_MAX, LISTING_PAGE_MAX, type CardsAnswer, type ListingPageAnswer } from "../../shared/api-contract";
import type { ProductCardData } from "../../shared/card";
import type { DeepReadonly } from "../../shared/deep-readonly";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { categoryColumns, PAGE_ROWS, SERVER_COLUMNS } from "../../shared/grid";
import { listingToSearch, type ListingQuery } from "../../shared/listing-query";
import { getJson, HttpError, listingPageUrl } from "../api-reader";
import { cardAt, keepCards, missingCards } from "../listing/card-cache";
// Static: the entry has it already. A dynamic import() of it would make it a chunk of its own, and
// every page would load the entry in four files instead of one.
import { navigate } from "../navigate";
import { readyModel } from "../listing/index-ready";
import type { ViewData } from "../view-data";
import type { AppState, ListingResults, Ref } from "./app-state-types";
import { freshCutoff } from "../../shared/prices/offers";

export type CategoryData = Extract<ViewData, { view: "category" }> & { manifest: PublicManifest };

export function categoryData(state: AppState): CategoryData | null {
  const data = state.data;
  return data.view === "category" && data.manifest ? (data as CategoryData) : null;
}

const keyOf = (query: DeepReadonly<ListingQuery>, manifest: PublicManifest) => listingToSearch(query, manifest.filters);

/** How many results the grid shows now: pages of 10 rows × the columns of this width (PRODUCT-RULES.md, Limits). */
export function visibleCount(state: Pick<AppState, "viewportWidth" | "listingUi">): number {
  const columns = state.viewportWidth === null ? SERVER_COLUMNS : categoryColumns(state.viewportWidth);
  return PAGE_ROWS * columns * state.listingUi.pages;
}

/** The results a page arrived with (the worker's first page), its cards kept. */
export function resultsFromPage(data: ViewData, query: DeepReadonly<ListingQuery>): Ref<ListingResults> | null {
  if (data.view !== "category" || !data.manifest || !data.page) return null;
  keepCards(data.manifest.version, data.page.positions, data.page.cards);
  return ref({
    key: keyOf(query, data.manifest),
    version: data.manifest.version,
    total: data.page.total,
    counts: data.page.counts,
    positions: data.page.positions,
    loading: false,
    failed: false,
  });
}

/** The cards of the visible results, in order; undefined where a card is still on its way. */
export function visibleCards(results: ListingResults, state: Pick<AppState, "viewportWidth" | "listingUi">): (ProductCardData | undefined)[] {
  const shown = Math.min(results.total, visibleCount(state));
  return Array.from({ length: shown }, (_, i) => (i < results.positions.length ? cardAt(results.version, results.positions[i]) : undefined));
}

let ticket = 0;

/**
 * Brings the results in line with the listing in the URL: on the index when it has arrived (no
 * request at all but for missing cards), through the worker's listing API until then, so the first
 * click never waits on the index download.
 */
export async function refreshResults(state: AppState): Promise<void> {
  const data = categoryData(state);
  if (!data) return;
  const mine = ++ticket;
  const key = keyOf(state.listing, data.manifest);
  const model = readyModel(data.manifest);
  if (model) {
    const { positions, counts } = model.run(state.listing, freshCutoff(Date.now(), state.config.priceFreshHours));
    state.results = ref({ key, version: data.manifest.version, total: positions.length, counts, positions, loading: false, failed: false });
    await fillVisible(state, mine);
    return;
  }
  if (state.results) state.results = ref({ ...state.results, loading: true, failed: false });
  try {
    const answer = await listingPage(data, state.listing, 0, Math.min(LISTING_PAGE_MAX, visibleCount(state)));
    if (mine !== ticket) return;
    state.results = ref({
      key,
      version: answer.version,
      total: answer.total,
      counts: answer.counts,
      positions: answer.positions,
      loading: false,
      failed: false,
    });
    await fillVisible(state, mine);
  } catch (error) {
    if (mine !== ticket) return;
    console.error("[listing] results failed", error);
    if (state.results) state.results = ref({ ...state.results, loading: false, failed: true });
  }
}

async function listingPage(data: CategoryData, query: ListingQuery, offset: number, limit: number): Promise<ListingPageAnswer> {
  const answer = await getJson<ListingPageAnswer>(listingPageUrl(data.categoryId, keyOf(query, data.manifest), offset, limit));
  if (!answer) throw new HttpError(404, "listing");
  keepCards(answer.version, answer.positions, answer.cards);
  return answer;
}

/**
 * Makes sure every visible result has its card: more listing rows from the worker while positions
 * are missing, then the cards of known positions ('Cargar más Productos', a wider window).
 */
export async function fillVisible(state: AppState, mine = ticket): Promise<void> {
  const data = categoryData(state);
  let results = state.results;
  if (!data || !results) return;
  const wanted = Math.min(results.total, visibleCount(state));
  try {
    while (results.positions.length < wanted) {
      state.results = ref({ ...results, loading: true });
      const answer = await listingPage(data, state.listing, results.positions.length, Math.min(LISTING_PAGE_MAX, wanted - results.positions.length));
      if (mine !== ticket || answer.version !== results.version) return;
      results = ref({ ...results, positions: [...results.positions, ...answer.positions], loading: false });
      state.results = results;
      if (answer.positions.length === 0) break;
    }
    const missing = missingCards(results.version, results.positions.slice(0, wanted));
    if (missing.length === 0) return;
    state.results = ref({ ...results, loading: true });
    for (let i = 0; i < missing.length; i += CARDS_MAX) {
      const batch = missing.slice(i, i + CARDS_MAX);
      const answer = await getJson<CardsAnswer>(`/api/categories/${encodeURIComponent(data.categoryId)}/cards?v=${results.version}&p=${batch.join(",")}`);
      if (answer) keepCards(answer.version, batch, answer.cards);
    }
    if (mine === ticket) state.results = ref({ ...results, loading: false });
  } catch (error) {
    if (mine !== ticket) return;
    // A 409 means the category was rebuilt under us: start again from the new build.
    if (error instanceof HttpError && error.status === 409) return reloadCategory(state);
    console.error("[listing] more results failed", error);
    state.results = ref({ ...results, loading: false, failed: true });
  }
}

/** The category changed on the server while the shopper was on it: load its new manifest and page. */
function reloadCategory(state: AppState): Promise<void> {
  return navigate(state, state.url, { replace: true, keepScroll: true });
}

/**
 * Fetches the category's index after the page has shown (it is not needed for the first view) and
 * from then on answers the listing in the browser. If the shopper changed the listing meanwhile,
 * the results are worked out again on the index.
 */
export async function loadIndexWhenIdle(state: AppState): Promise<void> {
  const data = categoryData(state);
  if (!data) return;
  await new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );
  // Its loading code too comes after the page has shown.
  const { loadModel } = await import("../listing/index-cache");
  const model = await loadModel(data.manifest);
  const current = categoryData(state);
  if (!model || current?.manifest.indexHash !== data.manifest.indexHash) return;
  // Visible to tests and benchmarks, as data-hydrated is: from now on the listing runs in the browser.
  document.documentElement.dataset.listingIndex = data.manifest.indexHash;
  // Results the worker gave for this very listing stay; they are the same as the index would give.
  if (state.results && state.results.key === keyOf(state.listing, data.manifest) && state.results.positions.length === state.results.total) return;
  await refreshResults(state);
}
