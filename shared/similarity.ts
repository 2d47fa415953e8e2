import type { CategoryId } from "./categories";
import type { ProductSummary } from "./summary";
import type {
  CameraSpecs,
  HeadphonesSpecs,
  LaptopSpecs,
  MobileSpecs,
  SmartwatchSpecs,
  SpeakerSpecs,
  TabletSpecs,
  TvSpecs,
} from "./specs";

/** Seed 001 §9: candidates kept per related list, and cards shown of them. */
export const RELATED_CANDIDATES = 40;
export const RELATED_SHOWN = 10;
/** Without a price segment, candidates within ±40 % of the price. */
const PRICE_WINDOW = 0.4;
/** Same-brand products join the price list only while fewer than this many others remain. */
const PRICE_MIN_OTHER_BRANDS = 5;

type Scorer = (a: ProductSummary, b: ProductSummary) => number;

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Points for a numeric gap: the first band that holds counts (bands are tiers, not cumulative).
 * Decimal values are not exact in binary (6.8 − 6.1 is 0.7000000000000002), so a gap counts as
 * within a band when it exceeds it by less than a billionth of the values compared.
 */
export function gapPoints(a: unknown, b: unknown, bands: ReadonlyArray<[maxGap: number, points: number]>): number {
  if (!isNum(a) || !isNum(b)) return 0;
  const gap = Math.abs(a - b);
  const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  for (const [maxGap, points] of bands) if (gap <= maxGap + tolerance) return points;
  return 0;
}

/** Points when both values are present and equal (case-insensitive for text). */
function samePoints(a: unknown, b: unknown, points: number): number {
  if (a === null || a === undefined || b === null || b === undefined) return 0;
  const norm = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
  return norm(a) === norm(b) ? points : 0;
}

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

/** Seed 001 §9 compares the main rear camera: the first one listed (a periscope may have more megapixels). */
export const mainRearMegapixels = (s: MobileSpecs): number | undefined => {
  const rear = s.camera?.rear;
  const main = Array.isArray(rear) ? rear[0]?.megapixels : undefined;
  return isNum(main) ? main : undefined;
};

const spec = <T>(p: ProductSummary): T => (p.specs ?? {}) as T;

const SCORERS: Record<CategoryId, Scorer> = {
  tv: (a, b) => {
    const x = spec<TvSpecs>(a).display ?? {};
    const y = spec<TvSpecs>(b).display ?? {};
    return (
      gapPoints(x.sizeInches, y.sizeInches, [[5, 4], [10, 2], [15, 1]]) +
      samePoints(x.resolution, y.resolution, 3) +
      samePoints(x.panelType, y.panelType, 2) +
      gapPoints(x.refreshRateHz, y.refreshRateHz, [[60, 1]])
    );
  },
  mobile: (a, b) => {
    const x = spec<MobileSpecs>(a);
    const y = spec<MobileSpecs>(b);
    return (
      gapPoints(x.display?.sizeInches, y.display?.sizeInches, [[0.7, 3]]) +
      samePoints(chipFamily(x.hardware?.soc), chipFamily(y.hardware?.soc), 2) +
      gapPoints(x.hardware?.storageOptions?.[0]?.sizeGB, y.hardware?.storageOptions?.[0]?.sizeGB, [[128, 2]]) +
      gapPoints(mainRearMegapixels(x), mainRearMegapixels(y), [[12, 1]])
    );
  },
  laptop: (a, b) => {
    const x = spec<LaptopSpecs>(a);
    const y = spec<LaptopSpecs>(b);
    return (
      gapPoints(x.display?.sizeInches, y.display?.sizeInches, [[2, 3]]) +
      samePoints(cpuVendor(x.hardware?.cpu?.model), cpuVendor(y.hardware?.cpu?.model), 2) +
      gapPoints(x.hardware?.ram?.sizeGB, y.hardware?.ram?.sizeGB, [[8, 2]]) +
      samePoints(x.hardware?.storage?.type, y.hardware?.storage?.type, 1)
    );
  },
  tablet: (a, b) => {
    const x = spec<TabletSpecs>(a);
    const y = spec<TabletSpecs>(b);
    return (
      gapPoints(x.display?.sizeInches, y.display?.sizeInches, [[2, 3]]) +
      samePoints(chipFamily(x.performance?.chipset), chipFamily(y.performance?.chipset), 2) +
      gapPoints(x.performance?.ramGB, y.performance?.ramGB, [[4, 2]])
    );
  },
  headphones: (a, b) => {
    const x = spec<HeadphonesSpecs>(a);
    const y = spec<HeadphonesSpecs>(b);
    return (
      samePoints(a.headphoneType, b.headphoneType, 3) +
      gapPoints(x.audio?.driverSizeMm, y.audio?.driverSizeMm, [[10, 2]]) +
      samePoints(x.audio?.noiseCancellation?.active, y.audio?.noiseCancellation?.active, 2) +
      gapPoints(x.battery?.playbackHours, y.battery?.playbackHours, [[10, 1]])
    );
  },
  camera: (a, b) => {
    const x = spec<CameraSpecs>(a);
    const y = spec<CameraSpecs>(b);
    return (
      samePoints(x.sensor?.type, y.sensor?.type, 4) +
      gapPoints(x.sensor?.resolutionMP, y.sensor?.resolutionMP, [[8, 2]]) +
      samePoints(x.lens?.mount, y.lens?.mount, 3)
    );
  },
  smartwatch: (a, b) => {
    const x = spec<SmartwatchSpecs>(a);
    const y = spec<SmartwatchSpecs>(b);
    return (
      gapPoints(x.hardware?.battery?.lifeDays, y.hardware?.battery?.lifeDays, [[3, 3]]) +
      samePoints(x.healthSensors?.heartRate, y.healthSensors?.heartRate, 1) +
      samePoints(x.healthSensors?.bloodOxygen, y.healthSensors?.bloodOxygen, 1) +
      samePoints(x.activityTracking?.gps, y.activityTracking?.gps, 1)
    );
  },
  speaker: (a, b) => {
    const x = spec<SpeakerSpecs>(a);
    const y = spec<SpeakerSpecs>(b);
    return (
      gapPoints(x.audio?.totalPowerW, y.audio?.totalPowerW, [[20, 3]]) +
      samePoints(x.physical?.portable, y.physical?.portable, 2) +
      samePoints(x.connectivity?.wireless?.bluetooth, y.connectivity?.wireless?.bluetooth, 1)
    );
  },
};

/** Seed 001 §9 "other": used for a category without its own weights. */
const fallbackScorer: Scorer = (a, b) => samePoints(a.year, b.year, 1);

/** Technical similarity of `candidate` to `product`; same brand costs a point. */
export function similarityScore(product: ProductSummary, candidate: ProductSummary): number {
  const scorer = SCORERS[product.categoryId] ?? fallbackScorer;
  return scorer(product, candidate) - (product.brand === candidate.brand ? 1 : 0);
}

const priceGap = (a: ProductSummary, b: ProductSummary) => Math.abs(a.price - b.price);

/** 'Especificaciones Similares': positive similarity only, best first, closer price breaking ties. */
export function similarBySpecs(product: ProductSummary, pool: readonly ProductSummary[]): ProductSummary[] {
  return pool
    .filter((c) => c.id !== product.id)
    .map((c) => ({ c, score: similarityScore(product, c) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || priceGap(product, x.c) - priceGap(product, y.c) || x.c.id.localeCompare(y.c.id))
    .slice(0, RELATED_CANDIDATES)
    .map(({ c }) => c);
}

/**
 * 'Rango de Precio Similar': the same price segment (or ±40 % of the price without one); other
 * brands first, same-brand products added only while fewer than 5 others remain; each group by
 * price distance.
 */
export function similarByPrice(product: ProductSummary, pool: readonly ProductSummary[]): ProductSummary[] {
  const inRange = pool.filter((c) => {
    if (c.id === product.id || !isNum(c.price)) return false;
    if (product.priceSegment) return c.priceSegment === product.priceSegment;
    return Math.abs(c.price - product.price) <= product.price * PRICE_WINDOW;
  });
  const byDistance = (x: ProductSummary, y: ProductSummary) =>
    priceGap(product, x) - priceGap(product, y) || x.id.localeCompare(y.id);
  const others = inRange.filter((c) => c.brand !== product.brand).sort(byDistance);
  const sameBrand =
    others.length < PRICE_MIN_OTHER_BRANDS ? inRange.filter((c) => c.brand === product.brand).sort(byDistance) : [];
  return [...others, ...sameBrand].slice(0, RELATED_CANDIDATES);
}

export interface RelatedProducts {
  similarSpecs: ProductSummary[];
  similarPrice: ProductSummary[];
}

/** Both related lists, trimmed to the cards shown. */
export function relatedProducts(product: ProductSummary, pool: readonly ProductSummary[]): RelatedProducts {
  return {
    similarSpecs: similarBySpecs(product, pool).slice(0, RELATED_SHOWN),
    similarPrice: similarByPrice(product, pool).slice(0, RELATED_SHOWN),
  };
}
