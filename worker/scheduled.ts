import { CATEGORY_IDS, type CategoryId } from "../shared/categories";
import { BuildRefused } from "./data/build-guard";
import { CatalogueReader, KvBudgetExhausted, type RebuildResult } from "./data/catalogue-reader";
import type { IsolateContext } from "./data/isolate-context";
import type { CatalogueSource } from "./data/source";
import type { Env } from "./env";
import { withRetry } from "./data/retry";
import { catalogueOptions } from "./factory";

export interface RefreshReport {
  rebuilt: RebuildResult[];
  failed: { category: CategoryId; error: string }[];
  /** Categories this invocation had no KV operations left for; the next one rebuilds them. */
  deferred: CategoryId[];
  /** Categories whose new build would have dropped too much of them (build-guard.ts): their last good build stays. */
  refused: { category: CategoryId; reason: string; products: number; previous: number }[];
}

/**
 * Rebuilds categories one after the other (a large category's build holds its products in memory,
 * and the invocation's KV operations are shared); one failing keeps its last good build (and is
 * logged) while the others still rebuild. Shared by the cron and the revalidation endpoint.
 */
export async function rebuildCategories(
  reader: CatalogueReader,
  categories: readonly CategoryId[],
  attempts = 1,
  { force = false, pendingOnly = false } = {},
): Promise<RefreshReport> {
  const report: RefreshReport = { rebuilt: [], failed: [], deferred: [], refused: [] };
  for (const category of categories) {
    try {
      const { manifest: _manifest, ...result } = await withRetry(() => (pendingOnly ? reader.continuePending(category) : reader.rebuild(category, { force })), {
        attempts,
        retryable: (error) => !(error instanceof KvBudgetExhausted) && !(error instanceof BuildRefused),
      });
      report.rebuilt.push(result);
    } catch (error) {
      if (error instanceof BuildRefused) {
        report.refused.push({ category, reason: error.message, products: error.products, previous: error.previous });
        console.warn(`[catalogue] new build of ${category} refused: ${error.message}`);
        continue;
      }
      if (error instanceof KvBudgetExhausted) {
        report.deferred.push(category);
        console.warn(`[catalogue] ${error.message}`);
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      report.failed.push({ category, error: message });
      console.error(`[catalogue] rebuild of ${category} failed; keeping its last good build:`, message);
    }
  }
  return report;
}

/** The daily safety-net refresh: every category, each with a few tries (nobody waits on the cron). */
export async function refreshAllCategories(env: Env, source: CatalogueSource, ctx: ExecutionContext, isolate: IsolateContext): Promise<RefreshReport> {
  const reader = new CatalogueReader(env.CATALOGUE, source, ctx, catalogueOptions(env, isolate));
  const report = await rebuildCategories(reader, CATEGORY_IDS, 3);
  console.log(
    `[cron] rebuilt ${report.rebuilt.length}/${CATEGORY_IDS.length} categories${report.deferred.length ? ` (deferred: ${report.deferred.join(", ")})` : ""}`,
  );
  return report;
}
