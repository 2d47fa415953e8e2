/** Seed 000 §9: rows per page; page size and increment are rows × columns. */
export const PAGE_ROWS = 10;

/** Seed 000 §9 category grid: 1 (<768), 2 (<1024), 3 (<1280), 4 (<1536), else 5 columns. */
export function categoryColumns(width: number): number {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  if (width < 1280) return 3;
  if (width < 1536) return 4;
  return 5;
}

/** Seed 000 §9 home grid: 2 (<640), 3 (<768), 4 (<1024), else 5 columns. */
export function homeColumns(width: number): number {
  if (width < 640) return 2;
  if (width < 768) return 3;
  if (width < 1024) return 4;
  return 5;
}

/** The server cannot know the width: it renders the widest page and CSS hides what narrower grids do not show. */
export const SERVER_COLUMNS = 5;
