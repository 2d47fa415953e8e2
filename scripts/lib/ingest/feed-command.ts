import { readFile } from "node:fs/promises";
import type { CategoryId } from "../../../shared/categories";
import { matchFeed } from "../../../shared/price-feed/apply";
import { MalformedFeed, parsePriceFeed, type FeedRow } from "../../../shared/price-feed/parse";
import type { FirestoreTarget } from "../firestore-writer";
import { applyFeed, parseMapping, readFeedKeys } from "./feed-phase";

/** A price feed is named by its extension; anything else given to the ingest is product records. */
export const isFeedPath = (path: string): boolean => /\.(csv|xml)$/i.test(path);

/**
 * The price-feed part of `npm run ingest`: reads every feed whole first (one malformed feed and
 * nothing is written), matches rows to stored products, reports each row left out, writes the new
 * prices. Returns the categories written and whether anything failed.
 */
export async function ingestFeeds(
  paths: readonly string[],
  options: { mappingPath?: string; target: FirestoreTarget | null; now: Date; dryRun: boolean },
): Promise<{ touched: CategoryId[]; failed: boolean }> {
  const rows: FeedRow[] = [];
  for (const path of paths) {
    try {
      rows.push(...parsePriceFeed(await readFile(path, "utf8")));
    } catch (error) {
      const why = error instanceof MalformedFeed ? error.message : `no se pudo leer (${String(error instanceof Error ? error.message : error)})`;
      console.log(`ERROR  ${path}: feed no válido, no se aplica nada: ${why}`);
      return { touched: [], failed: true };
    }
  }
  const mapping = options.mappingPath ? parseMapping(await readFile(options.mappingPath, "utf8")) : { mapping: [], problems: [] };
  for (const line of mapping.problems) console.log(`ERROR  ${line}`);
  if (mapping.problems.length) return { touched: [], failed: true };
  if (!options.target) {
    console.error("Sin Firestore configurado: define FIRESTORE_EMULATOR_HOST o FIREBASE_PROJECT_ID con la cuenta de servicio.");
    return { touched: [], failed: true };
  }
  const match = matchFeed(rows, await readFeedKeys(options.target, mapping.mapping));
  for (const line of match.report) console.log(line);
  const { counts } = match;
  console.log(
    `\nFeed de precios: ${counts.rows} filas, ${counts.matched} aplicables a ${match.updates.size} productos, ${counts.unmatched} sin producto, ${counts.refused} rechazadas.`,
  );
  const outcome = await applyFeed(options.target, match, options.now, options.dryRun);
  for (const failure of outcome.failures) console.log(`ERROR  ${failure}`);
  if (options.dryRun) console.log("--dry-run: no se escribe nada.");
  else console.log(`Firestore: ${outcome.written} productos con precios nuevos (${outcome.touched.join(", ") || "ninguna categoría"}).`);
  return { touched: outcome.touched, failed: outcome.failures.length > 0 };
}
