import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { CategoryManifest, DirectoryEntry } from "../../shared/catalogue-manifest";
import type { ListingModel } from "../../shared/listing";
import { isValidProductId } from "../../shared/routes";
import type { ProductDocument } from "../../shared/snapshot";
import { BuildPartsReader } from "./build-parts-reader";
import { CatalogueUnavailableError, KvBudgetExhausted } from "./catalogue-errors";
import { CategoryRebuilder, type RebuildResult } from "./category-rebuilder";
import { DocumentReader } from "./document-reader";
import { ManifestReader } from "./manifest-reader";
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
  /** Seconds an isolate uses a manifest it holds before reading its stamp again (DEFAULT_RECHECK_SECONDS in manifest-reader.ts). */
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
 * (rebuilt in the background). It composes the manifest reader, the build's parts, the documents and
 * the rebuilder, and keeps what the request read: the manifests it holds, and the versions its answer
 * depends on.
 */
export class CatalogueReader {
  private readonly sourceId: string;
  private readonly memory: IsolateMemory;
  private readonly manifestReader: ManifestReader;
  private readonly buildParts: BuildPartsReader;
  private readonly documents: DocumentReader;
  private readonly rebuilder: CategoryRebuilder;
  /**
   * Manifests this request already has, or failed to get: a page reads its category more than once, and
   * a category that just failed is not tried again within the same request (its error stands).
   */
  private readonly loaded = new Map<CategoryId, Promise<CategoryManifest>>();
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
    this.manifestReader = new ManifestReader({ kv, keys, sourceId: source.id, memory, flights, now, recheckSeconds: options.recheckSeconds });
    this.buildParts = new BuildPartsReader({ kv, keys, sourceId: source.id, memory, flights });
    this.documents = new DocumentReader({ kv, keys, source, memory, flights, analyses, now, background });
    this.rebuilder = new CategoryRebuilder({
      kv,
      keys,
      source,
      manifests: this.manifestReader,
      flights,
      analyses,
      budget: options.budget ?? invocationBudget(),
      now,
      maxDropShare: options.maxDropShare,
      retrySleep: options.retrySleep,
      holdSeconds: options.freshSeconds,
      onBuilt: (category, manifest) => this.loaded.set(category, Promise.resolve(manifest)),
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

  /** The category's manifest: from this isolate, KV, or built now on a cold miss. */
  manifest(category: CategoryId): Promise<CategoryManifest> {
    let loading = this.loaded.get(category);
    if (!loading) {
      loading = this.readOrBuild(category).then((manifest) => {
        this.versions.add(`${category}@${manifest.version}`);
        return manifest;
      });
      this.loaded.set(category, loading);
      loading.catch(() => undefined); // observed by its callers; kept so it is not retried now
    }
    return loading;
  }

  /** Manifests of several categories; a failing one is left out (and logged) instead of failing all. */
  async manifests(categories: readonly CategoryId[] = CATEGORY_IDS): Promise<{ manifests: CategoryManifest[]; failed: CategoryId[] }> {
    const results = await Promise.allSettled(categories.map((c) => this.manifest(c)));
    const manifests: CategoryManifest[] = [];
    const failed: CategoryId[] = [];
    results.forEach((result, i) => {
      if (result.status === "fulfilled") manifests.push(result.value);
      else {
        failed.push(categories[i]);
        console.error(`[catalogue] ${categories[i]} skipped:`, result.reason);
      }
    });
    return { manifests, failed };
  }

  private async readOrBuild(category: CategoryId): Promise<CategoryManifest> {
    const manifest = await this.manifestReader.read(category);
    if (manifest) {
      if (this.manifestReader.isStale(manifest, this.options.freshSeconds)) this.background.waitUntil(this.rebuilder.refreshInBackground(category, manifest));
      return manifest;
    }
    try {
      return await this.rebuilder.once(category).work;
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
  }

  /**
   * A part of the build this request holds is gone: a newer build replaced it (and deleted the one
   * before). Forget the held manifest and read it again; the caller retries once with the new build.
   */
  private async manifestAfterMiss(category: CategoryId, held: CategoryManifest, what: string): Promise<CategoryManifest> {
    this.manifestReader.forget(category);
    this.loaded.delete(category);
    const manifest = await this.manifest(category);
    if (manifest.version === held.version) throw new CatalogueUnavailableError(category, { cause: new Error(`${what} of ${held.version} missing`) });
    return manifest;
  }

  /** The decoded listing index of the category's current build (filters, search, sort). */
  async model(category: CategoryId): Promise<{ manifest: CategoryManifest; model: ListingModel }> {
    const manifest = await this.manifest(category);
    const model = await this.buildParts.model(category, manifest);
    if (model) return { manifest, model };
    await this.manifestAfterMiss(category, manifest, "the index");
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
  async cards(category: CategoryId, positions: readonly number[], build?: CategoryManifest): Promise<ProductCardData[]> {
    const manifest = build ?? (await this.manifest(category));
    const cards = await this.buildParts.cards(category, manifest, positions);
    return cards ?? this.cards(category, positions, await this.manifestAfterMiss(category, manifest, "a chunk"));
  }

  /** A product's place in the current build (position, revision, related), or null if not listed. */
  async entry(category: CategoryId, id: string, build?: CategoryManifest): Promise<DirectoryEntry | null> {
    if (!isValidProductId(id)) return null;
    const manifest = build ?? (await this.manifest(category));
    const bucket = await this.buildParts.bucket(category, manifest, id);
    if (!bucket) return this.entry(category, id, await this.manifestAfterMiss(category, manifest, "a directory bucket"));
    // Own properties only: "toString" or "constructor" are not products.
    if (!Object.hasOwn(bucket, id)) return null;
    // The revision names the product page's data as much as the manifest does (the page's ETag and cache key).
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
  rebuild(category: CategoryId, { force = false } = {}): Promise<RebuildResult & { manifest: CategoryManifest }> {
    return this.rebuilder.rebuild(category, { force });
  }

  /** Writes the documents the last build left pending, reading only those products (category-rebuilder.ts). */
  continuePending(category: CategoryId): Promise<RebuildResult & { manifest: CategoryManifest }> {
    return this.rebuilder.continuePending(category);
  }
}
