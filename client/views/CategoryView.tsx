import { useMemo } from "react";
import { getCategory, type CategoryId } from "../../shared/categories";
import { SORTS, type ListingQuery, type SortId } from "../../shared/listing-query";
import { runListing } from "../../shared/listing";
import type { CategorySnapshot } from "../../shared/snapshot";
import { TEXT } from "../../shared/texts";
import { Guarded } from "../components/Guarded";
import { Icon } from "../components/Icon";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { PagedGrid } from "../components/PagedGrid";
import { ProductCard, SkeletonCard } from "../components/ProductCard";
import { FilterSidebar } from "../components/listing/FilterSidebar";
import { SearchBox } from "../components/listing/SearchBox";
import { preparedListingFor } from "../prepared-listing";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { clearSearch, setSort } from "../state/listing";

/** Cards whose pictures load at once: the first is above the fold on a phone (one column), the first two from tablets up. */
const ABOVE_THE_FOLD = 2;

/** Seed 000 §9: while a search runs, a skeleton of 8 cards shows. */
const SEARCH_SKELETON_CARDS = 8;
const LOADING_SKELETON_CARDS = 10;

interface CategoryViewProps {
  categoryId: CategoryId;
  snapshot: CategorySnapshot | null;
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

function EmptyResults({ term }: { term: string }) {
  const state = useAppState();
  return (
    <div className="notice" role="status">
      <h2>No se encontraron productos</h2>
      {term ? (
        <>
          <p>No hay resultados para "{term}"</p>
          <p>Prueba con otros términos o borra la búsqueda.</p>
          <button type="button" className="button" onClick={() => clearSearch(state)}>
            Borrar búsqueda
          </button>
        </>
      ) : (
        <p>Intenta ajustar los filtros para ver más resultados.</p>
      )}
    </div>
  );
}

/** The category listing (seed 000 §2): filters, search, sort, the paged grid and its states. */
export default function CategoryView({ categoryId, snapshot, error }: CategoryViewProps) {
  const state = useAppState();
  const snap = useAppSnapshot();
  const category = getCategory(categoryId);
  const listing = snap.listing as ListingQuery;
  const result = useMemo(() => (snapshot ? runListing(preparedListingFor(snapshot), listing) : null), [snapshot, listing]);

  if (snap.loading) {
    return (
      <div className="category">
        <h1>{category.name}</h1>
        <Skeletons count={LOADING_SKELETON_CARDS} label={`Cargando ${category.name.toLowerCase()}`} />
      </div>
    );
  }
  if (!snapshot || !result) {
    return (
      <div className="category">
        <h1>{category.name}</h1>
        <LoadErrorNotice message={error ?? TEXT.catalogueError} />
      </div>
    );
  }

  const { listingUi } = snap;
  return (
    <div className="category" data-sidebar-collapsed={listingUi.sidebarCollapsed ? "" : undefined}>
      <div className="category__head">
        <h1>{category.name}</h1>
        <p className="category__count" aria-live="polite">
          {result.products.length === 1 ? "1 producto" : `${result.products.length} productos`}
        </p>
      </div>
      <div className="category__layout">
        <Guarded name="filtros">
          <FilterSidebar definitions={snapshot.filters} applied={listing.filters} counts={result.counts} />
        </Guarded>
        <div className="category__main">
          <div className="toolbar">
            <SearchBox categoryName={category.name.toLowerCase()} />
            <div className="toolbar__actions">
              <button
                id="filters-toggle"
                type="button"
                className="button toolbar__filters"
                aria-controls="filters"
                aria-expanded={listingUi.drawerOpen}
                onClick={() => (state.listingUi.drawerOpen = true)}
              >
                <Icon name="filter" /> Filtros
              </button>
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
                <select value={listing.sort} onChange={(event) => setSort(state, event.target.value as SortId)}>
                  {SORTS.map((sort) => (
                    <option key={sort.id} value={sort.id}>
                      {sort.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {listingUi.searching ? (
            <Skeletons count={SEARCH_SKELETON_CARDS} label="Buscando productos" />
          ) : result.products.length === 0 ? (
            <EmptyResults term={listing.term} />
          ) : (
            <PagedGrid
              layout="category"
              label={`${category.name}: resultados`}
              items={result.products}
              pages={listingUi.pages}
              viewportWidth={snap.viewportWidth}
              itemKey={(product) => product.id}
              renderItem={(product, index) => <ProductCard product={product} priority={index < ABOVE_THE_FOLD} />}
              onLoadMore={() => state.listingUi.pages++}
            />
          )}
        </div>
      </div>
    </div>
  );
}
