import { MemoryKv, benchContext, benchEnv, installMemoryCache } from "../../../scripts/lib/bench-worker";
import type { CategoryId } from "../../../shared/categories";
import type { Product } from "../../../shared/product";
import { SourceError, type CatalogueSource } from "../../../worker/data/source";

/** A catalogue source that never answers, as a Firestore that is down. */
const unreachable: CatalogueSource = {
  name: "unreachable",
  id: "unreachable",
  listCategory: (category: CategoryId): Promise<Product[]> => Promise.reject(new SourceError(`${category}: source down (test)`)),
  getProduct: (category: CategoryId): Promise<Product | null> => Promise.reject(new SourceError(`${category}: source down (test)`)),
};

export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/**
 * The page the worker serves for `path` when its catalogue cannot be read and KV is cold (the 503
 * screen), rendered by the worker's own fetch handler in this process, as the benchmarks run it
 * (scripts/lib/bench-worker.ts): a `wrangler dev` whose Firestore is a closed port serves the same
 * page, at the cost of a third workerd and the retries' waits (PRODUCT-RULES.md, Limits).
 */
export async function unavailablePage(path: string): Promise<ServedPage> {
  // The worker's edge caches use `caches.default`, which Node lacks: an in-memory one, for this file's module graph.
  installMemoryCache();
  const { createWorker } = await import("../../../worker/index");
  const worker = createWorker({ sourceFor: () => unreachable, retrySleep: () => Promise.resolve() });
  const { ctx, settle } = benchContext();
  const response = await worker.fetch(new Request(`http://127.0.0.1${path}`), benchEnv(new MemoryKv()), ctx);
  const html = await response.text();
  await settle();
  return { status: response.status, headers: Object.fromEntries(response.headers), html };
}
