/**
 * How much one record may ask of the site. Every bound is far above what a real product needs and
 * low enough that no single record can make a rebuild of its category slow or its pages heavy:
 * the Markdown renderer is super-linear on runs of emphasis delimiters and on nesting, a value
 * converter or a filter pays per field, and every spec value may end up in the category's manifest.
 * The reasons for each figure are in docs/RELIABILITY.md ("Bounds on a record").
 */

/** An analysis of ~3,000 words is about 20,000 characters; the longest sample analysis is 2,400. */
export const MAX_DESCRIPTION_CHARS = 20_000;
/**
 * Runs of `*`, of `_` or of `~` (each may open or close emphasis; "**_" is two runs): a long analysis with a hundred bold or
 * italic phrases has 200 to 400. Unmatched runs are what the renderer pays for quadratically.
 */
export const MAX_EMPHASIS_RUNS = 400;
/** `[` and `]` (links and their labels): two hundred links are far more than an analysis holds. */
export const MAX_LINK_BRACKETS = 400;
/** Block quotes inside block quotes: nobody quotes a quote of a quote of a quote. */
export const MAX_QUOTE_DEPTH = 4;
/** Leading spaces of a line (a tab counts 4): eight levels of nested list, or a code block in one. */
export const MAX_INDENT_COLUMNS = 32;

/**
 * Named fields and list items in a whole record, at any depth. Two years of daily prices (which
 * the ingest keeps) use 1,460; the richest sample record 338 in all. Firestore's own limit is 20,000.
 */
export const MAX_FIELDS_PER_RECORD = 4_000;

/** Characters of one spec value; the longest in the sample is 98 (a list of HDR formats). */
export const MAX_SPEC_TEXT_CHARS = 200;
/** Items of one spec list (storage options, HDR formats, colours): the sample's longest has 8. */
export const MAX_SPEC_LIST_ITEMS = 40;
/** Score categories per product (the sample has up to 7), and the length of each one's name (up to 23). */
export const MAX_SCORE_CATEGORIES = 20;
export const MAX_SCORE_NAME_CHARS = 60;

/** Everything the renderer is given that costs it more than linear time, as report lines. */
export function markdownProblems(description: unknown): string[] {
  if (typeof description !== "string") return [];
  const path = "general.description";
  if (description.length > MAX_DESCRIPTION_CHARS) {
    // Counting runs over a megabyte of text would be cheap too, but one line is enough.
    return [`Invalid field: ${path} (${description.length} characters: at most ${MAX_DESCRIPTION_CHARS})`];
  }
  const problems: string[] = [];
  const runs = description.match(/\*+|_+|~+/g)?.length ?? 0;
  if (runs > MAX_EMPHASIS_RUNS) problems.push(`Invalid field: ${path} (${runs} runs of emphasis marks * _ ~: at most ${MAX_EMPHASIS_RUNS})`);
  const brackets = description.match(/[[\]]/g)?.length ?? 0;
  if (brackets > MAX_LINK_BRACKETS) problems.push(`Invalid field: ${path} (${brackets} brackets [ ]: at most ${MAX_LINK_BRACKETS})`);
  let quotes = 0;
  let indent = 0;
  for (const line of description.split("\n")) {
    const prefix = /^[ \t>]*/.exec(line)![0];
    quotes = Math.max(quotes, prefix.split(">").length - 1);
    const lead = /^[ \t]*/.exec(line)![0];
    indent = Math.max(indent, lead.length + 3 * (lead.split("\t").length - 1));
  }
  if (quotes > MAX_QUOTE_DEPTH) problems.push(`Invalid field: ${path} (quotes nested ${quotes} deep: at most ${MAX_QUOTE_DEPTH})`);
  if (indent > MAX_INDENT_COLUMNS) problems.push(`Invalid field: ${path} (a line indented ${indent} columns: at most ${MAX_INDENT_COLUMNS})`);
  return problems;
}

/** Named fields and list items in `value`, at any depth; stops counting past `limit`. */
export function countFields(value: unknown, limit = Infinity): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= limit) {
    const current = stack.pop();
    if (current === null || typeof current !== "object") continue;
    const children = Array.isArray(current) ? current : Object.values(current);
    count += children.length;
    for (const child of children) stack.push(child);
  }
  return count;
}

export function fieldCountProblems(record: unknown): string[] {
  const count = countFields(record, MAX_FIELDS_PER_RECORD);
  return count > MAX_FIELDS_PER_RECORD ? [`Invalid field: record (more than ${MAX_FIELDS_PER_RECORD} fields and list items)`] : [];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Spec values and score categories over their bounds, as warnings: the rest of the product is
 * worth listing, and the worker drops exactly these values (boundedSpecs, boundedScoreCategories).
 */
export function valueBoundWarnings(record: unknown): string[] {
  const warnings: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (warnings.length >= 10) return;
    if (typeof value === "string" && value.length > MAX_SPEC_TEXT_CHARS) {
      warnings.push(`Value dropped: ${path} (${value.length} characters: at most ${MAX_SPEC_TEXT_CHARS})`);
    } else if (Array.isArray(value)) {
      if (value.length > MAX_SPEC_LIST_ITEMS) warnings.push(`Value cut: ${path} (${value.length} items: the first ${MAX_SPEC_LIST_ITEMS} kept)`);
      value.slice(0, MAX_SPEC_LIST_ITEMS).forEach((item, i) => walk(item, `${path}[${i}]`));
    } else if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  if (isRecord(record) && isRecord(record.specs)) walk(record.specs, "specs");
  const categories = isRecord(record) && isRecord(record.score) && isRecord(record.score.categories) ? Object.keys(record.score.categories) : [];
  const long = categories.filter((name) => name.length > MAX_SCORE_NAME_CHARS).length;
  if (long > 0) warnings.push(`Value dropped: score.categories (${long} names over ${MAX_SCORE_NAME_CHARS} characters)`);
  if (categories.length - long > MAX_SCORE_CATEGORIES) {
    warnings.push(`Value cut: score.categories (${categories.length - long} categories: the first ${MAX_SCORE_CATEGORIES} kept)`);
  }
  return warnings;
}

/** Specs within their bounds: over-long texts dropped, long lists cut; what valueBoundWarnings reports. */
export function boundedSpecs(value: unknown): unknown {
  if (typeof value === "string") return value.length > MAX_SPEC_TEXT_CHARS ? undefined : value;
  if (Array.isArray(value))
    return value
      .slice(0, MAX_SPEC_LIST_ITEMS)
      .map(boundedSpecs)
      .filter((v) => v !== undefined);
  if (isRecord(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const bounded = boundedSpecs(inner);
      if (bounded !== undefined) Object.defineProperty(kept, key, { value: bounded, enumerable: true, writable: true, configurable: true });
    }
    return kept;
  }
  return value;
}

/** Score category names within their bounds: over-long names dropped, the first MAX_SCORE_CATEGORIES kept. */
export function boundedScoreCategories(entries: readonly (readonly [string, number])[]): [string, number][] {
  return entries.filter(([name]) => name.length <= MAX_SCORE_NAME_CHARS).slice(0, MAX_SCORE_CATEGORIES) as [string, number][];
}
