import { CATEGORY_IDS, type CategoryId } from "../shared/categories";
import { CatalogueCache, type RebuildResult } from "./data/catalogue-cache";
import type { CatalogueSource } from "./data/source";
import type { Env } from "./env";
import { withRetry } from "./data/retry";
import { catalogueOptions } from "./factory";

export interface RefreshReport {
  rebuilt: Omit<RebuildResult, "snapshot">[];
  failed: { category: CategoryId; error: string }[];
}

/**
 * Rebuilds categories side by side; one failing keeps its last good snapshot (and is logged)
 * while the others still rebuild. Shared by the cron and the revalidation endpoint.
 */
export async function rebuildCategories(catalogue: CatalogueCache, categories: readonly CategoryId[], attempts = 1): Promise<RefreshReport> {
  const results = await Promise.allSettled(categories.map((category) => withRetry(() => catalogue.rebuildCategory(category), attempts)));
  const report: RefreshReport = { rebuilt: [], failed: [] };
  results.forEach((result, i) => {
    if (result.status === "fulfilled") {
      const { snapshot: _snapshot, ...summary } = result.value;
      report.rebuilt.push(summary);
    } else {
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      report.failed.push({ category: categories[i], error });
      console.error(`[catalogue] rebuild of ${categories[i]} failed; keeping its last good snapshot:`, error);
    }
  });
  return report;
}

/** The daily safety-net refresh: every category, each with a few tries (nobody waits on the cron). */
export async function refreshAllCategories(env: Env, source: CatalogueSource, ctx: ExecutionContext): Promise<RefreshReport> {
  const catalogue = new CatalogueCache(env.CATALOGUE, source, ctx, catalogueOptions(env));
  const report = await rebuildCategories(catalogue, CATEGORY_IDS, 3);
  console.log(`[cron] rebuilt ${report.rebuilt.length}/${CATEGORY_IDS.length} categories`);
  return report;
}
