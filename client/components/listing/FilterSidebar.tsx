import type { CategoryId } from "../../../shared/categories";
import type { DeepReadonly } from "../../../shared/deep-readonly";
import { useCallback, useEffect, useRef } from "react";
import type { FacetCounts } from "../../../shared/filters/facet-counts";
import { countActiveFilters } from "../../../shared/filters/active-count";
import { FILTER_SECTIONS, type AppliedFilters, type FilterDefinition, type FilterSectionId } from "../../../shared/filters/types";
import { listingToSearch, type ListingQuery } from "../../../shared/listing-query";
import { categoryPath } from "../../../shared/routes";
import { useAppSnapshot, useAppState } from "../../state/app-state";
import { ActionLink } from "../ActionLink";
import { clearFilters } from "../../state/listing-filters";
import { Icon } from "../Icon";
import { closeDrawer, DRAWER_MEDIA, isBackdropClick, openDrawer } from "./filter-dialog";
import { FilterControl } from "./FilterControls";

/**
 * The sections most shoppers use are open at first; the specialised ones (technical features,
 * public ratings, our scores) start closed unless one of their filters is active, which keeps the
 * panel short to scan and about half the listing's markup lighter.
 */
const OPEN_AT_FIRST: ReadonlySet<FilterSectionId> = new Set(["basic", "main"]);

export function defaultSectionOpen(section: FilterSectionId, inSection: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): boolean {
  return OPEN_AT_FIRST.has(section) || countActiveFilters(inSection, applied) > 0;
}

interface FilterSidebarProps {
  categoryId: CategoryId;
  definitions: readonly FilterDefinition[];
  listing: DeepReadonly<ListingQuery>;
  counts: FacetCounts;
  /** Products the listing shows now: the drawer's 'Ver N resultados'. */
  total: number;
}

/**
 * PRODUCT-RULES.md (Screens and routes): 'Filtros' with the active count and 'Limpiar', the five sections in order,
 * each a <details> that opens and closes without script; every control is in the page, named for
 * its query parameter, so the fields are the listing's GET form (ListingForm.tsx). One <dialog> element: a sidebar that can be
 * collapsed on wide screens (shown closed, as an ordinary box: styles.css), and on small ones a
 * slide-in drawer opened modal with showModal() (filter-dialog.ts), closed by its button, a tap on
 * the dimmed page or Escape; focus returns to 'Filtros' when it closes. Before the page has hydrated
 * (and without script) 'Filtros' is a link to #filters, which shows the drawer as a `:target` panel.
 */
export function FilterSidebar({ categoryId, definitions, listing, counts, total }: FilterSidebarProps) {
  const state = useAppState();
  const { listingUi, viewportWidth } = useAppSnapshot();
  const applied = listing.filters;
  const closeButton = useRef<HTMLAnchorElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const active = countActiveFilters(definitions, applied);
  // Once hydrated it says so (panel-live.ts). Set here rather than rendered: a second render right
  // after hydration would reset the boxes ticked before it to the store's choices, which the form's
  // replay has not applied yet.
  useEffect(() => {
    dialog.current?.setAttribute("data-live", "");
  }, []);

  const close = useCallback(() => {
    state.listingUi.drawerOpen = false;
  }, [state]);
  // The store says whether the drawer is open; the dialog follows it. It opens modal only where it is
  // a drawer: a wide window shows the same element as a sidebar, and a window that grows past the
  // drawer's width while it is open closes it.
  const wasOpen = useRef(false);
  const scrollAtOpen = useRef(0);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const open = listingUi.drawerOpen;
    if (open && window.matchMedia(DRAWER_MEDIA).matches) {
      if (!element.open) scrollAtOpen.current = window.scrollY;
      openDrawer(element);
      closeButton.current?.focus();
    } else {
      closeDrawer(element);
      if (open) state.listingUi.drawerOpen = false;
      else if (wasOpen.current) {
        // 'Filtros' sits in a bar that sticks under the header: focusing it the ordinary way scrolled
        // the page back to the bar's place at the top of the listing. The results stay where they were.
        document.getElementById("filters-toggle")?.focus({ preventScroll: true });
        if (window.scrollY !== scrollAtOpen.current) window.scrollTo(0, scrollAtOpen.current);
      }
    }
    wasOpen.current = element.open;
    if (!element.open) return;
    const media = window.matchMedia(DRAWER_MEDIA);
    const onWidth = () => {
      if (!media.matches) close();
    };
    media.addEventListener("change", onWidth);
    return () => media.removeEventListener("change", onWidth);
  }, [listingUi.drawerOpen, close, state]);

  return (
    <>
      {/* Escape closes a modal dialog natively (its close event); a click on the dimmed page reaches the dialog element itself. */}
      <dialog
        ref={dialog}
        id="filters"
        className="filters"
        aria-label="Filtros"
        data-collapsed={listingUi.sidebarCollapsed ? "" : undefined}
        onClose={close}
        onClick={(event) => {
          if (dialog.current && isBackdropClick(dialog.current, event)) close();
        }}
      >
        <div className="filters__header">
          <h2 className="filters__title">
            Filtros
            {active > 0 && (
              <span className="filters__count" role="img" aria-label={active === 1 ? "1 filtro activo" : `${active} filtros activos`}>
                {active}
              </span>
            )}
          </h2>
          {active > 0 ? (
            <ActionLink
              href={categoryPath(categoryId) + listingToSearch({ ...listing, filters: {} }, definitions)}
              className="link-button"
              onAction={() => clearFilters(state)}
            >
              Limpiar
            </ActionLink>
          ) : (
            <button type="button" className="link-button" disabled>
              Limpiar
            </button>
          )}
          {/* Without script it leaves the #filters target, which hides the drawer. */}
          <ActionLink ref={closeButton} href="#filters-toggle" className="icon-button filters__close" aria-label="Cerrar filtros" onAction={close}>
            <Icon name="close" />
          </ActionLink>
        </div>
        {definitions.length === 0 ? (
          <p className="filters__empty">No hay filtros disponibles</p>
        ) : (
          FILTER_SECTIONS.map((section) => {
            const inSection = definitions.filter((d) => d.section === section.id);
            if (inSection.length === 0) return null;
            const expanded = listingUi.openSections[section.id] ?? defaultSectionOpen(section.id, inSection, applied);
            return (
              <details
                key={section.id}
                className="filters__section"
                open={expanded}
                onToggle={(event) => {
                  const open = event.currentTarget.open;
                  if (open !== expanded) state.listingUi.openSections[section.id] = open;
                }}
              >
                <summary className="filters__section-toggle">
                  <h3>{section.label}</h3>
                  <Icon name="chevron" className="filters__chevron" />
                </summary>
                <div className="filters__section-body">
                  {inSection.map((definition) => (
                    <FilterControl key={definition.id} definition={definition} applied={applied} counts={counts} />
                  ))}
                </div>
              </details>
            );
          })
        )}
        {/* On phones the drawer covers the results; this shows them (CSS hides it beside a hydrated sidebar).
            It submits the listing's form: without script the worker renders the choices; once hydrated,
            the choices apply as they are made and it only closes the drawer. Until then it cannot know
            how many results the choices give, so it says what it does. */}
        <div className="filters__footer">
          <button type="submit" className="button button--primary filters__apply">
            {viewportWidth === null ? "Aplicar filtros" : total === 1 ? "Ver 1 resultado" : `Ver ${total} resultados`}
          </button>
        </div>
      </dialog>
    </>
  );
}
