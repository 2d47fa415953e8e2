import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./smartwatch.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const SMARTWATCH = {
  id: "smartwatch",
  name: "Smartwatches",
  icon: "Clock",
  collection: "Smartwatch Data",
  feminine: false,
  aliases: [],
} as const satisfies CategoryIdentity;
