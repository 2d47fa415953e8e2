import type { FilterDefinition } from "../../../shared/filters/types";
import { listingToSearch } from "../../../shared/listing-query";
import { categoryPath } from "../../../shared/routes";
import { useAppSnapshot } from "../../state/app-state";
import { Link } from "../Link";

/**
 * A range's ready-made choices beside its boxes ('55″', 'Hasta 300 €'): plain links to the listing
 * with that range, so they work before (and without) the script; the chosen one is marked.
 */
export function RangeChoices({ definition }: { definition: FilterDefinition }) {
  const { data, listing } = useAppSnapshot();
  if (!definition.choices?.length || data.view !== "category" || !data.manifest) return null;
  const path = categoryPath(data.categoryId);
  const current = listing.filters[definition.id] as { min?: number; max?: number } | undefined;
  return (
    <ul className="range-choices" aria-label={`${definition.label}: opciones rápidas`}>
      {definition.choices.map((choice) => {
        const chosen = current?.min === choice.range.min && current?.max === choice.range.max;
        const href = path + listingToSearch({ ...listing, filters: { ...listing.filters, [definition.id]: { ...choice.range } } }, data.manifest!.filters);
        return (
          <li key={choice.label}>
            <Link href={href} className="range-choices__link" aria-current={chosen ? "true" : undefined}>
              {choice.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
