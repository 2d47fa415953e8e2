import { CATEGORY_GRID, HOME_GRID, beyondClass } from "../../shared/grid";

/**
 * CSS for the paged grids' pending state (see client/components/PagedGrid.tsx), generated from
 * the grids' breakpoints in shared/grid.ts, so the stylesheet and the JavaScript column rules
 * cannot drift apart.
 */
const LAYOUTS = { category: CATEGORY_GRID, home: HOME_GRID } as const;

/**
 * A cell past the pages shown at `columns` columns carries beyondClass(columns) (PagedGrid.tsx works
 * it out from the pages the address asks for: `?pagina=N`); each breakpoint shows again the cells the
 * narrower one hid and hides its own. A cell beyond c columns is beyond every narrower count too.
 */
export function pagedGridCss(): string {
  const rules: string[] = [];
  for (const [layout, steps] of Object.entries(LAYOUTS)) {
    const grid = `.product-grid--${layout}`;
    let previous: number | null = null;
    for (const [minWidth, columns] of steps) {
      const body = [
        `${grid}{grid-template-columns:repeat(${columns},minmax(0,1fr))}`,
        ...(previous === null ? [] : [`${grid}[data-pending]>.${beyondClass(previous)}{display:block}`]),
        `${grid}[data-pending]>.${beyondClass(columns)}{display:none}`,
        `.load-more[data-pending][data-layout=${layout}]{display:none}`,
        `.load-more[data-pending][data-layout=${layout}].load-more--c${columns}{display:inline-flex}`,
      ].join("");
      rules.push(minWidth === 0 ? body : `@media (min-width:${minWidth}px){${body}}`);
      previous = columns;
    }
  }
  return rules.join("\n") + "\n";
}
