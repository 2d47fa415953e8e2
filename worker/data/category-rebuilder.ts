import type { CategoryManifest } from "../../shared/catalogue-manifest";
import type { CategoryId } from "../../shared/categories";
import type { RenderedAnalyses } from "./analysis";
import { BuildRefused, checkBuildShrink } from "./build-guard";
import { buildCategory } from "./catalogue-build";
import { CatalogueWriter, type WriteCounts } from "./catalogue-writer";
import type { ManifestReader } from "./manifest-reader";
import type { IsolateFlights } from "./isolate-flights";
import type { CatalogueKeys } from "./keys";
import { requireOperations, type KvBudget } from "./kv-budget";
import { withRetry } from "./retry";
import { readProducts, type CatalogueSource } from "./source";

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
  /** Only the pending documents of the build KV held were written (continuePending): no answer changed. */
  continued?: true;
}

/** Background rebuild tries: waits of 1 s and 1.5 s between them (PRODUCT-RULES.md (Limits) backoff). */
const BACKGROUND_ATTEMPTS = 3;

export interface CategoryRebuilderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  source: CatalogueSource;
  manifests: ManifestReader;
  flights: IsolateFlights;
  /** The analyses the isolate rendered: a product written again for a new price keeps its analysis. */
  analyses: RenderedAnalyses;
  /** The invocation's KV operations (rebuilds share them). */
  budget: KvBudget;
  now: () => Date;
  /** The largest share of a category a rebuild may drop before it is refused (build-guard.ts). */
  maxDropShare?: number;
  /** How a background rebuild waits between tries; tests pass one that does not wait. */
  retrySleep?: (ms: number) => Promise<void>;
  /** How long visitors' background rebuilds stay held back after one was refused or failed (at least the snapshot's freshness). */
  holdSeconds: number;
  /** Told of every build this rebuilder finishes, joined ones included (the request keeps the manifest). */
  onBuilt: (category: CategoryId, manifest: CategoryManifest) => void;
}

/**
 * Builds a category from the source and writes it through to KV (in the order catalogue-writer.ts
 * explains), one rebuild per category at a time in this isolate. The isolate keeps the new manifest at
 * once. A failing rebuild never replaces the last good build.
 */
export class CategoryRebuilder {
  constructor(private readonly parts: CategoryRebuilderParts) {}

  /** A rebuild with what it wrote; a build that would drop most of the category is refused (BuildRefused) unless `force`. */
  async rebuild(category: CategoryId, { force = false } = {}): Promise<RebuildResult & { manifest: CategoryManifest }> {
    const started = Date.now();
    const { work, counts } = this.once(category, force);
    const manifest = await work;
    // The cron's or the operator's rebuild went through: visitors may start the next one again.
    return {
      category,
      products: manifest.total,
      // A call that joined a rebuild already running reports no writes of its own.
      writtenDocuments: counts?.written ?? 0,
      deletedDocuments: counts?.deleted ?? 0,
      pendingDocuments: counts?.pending ?? 0,
      version: manifest.version,
      durationMs: counts ? Date.now() - started : 0,
      manifest,
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
  once(category: CategoryId, force = false): { work: Promise<CategoryManifest>; counts: WriteCounts | null } {
    const counts: WriteCounts = { written: 0, deleted: 0, pending: 0 };
    const key = this.parts.manifests.isolateKey(category);
    const { promise, joined } = this.parts.flights.rebuilds.run(key, () => this.rebuildNow(category, counts, force));
    const work = promise.then((manifest) => {
      this.parts.onBuilt(category, manifest);
      return manifest;
    });
    return { work, counts: joined ? null : counts };
  }

  /**
   * Goes on with the build KV holds: writes the product documents an earlier rebuild had no KV
   * operations left for, reading only those products from the source (a rebuild would list the whole
   * category again). A category with no build, or whose source changed since its build, is rebuilt.
   */
  async continuePending(category: CategoryId): Promise<RebuildResult & { manifest: CategoryManifest }> {
    const started = Date.now();
    const { kv, keys, source, manifests, budget } = this.parts;
    const manifest = await manifests.readStored(category);
    if (!manifest) return this.rebuild(category);
    requireOperations(budget, category, CatalogueWriter.pendingFixedOperations(manifest));
    const counts = await new CatalogueWriter(kv, keys, budget, this.parts.analyses).writePending(category, manifest, (ids) =>
      readProducts(source, category, ids),
    );
    if (!counts) return this.rebuild(category);
    return {
      category,
      products: manifest.total,
      writtenDocuments: counts.written,
      deletedDocuments: counts.deleted,
      pendingDocuments: counts.pending,
      version: manifest.version,
      durationMs: Date.now() - started,
      continued: true,
      manifest,
    };
  }

  /**
   * Stale-while-revalidate: one rebuild at a time in this isolate; a failure keeps the last good
   * build. A rebuild that was refused, or failed every try, is held: visitors start no other while
   * the build they are served (`served`) is the one it was held on, until the hold runs out. Each try
   * lists the whole category from the source, and the next visitor's would get the same answer; the
   * cron's or an operator's rebuild that goes through writes a new build, which ends the hold.
   */
  async refreshInBackground(category: CategoryId, served: CategoryManifest): Promise<void> {
    const { kv, keys, flights, manifests, retrySleep, holdSeconds } = this.parts;
    try {
      if (flights.rebuilds.has(manifests.isolateKey(category))) return;
      const held = await kv.get<{ builtAt?: string }>(keys.held(category), "json");
      if (held?.builtAt === served.builtAt) return;
      // Nobody waits on this rebuild, so a flaky source gets a few tries with backoff.
      // A refused build is the source's answer, not a fault: asking again at once would get it again.
      await withRetry(() => this.rebuild(category), {
        attempts: BACKGROUND_ATTEMPTS,
        sleep: retrySleep,
        retryable: (error) => !(error instanceof BuildRefused),
      });
    } catch (error) {
      console.error(`[catalogue] background rebuild of ${category} failed; serving the last good snapshot until the next cron or revalidation`, error);
      const reason = error instanceof BuildRefused ? "refused" : "failed";
      const hold = JSON.stringify({ reason, builtAt: served.builtAt, at: this.parts.now().toISOString() });
      // KV keeps a key for 60 s at least.
      await kv.put(keys.held(category), hold, { expirationTtl: Math.max(60, holdSeconds) }).catch(() => undefined);
    }
  }

  private async rebuildNow(category: CategoryId, counts: WriteCounts, force: boolean): Promise<CategoryManifest> {
    const { kv, keys, source, manifests, budget } = this.parts;
    const products = await source.listCategory(category);
    const current = await manifests.readStored(category);
    if (!force) checkBuildShrink(category, current?.total ?? 0, products.length, this.parts.maxDropShare);
    const build = await buildCategory(category, products, this.parts.now());
    requireOperations(budget, category, CatalogueWriter.fixedOperations(build, current));
    const { manifest, counts: written } = await new CatalogueWriter(kv, keys, budget, this.parts.analyses).write(category, build, current);
    Object.assign(counts, written);
    return manifests.keep(category, manifest, JSON.stringify(manifest).length);
  }
}
