import type { PricePoint } from "../../shared/product";

/** Shapes of illustrative prices for the sample catalogue, shared by the scripts in scripts/sample/. */

const DAYS = 120;
const DAY_MS = 86_400_000;

export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Retail-looking price: whole euros minus a cent above 20 €, two decimals always. */
export const retail = (value: number) => (value > 20 ? Math.round(value) - 0.01 : Math.round(value * 100) / 100);

export function priceHistory(id: string, currentPrice: number, lastDay: Date): PricePoint[] {
  const random = seededRandom(id);
  const premium = 0.04 + random() * 0.14; // how much dearer the product was 120 days ago
  const steps = 2 + Math.floor(random() * 4); // price cuts along the way
  const cutDays = Array.from({ length: steps }, () => Math.floor(random() * (DAYS - 10))).sort((a, b) => a - b);
  const promotions = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    start: Math.floor(random() * (DAYS - 8)),
    length: 2 + Math.floor(random() * 5),
    discount: 0.06 + random() * 0.14,
  }));

  const points: PricePoint[] = [];
  for (let day = 0; day < DAYS; day++) {
    const cutsSoFar = cutDays.filter((d) => d <= day).length;
    const base = currentPrice * (1 + premium * (1 - cutsSoFar / steps));
    const promo = promotions.find((p) => day >= p.start && day < p.start + p.length);
    const price = day === DAYS - 1 ? currentPrice : retail(base * (1 - (promo?.discount ?? 0)));
    const date = new Date(lastDay.getTime() - (DAYS - 1 - day) * DAY_MS).toISOString().slice(0, 10);
    points.push({ date, price });
  }
  return points;
}
