import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./tv.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const TV = {
  id: "tv",
  name: "Televisores",
  icon: "Monitor",
  collection: "TV Data",
  feminine: false,
  aliases: ["television"],
} as const satisfies CategoryIdentity;
