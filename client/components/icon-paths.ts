import type { CategoryIcon } from "../../shared/categories";
import type { ChipIcon } from "../../shared/chips";

/**
 * Small line icons (24×24 stroked paths). They reach the page as CSS masks generated from this
 * table (scripts/lib/icon-css.ts), not as inline SVG: one element instead of two, with no
 * attributes to render per icon, and the stylesheet that carries them is cached.
 */
export const ICON_PATHS: Record<CategoryIcon | ChipIcon | "compare" | "close" | "search" | "filter" | "chevron" | "check" | "plus", string> = {
  Monitor: "M3 5h18v11H3zM8 20h8M12 16v4",
  Laptop: "M5 5h14v10H5zM2 19h20",
  Smartphone: "M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2",
  Tablet: "M6 2h12a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2",
  Headphones: "M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z",
  Camera: "M4 7h4l2-3h4l2 3h4v12H4zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  Clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  Volume2: "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12",
  screen: "M3 5h18v12H3zM3 5l18 12",
  resolution: "M4 4h6M4 4v6M20 20h-6M20 20v-6M4 20l16-16",
  panel: "M4 4h16v16H4zM4 12h16M12 4v16",
  refresh: "M20 12a8 8 0 1 1-3-6.3M20 4v5h-5",
  hdr: "M4 12h16M12 4v16M6 6l12 12",
  energy: "M13 2L4 14h7l-1 8 9-12h-7z",
  ports: "M7 7h10v6a5 5 0 0 1-10 0zM10 3v4M14 3v4M12 18v4",
  cpu: "M7 7h10v10H7zM10 2v5M14 2v5M10 17v5M14 17v5M2 10h5M2 14h5M17 10h5M17 14h5",
  memory: "M3 8h18v8H3zM7 8v8M11 8v8M15 8v8M19 16v3M5 16v3",
  storage: "M4 6h16v12H4zM8 14h.01M12 14h4",
  battery: "M3 8h16v8H3zM19 11h2v2h-2zM6 11h6",
  weight: "M6 8h12l2 12H4zM9 8a3 3 0 0 1 6 0",
  camera: "M4 7h4l2-3h4l2 3h4v12H4zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  network: "M5 18h2v-3H5zM10 18h2v-6h-2zM15 18h2V9h-2zM20 18h2V5h-2z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  audio: "M9 18V6l10-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM19 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  wireless: "M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  nfc: "M6 8a8 8 0 0 1 0 8M10 6a11 11 0 0 1 0 12M14 4a14 14 0 0 1 0 16",
  gps: "M12 21s7-6 7-12a7 7 0 0 0-14 0c0 6 7 12 7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  water: "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  power: "M12 2v10M6.3 6.3a8 8 0 1 0 11.4 0",
  multiroom: "M3 10l9-7 9 7v10H3zM9 20v-6h6v6",
  pen: "M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3",
  video: "M3 6h12v12H3zM15 10l6-4v12l-6-4",
  speed: "M12 14l4-4M4 18a8 8 0 1 1 16 0",
  type: "M4 6h16M4 12h10M4 18h7",
  compare: "M4 5h6v14H4zM14 5h6v14h-6z",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5",
  filter: "M4 5h16l-6 8v6l-4-2v-4z",
  chevron: "M6 9l6 6 6-6",
  check: "M5 12l5 5 9-11",
  plus: "M12 5v14M5 12h14",
};

export type IconName = keyof typeof ICON_PATHS;

/** The icon sizes (px) the generated styles provide. */
export const ICON_SIZES = [14, 16, 18] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/**
 * Elements, by class, that draw their icon as their own `::before`, ahead of their text, at this size:
 * a class `icon-<name>` on one of them picks the picture (Icon.tsx, iconClass). For what repeats on
 * every card (four chips and the compare button on each of a listing's 50 cards), where an element
 * of its own per icon would be render work and bytes on every page.
 */
export const ICON_HOLDERS: Readonly<Record<string, IconSize>> = { chip: 14, "compare-toggle__button": 16 };
