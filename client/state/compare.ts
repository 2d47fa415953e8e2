import { useEffect } from "react";
import { subscribe } from "valtio";
import { isCategoryId } from "../../shared/categories";
import { COMPARE_MAX, isValidProductId } from "../../shared/routes";
import { track } from "../analytics";
import type { AppState, CompareItem } from "./app-state-types";
import { afterHydration } from "./hydration";

export type { CompareItem } from "./app-state-types";

/** Where the tray is kept in localStorage (tests write and read it). */
export const COMPARE_STORAGE_KEY = "comparador:comparar:v1";

type TrayItems = { readonly items: readonly Pick<CompareItem, "id">[] };
export const isInTray = (tray: TrayItems, id: string) => tray.items.some((item) => item.id === id);
export const isTrayFull = (tray: TrayItems) => tray.items.length >= COMPARE_MAX;

/**
 * PRODUCT-RULES.md (States): toggling adds the product, or removes it if present; a fourth is refused with its
 * text, shown in the page (components/CompareRefusal.tsx, role="alert") rather than with the
 * browser's alert(), which blocks the page and cannot be styled or read in context. Returns what
 * happened so the card can animate an addition.
 */
export function toggleCompare(state: AppState, item: CompareItem): "added" | "removed" | "refused" {
  if (isInTray(state.tray, item.id)) {
    removeFromCompare(state, item.id);
    return "removed";
  }
  if (isTrayFull(state.tray)) {
    state.tray.refusal = (state.tray.refusal ?? 0) + 1;
    return "refused";
  }
  state.tray.items.push({ ...item });
  track(state.config, "add_to_comparison", { item_id: item.id, item_category: item.categoryId, price: item.price });
  return "added";
}

export function removeFromCompare(state: AppState, id: string): void {
  const index = state.tray.items.findIndex((item) => item.id === id);
  if (index < 0) return;
  const [removed] = state.tray.items.splice(index, 1);
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
          typeof item.price === "number" &&
          (item.checkedAt === undefined || typeof item.checkedAt === "string"),
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
        const { tray } = state;
        let storage: Storage;
        try {
          storage = window.localStorage;
        } catch {
          tray.loaded = true;
          return; // storage disabled: the tray lives for the visit only
        }
        const storedTray = parseStoredTray(storage.getItem(COMPARE_STORAGE_KEY));
        // An empty tray is what the page already shows: assigning it would re-render every card's toggle.
        if (storedTray.length > 0) tray.items = storedTray;
        tray.loaded = true;
        // Only the tray's own changes reach here (not the listing's, the navigation's, …); a refusal
        // shown or dismissed leaves the items as stored.
        let stored = JSON.stringify(tray.items);
        const unsubscribe = subscribe(tray, () => {
          const next = JSON.stringify(tray.items);
          if (next === stored) return;
          stored = next;
          try {
            storage.setItem(COMPARE_STORAGE_KEY, next);
          } catch {
            /* quota or privacy mode: keep the in-memory tray */
          }
        });
        const onStorage = (event: StorageEvent) => {
          if (event.key === COMPARE_STORAGE_KEY) tray.items = parseStoredTray(event.newValue);
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
