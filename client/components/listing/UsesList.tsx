import type { ReactNode } from "react";
import type { CategoryId } from "../../../shared/categories";
import type { FilterDefinition } from "../../../shared/filters/types";
import { categoryPath } from "../../../shared/routes";
import type { OfferedUse } from "../../../shared/uses/offered-uses";
import { conditionsOfUse, keepsUse } from "../../../shared/uses/use-marking";
import { useAppSnapshot } from "../../state/app-state";

/** How one use's link is drawn: its href, its text to go inside, and whether the listing is that use. */
export type UseLinkRenderer = (use: OfferedUse, href: string, content: ReactNode, marked: boolean) => ReactNode;

/**
 * The row of uses above the listing, drawn by whoever knows how its links behave: the live row
 * (UsesRow, in its own chunk) or the plain links shown while that chunk downloads. Both draw this
 * one markup, so the row takes its place at once and the cards below it never move under a finger.
 * A use is marked while the listing's filters keep its conditions (shared/uses/use-marking.ts), and
 * its conditions are spelt out under the row then.
 */
export function UsesList({
  categoryId,
  uses,
  definitions,
  renderLink,
  live = false,
}: {
  categoryId: CategoryId;
  uses: readonly OfferedUse[];
  definitions: readonly FilterDefinition[];
  renderLink: UseLinkRenderer;
  /** The live row running in the browser (data-live: its code is in and has hydrated), not the stand-in nor the server's HTML. */
  live?: boolean;
}) {
  const { listing } = useAppSnapshot();
  const path = categoryPath(categoryId);
  const marked = uses.filter((use) => keepsUse(use.filters, listing.filters));
  return (
    <nav className="uses" aria-label="Comprar por uso" data-live={live ? "" : undefined}>
      <ul className="uses__list">
        {uses.map((use) => (
          <li key={use.id}>
            {renderLink(
              use,
              path + use.search,
              <>
                {use.label} <span className="uses__count">({use.count})</span>
              </>,
              marked.includes(use),
            )}
          </li>
        ))}
      </ul>
      {marked.map((use) => (
        <p key={use.id} className="uses__conditions">
          <strong>{use.label}</strong>: {conditionsOfUse(use.filters, definitions)}
        </p>
      ))}
    </nav>
  );
}

/** Plain links: they work (a full page load) before the live row's chunk is in. */
export const plainUseLink: UseLinkRenderer = (_use, href, content, marked) => (
  <a href={href} className="uses__link" aria-current={marked ? "true" : undefined}>
    {content}
  </a>
);
