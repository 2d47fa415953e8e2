import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import type { CategorySnapshot, ProductDocument } from "../../shared/snapshot";
import { contentHash } from "./hash";
import { withRetry } from "./retry";
import { productKey, rebuildLockKey, revisionsKey, snapshotKey } from "./keys";
import { productDocument } from "./product-document";
import { buildCategorySnapshot } from "./snapshot-builder";
import type { CatalogueSource } from "./source";

/** A category that has no snapshot yet and whose source failed: the only read that is an error. */
export class CatalogueUnavailableError extends Error {
  constructor(
    readonly category: CategoryId,
    options?: { cause?: unknown },
  ) {
    super(`Catalogue for "${category}" is unavailable: no snapshot and the source failed`, options);
    this.name = "CatalogueUnavailableError";
  }
}

export interface CacheOptions {
  /** Age in seconds past which a snapshot is served stale and rebuilt in the background. */
  freshSeconds: number;
  now?: () => Date;
}

export interface RebuildResult {
  category: CategoryId;
  products: number;
  writtenDocuments: number;
  deletedDocuments: number;
  version: string;
  durationMs: number;
}

interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

/** KV allows a handful of parallel operations comfortably; larger fan-outs go in chunks. */
const KV_WRITE_CHUNK = 50;
const REBUILD_LOCK_SECONDS = 60;
/** Background rebuild tries: waits of 1 s and 1.5 s between them (seed 000 §9 backoff). */
const BACKGROUND_ATTEMPTS = 3;

/**
 * The read path of the catalogue: KV snapshots first, the source only when a snapshot is missing
 * (built inline) or stale (rebuilt in the background with waitUntil). A stale or failing rebuild
 * never replaces the last good snapshot. One instance per request.
 */
export class CatalogueCache {
  private readonly now: () => Date;
  private readonly inflight = new Map<CategoryId, Promise<CategorySnapshot>>();

  constructor(
    private readonly kv: KVNamespace,
    private readonly source: CatalogueSource,
    private readonly background: BackgroundWork,
    private readonly options: CacheOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The category's snapshot: warm from KV, or built now on a cold miss. */
  async getCategory(category: CategoryId): Promise<CategorySnapshot> {
    const stored = await this.kv.get<CategorySnapshot>(snapshotKey(category), "json");
    if (stored) {
      if (this.isStale(stored)) this.background.waitUntil(this.refreshInBackground(category));
      return stored;
    }
    try {
      return (await this.rebuildCategory(category)).snapshot;
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
  }

  /** Snapshots of several categories; a failing one is left out (and logged) instead of failing all. */
  async getCategories(
    categories: readonly CategoryId[] = CATEGORY_IDS,
  ): Promise<{ snapshots: CategorySnapshot[]; failed: CategoryId[] }> {
    const results = await Promise.allSettled(categories.map((c) => this.getCategory(c)));
    const snapshots: CategorySnapshot[] = [];
    const failed: CategoryId[] = [];
    results.forEach((result, i) => {
      if (result.status === "fulfilled") snapshots.push(result.value);
      else {
        failed.push(categories[i]);
        console.error(`[catalogue] ${categories[i]} skipped:`, result.reason);
      }
    });
    return { snapshots, failed };
  }

  /** One product's full document, or null when the category does not list it. */
  async getProduct(category: CategoryId, id: string): Promise<ProductDocument | null> {
    if (!isValidProductId(id)) return null;
    const cached = await this.kv.get<ProductDocument>(productKey(category, id), "json");
    if (cached) return cached;
    // Not cached: only ids the snapshot lists may reach the source, so unknown ids cost no source read.
    const snapshot = await this.getCategory(category);
    if (!snapshot.products.some((p) => p.id === id)) return null;
    let product: Product | null;
    try {
      product = await this.source.getProduct(category, id);
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
    if (!product) return null;
    const document = productDocument(product, await contentHash(JSON.stringify(product)), this.now().toISOString());
    await this.kv.put(productKey(category, id), JSON.stringify(document));
    return document;
  }

  /**
   * Reads the category from the source and writes it through: changed product documents first,
   * then the snapshot, so a snapshot never lists a product whose document is missing.
   */
  async rebuildCategory(category: CategoryId): Promise<RebuildResult & { snapshot: CategorySnapshot }> {
    const running = this.inflight.get(category);
    if (running) {
      const snapshot = await running;
      return { category, products: snapshot.products.length, writtenDocuments: 0, deletedDocuments: 0, version: snapshot.version, durationMs: 0, snapshot };
    }
    const started = Date.now();
    let written = 0;
    let deleted = 0;
    const work = (async () => {
      const products = await this.source.listCategory(category);
      const builtAt = this.now();
      const { snapshot, revisions } = await buildCategorySnapshot(category, products, builtAt);
      const previous = (await this.kv.get<Record<string, string>>(revisionsKey(category), "json")) ?? {};
      const changed = products.filter((p) => previous[p.id] !== revisions[p.id]);
      const removed = Object.keys(previous).filter((id) => !(id in revisions));
      await inChunks(changed, (p) =>
        this.kv.put(productKey(category, p.id), JSON.stringify(productDocument(p, revisions[p.id], snapshot.builtAt))),
      );
      await this.kv.put(snapshotKey(category), JSON.stringify(snapshot));
      await this.kv.put(revisionsKey(category), JSON.stringify(revisions));
      await inChunks(removed, (id) => this.kv.delete(productKey(category, id)));
      written = changed.length;
      deleted = removed.length;
      return snapshot;
    })();
    this.inflight.set(category, work);
    try {
      const snapshot = await work;
      return {
        category,
        products: snapshot.products.length,
        writtenDocuments: written,
        deletedDocuments: deleted,
        version: snapshot.version,
        durationMs: Date.now() - started,
        snapshot,
      };
    } finally {
      this.inflight.delete(category);
    }
  }

  private isStale(snapshot: CategorySnapshot): boolean {
    const age = (this.now().getTime() - Date.parse(snapshot.builtAt)) / 1000;
    return !(age >= 0 && age <= this.options.freshSeconds);
  }

  /** Stale-while-revalidate: one rebuild per lock window; a failure keeps the last good snapshot. */
  private async refreshInBackground(category: CategoryId): Promise<void> {
    try {
      if (await this.kv.get(rebuildLockKey(category))) return;
      await this.kv.put(rebuildLockKey(category), "1", { expirationTtl: REBUILD_LOCK_SECONDS });
      // Nobody waits on this rebuild, so a flaky source gets a few tries with backoff.
      await withRetry(() => this.rebuildCategory(category), BACKGROUND_ATTEMPTS);
    } catch (error) {
      console.error(`[catalogue] background rebuild of ${category} failed; serving the last good snapshot`, error);
    }
  }
}

async function inChunks<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += KV_WRITE_CHUNK) {
    await Promise.all(items.slice(i, i + KV_WRITE_CHUNK).map(run));
  }
}
