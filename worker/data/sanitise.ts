import { boundedScoreCategories, boundedSpecs } from "../../shared/record-bounds";
import { isCategoryId } from "../../shared/categories";
import { readOffers } from "../../shared/prices/offer-validation";
import { MAX_PRICE } from "../../shared/prices/price-limits";
import type { Availability, HeadphoneType, PriceSegment, PricePoint, Product } from "../../shared/product";
import { isGtin } from "../../shared/validation";
import { isAllowedImageUrl } from "../../shared/image-hosts";
import { withoutSpecs } from "../../shared/spec-check";
import { withFlagsAsBooleans } from "../../shared/spec-flags";

/**
 * Reshapes a validated record so every field the site reads has the type it expects: stored data
 * can be wrong (a list that is a string, a score that is text, a 100 kB model name), and a page
 * must render anyway. Wrong optional values are dropped, text is trimmed to sane lengths.
 */
const AVAILABILITY: readonly Availability[] = ["InStock", "OutOfStock", "PreOrder", "Limited"];
const SEGMENTS: readonly PriceSegment[] = ["Budget", "Mid-range", "Premium", "Flagship"];
const HEADPHONE_TYPES: readonly HeadphoneType[] = ["over-ear", "on-ear", "in-ear", "true-wireless"];

const MAX_NAME = 200;
const MAX_TEXT = 60_000;
const MAX_ITEM = 500;

const text = (value: unknown, max = MAX_ITEM): string | undefined => (typeof value === "string" ? value.slice(0, max) : undefined);
const num = (value: unknown, min = -Infinity, max = Infinity): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").map((v) => v.slice(0, MAX_ITEM)) : undefined;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
/** Pictures come from our own assets or a configured image host (shared/image-hosts.ts); anything else (javascript:, data:, another host) is dropped. */
const imageUrl = (value: unknown): string | undefined => {
  const url = text(value, 2000);
  return url && isAllowedImageUrl(url) ? url : undefined;
};
/** Affiliate links leave the site only over https (DESIGN, security): javascript:, data: and http: are dropped. */
const httpsUrl = (value: unknown): string | undefined => {
  const link = text(value, 2000)?.trim();
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname !== "" ? url.href : undefined;
  } catch {
    return undefined;
  }
};
const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Drops undefined values so stored documents stay small and JSON-equal across rebuilds. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function priceHistory(value: unknown): PricePoint[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((p): p is PricePoint => !!p && typeof p.date === "string" && typeof p.price === "number" && Number.isFinite(p.price))
    .map((p) => ({ date: p.date.slice(0, 10), price: p.price }));
}

function scoreMap(value: unknown): Record<string, number> | undefined {
  const entries = boundedScoreCategories(Object.entries(object(value)).filter((entry): entry is [string, number] => num(entry[1], 0, 100) !== undefined));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Only the other shops' offers that pass their checks (shared/prices/offer-validation.ts), its category's highest price among them. */
const validOffers = (value: unknown, category: unknown) => {
  const { offers } = readOffers(value, isCategoryId(category) ? MAX_PRICE[category] : undefined);
  return offers.length ? offers : undefined;
};

/** `droppedSpecs`: the specs validation found of the wrong type ("specs.…" paths), left out. */
export function sanitiseProduct(product: Product, droppedSpecs: readonly string[] = []): Product {
  const general = object(product.general);
  const amazon = object(product.amazon);
  const reviews = object(product.reviews);
  const score = object(product.score);
  const benchmark = object(score.benchmark);
  const energy = object(product.energy);
  return compact({
    ...product,
    model: String(product.model).slice(0, MAX_NAME),
    brand: String(product.brand).slice(0, MAX_NAME),
    lastUpdated: text(product.lastUpdated, 40),
    general: compact({
      description: text(general.description, MAX_TEXT) ?? "",
      releaseDate: text(general.releaseDate, 40),
      colorOptions: texts(general.colorOptions),
      warranty: text(general.warranty),
      type: oneOf(general.type, HEADPHONE_TYPES),
    }),
    amazon: compact({
      affiliateLink: httpsUrl(amazon.affiliateLink) ?? "",
      image: imageUrl(amazon.image) ?? "",
      imageSmall: imageUrl(amazon.imageSmall),
      imageLarge: imageUrl(amazon.imageLarge),
      rating: num(amazon.rating, 0, 5),
      reviewCount: num(amazon.reviewCount, 0),
      price: amazon.price as number,
      priceCurrency: text(amazon.priceCurrency, 3) ?? "EUR",
      lastPriceUpdate: text(amazon.lastPriceUpdate, 40),
      availability: oneOf(amazon.availability, AVAILABILITY),
      asin: text(amazon.asin, 40) ?? "",
      priceHistory: priceHistory(amazon.priceHistory),
    }),
    offers: validOffers(product.offers, product.categoryId),
    gtin: isGtin(product.gtin) ? product.gtin : undefined,
    mpn: text(product.mpn, 80),
    bestPriceHistory: priceHistory(product.bestPriceHistory),
    reviews: compact({
      expertScore: num(reviews.expertScore, 0, 10),
      userScore: num(reviews.userScore, 0, 10),
      pros: texts(reviews.pros),
      cons: texts(reviews.cons),
    }),
    score: compact({
      overall: num(score.overall, 0, 100),
      categories: scoreMap(score.categories),
      benchmark: compact({ comparedToMarketAvg: num(benchmark.comparedToMarketAvg, -50, 50), priceSegment: oneOf(benchmark.priceSegment, SEGMENTS) }),
    }),
    energy:
      product.energy === undefined
        ? undefined
        : compact({ efficiencyClass: text(energy.efficiencyClass, 10), powerConsumptionWatts: num(energy.powerConsumptionWatts, 0) }),
    specs: withoutSpecs(withFlagsAsBooleans(boundedSpecs(object(product.specs))) as Record<string, unknown>, droppedSpecs) as Product["specs"],
  });
}
