import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./tablet.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const TABLET = {
  id: "tablet",
  name: "Tablets",
  icon: "Tablet",
  collection: "Tablet Data",
  feminine: true,
  aliases: [],
} as const satisfies CategoryIdentity;
