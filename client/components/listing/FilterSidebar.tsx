import type { DeepReadonly } from "../../../shared/deep-readonly";
import { useCallback, useEffect, useRef } from "react";
import type { FacetCounts } from "../../../shared/filters/apply";
import { countActiveFilters } from "../../../shared/filters/active";
import { FILTER_SECTIONS, type AppliedFilters, type FilterDefinition, type FilterSectionId } from "../../../shared/filters/types";
import { useAppSnapshot, useAppState } from "../../state/app-state";
import { clearFilters } from "../../state/listing";
import { Icon } from "../Icon";
import { trapFocus } from "./focus-trap";
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
  definitions: readonly FilterDefinition[];
  applied: DeepReadonly<AppliedFilters>;
  counts: FacetCounts;
  /** Products the listing shows now: the drawer's 'Ver N resultados'. */
  total: number;
}

/**
 * Seed 000 §2 / 001 §2: 'Filtros' with the active count and 'Limpiar', the five sections in order,
 * each expandable (a closed one renders no controls). A sidebar that can be collapsed on wide screens; a slide-in drawer with an
 * overlay on small ones (CSS decides which), closed by its button, the overlay or Escape. The open
 * drawer is modal: focus stays in it (focus-trap.ts) and returns to 'Filtros' when it closes.
 */
export function FilterSidebar({ definitions, applied, counts, total }: FilterSidebarProps) {
  const state = useAppState();
  const { listingUi } = useAppSnapshot();
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const active = countActiveFilters(definitions, applied);

  const closeDrawer = useCallback(() => {
    state.listingUi.drawerOpen = false;
  }, [state]);
  // The open drawer is modal: Escape closes it and focus stays inside (focus-trap.ts). The trap is
  // part of the listing's script, not loaded on the first opening: until such a load finished, a
  // Shift+Tab right after opening left the drawer (seen in the browser tests on a busy machine).
  // However it closes (its button, the overlay, Escape), focus goes back to 'Filtros', after the
  // render that closed it, once the trap has let go.
  const wasOpen = useRef(false);
  useEffect(() => {
    const open = listingUi.drawerOpen;
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) document.getElementById("filters-toggle")?.focus();
    wasOpen.current = open;
    if (!open || !drawer.current) return;
    return trapFocus(drawer.current, closeDrawer);
  }, [listingUi.drawerOpen, closeDrawer]);

  const toggleSection = (id: string, expanded: boolean) => {
    state.listingUi.openSections[id] = !expanded;
  };

  return (
    <>
      <aside
        ref={drawer}
        id="filters"
        className="filters"
        aria-label="Filtros"
        data-open={listingUi.drawerOpen ? "" : undefined}
        data-collapsed={listingUi.sidebarCollapsed ? "" : undefined}
      >
        <div className="filters__header">
          <h2 className="filters__title">
            Filtros
            {active > 0 && (
              <span className="filters__count" role="img" aria-label={`${active} filtros activos`}>
                {active}
              </span>
            )}
          </h2>
          <button type="button" className="link-button" onClick={() => clearFilters(state)} disabled={active === 0}>
            Limpiar
          </button>
          <button ref={closeButton} type="button" className="icon-button filters__close" aria-label="Cerrar filtros" onClick={closeDrawer}>
            <Icon name="close" />
          </button>
        </div>
        {definitions.length === 0 ? (
          <p className="filters__empty">No hay filtros disponibles</p>
        ) : (
          FILTER_SECTIONS.map((section) => {
            const inSection = definitions.filter((d) => d.section === section.id);
            if (inSection.length === 0) return null;
            const expanded = listingUi.openSections[section.id] ?? defaultSectionOpen(section.id, inSection, applied);
            return (
              <section key={section.id} className="filters__section">
                <h3>
                  <button
                    type="button"
                    className="filters__section-toggle"
                    aria-expanded={expanded}
                    aria-controls={`filters-${section.id}`}
                    onClick={() => toggleSection(section.id, expanded)}
                  >
                    {section.label}
                    <Icon name="chevron" className="filters__chevron" />
                  </button>
                </h3>
                <div id={`filters-${section.id}`} className="filters__section-body" hidden={!expanded}>
                  {expanded && inSection.map((definition) => <FilterControl key={definition.id} definition={definition} applied={applied} counts={counts} />)}
                </div>
              </section>
            );
          })
        )}
        {/* Issue 15: on phones the drawer covers the results; this shows them (CSS hides it beside a sidebar). */}
        <div className="filters__footer">
          <button
            type="button"
            className="button button--primary filters__apply"
            onClick={() => {
              state.listingUi.drawerOpen = false;
              document.getElementById("filters-toggle")?.focus();
            }}
          >
            {total === 1 ? "Ver 1 resultado" : `Ver ${total} resultados`}
          </button>
        </div>
      </aside>
      {listingUi.drawerOpen && <div className="filters-overlay" aria-hidden="true" onClick={closeDrawer} />}
    </>
  );
}
