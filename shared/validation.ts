import { resolveCategoryId, type CategoryId } from "./categories";
import { byCategory, declarationOf } from "./category-declarations";
import { hasValue, readPath } from "./object-path";
import { fieldCountProblems, markdownProblems, valueBoundWarnings } from "./record-bounds";
import { readOffers } from "./prices/offer-validation";
import { MAX_PRICE } from "./prices/price-limits";
import { isValidProductId } from "./routes";
import { IMAGE_HOSTS, isAllowedImageUrl } from "./image-hosts";
import { recordProblems } from "./record-schema";
import { quote } from "./report-quote";
import { specProblems } from "./spec-check";
import { withFlagsAsBooleans } from "./spec-flags";

/** The outcome of checking one record against its category's rules (PRODUCT-RULES.md, Product records). */
export interface ValidationReport {
  valid: boolean;
  errors: string[];
  warnings: string[];
}

/**
 * A complete record has these (PRODUCT-RULES.md, Product records), but none is required: a real
 * catalogue has gaps, and a product without a picture or an analysis is still worth listing.
 */
const COMMON_RECOMMENDED = [
  "general.description",
  "amazon.image",
  "amazon.priceCurrency",
  "amazon.asin",
  "reviews.expertScore",
  "reviews.userScore",
  "score.overall",
] as const;

/** Each category's own required and recommended fields, as its declaration lists them. */
const RULES: Record<CategoryId, { required: readonly string[]; recommended: readonly string[] }> = byCategory((d) => d.record);

/** A GTIN (EAN-13 and its kin) as stored: digits only, of one of the standard lengths. */
export const isGtin = (value: unknown): value is string => typeof value === "string" && /^(\d{8}|\d{12,14})$/.test(value);

/**
 * Checks a record against the rules of `category` (PRODUCT-RULES.md, Product records), and its document id when given.
 * The record's `title` must name the same category, directly or through a legacy alias; both
 * 'headphones' and the legacy 'headset' are accepted for headphones.
 */
export function validateProduct(category: string, record: unknown, id?: string): ValidationReport {
  return inspectRecord(category, record, id).report;
}

/**
 * The report, and the specs a valid record keeps out (`droppedSpecs`: "specs.…" paths of values of
 * the wrong type for their category's schema, each with its line among the warnings).
 */
export function inspectRecord(category: string, record: unknown, id?: string): { report: ValidationReport; droppedSpecs: string[] } {
  const categoryId = resolveCategoryId(category);
  if (!categoryId) {
    return { report: { valid: false, errors: [`No validator found for category: ${category}`], warnings: [] }, droppedSpecs: [] };
  }
  const rules = RULES[categoryId];
  const errors: string[] = [];
  const warnings: string[] = [];

  if (id !== undefined && !isValidProductId(id)) errors.push(`Invalid field: id (${quote(id)}: letters, digits, '-' and '_' only, up to 128)`);
  // The common rules, as a schema (shared/record-schema.ts); the category's required specs by path.
  const common = recordProblems(categoryId, record);
  errors.push(...common.title, ...common.missing);
  for (const path of rules.required) if (!hasValue(readPath(record, path))) errors.push(`Missing required field: ${path}`);
  errors.push(...common.invalid);
  // What one record may cost a rebuild of its category (shared/record-bounds.ts).
  const tooWide = fieldCountProblems(record);
  errors.push(...tooWide, ...markdownProblems(readPath(record, "general.description")));
  // Specs of another type than their category's schema says: a required one makes the record
  // invalid, any other is left out of the product (a page shows what it can trust).
  const droppedSpecs: string[] = [];
  const wrongSpecs = tooWide.length ? [] : specProblems(declarationOf(categoryId).specs, withFlagsAsBooleans(readPath(record, "specs")));
  for (const { path, why } of wrongSpecs) {
    if (rules.required.some((required) => required === path || required.startsWith(`${path}.`))) errors.push(`Invalid field: ${path} (${why})`);
    else droppedSpecs.push(path);
  }
  for (const path of [...COMMON_RECOMMENDED, ...rules.recommended]) {
    if (!hasValue(readPath(record, path))) warnings.push(`Missing recommended field: ${path}`);
  }
  for (const { path, why } of wrongSpecs) if (droppedSpecs.includes(path)) warnings.push(`Field dropped: ${path} (${why})`);
  if (tooWide.length === 0) warnings.push(...valueBoundWarnings(record));
  // Other shops' offers: a bad one is left out of the product, never the product itself.
  warnings.push(...readOffers(readPath(record, "offers"), MAX_PRICE[categoryId]).problems);
  for (const path of ["amazon.image", "amazon.imageSmall", "amazon.imageLarge"]) {
    const picture = readPath(record, path);
    if (hasValue(picture) && !(typeof picture === "string" && isAllowedImageUrl(picture)))
      warnings.push(`Field dropped: ${path} (${quote(picture)}: expected a site picture or an https address on ${IMAGE_HOSTS.join(", ")})`);
  }
  const gtin = readPath(record, "gtin");
  if (gtin !== undefined && !isGtin(gtin)) warnings.push(`Field dropped: gtin (${quote(gtin)}: expected 8, 12, 13 or 14 digits)`);
  return { report: { valid: errors.length === 0, errors, warnings }, droppedSpecs };
}
