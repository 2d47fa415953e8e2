/** Scrolled less than this from the top, the header always shows. */
const TOP_SLACK = 120;
/** Smaller moves (a finger resting, a bounce at the end) change nothing. */
const MIN_MOVE = 8;

/**
 * On a listing, a product or a comparison the fixed header (about a fifth of a phone's screen) slides
 * away while the shopper scrolls down and comes back as soon as they scroll up, or when focus goes
 * into it; the listing's bar with 'Filtros' and the sort, and the comparison's names row, stay
 * (styles.css, html[data-header-hidden]). Returns the function that stops it and shows the header again.
 */
export function hideHeaderWhileScrollingDown(): () => void {
  const root = document.documentElement;
  const header = document.querySelector<HTMLElement>(".site-header");
  let last = window.scrollY;
  let frame = 0;
  const show = () => delete root.dataset.headerHidden;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const y = window.scrollY;
      const moved = y - last;
      if (y < TOP_SLACK) show();
      else if (Math.abs(moved) < MIN_MOVE) return;
      else if (moved > 0 && !header?.contains(document.activeElement)) root.dataset.headerHidden = "";
      else show();
      last = y;
    });
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  header?.addEventListener("focusin", show);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    header?.removeEventListener("focusin", show);
    show();
  };
}
