import { useEffect, useMemo, useState } from "react";
import { getCategory, type CategoryId } from "../../shared/categories";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { countActiveFilters } from "../../shared/filters/active-count";
import { columnSortLabel } from "../../shared/column-sort";
import { listingToSearch, MAX_LINKED_PAGES, nextPageSearch, sortsFor, type SortId } from "../../shared/listing-query";
import { categoryPath } from "../../shared/routes";
import { TEXT } from "../../shared/texts";
import { ActionLink } from "../components/ActionLink";
import { Guarded } from "../components/Guarded";
import { Icon } from "../components/Icon";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { PagedGrid } from "../components/PagedGrid";
import { ProductCard, SkeletonCard } from "../components/ProductCard";
import { ListingForm } from "../components/listing/ListingForm";
import { filterPanelWaiting } from "../components/listing/panel-live";
import { SearchBox } from "../components/listing/SearchBox";
import { plainUseLink, UsesList } from "../components/listing/UsesList";
import { afterHydration } from "../state/hydration";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { usePageHydrated } from "../state/page-hydrated";
import { clearSearch, setSort } from "../state/listing";
import { fillVisible, loadIndexWhenIdle, refreshResults, resultsFromPage, visibleCards } from "../state/listing-results";
import type { ListingPageData } from "../view-data";
import { lazySection } from "../lazy-section";

// The filter panel is not needed for the first paint or the first tap: the server renders it as part
// of the listing's GET form (a `:target` drawer on phones), which works before it hydrates. Its code
// (every kind of filter control) comes in its own chunk once the page has started.
const FilterSidebar = lazySection(() => import("../components/listing/FilterSidebar").then((m) => m.FilterSidebar));
// Shown only under a search without results here.
// Shopping by use: the server draws its links, which work before and without the script; its code
// (the link of the current use marked, the wait for the filter panel) is not needed to hydrate the page.
const UsesRow = lazySection(() => import("../components/listing/UsesRow").then((m) => m.UsesRow));
// The active filters' chips: links in the server's HTML (the '+N' of a phone's row a link to the row as
// its `:target`), which work before and without the script; their code comes in its own chunk.
// Its texts and its changes to the listing are chunks of their own (the filter panel and the uses row
// share them): asked for with it, not after it, so the chips' row does not come late behind the cards.
const ActiveFilterChips = lazySection(() =>
  Promise.all([import("../components/listing/ActiveFilterChips"), import("../../shared/filters/active"), import("../state/listing-filters")]).then(
    ([m]) => m.ActiveFilterChips,
  ),
);
const ElsewhereResults = lazySection(() => import("../components/listing/ElsewhereResults").then((m) => m.ElsewhereResults));

/** Cards whose pictures load at once: the first row on a phone (two columns from 360 px) and the first two from tablets up. */
const ABOVE_THE_FOLD = 2;

/** PRODUCT-RULES.md (Limits): while a search runs, a skeleton of 8 cards shows. */
const SEARCH_SKELETON_CARDS = 8;
const LOADING_SKELETON_CARDS = 10;

interface CategoryViewProps {
  categoryId: CategoryId;
  manifest: PublicManifest | null;
  page: ListingPageData | null;
  error: string | null;
}

function Skeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="product-grid product-grid--category" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

function EmptyResults({ term, categoryId, clearHref }: { term: string; categoryId: CategoryId; clearHref: string }) {
  const state = useAppState();
  return (
    <div className="notice" role="status">
      <h2>No se encontraron productos</h2>
      {term ? (
        <>
          <p>No hay resultados para "{term}"</p>
          <p>Prueba con otros términos o borra la búsqueda.</p>
          <Guarded name="resultados en otras categorías">
            <ElsewhereResults term={term} categoryId={categoryId} />
          </Guarded>
          <ActionLink href={clearHref} className="button" onAction={() => clearSearch(state)}>
            Borrar búsqueda
          </ActionLink>
        </>
      ) : (
        <p>Intenta ajustar los filtros para ver más resultados.</p>
      )}
    </div>
  );
}

/** The category listing (PRODUCT-RULES.md, Screens and routes): filters, search, sort, the paged grid and its states. */
export default function CategoryView({ categoryId, manifest, page, error }: CategoryViewProps) {
  const state = useAppState();
  const snap = useAppSnapshot();
  const category = getCategory(categoryId);
  const listing = snap.listing;
  // Until the shopper changes the listing, its results are the page the view arrived with.
  const arrived = useMemo(
    () => (manifest && page ? resultsFromPage({ view: "category", categoryId, manifest, page }, listing) : null),
    [categoryId, manifest, page, listing],
  );
  const results = snap.results ?? arrived;
  // The index comes after the page has shown; from then on the listing runs in the browser.
  useEffect(() => (manifest ? afterHydration(() => void loadIndexWhenIdle(state)) : undefined), [state, manifest]);
  // The filter panel hydrates when its chunk arrives, after the rest of the view. Until the page has
  // hydrated it keeps the listing it was rendered with (usePageHydrated), and the same element, so
  // React leaves its server HTML (and a box ticked there) alone; the form's fields as they are then
  // are applied once the page has hydrated (form-replay.ts).
  const pageHydrated = usePageHydrated();
  const [rendered] = useState(() => (results ? { listing, counts: results.counts, total: results.total } : null));
  const frozen = !pageHydrated && rendered !== null;
  const panelListing = frozen ? rendered.listing : listing;
  const panelCounts = frozen ? rendered.counts : results?.counts;
  const panelTotal = frozen ? rendered.total : results?.total;
  const definitions = manifest?.filters;
  const filterPanel = useMemo(
    () =>
      definitions && panelCounts && panelTotal !== undefined ? (
        <Guarded name="filtros">
          <FilterSidebar categoryId={categoryId} definitions={definitions} listing={panelListing} counts={panelCounts} total={panelTotal} />
        </Guarded>
      ) : null,
    [categoryId, definitions, panelListing, panelCounts, panelTotal],
  );
  // One element while the category stays, as for the panel: a new one before its chunk is in would drop the server's HTML.
  const uses = manifest?.uses;
  const usesRow = useMemo(
    () =>
      uses?.length && definitions ? (
        // While its chunk downloads (a client navigation) the same row shows as plain links, so the
        // cards below never move down under a finger when it arrives.
        <Guarded name="usos" loading={<UsesList categoryId={categoryId} uses={uses} renderLink={plainUseLink} />}>
          <UsesRow categoryId={categoryId} uses={uses} definitions={definitions} />
        </Guarded>
      ) : null,
    [categoryId, uses, definitions],
  );

  if (snap.loading) {
    return (
      <div className="category">
        <h1>{category.name}</h1>
        <Skeletons count={LOADING_SKELETON_CARDS} label={`Cargando ${category.name.toLowerCase()}`} />
      </div>
    );
  }
  if (!manifest || !results) {
    return (
      <div className="category">
        <h1>{category.name}</h1>
        <LoadErrorNotice message={error ?? TEXT.catalogueError} />
      </div>
    );
  }

  const loadMore = () => {
    if (!state.results && arrived) state.results = arrived;
    state.listingUi.pages++;
    void fillVisible(state);
  };
  const cards = visibleCards(results, snap);
  const { listingUi } = snap;
  const activeCount = countActiveFilters(manifest.filters, listing.filters);
  return (
    <div className="category" data-sidebar-collapsed={listingUi.sidebarCollapsed ? "" : undefined}>
      <div className="category__head">
        <h1>{category.name}</h1>
        <p className="category__count" aria-live="polite">
          {results.total === 1 ? "1 producto" : `${results.total} productos`}
        </p>
      </div>
      <ListingForm categoryId={categoryId} definitions={manifest.filters} className="category__layout">
        {filterPanel}
        <div className="category__main">
          <div className="toolbar">
            <SearchBox categoryName={category.name.toLowerCase()} />
            <div className="toolbar__actions">
              {/* A link to the drawer (a :target panel) until the page hydrates; then it opens the modal dialog. */}
              <ActionLink
                id="filters-toggle"
                href="#filters"
                className="button toolbar__filters"
                aria-controls="filters"
                aria-haspopup="dialog"
                aria-expanded={listingUi.drawerOpen}
                onAction={() => {
                  // Until the filter panel has hydrated the drawer is the link's `:target` panel.
                  if (filterPanelWaiting()) window.location.hash = "filters";
                  else state.listingUi.drawerOpen = true;
                }}
              >
                <Icon name="filter" /> {activeCount > 0 ? `Filtros (${activeCount})` : "Filtros"}
              </ActionLink>
              <button
                type="button"
                className="button toolbar__collapse"
                aria-controls="filters"
                aria-expanded={!listingUi.sidebarCollapsed}
                onClick={() => (state.listingUi.sidebarCollapsed = !state.listingUi.sidebarCollapsed)}
              >
                <Icon name="filter" /> {listingUi.sidebarCollapsed ? "Mostrar filtros" : "Ocultar filtros"}
              </button>
              <label className="toolbar__sort">
                <span>Ordenar por</span>
                <select name="orden" value={listing.sort} onChange={(event) => setSort(state, event.target.value as SortId)}>
                  {sortsFor(manifest.filters).map((sort) => (
                    <option key={sort.id} value={sort.id}>
                      {sort.label}
                    </option>
                  ))}
                  {/* A sort the search's words asked for ("buena cámara": Mejor cámara), beside the usual ones. */}
                  {sortsFor(manifest.filters).some((sort) => sort.id === listing.sort) ? null : (
                    <option value={listing.sort}>{columnSortLabel(listing.sort, definitions ?? []) ?? listing.sort}</option>
                  )}
                </select>
              </label>
              {/* Without script a choice of order needs a submit; with it, the choice applies at once. */}
              <noscript>
                <button type="submit" className="button">
                  Ordenar
                </button>
              </noscript>
            </div>
          </div>
          {usesRow}
          {/* While its chunk downloads (a client navigation), an empty row of one chip's height holds
              its place: the cards below do not move down when it arrives. */}
          <Guarded
            name="filtros activos"
            loading={
              activeCount > 0 ? (
                <div className="active-filters active-filters--waiting" aria-hidden="true">
                  <div className="active-filters__list">
                    <span className="active-filters__chip">&nbsp;</span>
                  </div>
                </div>
              ) : null
            }
          >
            <ActiveFilterChips categoryId={categoryId} definitions={manifest.filters} listing={listing} />
          </Guarded>
          {listingUi.searching ? (
            <Skeletons count={SEARCH_SKELETON_CARDS} label="Buscando productos" />
          ) : results.failed ? (
            <div className="notice notice--error" role="alert">
              <p>{TEXT.catalogueError}</p>
              <button type="button" className="button" onClick={() => void refreshResults(state)}>
                {TEXT.retry}
              </button>
            </div>
          ) : results.total === 0 ? (
            <EmptyResults
              term={listing.term}
              categoryId={categoryId}
              clearHref={categoryPath(categoryId) + listingToSearch({ ...listing, term: "" }, manifest.filters)}
            />
          ) : (
            <PagedGrid
              layout="category"
              label={`${category.name}: resultados`}
              items={cards}
              total={results.total}
              pages={listingUi.pages}
              viewportWidth={snap.viewportWidth}
              itemKey={(card) => card.id}
              renderItem={(card, index) => <ProductCard product={card} priority={index < ABOVE_THE_FOLD} />}
              renderPlaceholder={() => <SkeletonCard />}
              onLoadMore={loadMore}
              moreHref={listingUi.pages < MAX_LINKED_PAGES ? categoryPath(categoryId) + nextPageSearch(listing, manifest.filters, listingUi.pages) : undefined}
            />
          )}
          {listingUi.pages >= MAX_LINKED_PAGES && results.total > cards.length && (
            <noscript>
              <p className="listing__more-note">Para ver más productos, acota la lista con los filtros o la búsqueda.</p>
            </noscript>
          )}
        </div>
      </ListingForm>
    </div>
  );
}
