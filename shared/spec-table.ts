import type { CategoryId } from "./categories";
import { formatDate, formatNumber } from "./format";
import { resolutionLabel, resolutionLabelsOf } from "./resolution-labels";
import { HEADPHONE_TYPE_LABELS, PRICE_SEGMENT_LABELS } from "./filters/option-labels";
import { hasValue, ownValue } from "./object-path";
import type { Product, SpecGroup, SpecRow } from "./product";
import { fieldInfo, groupLabel } from "./spec-fields";

export type { SpecGroup, SpecRow };

const withUnit = (n: number, unit?: string) => (unit ? (unit === '"' ? `${formatNumber(n)}"` : `${formatNumber(n)} ${unit}`) : formatNumber(n));

/** Lists of objects the catalogue uses, written the way a shop would. */
function describeObject(leaf: string, item: Record<string, unknown>): string {
  if (leaf === "usbPorts") return `${item.type ?? "USB"} ×${item.count ?? 1}`;
  if (leaf === "storageOptions") {
    const size = typeof item.sizeGB === "number" ? (item.sizeGB >= 1024 && item.sizeGB % 1024 === 0 ? `${item.sizeGB / 1024} TB` : `${item.sizeGB} GB`) : "";
    return [size, item.type, item.expandable === true ? "ampliable" : ""].filter((v) => hasValue(v)).join(" ");
  }
  if (leaf === "rear") {
    return [typeof item.megapixels === "number" ? `${formatNumber(item.megapixels)} MP` : "", item.aperture, item.ois === true ? "OIS" : ""]
      .filter((v) => hasValue(v))
      .join(" ");
  }
  return Object.values(item)
    .filter((v) => hasValue(v) && typeof v !== "object")
    .join(" ");
}

/** Text for one value (PRODUCT-RULES.md (Product records): null, empty and N/A are hidden), or null to hide the row. */
function formatValue(path: string, value: unknown, category: CategoryId): { text: string; number: number | null } | null {
  if (!hasValue(value)) return null;
  const leaf = path.split(".").pop()!;
  const { unit } = fieldInfo(path, category);
  if (typeof value === "boolean") return { text: value ? "Sí" : "No", number: null };
  if (typeof value === "number") return { text: withUnit(value, unit), number: value };
  if (typeof value === "string") {
    if (leaf === "resolution" && resolutionLabelsOf(category)) {
      const label = resolutionLabel(value, category);
      return { text: label === value ? value : `${label} (${value})`, number: null };
    }
    return { text: value, number: null };
  }
  if (Array.isArray(value)) {
    const parts = value
      .filter((v) => hasValue(v))
      .map((v) =>
        v !== null && typeof v === "object" ? describeObject(leaf, v as Record<string, unknown>) : typeof v === "number" ? withUnit(v, unit) : String(v),
      )
      .filter(Boolean);
    return parts.length ? { text: parts.join(", "), number: null } : null;
  }
  return null;
}

/** Leaf rows of a spec group, nested objects flattened ("hardware.cpu.model" → "Procesador"). */
function groupRows(groupId: string, group: unknown, category: CategoryId): SpecRow[] {
  const rows: SpecRow[] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
      return;
    }
    const formatted = formatValue(path, value, category);
    if (formatted) rows.push({ key: `specs.${path}`, label: fieldInfo(path, category).label, value: formatted.text, number: formatted.number });
  };
  walk(group, groupId);
  return rows;
}

/** The 'general' tab (the default): who makes it, when, colours, warranty, type and energy. */
function generalRows(product: Product): SpecRow[] {
  const row = (key: string, label: string, value: unknown, number: number | null = null): SpecRow | null =>
    hasValue(value) ? { key, label, value: String(value), number } : null;
  const { general, energy, score } = product;
  return [
    row("brand", "Marca", product.brand),
    row("model", "Modelo", product.model),
    row("year", "Año", product.year, product.year),
    row("general.releaseDate", "Fecha de lanzamiento", formatDate(general.releaseDate)),
    row("general.type", "Tipo", general.type ? (ownValue(HEADPHONE_TYPE_LABELS, general.type) ?? general.type) : undefined),
    row("general.colorOptions", "Colores", general.colorOptions?.filter((c) => hasValue(c)).join(", ")),
    row("general.warranty", "Garantía", general.warranty),
    row(
      "score.benchmark.priceSegment",
      "Segmento de precio",
      score?.benchmark?.priceSegment ? ownValue(PRICE_SEGMENT_LABELS, score.benchmark.priceSegment) : undefined,
    ),
    row("energy.efficiencyClass", "Clase energética", energy?.efficiencyClass),
    row(
      "energy.powerConsumptionWatts",
      "Consumo",
      typeof energy?.powerConsumptionWatts === "number" ? `${formatNumber(energy.powerConsumptionWatts)} W` : undefined,
      energy?.powerConsumptionWatts ?? null,
    ),
  ].filter((r): r is SpecRow => r !== null);
}

/** The tab strip of the detail page: 'general' first, then every spec group that has something to show. */
export function specGroups(product: Product): SpecGroup[] {
  const groups: SpecGroup[] = [{ id: "general", label: groupLabel("general", product.categoryId), rows: generalRows(product) }];
  for (const [id, group] of Object.entries(product.specs ?? {})) {
    const rows = groupRows(id, group, product.categoryId);
    if (rows.length) groups.push({ id, label: groupLabel(id, product.categoryId), rows });
  }
  return groups.filter((g) => g.rows.length > 0);
}
