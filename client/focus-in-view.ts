/** Room left between a focused element and the end of its row, enough for the focus ring. */
const ROOM = 8;

/**
 * Chrome moves keyboard focus into a row that scrolls sideways (the header's category tabs, the
 * home's category picker, a related-products carousel, the spec tabs) without scrolling the row
 * when part of the element already shows: the focused tab or card is left half out of sight with
 * its focus ring cut. This scrolls the row until the whole element and its ring show. A row with
 * scroll snapping gets the element at its start, a snap position, so snapping does not move it again.
 */
function revealInRow(element: HTMLElement): void {
  for (let row = element.parentElement; row && row !== document.body; row = row.parentElement) {
    const style = getComputedStyle(row);
    if (!/auto|scroll/.test(style.overflowX) || row.scrollWidth <= row.clientWidth) continue;
    const box = element.getBoundingClientRect();
    const port = row.getBoundingClientRect();
    const snapping = style.scrollSnapType !== "none" && style.scrollSnapType !== "";
    if (box.left < port.left + ROOM || (snapping && box.right > port.right - ROOM)) row.scrollLeft += box.left - (port.left + ROOM);
    else if (box.right > port.right - ROOM) row.scrollLeft += box.right - (port.right - ROOM);
    return;
  }
}

/**
 * Sections below the fold skip their layout until they near the viewport (content-visibility in
 * styles.css). When focus jumps far down the page, the browser scrolls to the focused element,
 * and the sections it passes are laid out only then, at their real height: the element is pushed
 * out of sight again, far below the screen on a phone. For the next
 * few frames, as that layout happens, the element is brought back into view whenever it left it.
 */
function revealAfterLayout(element: HTMLElement, frames = 4): void {
  if (frames === 0 || document.activeElement !== element) return;
  requestAnimationFrame(() => {
    const box = element.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) element.scrollIntoView({ block: "nearest" });
    revealAfterLayout(element, frames - 1);
  });
}

/**
 * Whether the element scrolls with the page: no box between it and the document scrolls on its own
 * or stands fixed. Inside such a box (the filter drawer, a fixed bar) content-visibility does not
 * shift it, and a reveal would fight the finger: 'Filtros' focuses the drawer's close button, and a
 * shopper who scrolled the drawer within those frames would be thrown back to its top.
 */
function scrollsWithPage(element: HTMLElement): boolean {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.position === "fixed" || style.position === "sticky") return false;
    if (/auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight) return false;
    if (box instanceof HTMLDialogElement && box.open) return false;
  }
  return true;
}

/**
 * Keeps the element that receives focus, and its focus ring, in sight. Returns the function that stops it.
 *
 * Not a focus a press gives (a mouse button or a finger held down): that element is under the
 * pointer already, and scrolling it between the press and the release moves what is under the
 * pointer, so the click goes to their common ancestor and is lost (a press on an option low in the
 * wide screen's sticky filter sidebar focuses the sidebar itself).
 */
export function keepFocusInView(): () => void {
  let pressed = false;
  const onPress = () => void (pressed = true);
  const onRelease = () => void (pressed = false);
  const onFocus = (event: FocusEvent) => {
    const element = event.target;
    if (pressed || !(element instanceof HTMLElement)) return;
    revealInRow(element);
    if (scrollsWithPage(element)) revealAfterLayout(element);
  };
  const listeners = [
    ["pointerdown", onPress],
    ["pointerup", onRelease],
    ["pointercancel", onRelease],
    ["focusin", onFocus],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
  };
}
