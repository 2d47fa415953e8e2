/** PRODUCT-RULES.md (Limits): rows per page; page size and increment are rows × columns. */
export const PAGE_ROWS = 10;

/** [from this width in px, columns]: the grid's columns by window width, narrowest first. */
export type GridSteps = readonly (readonly [number, number])[];

/**
 * The category grid (PRODUCT-RULES.md, Limits): two cards per row from 360 px, so a phone's screen shows more
 * than two products (one column stays for the narrowest screens, where two cards would not fit).
 */
export const CATEGORY_GRID: GridSteps = [
  [0, 1],
  [360, 2],
  [1024, 3],
  [1280, 4],
  [1536, 5],
];

/** PRODUCT-RULES.md (Limits) home grid: 2 (<640), 3 (<768), 4 (<1024), else 5 columns. */
export const HOME_GRID: GridSteps = [
  [0, 2],
  [640, 3],
  [768, 4],
  [1024, 5],
];

function columnsAt(steps: GridSteps, width: number): number {
  let columns = steps[0][1];
  for (const [from, n] of steps) if (width >= from) columns = n;
  return columns;
}

export const categoryColumns = (width: number): number => columnsAt(CATEGORY_GRID, width);
export const homeColumns = (width: number): number => columnsAt(HOME_GRID, width);

/** The server cannot know the width: it renders the widest page and CSS hides what narrower grids do not show. */
export const SERVER_COLUMNS = 5;

/** The class a pending grid's cell carries when a grid of `columns` columns does not show it yet (scripts/lib/grid-css.ts). */
export const beyondClass = (columns: number): string => `beyond-c${columns}`;

/** The classes of the cell at `index` of a pending grid showing `pages` pages: one per column count that does not show it. */
export function beyondClasses(steps: GridSteps, index: number, pages: number): string[] {
  return steps.filter(([, columns]) => index >= PAGE_ROWS * columns * pages).map(([, columns]) => beyondClass(columns));
}
