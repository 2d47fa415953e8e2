import { useEffect } from "react";
import { subscribe } from "valtio";
import { isCategoryId, type CategoryId } from "../../shared/categories";
import { COMPARE_MAX, isValidProductId } from "../../shared/routes";
import { track } from "../analytics";
import type { AppState } from "./app-state";
import { afterHydration } from "./hydration";

/** What the tray remembers of a product: enough to list it in the dropdown and build the compare URL. */
export interface CompareItem {
  id: string;
  categoryId: CategoryId;
  brand: string;
  model: string;
  image: string;
  price: number;
}

const STORAGE_KEY = "comparador:comparar:v1";

type Tray = { readonly compare: readonly Pick<CompareItem, "id">[] };
export const isInTray = (state: Tray, id: string) => state.compare.some((item) => item.id === id);
export const isTrayFull = (state: Tray) => state.compare.length >= COMPARE_MAX;

/**
 * Seed 000 §4: toggling adds the product, or removes it if present; a fourth is refused with the
 * seed's text, shown in the page (components/CompareRefusal.tsx, role="alert") rather than with the
 * browser's alert(), which blocks the page and cannot be styled or read in context. Returns what
 * happened so the card can animate an addition.
 */
export function toggleCompare(state: AppState, item: CompareItem): "added" | "removed" | "refused" {
  if (isInTray(state, item.id)) {
    removeFromCompare(state, item.id);
    return "removed";
  }
  if (isTrayFull(state)) {
    state.compareRefusal = (state.compareRefusal ?? 0) + 1;
    return "refused";
  }
  state.compare.push({ ...item });
  track(state.config, "add_to_comparison", { item_id: item.id, item_category: item.categoryId, price: item.price });
  return "added";
}

export function removeFromCompare(state: AppState, id: string): void {
  const index = state.compare.findIndex((item) => item.id === id);
  if (index < 0) return;
  const [removed] = state.compare.splice(index, 1);
  track(state.config, "remove_from_comparison", { item_id: removed.id, item_category: removed.categoryId });
}

/**
 * Reads a stored tray defensively: anything malformed is dropped rather than breaking the page, and
 * a product stored more than once (storage edited by hand or by another version of the site) counts
 * once, or `[X,X,X]` would fill the comparison with one product three times. The storage event
 * (another tab) reads through here too.
 */
export function parseStoredTray(raw: string | null): CompareItem[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is CompareItem =>
          item !== null &&
          typeof item === "object" &&
          typeof item.id === "string" &&
          isValidProductId(item.id) &&
          isCategoryId(item.categoryId) &&
          typeof item.brand === "string" &&
          typeof item.model === "string" &&
          typeof item.image === "string" &&
          typeof item.price === "number",
      )
      .filter((item, index, valid) => valid.findIndex((other) => other.id === item.id) === index)
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/**
 * Keeps the tray in localStorage so it survives reloads and is shared by tabs. Loaded after
 * hydration (the server always renders an empty tray), so hydration never mismatches.
 */
export function useCompareTrayStorage(state: AppState): void {
  useEffect(
    () =>
      afterHydration(() => {
        let storage: Storage;
        try {
          storage = window.localStorage;
        } catch {
          state.trayLoaded = true;
          return; // storage disabled: the tray lives for the visit only
        }
        const storedTray = parseStoredTray(storage.getItem(STORAGE_KEY));
        // An empty tray is what the page already shows: assigning it would re-render every card's toggle.
        if (storedTray.length > 0) state.compare = storedTray;
        state.trayLoaded = true;
        // valtio 2 reports no per-path operations by default: compare the tray itself to spot its changes.
        let stored = JSON.stringify(state.compare);
        const unsubscribe = subscribe(state, () => {
          const next = JSON.stringify(state.compare);
          if (next === stored) return;
          stored = next;
          try {
            storage.setItem(STORAGE_KEY, next);
          } catch {
            /* quota or privacy mode: keep the in-memory tray */
          }
        });
        const onStorage = (event: StorageEvent) => {
          if (event.key === STORAGE_KEY) state.compare = parseStoredTray(event.newValue);
        };
        window.addEventListener("storage", onStorage);
        return () => {
          unsubscribe();
          window.removeEventListener("storage", onStorage);
        };
      }),
    [state],
  );
}
