/**
 * How many of the active-filter chips a phone's row shows before its '+N', decided from their texts
 * so the server's HTML and the hydrated page agree (no measuring, nothing moves once the script
 * runs). The estimate is on the narrow side: a phone's row at 360 px (the page's margins taken off)
 * holding the chips, the '+N' button and 'Limpiar' (client/styles.css, Active filters); a chip is its
 * padding, its × and its letters.
 */
const PHONE_ROW_PX = 328;
/** The list's padding, either side. */
const LIST_PADDING_PX = 12;
const GAP_PX = 8;
const MORE_BUTTON_PX = 52;
/** 'Limpiar' and its gap, beside the list when there is more than one chip. */
const CLEAR_PX = 80;
const CHIP_FRAME_PX = 50;
const CHAR_PX = 8;

const chipWidth = (text: string) => CHIP_FRAME_PX + text.length * CHAR_PX + GAP_PX;

/** The chips shown on a phone before '+N' (at least one; all of them when they fit). */
export function chipsShownOnPhone(texts: readonly string[]): number {
  const room = PHONE_ROW_PX - LIST_PADDING_PX - (texts.length > 1 ? CLEAR_PX : 0) + GAP_PX;
  const all = texts.reduce((sum, text) => sum + chipWidth(text), 0);
  if (all <= room) return texts.length;
  let used = MORE_BUTTON_PX + GAP_PX;
  let shown = 0;
  for (const text of texts) {
    used += chipWidth(text);
    if (shown > 0 && used > room) break;
    shown++;
  }
  return shown;
}
