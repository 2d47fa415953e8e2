import type { CategoryId } from "./categories";

const EURO = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1.299,00 €" — es-ES, always two decimals (seed 000 §9). */
export function formatPrice(amount: number, currency = "EUR"): string {
  if (currency === "EUR") return EURO.format(amount);
  return new Intl.NumberFormat("es-ES", { style: "currency", currency, minimumFractionDigits: 2 }).format(amount);
}

const LONG_DATE = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Madrid" });

/** "20 de noviembre de 2026"; an unparseable date gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}

const TV_RESOLUTIONS: Record<string, string> = {
  "3840x2160": "4K UHD",
  "1920x1080": "Full HD",
  "1366x768": "HD",
  "7680x4320": "8K",
};

const LAPTOP_RESOLUTIONS: Record<string, string> = {
  ...TV_RESOLUTIONS,
  "2560x1440": "2K",
  "3840x2160": "4K",
};

/** Marketing label for a pixel resolution (seed 001 §9); unknown resolutions are shown as given. */
export function resolutionLabel(resolution: string, category: CategoryId): string {
  const key = resolution.replace(/\s+/g, "").replace(/[×X]/g, "x");
  const table = category === "laptop" ? LAPTOP_RESOLUTIONS : TV_RESOLUTIONS;
  return table[key] ?? resolution;
}
