import type { CategoryId } from "../categories";
import { byCategory } from "../category-declarations";
import { USE_DEFINITIONS } from "../uses/use-definitions";

/**
 * The aspect score that speaks for each use (its `aspect` in the category's declaration): when a comparison's overall scores
 * tie, the shopper who came from that use is told which product is ahead on it. A use no single
 * aspect speaks for (a size, a price cap, one feature) is absent and breaks no tie.
 */
const USE_ASPECTS: Record<CategoryId, Record<string, string>> = byCategory((d) =>
  Object.fromEntries(d.uses.flatMap((use) => (use.aspect ? [[use.id, use.aspect] as const] : []))),
);

/** The use's label and the aspect that speaks for it, or null for an unknown use or one no aspect speaks for. */
export function useAspect(category: CategoryId, useId: string | null | undefined): { label: string; aspect: string } | null {
  if (!useId || !Object.hasOwn(USE_ASPECTS[category], useId)) return null;
  const use = USE_DEFINITIONS[category].find((u) => u.id === useId);
  return use ? { label: use.label, aspect: USE_ASPECTS[category][useId] } : null;
}
