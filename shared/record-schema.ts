import * as v from "valibot";
import { resolveCategoryId, type CategoryId } from "./categories";
import { hasValue } from "./object-path";
import { quote } from "./report-quote";
import { MAX_PRICE } from "./prices/price-limits";
import { checkShopLink, LINK_PROBLEM_TEXT } from "./prices/shop-links";
import { AMAZON_SHOP_ID, findShop } from "./shops";

/** The only currency the site sells in; prices, filters and the similar-price window assume it. */
const SITE_CURRENCY = "EUR";
/** Years a product can carry: below is a typo, above is not a product on sale. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

const MISSING = "Missing required field: ";
const invalid = (path: string, why: string) => `Invalid field: ${path} (${why})`;

/**
 * A field every record must have (PRODUCT-RULES.md, Product records): absent, null, empty or "N/A"
 * is "Missing required field: <path>"; then the checks of `items`, each with its report line.
 */
function required<S extends v.GenericSchema>(path: string, schema: S) {
  // An absent key is read as null, so the check below runs and says it is missing.
  return v.optional(v.pipe(v.unknown(), v.check(hasValue, `${MISSING}${path}`), schema), null);
}

/**
 * A number every record must have: missing when absent or empty, invalid when it is not a number,
 * then invalid when it breaks `rule`. A NaN (which a Firestore double may hold) is both missing and
 * breaks the rule, and the report says both.
 */
function requiredNumber(path: string, rule: (value: number) => boolean, why: (value: number) => string) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.check(hasValue, `${MISSING}${path}`),
      v.check((value) => !hasValue(value) || typeof value === "number", invalid(path, "expected number")),
      v.check(
        (value) => typeof value !== "number" || rule(value),
        (issue) => invalid(path, `${quote(issue.input)}: ${why(issue.input as number)}`),
      ),
      // Reached only when every check passed: a number.
      v.transform((value) => value as number),
    ),
    null,
  );
}

/** The amazon offer's link: https, on Amazon's hosts, without credentials (shared/prices/shop-links.ts). */
const amazonLink = v.pipe(
  v.string((issue) => invalid("amazon.affiliateLink", `${quote(issue.input)}: ${LINK_PROBLEM_TEXT["not-a-url"].en}`)),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const checked = checkShopLink(findShop(AMAZON_SHOP_ID), dataset.value);
    if ("problem" in checked) addIssue({ message: invalid("amazon.affiliateLink", `${quote(dataset.value)}: ${LINK_PROBLEM_TEXT[checked.problem].en}`) });
  }),
);

/**
 * What a stored record must be to be listed, common to every category, as a schema (Valibot): the
 * title naming `category`, a model and a brand as text, a real year, an Amazon offer with a link and a
 * positive price in euros up to the category's highest. Fields it does not name pass through as they
 * are (the sanitiser reads them: worker/data/sanitise.ts). Each refusal is one report line.
 */
export function recordSchema(category: CategoryId) {
  const maxPrice = MAX_PRICE[category];
  return v.looseObject({
    title: required(
      "title",
      v.pipe(
        v.string(invalid("title", `expected '${category}'`)),
        v.check((title) => resolveCategoryId(title) === category, invalid("title", `expected '${category}'`)),
      ),
    ),
    model: required("model", v.string(invalid("model", "expected string"))),
    brand: required("brand", v.string(invalid("brand", "expected string"))),
    year: requiredNumber(
      "year",
      (year) => Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR,
      () => `expected a year between ${FIRST_YEAR} and ${LAST_YEAR}`,
    ),
    // An absent or malformed offer is read as an empty one: its link and price are then missing.
    amazon: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((amazon) => (amazon !== null && typeof amazon === "object" && !Array.isArray(amazon) ? amazon : {})),
        v.looseObject({
          affiliateLink: required("amazon.affiliateLink", amazonLink),
          price: requiredNumber(
            "amazon.price",
            (price) => price > 0 && !(price > maxPrice),
            (price) => (price > 0 ? `above the highest price of its category, ${maxPrice}` : "a price must be greater than 0"),
          ),
          // Not required (a record without it is in euros), but never another currency.
          priceCurrency: v.optional(
            v.pipe(
              v.unknown(),
              v.check(
                (currency) => currency === SITE_CURRENCY || !(hasValue(currency) || currency === ""),
                (issue) =>
                  invalid(
                    "amazon.priceCurrency",
                    `${quote(issue.input)}: ${typeof issue.input === "string" && /^[A-Z]{3}$/.test(issue.input) ? "the site sells in" : "expected the ISO 4217 code"} ${SITE_CURRENCY}`,
                  ),
              ),
            ),
          ),
        }),
      ),
      null,
    ),
  });
}

/** The fields of a stored record the schema guarantees, with their types. */
export type CheckedRecord = v.InferOutput<ReturnType<typeof recordSchema>>;

const schemas = new Map<CategoryId, ReturnType<typeof recordSchema>>();

/** The order of a report's invalid fields: the price before its link, as the ingest's report has always listed them. */
const INVALID_ORDER = ["model", "brand", "year", "amazon.price", "amazon.affiliateLink", "amazon.priceCurrency"];
const invalidRank = (line: string) => INVALID_ORDER.findIndex((path) => line.startsWith(`Invalid field: ${path} (`));

/**
 * The report lines of what `record` breaks of the common rules: its title's, its missing fields'
 * (in the schema's order) and its invalid fields'.
 */
export function recordProblems(category: CategoryId, record: unknown): { title: string[]; missing: string[]; invalid: string[] } {
  let schema = schemas.get(category);
  if (!schema) schemas.set(category, (schema = recordSchema(category)));
  const issues = v.safeParse(schema, record, { abortEarly: false }).issues ?? [];
  const lines = issues.map((issue) => issue.message);
  const isTitle = (line: string) => line === `${MISSING}title` || line.startsWith("Invalid field: title (");
  const rest = lines.filter((line) => !isTitle(line));
  return {
    title: lines.filter(isTitle),
    missing: rest.filter((line) => line.startsWith(MISSING)),
    invalid: rest.filter((line) => !line.startsWith(MISSING)).sort((a, b) => invalidRank(a) - invalidRank(b)),
  };
}
