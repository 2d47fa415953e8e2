export { DRAWER_MEDIA } from "./panel-live";

/**
 * Opens the filter drawer as a modal <dialog>: the browser makes the rest of the page inert and keeps
 * focus inside it, with no script of ours listening to focus. A hand-written trap that pulled focus
 * back whenever it landed outside fought the browser on touch: a tap on an option's text first moves
 * focus to the nearest focusable ancestor (`main`, the skip link's target), the trap then focused the
 * close button, which scrolled the drawer to its top, and the tap's click landed on another option.
 */
export function openDrawer(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
}

export function closeDrawer(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
}

/** A click on the dialog element itself, outside its box, is a click on its backdrop (the dimmed page). */
export function isBackdropClick(dialog: HTMLDialogElement, event: { target: EventTarget | null; clientX: number; clientY: number }): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
