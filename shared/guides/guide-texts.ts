import type { CategoryId } from "../categories";
import { categoryGuideTitle } from "./guide-paths";
import { declarationOf } from "../category-declarations";

/** The guides' titles, from each category's declaration (its name and its uses' guide phrases). */
export { GUIDE_METHOD, ROLE_LABELS } from "./guide-words";

/** The use's label ("Para gaming"), or null when the category has no such use. */
export function useLabel(category: CategoryId, use: string): string | null {
  return declarationOf(category).uses.find((u) => u.id === use)?.label ?? null;
}

/** "Los mejores televisores para gaming"; the category's own guide without a use. */
export function guideTitle(category: CategoryId, use: string | null): string {
  const base = categoryGuideTitle(category);
  if (!use) return base;
  return `${base} ${declarationOf(category).uses.find((u) => u.id === use)?.guidePhrase ?? `para ${use}`}`;
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
