import { CATEGORY_IDS } from "../shared/categories";
import { CatalogueCache, type RebuildResult } from "./data/catalogue-cache";
import type { CatalogueSource } from "./data/source";
import type { Env } from "./env";
import { withRetry } from "./data/retry";
import { freshSeconds } from "./factory";

export interface RefreshReport {
  rebuilt: RebuildResult[];
  failed: { category: string; error: string }[];
}

/**
 * The daily safety-net refresh: rebuild every category's snapshot from the source. A failing
 * category keeps its last good snapshot and is logged; the others still rebuild.
 */
export async function refreshAllCategories(env: Env, source: CatalogueSource, ctx: ExecutionContext): Promise<RefreshReport> {
  const catalogue = new CatalogueCache(env.CATALOGUE, source, ctx, { freshSeconds: freshSeconds(env) });
  // The cron waits on no visitor: each category gets a few tries with the seed's backoff.
  const results = await Promise.allSettled(CATEGORY_IDS.map((category) => withRetry(() => catalogue.rebuildCategory(category), 3)));
  const report: RefreshReport = { rebuilt: [], failed: [] };
  results.forEach((result, i) => {
    if (result.status === "fulfilled") {
      const { snapshot: _snapshot, ...summary } = result.value;
      report.rebuilt.push(summary);
    } else {
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      report.failed.push({ category: CATEGORY_IDS[i], error });
      console.error(`[cron] rebuild of ${CATEGORY_IDS[i]} failed; keeping its last good snapshot:`, error);
    }
  });
  console.log(`[cron] rebuilt ${report.rebuilt.length}/${CATEGORY_IDS.length} categories`);
  return report;
}
