import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./mobile.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const MOBILE = {
  id: "mobile",
  name: "Móviles",
  icon: "Smartphone",
  collection: "Smartphone Data",
  feminine: false,
  aliases: ["smartphone"],
} as const satisfies CategoryIdentity;
