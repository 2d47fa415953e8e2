/** Lower-case and strip diacritics so "Cámara" matches "camara" (Spanish shoppers often skip accents). */
export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}
