import type { CategoryId } from "./categories";
import type { ProductSummary } from "./summary";
import type { CameraSpecs, HeadphonesSpecs, LaptopSpecs, MobileSpecs, SmartwatchSpecs, SpeakerSpecs, TabletSpecs, TvSpecs } from "./specs";

/** PRODUCT-RULES.md (Key-spec chips and similarity): candidates kept per related list, and cards shown of them. */
export const RELATED_CANDIDATES = 40;
export const RELATED_SHOWN = 10;
/** Without a price segment, candidates within ±40 % of the price. */
const PRICE_WINDOW = 0.4;
/** Same-brand products join the price list only while fewer than this many others remain. */
const PRICE_MIN_OTHER_BRANDS = 5;

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
  if (a === b) return points;
  return typeof a === "string" && typeof b === "string" && a.trim().toLowerCase() === b.trim().toLowerCase() ? points : 0;
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

/** PRODUCT-RULES.md (Limits) compares the main rear camera: the first one listed (a periscope may have more megapixels). */
export const mainRearMegapixels = (s: MobileSpecs): number | undefined => {
  const rear = s.camera?.rear;
  const main = Array.isArray(rear) ? rear[0]?.megapixels : undefined;
  return isNum(main) ? main : undefined;
};

const spec = <T>(p: ProductSummary): T => (p.specs ?? {}) as T;

/** One weight of PRODUCT-RULES.md (Key-spec chips and similarity): points for a numeric gap within bands, or for equal values. */
type Rule = { gap: ReadonlyArray<[maxGap: number, points: number]> } | { same: number };

/**
 * Each category's weights as what to read of a product (its features, in order) and how to score
 * each pair of features. Features are read once per product and kept: a category's build compares
 * each product with hundreds of others, and reading specs (or classifying a chip name) per pair was
 * most of its time.
 */
interface CategoryWeights {
  features(p: ProductSummary): unknown[];
  rules: readonly Rule[];
}

const WEIGHTS: Record<CategoryId, CategoryWeights> = {
  tv: {
    features: (p) => {
      const d = spec<TvSpecs>(p).display ?? {};
      return [d.sizeInches, d.resolution, d.panelType, d.refreshRateHz];
    },
    rules: [
      {
        gap: [
          [5, 4],
          [10, 2],
          [15, 1],
        ],
      },
      { same: 3 },
      { same: 2 },
      { gap: [[60, 1]] },
    ],
  },
  mobile: {
    features: (p) => {
      const x = spec<MobileSpecs>(p);
      return [x.display?.sizeInches, chipFamily(x.hardware?.soc), x.hardware?.storageOptions?.[0]?.sizeGB, mainRearMegapixels(x)];
    },
    rules: [{ gap: [[0.7, 3]] }, { same: 2 }, { gap: [[128, 2]] }, { gap: [[12, 1]] }],
  },
  laptop: {
    features: (p) => {
      const x = spec<LaptopSpecs>(p);
      return [x.display?.sizeInches, cpuVendor(x.hardware?.cpu?.model), x.hardware?.ram?.sizeGB, x.hardware?.storage?.type];
    },
    rules: [{ gap: [[2, 3]] }, { same: 2 }, { gap: [[8, 2]] }, { same: 1 }],
  },
  tablet: {
    features: (p) => {
      const x = spec<TabletSpecs>(p);
      return [x.display?.sizeInches, chipFamily(x.performance?.chipset), x.performance?.ramGB];
    },
    rules: [{ gap: [[2, 3]] }, { same: 2 }, { gap: [[4, 2]] }],
  },
  headphones: {
    features: (p) => {
      const x = spec<HeadphonesSpecs>(p);
      return [p.headphoneType, x.audio?.driverSizeMm, x.audio?.noiseCancellation?.active, x.battery?.playbackHours];
    },
    rules: [{ same: 3 }, { gap: [[10, 2]] }, { same: 2 }, { gap: [[10, 1]] }],
  },
  camera: {
    features: (p) => {
      const x = spec<CameraSpecs>(p);
      return [x.sensor?.type, x.sensor?.resolutionMP, x.lens?.mount];
    },
    rules: [{ same: 4 }, { gap: [[8, 2]] }, { same: 3 }],
  },
  smartwatch: {
    features: (p) => {
      const x = spec<SmartwatchSpecs>(p);
      return [x.hardware?.battery?.lifeDays, x.healthSensors?.heartRate, x.healthSensors?.bloodOxygen, x.activityTracking?.gps];
    },
    rules: [{ gap: [[3, 3]] }, { same: 1 }, { same: 1 }, { same: 1 }],
  },
  speaker: {
    features: (p) => {
      const x = spec<SpeakerSpecs>(p);
      return [x.audio?.totalPowerW, x.physical?.portable, x.connectivity?.wireless?.bluetooth];
    },
    rules: [{ gap: [[20, 3]] }, { same: 2 }, { same: 1 }],
  },
};

/** PRODUCT-RULES.md (Key-spec chips and similarity) "other": used for a category without its own weights. */
const FALLBACK: CategoryWeights = { features: (p) => [p.year], rules: [{ same: 1 }] };

const weightsOf = (p: ProductSummary) => (Object.hasOwn(WEIGHTS, p.categoryId) ? WEIGHTS[p.categoryId] : FALLBACK);

/** Features read once per product object (summaries are shared and never change once built). */
const featureCache = new WeakMap<ProductSummary, unknown[]>();
function featuresOf(p: ProductSummary, weights: CategoryWeights): unknown[] {
  let features = featureCache.get(p);
  if (!features) {
    // Text is compared case-insensitively and trimmed, as equal values are meant to be.
    features = weights.features(p).map((v) => (typeof v === "string" ? v.trim().toLowerCase() : v));
    featureCache.set(p, features);
  }
  return features;
}

/** Technical similarity of `candidate` to `product`; same brand costs a point. */
export function similarityScore(product: ProductSummary, candidate: ProductSummary): number {
  const weights = weightsOf(product);
  const x = featuresOf(product, weights);
  const y = featuresOf(candidate, weights);
  let score = product.brand === candidate.brand ? -1 : 0;
  for (let i = 0; i < weights.rules.length; i++) {
    const rule = weights.rules[i];
    score += "gap" in rule ? gapPoints(x[i], y[i], rule.gap) : samePoints(x[i], y[i], rule.same);
  }
  return score;
}

const priceGap = (a: ProductSummary, b: ProductSummary) => Math.abs(a.price - b.price);
/** Ties broken by id, compared as plain text: ids are ASCII, and localeCompare was most of a large build's time. */
const byId = (a: ProductSummary, b: ProductSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** 'Especificaciones Similares': positive similarity only, best first, closer price breaking ties. */
export function similarBySpecs(product: ProductSummary, pool: readonly ProductSummary[]): ProductSummary[] {
  return pool
    .filter((c) => c.id !== product.id)
    .map((c) => ({ c, score: similarityScore(product, c) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || priceGap(product, x.c) - priceGap(product, y.c) || byId(x.c, y.c))
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
  const byDistance = (x: ProductSummary, y: ProductSummary) => priceGap(product, x) - priceGap(product, y) || byId(x, y);
  const others = inRange.filter((c) => c.brand !== product.brand).sort(byDistance);
  const sameBrand = others.length < PRICE_MIN_OTHER_BRANDS ? inRange.filter((c) => c.brand === product.brand).sort(byDistance) : [];
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
