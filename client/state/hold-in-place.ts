/** Frames the card must stay put before the place counts as restored; the most frames we watch. */
const STEADY_FRAMES = 5;
const HOLD_MAX_FRAMES = 60;

/**
 * Keeps a card at `top` in the window while what is above it settles (cards that arrive late,
 * pictures, a busy main thread drawing the grid in several frames moved it by up to a card's height),
 * until it has stayed put for a few frames or the shopper moves the page.
 *
 * The shopper moving it is told apart from the layout moving the card: they scroll the window while
 * the card keeps its place in the page, where a late layout moves the card in the page (or the
 * browser's scroll anchoring moves both together). Events alone would miss a drag of the scroll bar,
 * a tap on a phone's status bar or a script's scroll, and the hold would pull the page back down.
 */
export async function holdInPlace(cell: HTMLElement, top: number): Promise<void> {
  let shopperMoved = false;
  const stop = () => (shopperMoved = true);
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const type of events) window.addEventListener(type, stop, { passive: true, once: true });
  let expectedY = window.scrollY;
  let cellInPage = cell.getBoundingClientRect().top + expectedY;
  try {
    for (let frame = 0, steady = 0; frame < HOLD_MAX_FRAMES && steady < STEADY_FRAMES && !shopperMoved && cell.isConnected; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const y = window.scrollY;
      const cellTop = cell.getBoundingClientRect().top;
      if (Math.abs(y - expectedY) >= 1 && Math.abs(cellTop + y - cellInPage) < 1) return;
      cellInPage = cellTop + y;
      const drift = cellTop - top;
      if (Math.abs(drift) < 1) steady++;
      else if (!shopperMoved) {
        steady = 0;
        window.scrollBy(0, drift);
      }
      expectedY = window.scrollY;
    }
  } finally {
    for (const type of events) window.removeEventListener(type, stop);
  }
}
