/** Processor names read as families and vendors, for similarity ("Snapdragon 8 Gen 3" and "Snapdragon 7" are one family). */

/**
 * Chip families by product line, the same grain for every vendor: all Apple M chips are one
 * family, as are all A chips, all Snapdragons or all Dimensities (a generation or tier apart is
 * still "the same family"; closeness within a family is what the other measures score).
 */
const CHIP_FAMILIES: ReadonlyArray<[family: string, pattern: RegExp]> = [
  ["snapdragon", /\bsnapdragon\b/],
  ["dimensity", /\bdimensity\b/],
  ["helio", /\bhelio\b/],
  ["kompanio", /\bkompanio\b/],
  ["exynos", /\bexynos\b/],
  ["tensor", /\btensor\b/],
  ["kirin", /\bkirin\b/],
  ["unisoc", /\bunisoc\b|\btiger\b/],
  // Apple's names last: "Helio A22" is a MediaTek chip.
  ["apple-m", /\bm[1-9]\d?\b/],
  ["apple-a", /\ba\d{1,2}\b/],
];

/** "Snapdragon 8 Gen 3" → "snapdragon"; "Apple A18 Pro" → "apple-a"; "Apple M4" / "M2" → "apple-m". */
export function chipFamily(chip: string | null | undefined): string | undefined {
  if (typeof chip !== "string" || !chip.trim()) return undefined;
  const text = chip.toLowerCase();
  const known = CHIP_FAMILIES.find(([, pattern]) => pattern.test(text));
  if (known) return known[0];
  return text.replace(/^(apple|qualcomm|mediatek|samsung|google|huawei)\s+/, "").split(/\s+/)[0];
}

/** Vendors named outright; the first named wins ("Qualcomm Snapdragon X Plus 10-core"). */
const VENDOR_NAMES: ReadonlyArray<[vendor: string, pattern: RegExp]> = [
  ["intel", /\bintel\b/],
  ["amd", /\bamd\b/],
  ["apple", /\bapple\b/],
  ["qualcomm", /\bqualcomm\b/],
  ["mediatek", /\bmediatek\b/],
];
/**
 * Product lines without the vendor's name. "Core" alone is not Intel: "8-Core" and "10-core CPU"
 * count cores of AMD, Qualcomm and Apple chips; Intel's lines are "Core i7", "Core Ultra 7", "Core 5".
 */
const VENDOR_LINES: ReadonlyArray<[vendor: string, pattern: RegExp]> = [
  ["intel", /\bcore (i[3579]|ultra|[3579])\b|\bceleron\b|\bpentium\b|\bxeon\b/],
  ["amd", /\bryzen\b|\bathlon\b/],
  ["apple", /\bm[1-9]\b/],
  ["qualcomm", /\bsnapdragon\b/],
  ["mediatek", /\bkompanio\b|\bdimensity\b/],
];

/** "Intel Core Ultra 7 155H" → "intel"; "AMD Ryzen 7 7840HS 8-Core" → "amd"; "Apple M4 (10-core CPU)" → "apple". */
export function cpuVendor(cpu: string | null | undefined): string | undefined {
  if (typeof cpu !== "string" || !cpu.trim()) return undefined;
  const text = cpu.toLowerCase();
  const named = VENDOR_NAMES.map(([vendor, pattern]) => ({ vendor, at: text.search(pattern) })).filter((v) => v.at >= 0);
  if (named.length) return named.sort((a, b) => a.at - b.at)[0].vendor;
  const line = VENDOR_LINES.find(([, pattern]) => pattern.test(text));
  return line ? line[0] : text.split(/\s+/)[0];
}
