import type { CategoryId } from "../categories";
import { categoryGuideTitle } from "./guide-paths";
import { USE_DEFINITIONS } from "../uses/use-definitions";
import type { GuideRole } from "./guide-types";

/** The guides' own Spanish words: titles, roles and the rule, said once. */

export const ROLE_LABELS: Record<GuideRole, string> = {
  general: "Mejor en general",
  "calidad-precio": "Mejor calidad-precio",
  economico: "Mejor económico",
  "gama-alta": "Mejor gama alta",
};

/** How each use reads after "Los mejores televisores …" (a use missing here reads "para" and its label). */
const USE_PHRASES: Partial<Record<CategoryId, Record<string, string>>> = {
  tv: {
    gaming: "para gaming",
    "salon-luminoso": "para un salón luminoso",
    cine: "para cine en casa",
    "pantalla-grande": "de pantalla grande",
    dormitorio: "para dormitorio o cocina",
  },
  laptop: { estudiar: "para estudiar", gaming: "para gaming", ligero: "ligeros para viajar", crear: "para edición de foto y vídeo" },
  mobile: {
    "fotos-noche": "para fotos de noche",
    bateria: "con batería para dos días",
    compacto: "compactos",
    gaming: "para jugar",
    "5g-barato": "5G por menos de 400 €",
  },
  tablet: { dibujar: "para dibujar", trabajar: "para trabajar", series: "para ver series", datos: "con datos móviles" },
  headphones: { transporte: "para el transporte", deporte: "para deporte", teletrabajo: "para teletrabajo", autonomia: "con autonomía para la semana" },
  camera: { video: "para vídeo", viajar: "para viajar", accion: "para deporte y acción", "poca-luz": "para poca luz" },
  smartwatch: { correr: "para correr", salud: "para la salud", semana: "con batería para una semana", pagar: "para pagar con el reloj" },
  speaker: { playa: "para playa y piscina", fiestas: "para fiestas", casa: "para toda la casa", llevar: "para llevar" },
};

/** The use's label ("Para gaming"), or null when the category has no such use. */
export function useLabel(category: CategoryId, use: string): string | null {
  return USE_DEFINITIONS[category].find((u) => u.id === use)?.label ?? null;
}

/** "Los mejores televisores para gaming"; the category's own guide without a use. */
export function guideTitle(category: CategoryId, use: string | null): string {
  const base = categoryGuideTitle(category);
  if (!use) return base;
  const phrase = USE_PHRASES[category]?.[use];
  if (phrase) return `${base} ${phrase}`;
  const label = useLabel(category, use) ?? use;
  return `${base} ${/^para\s/i.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : `para ${label.toLowerCase()}`}`;
}

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/** "noviembre de 2026": the month of an ISO time, in Spain's time zone. */
export function monthOf(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "numeric" })
    .formatToParts(new Date(time))
    .filter((part) => part.type === "year" || part.type === "month")
    .map((part) => Number(part.value));
  return `${MONTHS[month - 1]} de ${year}`;
}

/** The title with its month: "Los mejores televisores para gaming — noviembre de 2026". */
export const datedTitle = (title: string, month: string): string => (month ? `${title} — ${month}` : title);

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
