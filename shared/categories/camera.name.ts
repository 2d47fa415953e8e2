import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./camera.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const CAMERA = {
  id: "camera",
  name: "Cámaras",
  icon: "Camera",
  collection: "Camera Data",
  feminine: true,
  aliases: [],
} as const satisfies CategoryIdentity;
