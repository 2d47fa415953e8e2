import type { OfferedUse } from "../../../shared/uses/offered-uses";
import { categoryPath } from "../../../shared/routes";
import type { CategoryId } from "../../../shared/categories";
import { useAppSnapshot } from "../../state/app-state";
import { Link } from "../Link";
import { followWhilePanelWaits } from "./panel-live";

/**
 * Shopping by use above the listing: each use is a link to the listing with its filters (shareable,
 * Back works, no script needed) and says how many products it leaves in the category.
 */
export function UsesRow({ categoryId, uses }: { categoryId: CategoryId; uses: readonly OfferedUse[] | undefined }) {
  const { url } = useAppSnapshot();
  if (!uses?.length) return null;
  const path = categoryPath(categoryId);
  return (
    <nav className="uses" aria-label="Comprar por uso">
      <ul className="uses__list">
        {uses.map((use) => {
          const href = path + use.search;
          return (
            <li key={use.id}>
              <Link
                href={href}
                className="uses__link"
                aria-current={url === href ? "true" : undefined}
                onClick={(event) => {
                  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                  if (plain && followWhilePanelWaits(href)) event.preventDefault();
                }}
              >
                {use.label} <span className="uses__count">({use.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
