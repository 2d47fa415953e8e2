import type { ShopConfig } from "../shops";
import type { FeedKeys } from "./apply";
import { feedFormatOf, missingFields, readRow, type FeedFormat, type FeedOfferRow } from "./formats";
import { FeedMatcher, type FeedTally, type FeedUpdates } from "./match";
import { UnreadableFeed } from "./records/feed-record";
import type { OpenedFeed } from "./records/open-feed";

const FORMAT_NAMES: Record<FeedFormat, string> = {
  google: "Google Merchant Center",
  awin: "Awin",
  site: "formato propio",
};

/** A feed read to its end and matched to the catalogue, or why it could not be read as a whole. */
export interface FeedReading {
  /** How the feed was recognised, for the report ("Google Merchant Center, XML, gzip"). */
  described: string;
  tally: FeedTally;
  updates: FeedUpdates;
  /** Set when the feed cannot be read as a whole: none of its updates may be applied. */
  unreadable?: string;
  /** Set when the read stopped at its `limit`: the row to go on from (0-based), in a later part. */
  next?: number;
}

/**
 * Reads an opened feed row by row: its format from its first row's field names (a CSV's header, an
 * XML feed's first item), then each row as an offer, matched to the catalogue's keys. A feed without
 * a price, a link or a product key, in no known format, or a Google feed without a shop is refused
 * before its second row; one that breaks later (bad XML, a row too long, a failed download) is
 * refused when it breaks, and nothing of it is applied.
 */
export async function readFeed(
  opened: OpenedFeed,
  options: {
    keys: FeedKeys;
    shop?: ShopConfig;
    now: number;
    onUnmatched?: (row: FeedOfferRow) => void;
    /** A wait between rows when the reader's consumer is behind (the unmatched rows' file); undefined when it is not. */
    pause?: () => Promise<void> | undefined;
    /**
     * A part of a feed too large for one go: rows before `from` (0-based) were read by an earlier part
     * and are passed over; after `limit` rows the read stops and says where to go on (`next`).
     */
    from?: number;
    limit?: number;
  },
): Promise<FeedReading> {
  const syntax = `${opened.syntax.toUpperCase()}${opened.gzip ? ", gzip" : ""}`;
  let matcher: FeedMatcher | undefined;
  let format: FeedFormat | undefined;
  const from = options.from ?? 0;
  const end = options.limit === undefined ? Infinity : from + options.limit;
  let index = 0;
  const reading = (unreadable?: string, next?: number): FeedReading => ({
    described: format ? `${FORMAT_NAMES[format]}, ${syntax}` : syntax,
    tally: matcher?.tally ?? { rows: 0, matched: 0, unmatched: 0, refused: new Map() },
    updates: matcher?.updates ?? new Map(),
    ...(unreadable ? { unreadable } : {}),
    ...(next !== undefined ? { next } : {}),
  });
  try {
    for await (const record of opened.records) {
      const row = index++;
      if (row >= end) {
        // The rest is a later part's: stop reading (the download is cancelled with the iterator).
        return reading(undefined, row);
      }
      if (!matcher) {
        const names = Object.keys(record.fields);
        format = feedFormatOf(names);
        if (!format) return reading(`formato no reconocido (campos: ${names.slice(0, 12).join(", ") || "ninguno"})`);
        const missing = missingFields(format, names);
        if (missing.length) return reading(`faltan columnas: ${missing.join(", ")}`);
        if (format === "google" && !options.shop) return reading("un feed de Google no nombra su tienda: indícala con --shop");
        matcher = new FeedMatcher({ format, keys: options.keys, shop: options.shop, onUnmatched: options.onUnmatched });
      }
      if (row < from) continue;
      matcher.add(record.line, readRow(format!, record, options.now));
      const behind = options.pause?.();
      if (behind) await behind;
    }
  } catch (error) {
    // A source that fails (a download cut, a file gone) makes the feed unreadable as a whole, as bad content does.
    return reading(error instanceof UnreadableFeed ? error.message : `no se pudo leer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!matcher) return reading("el feed no tiene filas");
  return reading();
}
