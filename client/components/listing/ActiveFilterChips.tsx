import type { DeepReadonly } from "../../../shared/deep-readonly";
import { useRef, useState } from "react";
import { activeFilters, filtersWithout } from "../../../shared/filters/active";
import type { FilterDefinition } from "../../../shared/filters/types";
import { listingToSearch, type ListingQuery } from "../../../shared/listing-query";
import { categoryPath } from "../../../shared/routes";
import type { CategoryId } from "../../../shared/categories";
import { useAppState } from "../../state/app-state";
import { clearFilters, removeChip } from "../../state/listing-filters";
import { ActionLink } from "../ActionLink";
import { chipsShownOnPhone } from "./chip-overflow";
import { followWhilePanelWaits } from "./panel-live";
import { Icon } from "../Icon";

/** The row's id: '+N' links to it, so without the script the row opens as the `:target`. */
const ROW_ID = "filtros-activos";

/**
 * The listing's active filters as chips above the results, every one of them in sight: each
 * names the filter and its value in Spanish and removes it when pressed (the URL and the results
 * follow, as from the sidebar); 'Limpiar' clears them all when there is more than one. Each is a
 * link to the listing without it, so it works before and without the script. They wrap on wide
 * screens; on a phone the row shows what fits on one line and ends with '+N', which opens the rest.
 */
export function ActiveFilterChips({
  categoryId,
  definitions,
  listing,
}: {
  categoryId: CategoryId;
  definitions: readonly FilterDefinition[];
  listing: DeepReadonly<ListingQuery>;
}) {
  const state = useAppState();
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const chips = activeFilters(definitions, listing.filters).flatMap((filter) => filter.chips);
  if (chips.length === 0) return null;
  const shownOnPhone = chipsShownOnPhone(chips.map((chip) => chip.text));
  const more = chips.length - shownOnPhone;
  const hrefWith = (filters: ListingQuery["filters"]) => categoryPath(categoryId) + listingToSearch({ ...listing, filters }, definitions);
  return (
    <div className="active-filters" id={ROW_ID} data-open={open ? "" : undefined}>
      <ul className="active-filters__list" aria-label="Filtros activos" ref={list}>
        {chips.map((chip, i) => (
          <li key={chip.key} className={i >= shownOnPhone ? "active-filters__extra" : undefined}>
            <ActionLink
              href={hrefWith(filtersWithout(listing.filters, chip.remove))}
              className="active-filters__chip"
              aria-label={`Quitar ${chip.text}`}
              onAction={() => {
                if (followWhilePanelWaits(hrefWith(filtersWithout(listing.filters, chip.remove)))) return;
                removeChip(state, chip.remove);
                // The pressed chip goes: the focus stays in the row, on the chip that takes its place.
                requestAnimationFrame(() => {
                  const links = list.current?.querySelectorAll("a");
                  if (links?.length) links[Math.min(i, links.length - 1)].focus();
                });
              }}
            >
              {chip.text}
              <Icon name="close" size={14} />
            </ActionLink>
          </li>
        ))}
        {more > 0 && !open && (
          <li className="active-filters__more-item">
            <ActionLink
              href={`#${ROW_ID}`}
              className="active-filters__more"
              aria-expanded={false}
              aria-label={more === 1 ? "Ver 1 filtro más" : `Ver ${more} filtros más`}
              onAction={() => {
                setOpen(true);
                // The first chip it reveals takes the focus, so the keyboard goes on where the row grew.
                requestAnimationFrame(() => list.current?.querySelectorAll("a")[shownOnPhone]?.focus());
              }}
            >
              +{more}
            </ActionLink>
          </li>
        )}
      </ul>
      {chips.length > 1 && (
        <ActionLink
          href={hrefWith({})}
          className="link-button active-filters__clear"
          aria-label="Limpiar todos los filtros"
          onAction={() => {
            if (!followWhilePanelWaits(hrefWith({}))) clearFilters(state);
          }}
        >
          Limpiar
        </ActionLink>
      )}
    </div>
  );
}
