import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { CategoryId } from "../../../shared/categories";
import { readFeed, type FeedReading } from "../../../shared/price-feed/read-feed";
import { openFeed } from "../../../shared/price-feed/records/open-feed";
import type { ShopConfig } from "../../../shared/shops";
import { feedReport } from "../feeds/feed-report";
import type { FeedSource } from "../feeds/sources";
import { UnmatchedCsv } from "../feeds/unmatched-csv";
import type { FirestoreTarget } from "../../../worker/feeds/firestore-writer";
import { applyFeed, readFeedKeys, type ApplyOutcome } from "../../../worker/feeds/apply-feed";
import { parseMapping } from "./mapping-table";

export interface FeedsOutcome {
  /** The categories written, which alone need revalidating. */
  touched: CategoryId[];
  /** A feed could not be read as a whole (nothing of it was applied). */
  unreadable: boolean;
  /** A write failed after its retries, or a product was gone. */
  writeFailed: boolean;
}

/** Opens and reads one feed; a source that cannot even be opened is an unreadable feed like any other. */
async function readOne(source: FeedSource, options: Parameters<typeof readFeed>[1]): Promise<FeedReading> {
  try {
    return await readFeed(await openFeed(await source.open()), options);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { described: "sin abrir", tally: { rows: 0, matched: 0, unmatched: 0, refused: new Map() }, updates: new Map(), unreadable: why };
  }
}

/**
 * The price-feed part of `npm run ingest`: reads the catalogue's keys once, then each feed as a
 * stream (any size, in bounded memory), matches its rows, applies what changed and prints its
 * report. A feed that cannot be read as a whole applies nothing of itself and does not stop the others.
 */
export async function ingestFeeds(
  feeds: readonly FeedSource[],
  options: { shop?: ShopConfig; mappingPath?: string; unmatchedPath?: string; target: FirestoreTarget | null; now: Date; dryRun: boolean },
): Promise<FeedsOutcome> {
  const outcome: FeedsOutcome = { touched: [], unreadable: false, writeFailed: false };
  const mapping = options.mappingPath ? parseMapping(await readFile(options.mappingPath, "utf8")) : { mapping: [], problems: [] };
  for (const line of mapping.problems) console.log(`ERROR  ${line}`);
  if (mapping.problems.length) return { ...outcome, unreadable: true };
  if (!options.target) {
    console.error("Sin Firestore configurado: define FIRESTORE_EMULATOR_HOST o FIREBASE_PROJECT_ID con la cuenta de servicio.");
    return { ...outcome, writeFailed: true };
  }
  const keys = await readFeedKeys(options.target, mapping.mapping);
  const unmatched = options.unmatchedPath ? new UnmatchedCsv(options.unmatchedPath) : undefined;
  const touched = new Set<CategoryId>();
  for (const source of feeds) {
    const started = performance.now();
    const reading = await readOne(source, {
      keys,
      shop: options.shop,
      now: options.now.getTime(),
      onUnmatched: unmatched && ((row) => unmatched.add(source.name, row)),
      pause: unmatched && (() => unmatched.drained()),
    });
    let applied: ApplyOutcome | null = null;
    if (reading.unreadable) outcome.unreadable = true;
    else {
      applied = await applyFeed(options.target, reading.updates, options.now, options.dryRun);
      for (const category of applied.touched) touched.add(category);
      if (applied.failures.length) outcome.writeFailed = true;
    }
    for (const line of feedReport(source.name, reading, applied, options.dryRun, performance.now() - started)) console.log(line);
  }
  await unmatched?.close();
  if (options.unmatchedPath) console.log(`\nFilas sin producto: ${options.unmatchedPath}`);
  if (options.dryRun) console.log("--dry-run: no se escribe nada.");
  return { ...outcome, touched: [...touched] };
}
