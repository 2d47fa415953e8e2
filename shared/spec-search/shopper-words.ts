import type { CategoryId } from "../categories";
import type { SortId } from "../listing-query";
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

const GAMING = [
  "gaming",
  "para gaming",
  "gamer",
  "jugar",
  "para jugar",
  "videojuegos",
  "juegos",
  "ps5",
  "ps4",
  "playstation",
  "playstation 5",
  "xbox",
  "consola",
  "consolas",
];
const SPORT = ["deporte", "deportes", "correr", "running", "runner", "gimnasio", "gym", "entrenar", "ciclismo"];
const COMMUTE = ["metro", "transporte", "tren", "avion", "autobus", "viajar", "viaje", "viajes"];
const WORK = ["oficina", "trabajar", "trabajo", "teletrabajo", "reuniones", "llamadas"];

export const SHOPPER_WORDS: Record<CategoryId, ShopperPhrases[]> = {
  tv: [
    { words: GAMING, meaning: { use: "gaming" } },
    // Football is fast motion: a panel of 100 Hz or more.
    { words: ["futbol", "deporte", "deportes", "partidos", "ver futbol"], meaning: { conditions: [{ filter: "display.refreshRateHz", min: 100 }] } },
    { words: ["cine", "peliculas", "series"], meaning: { use: "cine" } },
  ],
  laptop: [
    { words: GAMING, meaning: { use: "gaming" } },
    { words: ["estudiar", "estudiante", "estudiantes", "universidad", "clase", "clases", "colegio", ...WORK], meaning: { use: "estudiar" } },
    { words: ["viajar", "viaje", "viajes"], meaning: { use: "ligero" } },
    { words: ["editar", "edicion", "edicion de video", "diseno", "fotografia"], meaning: { use: "crear" } },
  ],
  mobile: [
    { words: GAMING, meaning: { use: "gaming" } },
    { words: ["camara", "buena camara", "mejor camara", "camara buena", "fotos", "buenas fotos", "hacer fotos"], meaning: { sort: ["score.camara-desc"] } },
    { words: ["pequeno", "compacto", "manejable"], meaning: { use: "compacto" } },
  ],
  tablet: [
    { words: ["dibujar", "dibujo", "ilustrar"], meaning: { use: "dibujar" } },
    { words: ["estudiar", "estudiante", "universidad", "clase", "clases", ...WORK], meaning: { use: "trabajar" } },
    { words: ["series", "peliculas", "netflix", "ver series"], meaning: { use: "series" } },
  ],
  headphones: [
    // For sport: earbuds that stand sweat (the use "Para deporte" adds the earbuds' shape).
    {
      words: SPORT,
      meaning: {
        conditions: [
          { filter: "headphoneType", options: ["true-wireless", "in-ear"] },
          { filter: "physical.ipRating", options: ["IP54", "IP57", "IPX4"] },
        ],
      },
    },
    { words: COMMUTE, meaning: { use: "transporte" } },
    { words: WORK, meaning: { use: "teletrabajo" } },
  ],
  camera: [
    { words: ["viajar", "viaje", "viajes"], meaning: { use: "viajar" } },
    { words: ["deporte", "deportes", "accion", "futbol"], meaning: { use: "accion" } },
    { words: ["video", "videos", "youtube", "vlog", "grabar"], meaning: { use: "video" } },
  ],
  smartwatch: [{ words: SPORT, meaning: { use: "correr" } }],
  speaker: [
    { words: ["playa", "piscina", "ducha", "agua"], meaning: { use: "playa" } },
    { words: ["fiesta", "fiestas"], meaning: { use: "fiestas" } },
    { words: ["llevar", "excursion", "viajar", "mochila"], meaning: { use: "llevar" } },
  ],
};

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
