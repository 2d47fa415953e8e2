import type { ProductDetail, SpecRow } from "./product";
import { summaryRows } from "./summary-rows";

/** Which way is better for a comparable number; fields absent here are not judged. */
const HIGHER_IS_BETTER = new Set([
  "overall",
  "expertScore",
  "userScore",
  "rating",
  "reviewCount",
  "marketComparison",
  "refreshRateHz",
  "brightnessNits",
  "peakBrightnessNits",
  "hdmiPorts",
  "cores",
  "maxClockGHz",
  "sizeGB",
  "ramGB",
  "ramMB",
  "storageGB",
  "capacityWh",
  "lifeHours",
  "lifeDays",
  "capacitymAh",
  "capacityMah",
  "fastChargeW",
  "wirelessChargeW",
  "megapixels",
  "resolutionMP",
  "burstFps",
  "points",
  "lowLightIso",
  "playbackHours",
  "totalPowerW",
  "peakSplDb",
  "workoutModes",
  "usbC",
  "usbA",
  "cardSlots",
  "speakers",
]);
const LOWER_IS_BETTER = new Set(["price", "weightKg", "weightG", "inputLagMs", "powerConsumptionWatts", "chargingTimeHours", "thicknessMm", "depthMm"]);

export function betterDirection(key: string): "higher" | "lower" | null {
  const leaf = key.split(".").pop()!;
  if (HIGHER_IS_BETTER.has(leaf)) return "higher";
  if (LOWER_IS_BETTER.has(leaf)) return "lower";
  return null;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per product, null where that product has no value. */
  values: (string | null)[];
  /** Indexes of the best cells (empty when the row is not comparable or all are equal). */
  best: number[];
  /** Whether the products differ on this row (for 'Solo diferencias'). */
  differs: boolean;
}

export interface CompareSection {
  id: string;
  label: string;
  rows: CompareRow[];
}

function alignRows(perProduct: SpecRow[][]): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  for (const rows of perProduct) {
    for (const row of rows) {
      if (!labels.has(row.key)) {
        order.push(row.key);
        labels.set(row.key, row.label);
      }
    }
  }
  return order.map((key) => {
    const cells = perProduct.map((rows) => rows.find((r) => r.key === key) ?? null);
    const values = cells.map((c) => c?.value ?? null);
    const direction = betterDirection(key);
    const numbers = cells.map((c) => c?.number ?? null);
    const present = numbers.filter((n): n is number => n !== null);
    let best: number[] = [];
    if (direction && present.length >= 2 && new Set(present).size > 1) {
      const target = direction === "higher" ? Math.max(...present) : Math.min(...present);
      best = numbers.flatMap((n, i) => (n === target ? [i] : []));
    }
    return { key, label: labels.get(key) ?? key, values, best, differs: new Set(values).size > 1 };
  });
}

/**
 * Products side by side, row by row. Products of one category are compared on every spec group;
 * products of different categories only on what they share (price, scores, common fields). With
 * `now`, prices are each product's best current offer at that time.
 */
export function buildComparison(products: readonly ProductDetail[], now?: number, freshHours?: number): CompareSection[] {
  if (products.length === 0) return [];
  const sameCategory = products.every((p) => p.categoryId === products[0].categoryId);
  const sections: CompareSection[] = [{ id: "summary", label: "Resumen", rows: alignRows(products.map((p) => summaryRows(p, now, freshHours))) }];
  const groupsPerProduct = products.map((p) => p.specGroups ?? []);
  const groupIds: string[] = [];
  for (const groups of groupsPerProduct) for (const g of groups) if (!groupIds.includes(g.id)) groupIds.push(g.id);
  for (const id of groupIds) {
    if (!sameCategory && id !== "general") continue;
    const perProduct = groupsPerProduct.map((groups) => groups.find((g) => g.id === id)?.rows ?? []);
    const rows = alignRows(perProduct).filter(
      (row) => sameCategory || ["brand", "model", "year", "general.releaseDate", "general.warranty", "general.colorOptions"].includes(row.key),
    );
    const label = groupsPerProduct.flat().find((g) => g.id === id)?.label ?? id;
    if (rows.length) sections.push({ id, label, rows });
  }
  return sections;
}

/** 'Solo diferencias': keeps the rows where the products differ, and the sections that still have rows. */
export function onlyDifferences(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
}
