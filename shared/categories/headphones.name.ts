import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./headphones.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const HEADPHONES = {
  id: "headphones",
  name: "Auriculares",
  icon: "Headphones",
  collection: "Headset Data",
  feminine: false,
  aliases: ["headset"],
} as const satisfies CategoryIdentity;
