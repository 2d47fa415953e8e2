import type { CategoryIdentity } from "./types";

/**
 * The name of the category declared in ./speaker.ts, apart from the rest because every page of the
 * browser loads it: a bundle splits by module, so the rest would come with it.
 */
export const SPEAKER = {
  id: "speaker",
  name: "Altavoces",
  icon: "Volume2",
  collection: "Speaker Data",
  feminine: false,
  aliases: [],
} as const satisfies CategoryIdentity;
