import type { GuideRole } from "./guide-types";

/** The guides' words a page shows as they are: its roles and its rule (the browser's part of guide-texts.ts). */

export const ROLE_LABELS: Record<GuideRole, string> = {
  general: "Mejor en general",
  "calidad-precio": "Mejor calidad-precio",
  economico: "Mejor económico",
  "gama-alta": "Mejor gama alta",
};

/** 'Cómo elegimos': the rule of docs/PRODUCT-RULES.md (Guides), in the shopper's words. */
export const GUIDE_METHOD: readonly string[] = [
  "Solo puede ser elegido un producto que cumple lo que pide la guía, tiene puntuación y tiene un precio comprobado recientemente; los demás aparecen como «sin precio comprobado».",
  "Ordenamos por la puntuación del aspecto que más cuenta para ese uso (por ejemplo, gaming) o, en la guía de la categoría, por la puntuación global.",
  "Mejor en general: la puntuación más alta; si varios quedan a menos de 3 puntos de ella, empatan y elegimos el más barato.",
  "Mejor calidad-precio: más puntos por cada 100 €, entre los que puntúan al menos la mediana de la guía, y al menos un 5 % más que el mejor en general.",
  "Mejor económico: el más barato de los que puntúan al menos el primer cuartil de la guía (el 75 % de sus productos puntúa igual o más), siempre que cueste al menos un 25 % menos que el mejor en general y menos que cualquier otro elegido.",
  "Mejor gama alta: la puntuación más alta entre los que cuestan al menos un 25 % más que el mejor en general, si no queda 3 puntos o más por detrás de él.",
  "Un puesto sin un ganador claro se deja vacío. Cada producto se nombra una sola vez. Las razones y sus cifras se calculan con los datos de la categoría.",
];
