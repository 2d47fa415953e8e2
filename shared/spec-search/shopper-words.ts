import type { CategoryId } from "../categories";
import type { SortId } from "../listing-query";
import { byCategory } from "../category-declarations";
import type { UseCondition } from "../uses/use-definitions";

/**
 * Shoppers' words for what they want rather than for a spec (PRODUCT-RULES.md, Searches in shoppers'
 * words): a use ("tele para ps5"), a price intent ("móvil barato") or an aspect ("móvil buena
 * cámara"). Each phrase (folded: lower case, no accents; one to three words) means, in a category:
 * - `use`: the filters of that use of shared/uses/use-definitions.ts, as the category offers it;
 * - `conditions`: filters of its own, written as a use's conditions;
 * - `sort`: the first of these sorts the category has (a column sort needs its filter:
 *   shared/column-sort.ts).
 * A meaning the category's data cannot give is not understood there. Read by
 * shared/spec-search/vocabulary.ts when a category is built.
 */
export type ShopperMeaning = { use: string } | { conditions: UseCondition[] } | { sort: SortId[] };

export interface ShopperPhrases {
  words: string[];
  meaning: ShopperMeaning;
}

/** Least weight first; where the category states no weight, the best portability score. */
const LIGHTEST: SortId[] = [
  "peso-asc",
  "dimensions.weightKg-asc",
  "physical.weightKg-asc",
  "physical.weightG-asc",
  "dimensions.weightG-asc",
  "score.portabilidad-desc",
];

/** Meant the same in every category. */
export const SHOPPER_WORDS_EVERYWHERE: ShopperPhrases[] = [
  {
    words: [
      "barato",
      "barata",
      "baratos",
      "baratas",
      "economico",
      "economica",
      "economicos",
      "economicas",
      "low cost",
      "gama baja",
      "buen precio",
      "precio bajo",
    ],
    meaning: { sort: ["precio-asc"] },
  },
  { words: ["gama alta", "alta gama", "tope de gama"], meaning: { sort: ["precio-desc"] } },
  {
    words: ["buena bateria", "mejor bateria", "mucha bateria", "bateria buena", "buena autonomia", "mejor autonomia", "mucha autonomia", "autonomia"],
    meaning: { sort: ["score.bateria-desc", "score.autonomia-desc"] },
  },
  { words: ["pantalla", "buena pantalla", "mejor pantalla", "pantalla buena"], meaning: { sort: ["score.pantalla-desc"] } },
  { words: ["buen sonido", "mejor sonido", "sonido", "calidad de sonido"], meaning: { sort: ["score.calidad-de-sonido-desc", "score.sonido-desc"] } },
  { words: ["potente", "rendimiento", "buen rendimiento", "rapido"], meaning: { sort: ["score.rendimiento-desc"] } },
  { words: ["calidad precio", "calidad-precio", "relacion calidad precio"], meaning: { sort: ["score.relacion-calidad-precio-desc"] } },
  { words: ["ligero", "ligera", "ligeros", "ligeras", "poco peso", "que pese poco"], meaning: { sort: LIGHTEST } },
];

/** Each category's own phrases, as its declaration lists them (their sorts are sort ids). */
export const SHOPPER_WORDS: Record<CategoryId, ShopperPhrases[]> = byCategory((d) => d.shopperWords as ShopperPhrases[]);

/** Words that say nothing once the rest of a term is understood: "tele para ps5" is a TV for a PS5. */
export const STOP_WORDS: ReadonlySet<string> = new Set(["para", "de", "del", "con", "un", "una", "el", "la", "los", "las", "que", "muy", "mas", "en", "por"]);

/**
 * Shoppers' phrases that hold a category's word ("buena cámara") and, beside another category's word,
 * are about that category ("móvil buena cámara" is a phone with a good camera, not a camera).
 */
export const ASPECT_PHRASES_WITH_CATEGORY_WORDS: ReadonlySet<string> = new Set(
  Object.values(SHOPPER_WORDS)
    .flat()
    .flatMap((p) => p.words)
    .filter((w) => /\bcamara\b/.test(w)),
);
