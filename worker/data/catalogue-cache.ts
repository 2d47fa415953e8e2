import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import type { CategorySnapshot, ProductDocument } from "../../shared/snapshot";
import { withRetry } from "./retry";
import { catalogueKeys, type CatalogueKeys } from "./keys";
import { SingleFlight } from "./single-flight";
import { DocumentMemo } from "./document-memo";
import { productDocument } from "./product-document";
import { buildCategorySnapshot, productRevision } from "./snapshot-builder";
import { DEFAULT_RECHECK_SECONDS, SnapshotMemo, snapshotStamp } from "./snapshot-memo";
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
  /** Product document writes and deletes this instance may make (tests lower it). */
  documentOperations?: number;
  /** Parsed snapshots shared across requests; the isolate's own unless a test passes one. */
  memo?: SnapshotMemo<StoredCategory>;
  /** Parsed product documents shared across requests; the isolate's own unless a test passes one. */
  documents?: DocumentMemo;
  /** Seconds a parsed snapshot is used without re-reading its stamp (DEFAULT_RECHECK_SECONDS). */
  recheckSeconds?: number;
  /** Rebuilds running in this isolate; the isolate's own unless a test passes one (a second "isolate"). */
  rebuilds?: SingleFlight<StoredCategory>;
  /** How long a cold request waits for another isolate's rebuild (its KV lock) before building itself. */
  coldWaitMs?: number;
}

export interface RebuildResult {
  category: CategoryId;
  products: number;
  writtenDocuments: number;
  deletedDocuments: number;
  /**
   * Product documents this invocation had no KV operations left for (new, changed or removed ones).
   * The snapshot is complete regardless: a product whose document is missing or older than the
   * snapshot is read through from the source on its first visit; the next rebuild continues.
   */
  pendingDocuments: number;
  version: string;
  durationMs: number;
}

interface RebuildCounts {
  written: number;
  deleted: number;
  pending: number;
}

interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * What KV holds per category: the public snapshot, and each listed product's content revision
 * (kept beside it rather than in the summaries, so it never reaches the JSON API or the page).
 */
export interface StoredCategory {
  snapshot: CategorySnapshot;
  revisions: Record<string, string>;
}

/** KV allows a handful of parallel operations comfortably; larger fan-outs go in chunks. */
const KV_WRITE_CHUNK = 50;
/**
 * Cloudflare allows 1 000 KV operations per invocation. Product document writes and deletes share
 * this budget per invocation (the cron rebuilds all eight categories in one); the rest is left for
 * the snapshot, stamp, revision and lock keys (5 per category) and the request's own reads.
 */
export const DOCUMENT_OPERATIONS_PER_INVOCATION = 900;
/** Per isolate: parsing a large snapshot on every request cost more CPU than rendering the page. */
const ISOLATE_SNAPSHOTS = new SnapshotMemo<StoredCategory>();
const ISOLATE_DOCUMENTS = new DocumentMemo();
/** Per isolate: one rebuild per source and category at a time, whichever request asked first. */
const ISOLATE_REBUILDS = new SingleFlight<StoredCategory>();
const REBUILD_LOCK_SECONDS = 60;
/** A cold request waits this long for another isolate's rebuild to land in KV, then builds itself. */
const COLD_WAIT_MS = 10_000;
const COLD_POLL_MS = 200;
/** Background rebuild tries: waits of 1 s and 1.5 s between them (seed 000 §9 backoff). */
const BACKGROUND_ATTEMPTS = 3;

/**
 * The read path of the catalogue: KV snapshots first, the source only when a snapshot is missing
 * (built inline) or stale (rebuilt in the background with waitUntil). A stale or failing rebuild
 * never replaces the last good snapshot. One instance per request.
 */
export class CatalogueCache {
  private readonly now: () => Date;
  private readonly rebuilds: SingleFlight<StoredCategory>;
  private readonly keys: CatalogueKeys;
  /** Snapshots this request already read: the product page reads its category twice (document check, related). */
  private readonly loaded = new Map<CategoryId, Promise<StoredCategory>>();
  private documentOperationsLeft: number;
  /** Versions of everything this request read (see versionsRead). */
  private readonly versions = new Set<string>();
  private readonly memo: SnapshotMemo<StoredCategory>;
  private readonly recheckMs: number;
  private readonly documents: DocumentMemo;

  constructor(
    private readonly kv: KVNamespace,
    private readonly source: CatalogueSource,
    private readonly background: BackgroundWork,
    private readonly options: CacheOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.documentOperationsLeft = options.documentOperations ?? DOCUMENT_OPERATIONS_PER_INVOCATION;
    this.memo = options.memo ?? ISOLATE_SNAPSHOTS;
    this.documents = options.documents ?? ISOLATE_DOCUMENTS;
    this.recheckMs = (options.recheckSeconds ?? DEFAULT_RECHECK_SECONDS) * 1000;
    this.rebuilds = options.rebuilds ?? ISOLATE_REBUILDS;
    this.keys = catalogueKeys(source.id);
  }

  /** The category's snapshot: warm from KV, or built now on a cold miss. */
  async getCategory(category: CategoryId): Promise<CategorySnapshot> {
    return (await this.loadCategory(category)).snapshot;
  }

  /**
   * The versions of the snapshots and product documents this request has read, sorted: what a
   * response built from them depends on, so it can be identified (ETag) without hashing its data.
   */
  versionsRead(): string[] {
    return [...this.versions].sort();
  }

  private loadCategory(category: CategoryId): Promise<StoredCategory> {
    let loading = this.loaded.get(category);
    if (!loading) {
      loading = this.readOrBuild(category).then((stored) => {
        this.versions.add(`${category}@${stored.snapshot.version}`);
        return stored;
      });
      this.loaded.set(category, loading);
      loading.catch(() => this.loaded.delete(category));
    }
    return loading;
  }

  private async readOrBuild(category: CategoryId): Promise<StoredCategory> {
    const stored = await this.readStored(category);
    if (stored) {
      if (this.isStale(stored.snapshot)) this.background.waitUntil(this.refreshInBackground(category));
      return stored;
    }
    try {
      return (await this.builtByAnotherIsolate(category)) ?? (await this.rebuildOnce(category).work);
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
  }

  /**
   * A cold category another isolate is already building (its lock is in KV): wait for its snapshot
   * rather than list the whole source again. Null when nobody is building or it takes too long.
   */
  private async builtByAnotherIsolate(category: CategoryId): Promise<StoredCategory | null> {
    if (this.rebuilds.has(this.flightKey(category))) return null; // this isolate's own: join it instead
    if (!(await this.kv.get(this.keys.rebuildLock(category)))) return null;
    const deadline = Date.now() + (this.options.coldWaitMs ?? COLD_WAIT_MS);
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, COLD_POLL_MS));
      const stored = await this.readStored(category);
      if (stored) return stored;
      if (!(await this.kv.get(this.keys.rebuildLock(category)))) return this.readStored(category);
    }
    return null;
  }

  private flightKey(category: CategoryId): string {
    return `${this.source.id}:${category}`;
  }

  /**
   * The stored snapshot, reusing this isolate's parsed copy: without any read while KV confirmed it
   * recently, then while the stamp in KV still matches it.
   */
  private async readStored(category: CategoryId): Promise<StoredCategory | null> {
    const now = this.now().getTime();
    const recent = this.memo.recent(this.flightKey(category), now, this.recheckMs);
    if (recent) return recent;
    if (this.memo.holds(this.flightKey(category))) {
      const held = this.memo.get(this.flightKey(category), await this.kv.get(this.keys.stamp(category)), now);
      if (held) return held;
    }
    const text = await this.kv.get(this.keys.snapshot(category));
    return text === null ? null : this.memo.keep(this.flightKey(category), JSON.parse(text) as StoredCategory, text.length, now);
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

  /**
   * One product's full document, or null when the category does not list it. A document older than
   * the snapshot (its rebuild ran out of KV operations) is replaced from the source, so the page
   * never shows other figures than the listing; if the source is down it is served as it is.
   */
  async getProduct(category: CategoryId, id: string): Promise<ProductDocument | null> {
    if (!isValidProductId(id)) return null;
    const { revisions } = await this.loadCategory(category);
    // Only ids the snapshot lists may reach KV or the source, so unknown ids cost no read.
    if (!Object.hasOwn(revisions, id)) return null;
    const key = this.keys.product(category, id);
    const held = this.documents.get(key, revisions[id]);
    if (held) return this.noteRead(category, held);
    const text = await this.kv.get(key);
    const cached = text === null ? null : (JSON.parse(text) as ProductDocument);
    if (cached?.revision === revisions[id]) return this.noteRead(category, this.documents.keep(key, cached, text!.length));
    let product: Product | null;
    try {
      product = await this.source.getProduct(category, id);
    } catch (error) {
      if (cached) return this.noteRead(category, cached);
      throw new CatalogueUnavailableError(category, { cause: error });
    }
    if (!product) return null;
    const document = productDocument(product, await productRevision(product), this.now().toISOString());
    const json = JSON.stringify(document);
    await this.kv.put(key, json);
    return this.noteRead(category, this.documents.keep(key, document, json.length));
  }

  private noteRead(category: CategoryId, document: ProductDocument): ProductDocument {
    this.versions.add(`${category}/${document.product.id}@${document.revision}`);
    return document;
  }

  /**
   * Reads the category from the source and writes it through: changed product documents first
   * (as many as this invocation's KV operations allow), then the snapshot, then the record of which
   * documents KV holds, so the next rebuild writes what this one could not.
   */
  async rebuildCategory(category: CategoryId): Promise<RebuildResult & { snapshot: CategorySnapshot }> {
    const started = Date.now();
    const { work, counts } = this.rebuildOnce(category);
    const { snapshot } = await work;
    return {
      category,
      products: snapshot.products.length,
      // A call that joined a rebuild already running reports no writes of its own.
      writtenDocuments: counts?.written ?? 0,
      deletedDocuments: counts?.deleted ?? 0,
      pendingDocuments: counts?.pending ?? 0,
      version: snapshot.version,
      durationMs: counts ? Date.now() - started : 0,
      snapshot,
    };
  }

  /**
   * One rebuild per category at a time in this isolate: a second caller, from any request, joins
   * the running one. Its lock in KV tells other isolates that a build is under way.
   */
  private rebuildOnce(category: CategoryId): { work: Promise<StoredCategory>; counts: RebuildCounts | null } {
    const counts: RebuildCounts = { written: 0, deleted: 0, pending: 0 };
    const { promise, joined } = this.rebuilds.run(this.flightKey(category), async () => {
      const lock = this.keys.rebuildLock(category);
      await this.kv.put(lock, new Date().toISOString(), { expirationTtl: REBUILD_LOCK_SECONDS });
      try {
        return await this.rebuild(category, counts);
      } finally {
        await this.kv.delete(lock).catch(() => undefined);
      }
    });
    const work = promise.then((entry) => {
      // A joiner adopts the entry the rebuild kept, so its own request reads no snapshot again.
      this.loaded.set(category, Promise.resolve(entry));
      return entry;
    });
    return { work, counts: joined ? null : counts };
  }

  private async rebuild(category: CategoryId, counts: RebuildCounts): Promise<StoredCategory> {
    // The old parsed snapshot is not needed while the new one is built: let its memory go.
    this.memo.forget(this.flightKey(category));
    const products = await this.source.listCategory(category);
    const { snapshot, revisions } = await buildCategorySnapshot(category, products, this.now());
    const stored: Record<string, string> = (await this.kv.get<Record<string, string>>(this.keys.revisions(category), "json")) ?? {};
    const changed = products.filter((p) => stored[p.id] !== revisions[p.id]);
    const removed = Object.keys(stored).filter((id) => !Object.hasOwn(revisions, id));
    const toWrite = this.takeDocumentOperations(changed);
    await inChunks(toWrite, (p) =>
      this.kv.put(this.keys.product(category, p.id), JSON.stringify(productDocument(p, revisions[p.id], snapshot.builtAt))),
    );
    for (const p of toWrite) stored[p.id] = revisions[p.id];
    const entry: StoredCategory = { snapshot, revisions };
    const entryJson = JSON.stringify(entry);
    await this.kv.put(this.keys.snapshot(category), entryJson);
    await this.kv.put(this.keys.stamp(category), snapshotStamp(snapshot));
    const toDelete = this.takeDocumentOperations(removed);
    await inChunks(toDelete, (id) => this.kv.delete(this.keys.product(category, id)));
    for (const id of toDelete) delete stored[id];
    await this.kv.put(this.keys.revisions(category), JSON.stringify(stored));
    counts.written = toWrite.length;
    counts.deleted = toDelete.length;
    counts.pending = changed.length - toWrite.length + removed.length - toDelete.length;
    this.loaded.set(category, Promise.resolve(this.memo.keep(this.flightKey(category), entry, entryJson.length, this.now().getTime())));
    return entry;
  }

  /** As many of `items` as this invocation still has KV operations for. */
  private takeDocumentOperations<T>(items: readonly T[]): T[] {
    const taken = items.slice(0, Math.max(0, this.documentOperationsLeft));
    this.documentOperationsLeft -= taken.length;
    return taken;
  }

  private isStale(snapshot: CategorySnapshot): boolean {
    const age = (this.now().getTime() - Date.parse(snapshot.builtAt)) / 1000;
    return !(age >= 0 && age <= this.options.freshSeconds);
  }

  /** Stale-while-revalidate: one rebuild per lock window; a failure keeps the last good snapshot. */
  private async refreshInBackground(category: CategoryId): Promise<void> {
    try {
      if (this.rebuilds.has(this.flightKey(category)) || (await this.kv.get(this.keys.rebuildLock(category)))) return;
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
