import { formatPrice } from "../format";
import type { PriceClaim } from "./price-claim";
import { CHEAPER_BAND, MIN_HISTORY_DAYS, PRICE_WINDOW_DAYS, RECENT_LOW_DAYS, type PriceStats } from "./price-stats";

/**
 * "¿Es buen momento para comprar?": the current price against the product's own history.
 *
 * The method, in the order the rules apply (PRICE_VERDICT_METHOD says the same to the shopper):
 * 1. Fewer than MIN_HISTORY_DAYS recorded days in the last PRICE_WINDOW_DAYS: "Sin historial
 *    suficiente" — no deal is claimed from a short history.
 * 2. A price not checked within the freshness limit (freshness.ts, judged at the request's time,
 *    never when the catalogue was built): "Precio sin confirmar" — a stale price is never called good.
 * 3. At or below the window's lowest: "Buen precio: el más bajo de los últimos N días".
 * 4. At least USUAL_BAND below the median: "Buen precio: X por debajo de su precio habitual".
 * 5. At least USUAL_BAND above the median: "Precio alto: X por encima de su precio habitual".
 * 6. At or within CHEAPER_BAND of the lowest of the RECENT_LOW_DAYS days before (the purchase box
 *    shows that figure beside the verdict): "Buen precio: como el más bajo de los 30 días
 *    anteriores", never "Precio habitual".
 * 7. Otherwise: "Precio habitual".
 * The history's statistics come from the build (price-stats.ts); this rule only combines them with
 * the current price and its freshness, so it runs cheaply on every render.
 */

/** Within this fraction of the median a price is the usual one. */
export const USUAL_BAND = 0.05;

export type PriceVerdictLevel = "sin-historial" | "sin-confirmar" | "minimo" | "bueno" | "habitual" | "alto";

export interface PriceVerdict {
  level: PriceVerdictLevel;
  /** The sentence for the purchase box. */
  label: string;
  /** The few words for a card or a comparison column. */
  badge: string;
}

/** What the rule needs of the current price (shared/prices/current-price.ts gives it). */
export interface PriceNow {
  price: number;
  currency?: string;
  fresh: boolean;
}

/** Whether `price` is clearly below the usual price (the median): by USUAL_BAND or more. */
export function clearlyBelowUsual(stats: Pick<PriceStats, "median">, price: number): boolean {
  return price <= stats.median * (1 - USUAL_BAND);
}

/** "los últimos 90 días", or the days there are when the history is shorter. */
export function windowText(stats: Pick<PriceStats, "days">): string {
  return `los últimos ${Math.min(stats.days, PRICE_WINDOW_DAYS)} días`;
}

export function priceVerdict(stats: PriceStats | undefined, current: PriceNow): PriceVerdict {
  if (!stats || stats.days < MIN_HISTORY_DAYS) {
    return { level: "sin-historial", label: "Sin historial suficiente para valorar el precio", badge: "Sin historial suficiente" };
  }
  if (!current.fresh) {
    return {
      level: "sin-confirmar",
      label: "Precio sin confirmar: no se ha comprobado recientemente, así que no lo valoramos",
      badge: "Precio sin confirmar",
    };
  }
  const { price } = current;
  const money = (amount: number) => formatPrice(Math.round(amount), current.currency);
  if (price <= stats.lowest) {
    return { level: "minimo", label: `Buen precio: el más bajo de ${windowText(stats)}`, badge: "Precio mínimo" };
  }
  if (clearlyBelowUsual(stats, price)) {
    return { level: "bueno", label: `Buen precio: ${money(stats.median - price)} por debajo de su precio habitual`, badge: "Buen precio" };
  }
  if (price >= stats.median * (1 + USUAL_BAND)) {
    return { level: "alto", label: `Precio alto: ${money(price - stats.median)} por encima de su precio habitual`, badge: "Precio alto" };
  }
  // Within CHEAPER_BAND of it is at it: a cent above the 30-day low is no "usual" price.
  if (stats.recentLow !== undefined && price <= stats.recentLow * (1 + CHEAPER_BAND)) {
    return { level: "bueno", label: `Buen precio: como el más bajo de los ${RECENT_LOW_DAYS} días anteriores`, badge: "Buen precio" };
  }
  return { level: "habitual", label: "Precio habitual", badge: "Precio habitual" };
}

/** The claim a card makes for `price` when it is current (price-claim.ts), worked out in the build. */
export function priceClaimOf(stats: PriceStats | undefined, price: number): PriceClaim | undefined {
  const { level } = priceVerdict(stats, { price, fresh: true });
  return level === "minimo" || level === "bueno" || level === "alto" ? level : undefined;
}

/** The '¿Cómo lo calculamos?' text: the rule above in words. */
export const PRICE_VERDICT_METHOD = [
  `Comparamos el precio actual con el historial de precios de los últimos ${PRICE_WINDOW_DAYS} días (o el que haya): su mínimo, su mediana (el precio habitual) y su máximo.`,
  `Con menos de ${MIN_HISTORY_DAYS} días registrados no valoramos el precio.`,
  "Si el precio no se ha comprobado recientemente, no lo llamamos buen precio.",
  `Es buen precio si iguala o mejora el mínimo, o si está al menos un ${USUAL_BAND * 100} % por debajo de la mediana; es alto si está al menos un ${USUAL_BAND * 100} % por encima; si no, es buen precio cuando está como el más bajo de los ${RECENT_LOW_DAYS} días anteriores (a menos de un ${CHEAPER_BAND * 100} %), y si tampoco, es el habitual.`,
  `Un día cuenta como más barato solo si el precio fue al menos un ${CHEAPER_BAND * 100} % más bajo.`,
  "La tendencia compara la media de las dos últimas semanas con la de las dos anteriores.",
] as const;
