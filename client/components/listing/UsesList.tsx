import type { ReactNode } from "react";
import type { CategoryId } from "../../../shared/categories";
import { categoryPath } from "../../../shared/routes";
import type { OfferedUse } from "../../../shared/uses/offered-uses";

/** How one use's link is drawn: its href, its text to go inside, and whether the listing is that use. */
export type UseLinkRenderer = (use: OfferedUse, href: string, content: ReactNode, marked: boolean) => ReactNode;

/**
 * The row of uses above the listing, drawn by whoever knows how its links behave: the live row
 * (UsesRow, in its own chunk) or the plain links shown while that chunk downloads. Both draw this
 * one markup, so the row takes its place at once and the cards below it never move under a finger.
 * The live row marks the uses the listing's filters keep (shared/uses/use-marking.ts) and spells out
 * their conditions under the row.
 */
export function UsesList({
  categoryId,
  uses,
  renderLink,
  marked,
  live = false,
}: {
  categoryId: CategoryId;
  uses: readonly OfferedUse[];
  renderLink: UseLinkRenderer;
  /** The uses the listing is, each with its conditions in words ("autonomía desde 10 h, …"). */
  marked?: ReadonlyMap<OfferedUse, string>;
  /** The live row running in the browser (data-live: its code is in and has hydrated), not the stand-in nor the server's HTML. */
  live?: boolean;
}) {
  const path = categoryPath(categoryId);
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
              marked?.has(use) === true,
            )}
          </li>
        ))}
        <li className="uses__guide">
          {/* A plain link (shared/guides/guide-paths.ts's address, written here to keep that module out of the listing's first load). */}
          <a href={`/guias/${categoryId}`} className="uses__link">
            Guías de compra
          </a>
        </li>
      </ul>
      {[...(marked ?? [])].map(([use, conditions]) => (
        <p key={use.id} className="uses__conditions">
          <strong>{use.label}</strong>: {conditions}
        </p>
      ))}
    </nav>
  );
}

/** Plain links: they work (a full page load) before the live row's chunk is in. */
export const plainUseLink: UseLinkRenderer = (_use, href, content) => (
  <a href={href} className="uses__link">
    {content}
  </a>
);
