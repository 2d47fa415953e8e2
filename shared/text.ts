/** Lower-case and strip diacritics so "Cámara" matches "camara" (Spanish shoppers often skip accents). */
export function foldText(value: string): string {
  // Stored data can carry anything where a name belongs; one such record must not break a listing.
  if (typeof value !== "string") value = value === null || value === undefined ? "" : String(value);
  // Most names are printable ASCII: skip the (costly) Unicode decomposition for them.
  if (/^[ -~]*$/.test(value)) return value.toLowerCase();
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
