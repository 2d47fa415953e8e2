/**
 * CSS for the paged grids' pending state (see client/components/PagedGrid.tsx), generated from
 * the seed's breakpoints so the stylesheet and the JavaScript column rules cannot drift apart.
 */
const LAYOUTS = {
  category: [[0, 1], [768, 2], [1024, 3], [1280, 4], [1536, 5]],
  home: [[0, 2], [640, 3], [768, 4], [1024, 5]],
} as const;

const ROWS = 10;

export function pagedGridCss(): string {
  const rules: string[] = [];
  for (const [layout, steps] of Object.entries(LAYOUTS)) {
    const grid = `.product-grid--${layout}`;
    for (const [minWidth, columns] of steps) {
      const body = [
        `${grid}{grid-template-columns:repeat(${columns},minmax(0,1fr))}`,
        `${grid}[data-pending]>:nth-child(n+${ROWS * columns + 1}){display:none}`,
        `${grid}[data-pending]>:nth-child(-n+${ROWS * columns}){display:block}`,
        `.load-more[data-pending][data-layout=${layout}]{display:none}`,
        `.load-more[data-pending][data-layout=${layout}].load-more--c${columns}{display:inline-flex}`,
      ].join("");
      rules.push(minWidth === 0 ? body : `@media (min-width:${minWidth}px){${body}}`);
    }
  }
  return rules.join("\n") + "\n";
}
