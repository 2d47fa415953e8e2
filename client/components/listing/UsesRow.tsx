import { useEffect, useState } from "react";
import type { OfferedUse } from "../../../shared/uses/offered-uses";
import type { CategoryId } from "../../../shared/categories";
import type { FilterDefinition } from "../../../shared/filters/types";
import { conditionsOfUse, keepsUse } from "../../../shared/uses/use-marking";
import { useAppSnapshot } from "../../state/app-state";
import { Link } from "../Link";
import { followWhilePanelWaits } from "./panel-live";
import { UsesList } from "./UsesList";

/**
 * Shopping by use above the listing: each use is a link to the listing with its filters (shareable,
 * Back works, no script needed) and says how many products it leaves in the category. A use is
 * marked, its conditions said under the row, while the listing's filters keep them (its code is
 * here, out of the page's first load).
 */
export function UsesRow({
  categoryId,
  uses,
  definitions,
}: {
  categoryId: CategoryId;
  uses: readonly OfferedUse[] | undefined;
  definitions: readonly FilterDefinition[];
}) {
  const { listing } = useAppSnapshot();
  // Marked live once it runs in the browser (an effect: the server's HTML and the hydrating render stay alike).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!uses?.length) return null;
  const marked = new Map(uses.filter((use) => keepsUse(use.filters, listing.filters)).map((use) => [use, conditionsOfUse(use.filters, definitions)]));
  return (
    <UsesList
      categoryId={categoryId}
      uses={uses}
      marked={marked}
      live={live}
      renderLink={(_use, href, content, marked) => (
        <Link
          href={href}
          className="uses__link"
          aria-current={marked ? "true" : undefined}
          onClick={(event) => {
            const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
            if (plain && followWhilePanelWaits(href)) event.preventDefault();
          }}
        >
          {content}
        </Link>
      )}
    />
  );
}
