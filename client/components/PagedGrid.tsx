import type { ReactNode } from "react";
import { CATEGORY_GRID, HOME_GRID, PAGE_ROWS, SERVER_COLUMNS, beyondClasses, categoryColumns, homeColumns } from "../../shared/grid";
import { Guarded } from "./Guarded";

export type GridLayout = "category" | "home";

const COLUMNS: Record<GridLayout, (width: number) => number> = { category: categoryColumns, home: homeColumns };
const STEPS = { category: CATEGORY_GRID, home: HOME_GRID } as const;

/** Columns the layout shows at a width (PRODUCT-RULES.md, Limits), or the widest grid while the width is unknown. */
export function gridColumns(layout: GridLayout, width: number | null): number {
  return width === null ? SERVER_COLUMNS : COLUMNS[layout](width);
}

interface PagedGridProps<T> {
  layout: GridLayout;
  /** The items in order; undefined where one is still loading (a placeholder shows there). */
  items: readonly (T | undefined)[];
  /** How many there are in all, when more than `items` (the rest come page by page). */
  total?: number;
  renderPlaceholder?: () => ReactNode;
  /** Pages of 10 rows to show. */
  pages: number;
  viewportWidth: number | null;
  /** `index` is the item's place in the grid: the first ones are above the fold at every width. */
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  onLoadMore: () => void;
  /**
   * The address of the next page (`?pagina=N`): 'Cargar más Productos' is then a link that works
   * before and without the script, and loads in place once the page has hydrated.
   */
  moreHref?: string;
  label: string;
}

/**
 * A product grid of 10 rows × columns per page (PRODUCT-RULES.md, Limits). Before the browser has measured
 * its width (server render and hydration) it renders the widest page and marks itself pending:
 * CSS then hides, per breakpoint, the cards and the 'Cargar más Productos' button that the real
 * column count would not show, so the first paint is right at every width and hydration matches.
 */
export function PagedGrid<T>({
  layout,
  items,
  total = items.length,
  renderPlaceholder,
  pages,
  viewportWidth,
  renderItem,
  itemKey,
  onLoadMore,
  moreHref,
  label,
}: PagedGridProps<T>) {
  // The width is set only once the whole page has hydrated (state/hydration.ts), so while this grid
  // hydrates it renders exactly what the server sent.
  const pending = viewportWidth === null;
  const columns = gridColumns(layout, pending ? null : viewportWidth);
  const shown = Math.min(total, PAGE_ROWS * columns * pages);
  const visible = Array.from({ length: Math.min(shown, pending ? items.length : shown) }, (_, i) => items[i]);
  const needsMoreAt = [1, 2, 3, 4, 5].filter((c) => total > PAGE_ROWS * c * pages);
  const showButton = pending ? needsMoreAt.length > 0 : total > shown;
  // Pending, CSS hides per breakpoint the cells its column count does not show yet (the grid CSS scripts/build-client.ts generates).
  const cellClass = (index: number) => (pending ? ["product-grid__cell", ...beyondClasses(STEPS[layout], index, pages)].join(" ") : "product-grid__cell");
  const moreClass = `button load-more ${pending ? needsMoreAt.map((c) => `load-more--c${c}`).join(" ") : ""}`;
  return (
    <>
      <ul className={`product-grid product-grid--${layout}`} data-pending={pending ? "" : undefined} aria-label={label}>
        {visible.map((item, index) =>
          item === undefined ? (
            <li key={`cargando-${index}`} className={cellClass(index)}>
              {renderPlaceholder?.()}
            </li>
          ) : (
            <li key={itemKey(item)} className={cellClass(index)}>
              <Guarded name={`tarjeta ${itemKey(item)}`}>{renderItem(item, index)}</Guarded>
            </li>
          ),
        )}
      </ul>
      {showButton && (
        <div className="load-more-row">
          {moreHref ? (
            <a
              href={moreHref}
              className={moreClass}
              data-pending={pending ? "" : undefined}
              data-layout={layout}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onLoadMore();
              }}
            >
              Cargar más Productos
            </a>
          ) : (
            <button type="button" className={moreClass} data-pending={pending ? "" : undefined} data-layout={layout} onClick={onLoadMore}>
              Cargar más Productos
            </button>
          )}
        </div>
      )}
    </>
  );
}
