/** PRODUCT-RULES.md (Limits): the fly-to-compare animation lasts 0.6 s. */
export const FLY_DURATION_MS = 600;

/**
 * Sends a copy of the card's picture flying into the header's Comparar button, so the shopper
 * sees where the product went. Skipped for people who ask for reduced motion.
 */
export function flyToCompare(source: HTMLElement | null): Animation | null {
  const target = document.getElementById("compare-button");
  if (!source || !target || typeof source.animate !== "function") return null;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return null;
  const from = source.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const ghost = source.cloneNode(true) as HTMLElement;
  Object.assign(ghost.style, {
    position: "fixed",
    left: `${from.left}px`,
    top: `${from.top}px`,
    width: `${from.width}px`,
    height: `${from.height}px`,
    margin: "0",
    zIndex: "1000",
    pointerEvents: "none",
    borderRadius: "12px",
  });
  ghost.setAttribute("aria-hidden", "true");
  ghost.classList.add("fly-to-compare");
  document.body.appendChild(ghost);
  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  const animation = ghost.animate(
    [
      { transform: "translate(0, 0) scale(1)", opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.1)`, opacity: 0.4 },
    ],
    { duration: FLY_DURATION_MS, easing: "cubic-bezier(.5,0,.75,.4)" },
  );
  animation.onfinish = animation.oncancel = () => ghost.remove();
  return animation;
}
