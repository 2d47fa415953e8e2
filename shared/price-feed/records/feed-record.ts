/**
 * One row of a price feed as its format wrote it, before it means anything: the fields by the name
 * the format gives them (a namespace prefix such as Google's `g:` dropped, names lower-cased), and
 * the groups of sub-fields some formats nest (Google's `<g:shipping>` holds a country, a service and a
 * price; a feed may list several).
 */
export interface FeedRecord {
  /** Where the row is: its row in a CSV or TSV as a spreadsheet numbers it (the header is row 1), its position in an XML feed. */
  line: number;
  fields: Record<string, string>;
  groups: Record<string, Record<string, string>[]>;
  /** Why the row cannot be read, though the feed around it can (a field over its size limit). */
  unreadable?: string;
}

/** A feed that cannot be read as a whole: nothing of it is applied. Its message is Spanish, for the report. */
export class UnreadableFeed extends Error {}

/** The longest field a row may carry; a longer one makes the row unreadable, never the feed. */
export const MAX_FIELD_CHARS = 4_096;

/** The longest row of a CSV or TSV feed: past it the feed is refused, so that one line cannot fill memory. */
export const MAX_ROW_CHARS = 65_536;

/** A field's name as the formats compare it: lower case, without a namespace prefix or surrounding spaces. */
export function fieldName(name: string): string {
  const local = name.includes(":") ? name.slice(name.lastIndexOf(":") + 1) : name;
  return local.trim().toLowerCase();
}
