/** Lower-case and strip diacritics so "Cámara" matches "camara" (Spanish shoppers often skip accents). */
export function foldText(value: string): string {
  // Most names are plain ASCII: skip the (costly) Unicode decomposition for them.
  if (/^[\x00-\x7f]*$/.test(value)) return value.toLowerCase();
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}
