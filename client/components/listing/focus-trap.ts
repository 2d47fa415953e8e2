const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The container's controls a keyboard can reach now (not hidden, not in a closed section). */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden");
}

/**
 * Keeps focus inside `root` until the returned function is called: Tab and Shift+Tab cycle within
 * it, and focus that lands outside (a screen reader's own moves, a click behind) is brought back.
 * A drawer over an overlay is modal, and what sits behind it cannot be used. Escape calls `onEscape`.
 * Part of the listing's script, so the trap holds from the moment the drawer opens.
 */
export function trapFocus(root: HTMLElement, onEscape: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      onEscape();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(root);
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !root.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !root.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!root.contains(event.target as Node)) focusables(root)[0]?.focus();
  };
  document.addEventListener("keydown", onKey);
  document.addEventListener("focusin", onFocusIn);
  return () => {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("focusin", onFocusIn);
  };
}
