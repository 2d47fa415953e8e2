import { CATEGORY_GRID, HOME_GRID, PAGE_ROWS } from "../../shared/grid";

/**
 * CSS for the paged grids' pending state (see client/components/PagedGrid.tsx), generated from
 * the grids' breakpoints in shared/grid.ts, so the stylesheet and the JavaScript column rules
 * cannot drift apart.
 */
const LAYOUTS = { category: CATEGORY_GRID, home: HOME_GRID } as const;

export function pagedGridCss(): string {
  const rules: string[] = [];
  for (const [layout, steps] of Object.entries(LAYOUTS)) {
    const grid = `.product-grid--${layout}`;
    for (const [minWidth, columns] of steps) {
      const body = [
        `${grid}{grid-template-columns:repeat(${columns},minmax(0,1fr))}`,
        `${grid}[data-pending]>:nth-child(n+${PAGE_ROWS * columns + 1}){display:none}`,
        `${grid}[data-pending]>:nth-child(-n+${PAGE_ROWS * columns}){display:block}`,
        `.load-more[data-pending][data-layout=${layout}]{display:none}`,
        `.load-more[data-pending][data-layout=${layout}].load-more--c${columns}{display:inline-flex}`,
      ].join("");
      rules.push(minWidth === 0 ? body : `@media (min-width:${minWidth}px){${body}}`);
    }
  }
  return rules.join("\n") + "\n";
}
