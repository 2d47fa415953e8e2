import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { CategoryHead, DirectoryEntry } from "../../shared/catalogue-head";
import type { ListingModel } from "../../shared/listing";
import { isValidProductId } from "../../shared/routes";
import type { ProductDocument } from "../../shared/snapshot";
import { BuildPartsReader } from "./build-parts-reader";
import { CatalogueUnavailableError, KvBudgetExhausted } from "./catalogue-errors";
import { CategoryRebuilder, type RebuildResult } from "./category-rebuilder";
import { DocumentReader } from "./document-reader";
import { HeadReader } from "./head-reader";
import type { IsolateContext } from "./isolate-context";
import type { IsolateMemory } from "./isolate-memory";
import { catalogueKeys } from "./keys";
import { invocationBudget, type KvBudget } from "./kv-budget";
import type { CatalogueSource } from "./source";

// What the reader's users name besides the reader lives in files of its own; importers keep finding it here.
export { CatalogueUnavailableError, KvBudgetExhausted, type RebuildResult };

export interface ReaderOptions {
  /** Age in seconds past which a build is served stale and rebuilt in the background. */
  freshSeconds: number;
  /** Seconds an isolate uses a head it holds before reading its stamp again (DEFAULT_RECHECK_SECONDS in head-reader.ts). */
  recheckSeconds?: number;
  now?: () => Date;
  /** The isolate this request runs in: what it keeps, the work it coalesces, the analyses it rendered. */
  isolate: IsolateContext;
  /** The invocation's KV operations (rebuilds share them). */
  budget?: KvBudget;
  /** How a background rebuild waits between tries (PRODUCT-RULES.md (Limits) backoff); tests pass one that does not wait. */
  retrySleep?: (ms: number) => Promise<void>;
  /** The largest share of a category a rebuild may drop before it is refused (build-guard.ts). */
  maxDropShare?: number;
}

interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The read path of the catalogue, one instance per request: KV first (through what the isolate
 * keeps), the source only when a category has no build yet (built inline) or its build is stale
 * (rebuilt in the background). It composes the head reader, the build's parts, the documents and
 * the rebuilder, and keeps what the request read: the heads it holds, and the versions its answer
 * depends on.
 */
export class CatalogueReader {
  private readonly sourceId: string;
  private readonly memory: IsolateMemory;
  private readonly headReader: HeadReader;
  private readonly buildParts: BuildPartsReader;
  private readonly documents: DocumentReader;
  private readonly rebuilder: CategoryRebuilder;
  /**
   * Heads this request already has, or failed to get: a page reads its category more than once, and
   * a category that just failed is not tried again within the same request (its error stands).
   */
  private readonly loaded = new Map<CategoryId, Promise<CategoryHead>>();
  /** Versions of everything this request read (see versionsRead). */
  private readonly versions = new Set<string>();
  /** Whether this request read a provisional document (see HeldDocument). */
  private provisionalRead = false;

  constructor(
    kv: KVNamespace,
    source: CatalogueSource,
    private readonly background: BackgroundWork,
    private readonly options: ReaderOptions,
  ) {
    const now = options.now ?? (() => new Date());
    const keys = catalogueKeys(source.id);
    const { memory, flights, analyses } = options.isolate;
    this.sourceId = source.id;
    this.memory = memory;
    this.headReader = new HeadReader({ kv, keys, sourceId: source.id, memory, flights, now, recheckSeconds: options.recheckSeconds });
    this.buildParts = new BuildPartsReader({ kv, keys, sourceId: source.id, memory, flights });
    this.documents = new DocumentReader({ kv, keys, source, memory, flights, analyses, now, background });
    this.rebuilder = new CategoryRebuilder({
      kv,
      keys,
      source,
      heads: this.headReader,
      flights,
      analyses,
      budget: options.budget ?? invocationBudget(),
      now,
      maxDropShare: options.maxDropShare,
      retrySleep: options.retrySleep,
      holdSeconds: options.freshSeconds,
      onBuilt: (category, head) => this.loaded.set(category, Promise.resolve(head)),
    });
  }

  /** True once this request has read a document that is not its build's final one: its answer must not be shared. */
  get provisional(): boolean {
    return this.provisionalRead;
  }

  /** The versions of the builds and documents this request has read, sorted: what its answer depends on. */
  versionsRead(): string[] {
    return [...this.versions].sort();
  }

  /** The category's head: from this isolate, KV, or built now on a cold miss. */
  head(category: CategoryId): Promise<CategoryHead> {
    let loading = this.loaded.get(category);
    if (!loading) {
      loading = this.readOrBuild(category).then((head) => {
        this.versions.add(`${category}@${head.version}`);
        return head;
      });
      this.loaded.set(category, loading);
      loading.catch(() => undefined); // observed by its callers; kept so it is not retried now
    }
    return loading;
  }

  /** Heads of several categories; a failing one is left out (and logged) instead of failing all. */
  async heads(categories: readonly CategoryId[] = CATEGORY_IDS): Promise<{ heads: CategoryHead[]; failed: CategoryId[] }> {
    const results = await Promise.allSettled(categories.map((c) => this.head(c)));
    const heads: CategoryHead[] = [];
    const failed: CategoryId[] = [];
    results.forEach((result, i) => {
      if (result.status === "fulfilled") heads.push(result.value);
      else {
        failed.push(categories[i]);
        console.error(`[catalogue] ${categories[i]} skipped:`, result.reason);
      }
    });
    return { heads, failed };
  }

  private async readOrBuild(category: CategoryId): Promise<CategoryHead> {
    const head = await this.headReader.read(category);
    if (head) {
      if (this.headReader.isStale(head, this.options.freshSeconds)) this.background.waitUntil(this.rebuilder.refreshInBackground(category, head));
      return head;
    }
    try {
      return await this.rebuilder.once(category).work;
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
  }

  /**
   * A part of the build this request holds is gone: a newer build replaced it (and deleted the one
   * before). Forget the held head and read it again; the caller retries once with the new build.
   */
  private async headAfterMiss(category: CategoryId, held: CategoryHead, what: string): Promise<CategoryHead> {
    this.headReader.forget(category);
    this.loaded.delete(category);
    const head = await this.head(category);
    if (head.version === held.version) throw new CatalogueUnavailableError(category, { cause: new Error(`${what} of ${held.version} missing`) });
    return head;
  }

  /** The decoded listing index of the category's current build (filters, search, sort). */
  async model(category: CategoryId): Promise<{ head: CategoryHead; model: ListingModel }> {
    const head = await this.head(category);
    const model = await this.buildParts.model(category, head);
    if (model) return { head, model };
    await this.headAfterMiss(category, head, "the index");
    return this.model(category);
  }

  /** A small computed answer this isolate kept (keyed by the versions it depends on), if any. */
  memoryAnswer<T>(key: string): T | undefined {
    return this.memory.get<T>("answer", `${this.sourceId}:${key}`);
  }

  keepAnswer<T>(key: string, answer: T, bytes: number): T {
    return this.memory.keep("answer", `${this.sourceId}:${key}`, answer, bytes, { freeze: false });
  }

  /** The stored index text (the JSON API serves it to browsers as it is). */
  indexJson(category: CategoryId, hash: string): Promise<string | null> {
    return this.buildParts.indexJson(category, hash);
  }

  /** Cards at these positions of the current build, in the order asked (unknown positions skipped). */
  async cards(category: CategoryId, positions: readonly number[], build?: CategoryHead): Promise<ProductCardData[]> {
    const head = build ?? (await this.head(category));
    const cards = await this.buildParts.cards(category, head, positions);
    return cards ?? this.cards(category, positions, await this.headAfterMiss(category, head, "a chunk"));
  }

  /** A product's place in the current build (position, revision, related), or null if not listed. */
  async entry(category: CategoryId, id: string, build?: CategoryHead): Promise<DirectoryEntry | null> {
    if (!isValidProductId(id)) return null;
    const head = build ?? (await this.head(category));
    const bucket = await this.buildParts.bucket(category, head, id);
    if (!bucket) return this.entry(category, id, await this.headAfterMiss(category, head, "a directory bucket"));
    // Own properties only: "toString" or "constructor" are not products.
    if (!Object.hasOwn(bucket, id)) return null;
    // The revision names the product page's data as much as the head does (the page's ETag and cache key).
    this.versions.add(`${category}/${id}@${bucket[id].revision}`);
    return bucket[id];
  }

  /**
   * One product's full document, or null when the category does not list it or the source no longer
   * has it (document-reader.ts says how a document older than its build is read through).
   */
  async document(category: CategoryId, id: string): Promise<ProductDocument | null> {
    const entry = await this.entry(category, id);
    if (!entry) return null;
    const held = await this.documents.read(category, id, entry.revision);
    if (held.provisional) this.provisionalRead = true;
    if (held.document) this.versions.add(`${category}/${id}@${held.document.revision}`);
    return held.document;
  }

  /**
   * Reads the category from the source and writes its build through (category-rebuilder.ts). A build
   * that would drop most of the category is refused (BuildRefused) unless `force`.
   */
  rebuild(category: CategoryId, { force = false } = {}): Promise<RebuildResult & { head: CategoryHead }> {
    return this.rebuilder.rebuild(category, { force });
  }

  /** Writes the documents the last build left pending, reading only those products (category-rebuilder.ts). */
  continuePending(category: CategoryId): Promise<RebuildResult & { head: CategoryHead }> {
    return this.rebuilder.continuePending(category);
  }
}
