import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./laptop.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const LAPTOP = {
  id: "laptop",
  name: "Portátiles",
  icon: "Laptop",
  collection: "Laptop Data",
  feminine: false,
  aliases: [],
} as const satisfies CategoryIdentity;
