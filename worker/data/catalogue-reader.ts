import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import type { CategoryHead, DirectoryBucket, DirectoryEntry } from "../../shared/catalogue-head";
import { idBucket } from "../../shared/id-bucket";
import { listingModel, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import type { Product } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import type { ProductDocument } from "../../shared/snapshot";
import { searchStructureBytes } from "../../shared/search";
import { analysisInput, keptAnalysis, plainTextAnalysis } from "./analysis";
import { BuildRefused, checkBuildShrink } from "./build-guard";
import { buildCategory, productRevision } from "./catalogue-build";
import { CatalogueWriter, headStamp, invocationBudget, type KvBudget, type WriteCounts } from "./catalogue-writer";
import { ISOLATE_MEMORY, type IsolateMemory } from "./isolate-memory";
import { catalogueKeys, type CatalogueKeys } from "./keys";
import { productDocument } from "./product-document";
import { withRetry } from "./retry";
import { isolateFlights, newIsolateFlights, resetIsolateFlights, type GoneProduct, type HeldDocument, type IsolateFlights } from "./isolate-flights";
import { CatalogueUnavailableError, KvBudgetExhausted } from "./catalogue-errors";
import type { CatalogueSource } from "./source";

// The reader's errors and the isolate's work in flight live in files of their own; importers of the reader keep finding them here.
export { CatalogueUnavailableError, KvBudgetExhausted, newIsolateFlights, resetIsolateFlights, type IsolateFlights };

export interface ReaderOptions {
  /** Age in seconds past which a build is served stale and rebuilt in the background. */
  freshSeconds: number;
  /** Seconds an isolate uses a head it holds before reading its stamp again (DEFAULT_RECHECK_SECONDS). */
  recheckSeconds?: number;
  now?: () => Date;
  /** What this isolate keeps; its own unless a test passes another (a second "isolate"). */
  memory?: IsolateMemory;
  /** Work this isolate coalesces (rebuilds, stamp and head reads); its own unless a test passes another. */
  flights?: IsolateFlights;
  /** The invocation's KV operations (rebuilds share them). */
  budget?: KvBudget;
  /** How a background rebuild waits between tries (PRODUCT-RULES.md (Limits) backoff); tests pass one that does not wait. */
  retrySleep?: (ms: number) => Promise<void>;
  /** The largest share of a category a rebuild may drop before it is refused (build-guard.ts). */
  maxDropShare?: number;
}

/**
 * How long an isolate trusts a head before reading its ~60-byte stamp again. KV itself takes up
 * to 60 s to carry a write to other locations, and a revalidation updates its own isolate at once,
 * so a few seconds here change nothing a visitor could see, and spare a KV read per category on
 * every request.
 */
export const DEFAULT_RECHECK_SECONDS = 5;

export interface RebuildResult {
  category: CategoryId;
  products: number;
  writtenDocuments: number;
  deletedDocuments: number;
  /**
   * Product documents this invocation had no KV operations left for. The listing is complete
   * regardless: a document missing or older than its build is read through from the source on its
   * first visit; the next rebuild continues.
   */
  pendingDocuments: number;
  version: string;
  durationMs: number;
}

interface HeldHead {
  head: CategoryHead;
  /** When KV last confirmed (or supplied) it, in ms. */
  checkedAt: number;
}

/** Background rebuild tries: waits of 1 s and 1.5 s between them (PRODUCT-RULES.md (Limits) backoff). */
const BACKGROUND_ATTEMPTS = 3;

interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The read path of the catalogue, one instance per request: KV first (through what the isolate
 * keeps), the source only when a category has no build yet (built inline) or its build is stale
 * (rebuilt in the background). A failing rebuild never replaces the last good build.
 */
export class CatalogueReader {
  private readonly now: () => Date;
  private readonly keys: CatalogueKeys;
  private readonly memory: IsolateMemory;
  private readonly flights: IsolateFlights;
  private readonly recheckMs: number;
  private readonly budget: KvBudget;
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
    private readonly kv: KVNamespace,
    private readonly source: CatalogueSource,
    private readonly background: BackgroundWork,
    private readonly options: ReaderOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.keys = catalogueKeys(source.id);
    this.memory = options.memory ?? ISOLATE_MEMORY;
    this.flights = options.flights ?? isolateFlights();
    this.recheckMs = (options.recheckSeconds ?? DEFAULT_RECHECK_SECONDS) * 1000;
    this.budget = options.budget ?? invocationBudget();
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

  private memoryKey(category: CategoryId): string {
    return `${this.source.id}:${category}`;
  }

  private async readOrBuild(category: CategoryId): Promise<CategoryHead> {
    const head = await this.readHead(category);
    if (head) {
      if (this.isStale(head)) this.background.waitUntil(this.refreshInBackground(category));
      return head;
    }
    try {
      return await this.rebuildOnce(category).work;
    } catch (error) {
      throw new CatalogueUnavailableError(category, { cause: error });
    }
  }

  /**
   * The stored head, reusing the isolate's parsed copy: without any read while KV confirmed it
   * recently, then while the stamp in KV still matches it. Concurrent requests share one read.
   */
  private async readHead(category: CategoryId): Promise<CategoryHead | null> {
    const key = this.memoryKey(category);
    const now = this.now().getTime();
    const held = this.memory.get<HeldHead>("head", key);
    if (held && now - held.checkedAt < this.recheckMs && now >= held.checkedAt) return held.head;
    if (held) {
      const stamp = await this.flights.reads.run(`stamp:${key}`, () => this.kv.get(this.keys.stamp(category))).promise;
      if (stamp === headStamp(held.head)) {
        held.checkedAt = now;
        return held.head;
      }
    }
    const text = await this.flights.reads.run(`head:${key}`, () => this.kv.get(this.keys.head(category))).promise;
    return text === null ? null : this.keepHead(category, JSON.parse(text) as CategoryHead, text.length);
  }

  private keepHead(category: CategoryId, head: CategoryHead, bytes: number): CategoryHead {
    // The holder stays mutable (its check time moves); the head itself is shared, hence frozen.
    const held = this.memory.keep<HeldHead>("head", this.memoryKey(category), { head: deepFreeze(head), checkedAt: this.now().getTime() }, bytes, {
      freeze: false,
    });
    return held.head;
  }

  /**
   * A part of the build this request holds is gone: a newer build replaced it (and deleted the one
   * before). Forget the held head and read it again; the caller retries once with the new build.
   */
  private async headAfterMiss(category: CategoryId, held: CategoryHead, what: string): Promise<CategoryHead> {
    this.memory.forget("head", this.memoryKey(category));
    this.loaded.delete(category);
    const head = await this.head(category);
    if (head.version === held.version) throw new CatalogueUnavailableError(category, { cause: new Error(`${what} of ${held.version} missing`) });
    return head;
  }

  private isStale(head: CategoryHead): boolean {
    const age = (this.now().getTime() - Date.parse(head.builtAt)) / 1000;
    return !(age >= 0 && age <= this.options.freshSeconds);
  }

  /** The decoded listing index of the category's current build (filters, search, sort). */
  async model(category: CategoryId): Promise<{ head: CategoryHead; model: ListingModel }> {
    const head = await this.head(category);
    const key = `${this.source.id}:${category}:${head.indexHash}`;
    const kept = this.memory.get<ListingModel>("model", key);
    if (kept) return { head, model: kept };
    const json = await this.indexJson(category, head.indexHash);
    if (json === null) {
      await this.headAfterMiss(category, head, "the index");
      return this.model(category);
    }
    const model = listingModel(JSON.parse(json) as ListingIndexData, head.filters);
    // Typed arrays are not frozen (they cannot be); the model is never changed after decoding.
    // Its search structures are made on first search; they are counted now, so the budget holds then.
    const bytes = json.length * 3 + searchStructureBytes(model.searchIndex);
    return { head, model: this.memory.keep("model", key, model, bytes, { freeze: false }) };
  }

  /** A small computed answer this isolate kept (keyed by the versions it depends on), if any. */
  memoryAnswer<T>(key: string): T | undefined {
    return this.memory.get<T>("answer", `${this.source.id}:${key}`);
  }

  keepAnswer<T>(key: string, answer: T, bytes: number): T {
    return this.memory.keep("answer", `${this.source.id}:${key}`, answer, bytes, { freeze: false });
  }

  /**
   * A KV read that requests of this isolate asking the same key at the same moment share (a product
   * page asks its document and its related cards' chunk from two places; a busy page from many
   * requests): one read, not one each.
   */
  private sharedRead(key: string): Promise<string | null> {
    return this.flights.reads.run(key, () => this.kv.get(key)).promise;
  }

  /** The stored index text (the JSON API serves it to browsers as it is). */
  indexJson(category: CategoryId, hash: string): Promise<string | null> {
    return this.kv.get(this.keys.index(category, hash));
  }

  /** Cards at these positions of the current build, in the order asked (unknown positions skipped). */
  async cards(category: CategoryId, positions: readonly number[], build?: CategoryHead): Promise<ProductCardData[]> {
    const head = build ?? (await this.head(category));
    const wanted = positions.filter((p) => Number.isInteger(p) && p >= 0 && p < head.total);
    const chunkNumbers = [...new Set(wanted.map((p) => Math.floor(p / head.chunkSize)))];
    const loaded = await Promise.all(chunkNumbers.map((n) => this.chunk(category, head, n)));
    if (loaded.includes(null)) return this.cards(category, positions, await this.headAfterMiss(category, head, "a chunk"));
    const chunks = new Map(chunkNumbers.map((n, i) => [n, loaded[i]!]));
    return wanted.map((p) => chunks.get(Math.floor(p / head.chunkSize))![p % head.chunkSize]).filter((card) => card !== undefined);
  }

  private async chunk(category: CategoryId, head: CategoryHead, n: number): Promise<ProductCardData[] | null> {
    const key = this.keys.chunk(category, head.version, n);
    const kept = this.memory.get<ProductCardData[]>("chunk", key);
    if (kept) return kept;
    const text = await this.sharedRead(key);
    return text === null ? null : this.memory.keep("chunk", key, JSON.parse(text) as ProductCardData[], text.length);
  }

  /** A product's place in the current build (position, revision, related), or null if not listed. */
  async entry(category: CategoryId, id: string, build?: CategoryHead): Promise<DirectoryEntry | null> {
    if (!isValidProductId(id)) return null;
    const head = build ?? (await this.head(category));
    const key = this.keys.bucket(category, head.version, idBucket(id, head.buckets));
    let bucket = this.memory.get<DirectoryBucket>("bucket", key);
    if (!bucket) {
      const text = await this.sharedRead(key);
      if (text === null) return this.entry(category, id, await this.headAfterMiss(category, head, "a directory bucket"));
      bucket = this.memory.keep("bucket", key, JSON.parse(text) as DirectoryBucket, text.length);
    }
    // Own properties only: "toString" or "constructor" are not products.
    if (!Object.hasOwn(bucket, id)) return null;
    // The revision names the product page's data as much as the head does (the page's ETag and cache key).
    this.versions.add(`${category}/${id}@${bucket[id].revision}`);
    return bucket[id];
  }

  /**
   * One product's full document, or null when the category does not list it or the source no longer
   * has it. A document older than the build (its rebuild ran out of KV operations) is read through
   * from the source once per revision in this isolate, and written once; the page never shows other
   * figures than the listing. If the source is down, the old document is served, marked provisional.
   */
  async document(category: CategoryId, id: string): Promise<ProductDocument | null> {
    const entry = await this.entry(category, id);
    if (!entry) return null;
    const key = this.keys.product(category, id);
    const at = `${key}@${entry.revision}`;
    const held = this.heldDocument(at) ?? (await this.flights.documents.run(at, () => this.readDocument(category, id, key, entry.revision)).promise);
    if (held.provisional) this.provisionalRead = true;
    if (held.document) this.versions.add(`${category}/${id}@${held.document.revision}`);
    return held.document;
  }

  /** What this isolate holds for a document revision: final, gone, or rendering (provisional). */
  private heldDocument(at: string): HeldDocument | undefined {
    const kept = this.memory.get<ProductDocument | GoneProduct>("document", at);
    if (kept) return { document: "gone" in kept ? null : kept, provisional: false };
    const interim = this.memory.get<ProductDocument>("document", `${at}#rendering`);
    return interim ? { document: interim, provisional: true } : undefined;
  }

  private async readDocument(category: CategoryId, id: string, key: string, revision: string): Promise<HeldDocument> {
    const at = `${key}@${revision}`;
    const text = await this.kv.get(key);
    const stored = text === null ? null : (JSON.parse(text) as ProductDocument);
    if (stored?.revision === revision) return this.holdDocument(at, stored, text!.length);
    let product: Product | null;
    try {
      product = await this.source.getProduct(category, id);
    } catch (error) {
      // Not held: the next request tries the source again.
      if (stored) return { document: stored, provisional: true };
      throw new CatalogueUnavailableError(category, { cause: error });
    }
    if (!product) {
      this.memory.keep<GoneProduct>("document", at, { gone: true }, at.length);
      return { document: null, provisional: false };
    }
    const current = await productRevision(product);
    // Changed again after the build, and another isolate already wrote it: nothing to write.
    if (stored?.revision === current) return this.holdDocument(at, stored, text!.length);
    const builtAt = this.now().toISOString();
    // Most changes are prices: the stored document's analysis is still the right one.
    const analysis = stored && analysisInput(stored.product) === analysisInput(product) ? stored.product.analysis : keptAnalysis(product);
    if (analysis) {
      const document = productDocument(product, current, builtAt, analysis);
      const json = JSON.stringify(document);
      await this.kv.put(key, json);
      return this.holdDocument(at, document, json.length);
    }
    // Rendering Markdown costs CPU a shopper would wait for: it happens after the answer, which
    // shows the analysis as plain text meanwhile, and the rendered document is written once.
    const interim = productDocument(product, current, builtAt, plainTextAnalysis(product));
    this.memory.keep("document", `${at}#rendering`, interim, JSON.stringify(interim).length);
    this.background.waitUntil(
      (async () => {
        const document = productDocument(product, current, builtAt);
        const json = JSON.stringify(document);
        await this.kv.put(key, json);
        this.holdDocument(at, document, json.length);
        this.memory.forget("document", `${at}#rendering`);
      })().catch((error: unknown) => console.error(`[catalogue] rendering the document of ${category}/${id} failed`, error)),
    );
    return { document: interim, provisional: true };
  }

  private holdDocument(at: string, document: ProductDocument, bytes: number): HeldDocument {
    return { document: this.memory.keep("document", at, document, bytes), provisional: false };
  }

  /**
   * Reads the category from the source and writes its build through (KV writes in the order
   * catalogue-writer.ts explains). The isolate keeps the new head at once. A build that would drop
   * most of the category is refused (BuildRefused) unless `force`.
   */
  async rebuild(category: CategoryId, { force = false } = {}): Promise<RebuildResult & { head: CategoryHead }> {
    const started = Date.now();
    const { work, counts } = this.rebuildOnce(category, force);
    const head = await work;
    return {
      category,
      products: head.total,
      // A call that joined a rebuild already running reports no writes of its own.
      writtenDocuments: counts?.written ?? 0,
      deletedDocuments: counts?.deleted ?? 0,
      pendingDocuments: counts?.pending ?? 0,
      version: head.version,
      durationMs: counts ? Date.now() - started : 0,
      head,
    };
  }

  /**
   * One rebuild per category at a time in this isolate: a second caller, from any request, joins
   * the running one. Isolates do not coordinate: KV is eventually consistent (up to 60 s between
   * locations, and a read-then-write race within one), so a marker in it excludes nothing. A cold
   * category costs one listing per isolate that asks for it before a build is in KV
   * (docs/RELIABILITY.md gives the measured cost); builds of the same data are the same version,
   * and writing one twice changes nothing a reader sees.
   */
  private rebuildOnce(category: CategoryId, force = false): { work: Promise<CategoryHead>; counts: WriteCounts | null } {
    const counts: WriteCounts = { written: 0, deleted: 0, pending: 0 };
    const key = this.memoryKey(category);
    const { promise, joined } = this.flights.rebuilds.run(key, () => this.rebuildNow(category, counts, force));
    const work = promise.then((head) => {
      this.loaded.set(category, Promise.resolve(head));
      return head;
    });
    return { work, counts: joined ? null : counts };
  }

  private async rebuildNow(category: CategoryId, counts: WriteCounts, force: boolean): Promise<CategoryHead> {
    const products = await this.source.listCategory(category);
    const currentText = await this.kv.get(this.keys.head(category));
    const current = currentText === null ? null : (JSON.parse(currentText) as CategoryHead);
    if (!force) checkBuildShrink(category, current?.total ?? 0, products.length, this.options.maxDropShare);
    const build = await buildCategory(category, products, this.now());
    const needed = CatalogueWriter.fixedOperations(build, current);
    if (needed > this.budget.left) throw new KvBudgetExhausted(category, needed, this.budget.left);
    const { head, counts: written } = await new CatalogueWriter(this.kv, this.keys, this.budget).write(category, build, current);
    Object.assign(counts, written);
    return this.keepHead(category, head, JSON.stringify(head).length);
  }

  /** Stale-while-revalidate: one rebuild at a time in this isolate; a failure keeps the last good build. */
  private async refreshInBackground(category: CategoryId): Promise<void> {
    try {
      if (this.flights.rebuilds.has(this.memoryKey(category))) return;
      // Nobody waits on this rebuild, so a flaky source gets a few tries with backoff.
      // A refused build is the source's answer, not a fault: asking again at once would get it again.
      await withRetry(
        () => this.rebuild(category),
        BACKGROUND_ATTEMPTS,
        this.options.retrySleep,
        (error) => !(error instanceof BuildRefused),
      );
    } catch (error) {
      console.error(`[catalogue] background rebuild of ${category} failed; serving the last good snapshot`, error);
    }
  }
}
