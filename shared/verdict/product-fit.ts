import { getCategory, type CategoryId } from "../categories";
import { declarationOf } from "../category-declarations";
import type { Product } from "../product";
import { standingOf, type CategoryStanding, type Quartiles } from "./category-standing";
import { FEATURES, type Feature } from "./features";
import { SCORE_BAND, withinBand } from "./tie-bands";
import { inSentence, scoreText } from "./wording";

/**
 * 'Para quién es' and 'Para quién no es' on a product page, two to four lines each, from:
 * - its aspect scores against its category's quartiles (category-standing.ts): an aspect in the
 *   category's best quarter (and above its median) says who it is for, one in the lowest quarter
 *   (and below the median) who it is not for; the overall score likewise;
 * - its price segment (`score.benchmark.priceSegment`);
 * - the category's verdict features (features.ts) the record says it lacks.
 * "Best quarter" and "lowest quarter" also need the score 3 points or more from the median.
 * When the strong or weak points are fewer than two, the aspects above (or below) the category's
 * median complete the list, then the product's own best aspects ('Para quién es') or the aspects
 * where the category's best is clearly ahead ('Para quién no es').
 * Each line quotes the product's score and the category's median or best.
 */
export interface ProductFit {
  forWhom: string[];
  notForWhom: string[];
}

const MAX_LINES = 4;
const MIN_LINES = 2;

/** Who an aspect matters to, by aspect name; a category's own words (its declaration's `audiences`) come first. */
const AUDIENCES: Record<string, string> = {
  Pantalla: "quien pasa horas mirando la pantalla",
  Rendimiento: "quien necesita potencia para apps y juegos exigentes",
  Cámara: "quien hace muchas fotos",
  Batería: "quien pasa el día lejos del enchufe",
  Autonomía: "quien pasa el día lejos del enchufe",
  Diseño: "quien cuida el diseño",
  "Relación calidad-precio": "quien quiere pagar lo justo por lo que recibe",
  "Brillo y HDR": "salones luminosos y contenido HDR",
  Sonido: "quien quiere buen sonido sin barra de sonido",
  Gaming: "jugar con consola o PC",
  "Smart TV": "quien usa muchas apps de streaming",
  Portabilidad: "llevarlo a todas partes",
  Construcción: "quien quiere un equipo robusto",
  Productividad: "trabajar y tomar notas",
  Multimedia: "ver series y vídeos",
  "Calidad de sonido": "quien cuida el sonido",
  "Cancelación de ruido": "el transporte público y la oficina",
  Comodidad: "llevarlos puestos muchas horas",
  Conectividad: "quien cambia a menudo de dispositivo",
  Llamadas: "quien hace muchas llamadas",
  "Enfoque automático": "fotografiar personas y acción",
  Vídeo: "grabar vídeo",
  Ergonomía: "sesiones largas de fotografía",
  "Velocidad de disparo": "deporte y fauna",
  "Salud y sensores": "vigilar la salud",
  "Deporte y GPS": "entrenar al aire libre",
  "Apps y ecosistema": "quien quiere apps y pagos en la muñeca",
  "Diseño y comodidad": "llevarlo puesto día y noche",
  Graves: "quien quiere graves potentes",
  "Volumen máximo": "fiestas y espacios grandes",
  "Funciones inteligentes": "controlarlo con la voz y el móvil",
};

function audience(category: CategoryId, aspect: string): string {
  const own = declarationOf(category).audiences;
  if (Object.hasOwn(own, aspect)) return own[aspect];
  return Object.hasOwn(AUDIENCES, aspect) ? AUDIENCES[aspect] : `quien prioriza ${inSentence(aspect)}`;
}

interface Placed {
  aspect: string;
  value: number;
  q: Quartiles;
  place: ReturnType<typeof standingOf>;
}

const SEGMENT_FOR: Record<string, string | undefined> = {
  Budget: "Para presupuestos ajustados: es de gama económica.",
  "Mid-range": "Para quien busca equilibrio entre precio y prestaciones: es de gama media.",
  Premium: "Para quien quiere prestaciones altas sin pagar la gama alta: es de gama premium.",
  Flagship: "Para quien quiere lo mejor sin mirar el precio: es de gama alta.",
};
const SEGMENT_NOT_FOR: Record<string, string | undefined> = {
  Premium: "No es para presupuestos ajustados: es de gama premium.",
  Flagship: "No es para presupuestos ajustados: es de gama alta.",
};

export function productFit(product: Product, standing: CategoryStanding | null | undefined): ProductFit {
  const category = getCategory(product.categoryId).name.toLowerCase();
  const scores = product.score?.categories ?? {};
  const placed: Placed[] = Object.entries(scores).flatMap(([aspect, value]) => {
    const q = standing?.aspects[aspect];
    return q && Number.isFinite(value) ? [{ aspect, value, q, place: standingOf(value, q) }] : [];
  });
  const byStrength = [...placed].sort((a, b) => b.value - b.q.median - (a.value - a.q.median) || b.value - a.value);
  const line = (p: Placed, how: string) =>
    `${scoreText(p.value)}/100 en ${inSentence(p.aspect)}, ${how} (la mitad de los ${category} ${p.value > p.q.median ? "no pasa de" : "tiene"} ${scoreText(p.q.median)}${p.value > p.q.median ? "" : " o más"})`;

  const forWhom: string[] = [];
  const overall = product.score?.overall;
  if (typeof overall === "number" && standing?.overall && standingOf(overall, standing.overall) === "top") {
    forWhom.push(`Para quien quiere de lo mejor de su categoría: ${scoreText(overall)}/100 de puntuación global, entre el 25 % mejor de los ${category}.`);
  }
  for (const p of byStrength.filter((p) => p.place === "top"))
    forWhom.push(`Para ${audience(product.categoryId, p.aspect)}: ${line(p, "entre el 25 % mejor")}.`);
  const segment = product.score?.benchmark?.priceSegment;
  const segmentFor = segment ? SEGMENT_FOR[segment] : undefined;
  if (segmentFor && forWhom.length < MAX_LINES) forWhom.splice(Math.min(forWhom.length, MAX_LINES - 1), 0, segmentFor);
  if (forWhom.length < MIN_LINES) {
    for (const p of byStrength.filter((p) => p.place === "upper").slice(0, MIN_LINES - forWhom.length)) {
      forWhom.push(`Para ${audience(product.categoryId, p.aspect)}: ${line(p, "en la mitad alta")}.`);
    }
  }
  // A product at or below the median everywhere is still best at something: its own strongest aspect.
  if (forWhom.length < MIN_LINES) {
    const used = byStrength.filter((p) => p.place === "top" || p.place === "upper");
    const rest = byStrength.filter((p) => !used.includes(p)).sort((a, b) => b.value - a.value);
    for (const p of rest.slice(0, MIN_LINES - forWhom.length)) forWhom.push(`Para ${audience(product.categoryId, p.aspect)}: ${line(p, "su mejor aspecto")}.`);
  }

  const notForWhom: string[] = [];
  const byWeakness = [...byStrength].reverse();
  for (const p of byWeakness.filter((p) => p.place === "bottom")) {
    notForWhom.push(`No es para ${audience(product.categoryId, p.aspect)}: ${line(p, "entre el 25 % más bajo")}.`);
  }
  const table = FEATURES[product.categoryId] as Feature[];
  for (const feature of table.filter((f) => f.inVerdict)) {
    if (feature.has(product.specs ?? {}, product) === false) notForWhom.push(`No es para quien necesita ${feature.label}: no lo tiene.`);
  }
  const segmentNot = segment ? SEGMENT_NOT_FOR[segment] : undefined;
  if (segmentNot) notForWhom.splice(Math.min(notForWhom.length, MAX_LINES - 1), 0, segmentNot);
  if (notForWhom.length < MIN_LINES) {
    for (const p of byWeakness.filter((p) => p.place === "lower").slice(0, MIN_LINES - notForWhom.length)) {
      notForWhom.push(`No es la mejor opción para ${audience(product.categoryId, p.aspect)}: ${line(p, "en la mitad baja")}.`);
    }
  }
  // A product strong everywhere still has a weakest point: said against the category's best.
  if (notForWhom.length < MIN_LINES) {
    const weakest = byWeakness.filter((p) => p.place !== "bottom" && p.place !== "lower" && p.value < p.q.max && !withinBand(p.value, p.q.max, SCORE_BAND));
    for (const p of weakest.slice(0, MIN_LINES - notForWhom.length)) {
      notForWhom.push(
        `Si lo primero es ${inSentence(p.aspect)}, hay mejores: ${scoreText(p.value)}/100 frente a ${scoreText(p.q.max)} del mejor de los ${category}.`,
      );
    }
  }
  return { forWhom: forWhom.slice(0, MAX_LINES), notForWhom: notForWhom.slice(0, MAX_LINES) };
}
