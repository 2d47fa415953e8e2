import type { DeepReadonly } from "../../../shared/deep-readonly";
import { useRef } from "react";
import { activeFilters } from "../../../shared/filters/active";
import type { AppliedFilters, FilterDefinition } from "../../../shared/filters/types";
import { useAppState } from "../../state/app-state";
import { clearFilters, removeChip } from "../../state/listing";
import { Icon } from "../Icon";

/**
 * The listing's active filters as chips above the results (issue 15): each names the filter and its
 * value in Spanish and removes it when pressed (the URL and the results follow, as from the
 * sidebar); 'Limpiar' clears them all when there is more than one.
 */
export function ActiveFilterChips({ definitions, applied }: { definitions: readonly FilterDefinition[]; applied: DeepReadonly<AppliedFilters> }) {
  const state = useAppState();
  const list = useRef<HTMLUListElement>(null);
  const chips = activeFilters(definitions, applied).flatMap((filter) => filter.chips);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label="Filtros activos" ref={list}>
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button
              type="button"
              className="active-filters__chip"
              aria-label={`Quitar ${chip.text}`}
              onClick={() => {
                removeChip(state, chip.remove);
                // The pressed chip goes: the focus stays in the row, on the chip that takes its place.
                requestAnimationFrame(() => {
                  const buttons = list.current?.querySelectorAll("button");
                  if (buttons?.length) buttons[Math.min(i, buttons.length - 1)].focus();
                });
              }}
            >
              {chip.text}
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="link-button active-filters__clear" aria-label="Limpiar todos los filtros" onClick={() => clearFilters(state)}>
          Limpiar
        </button>
      )}
    </div>
  );
}
