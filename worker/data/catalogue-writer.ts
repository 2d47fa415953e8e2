import type { CategoryId } from "../../shared/categories";
import type { CategoryManifest, DirectoryBucket, BuildKeys } from "../../shared/catalogue-manifest";
import type { Product } from "../../shared/product";
import { idBucket } from "../../shared/id-bucket";
import { productRevision, type CategoryBuild } from "./catalogue-build";
import { encodeCardChunk } from "./card-chunk";
import type { CatalogueKeys } from "./keys";
import { spendOperations, takeOperations, type KvBudget } from "./kv-budget";
import type { RenderedAnalyses } from "./analysis";
import { productDocument } from "./product-document";

/** KV takes a handful of parallel operations comfortably; larger fan-outs go in chunks. */
const KV_WRITE_CHUNK = 50;

export interface WriteCounts {
  written: number;
  deleted: number;
  pending: number;
}

/** Which document revisions KV holds, read from the `written` shards of the last build. */
type Written = Map<string, string>;

const namesOf = (manifest: Pick<CategoryManifest, "version" | "indexHash" | "feedKeysHash" | "chunkCount" | "nameChunkCount" | "buckets">): BuildKeys => ({
  version: manifest.version,
  indexHash: manifest.indexHash,
  ...(manifest.feedKeysHash === undefined ? {} : { feedKeysHash: manifest.feedKeysHash }),
  chunkCount: manifest.chunkCount,
  ...(manifest.nameChunkCount === undefined ? {} : { nameChunkCount: manifest.nameChunkCount }),
  buckets: manifest.buckets,
});

/**
 * Writes a build of a category through to KV, in an order that keeps readers consistent: product
 * documents and the build's versioned parts first, then the manifest (which names them), then the
 * stamp. The build before the previous one is deleted last: a reader may still hold the previous.
 */
export class CatalogueWriter {
  constructor(
    private readonly kv: KVNamespace,
    private readonly keys: CatalogueKeys,
    private readonly budget: KvBudget,
    private readonly analyses: RenderedAnalyses,
  ) {}

  /**
   * The KV operations a build needs whatever its documents: reading and writing the `written`
   * shards, its parts, manifest and stamp, and deleting the build before last. A caller with fewer left
   * should leave the category for another invocation rather than write half of it.
   */
  static fixedOperations(build: CategoryBuild, current: CategoryManifest | null): number {
    const sameBuild = current?.version === build.manifest.version;
    const stale = sameBuild ? null : (current?.previous ?? null);
    return (
      (current?.buckets ?? 1) +
      (sameBuild ? 0 : build.chunks.length + build.buckets.length + (current?.indexHash === build.manifest.indexHash ? 0 : 1)) +
      (writesFeedKeys(build, current) ? 1 : 0) +
      (writesNameChunks(build, current) ? build.nameChunks.length : 0) +
      2 +
      build.manifest.buckets +
      (stale ? stale.chunkCount + (stale.nameChunkCount ?? 0) + stale.buckets + 1 + (stale.feedKeysHash ? 1 : 0) : 0)
    );
  }

  async write(category: CategoryId, build: CategoryBuild, current: CategoryManifest | null): Promise<{ manifest: CategoryManifest; counts: WriteCounts }> {
    const sameBuild = current?.version === build.manifest.version;
    const previous = sameBuild ? current!.previous : current ? namesOf(current) : null;
    const manifest: CategoryManifest = { ...build.manifest, previous };
    const stale = sameBuild ? null : (current?.previous ?? null);
    spendOperations(this.budget, CatalogueWriter.fixedOperations(build, current));

    const writtenBefore = await this.readWritten(category, current?.buckets ?? 1);

    const changed = build.products.filter(({ product, revision }) => writtenBefore.get(product.id) !== revision);
    const ids = new Set(build.products.map(({ product }) => product.id));
    const removed = [...writtenBefore.keys()].filter((id) => !ids.has(id));
    const toWrite = takeOperations(this.budget, changed);
    await inChunks(toWrite, ({ product, revision }) =>
      this.put(this.keys.product(category, product.id), JSON.stringify(productDocument(product, revision, manifest.builtAt, this.analyses.render(product)))),
    );

    if (!sameBuild) {
      const { version } = manifest;
      await inChunks(
        build.chunks.map((cards, n) => ({ cards, n })),
        ({ cards, n }) => this.put(this.keys.chunk(category, version, n), encodeCardChunk(cards)),
      );
      await inChunks(
        build.buckets.map((bucket, n) => ({ bucket, n })),
        ({ bucket, n }) => this.put(this.keys.bucket(category, version, n), JSON.stringify(bucket)),
      );
      if (current?.indexHash !== manifest.indexHash) await this.put(this.keys.index(category, manifest.indexHash), build.indexJson);
    }
    if (writesFeedKeys(build, current)) await this.put(this.keys.feedKeys(category, build.manifest.feedKeysHash!), build.feedKeysJson);
    if (writesNameChunks(build, current)) {
      await inChunks(
        build.nameChunks.map((cards, n) => ({ cards, n })),
        ({ cards, n }) => this.put(this.keys.nameChunk(category, manifest.version, n), encodeCardChunk(cards)),
      );
    }
    await this.put(this.keys.manifest(category), JSON.stringify(manifest));
    await this.put(this.keys.stamp(category), manifestStamp(manifest));

    const toDelete = takeOperations(this.budget, removed);
    await inChunks(toDelete, (id) => this.kv.delete(this.keys.product(category, id)));
    const written: Written = new Map(writtenBefore);
    for (const { product, revision } of toWrite) written.set(product.id, revision);
    for (const id of toDelete) written.delete(id);
    await this.writeWritten(category, written, manifest.buckets);
    if (stale) await this.deleteBuild(category, stale, manifest);

    return {
      manifest,
      counts: { written: toWrite.length, deleted: toDelete.length, pending: changed.length - toWrite.length + removed.length - toDelete.length },
    };
  }

  /** The KV operations `writePending` needs whatever it writes: the build's directory and the `written` shards, read and rewritten. */
  static pendingFixedOperations(manifest: CategoryManifest): number {
    return 3 * manifest.buckets;
  }

  /**
   * The product documents of the build KV holds (`manifest`) that an earlier write had no operations left
   * for, read from the source by id (`read`) instead of listing the category again; documents of
   * products the build no longer names are deleted. Null when a product read no longer is what the
   * build named (the source changed since): the category needs a rebuild instead.
   */
  async writePending(
    category: CategoryId,
    manifest: CategoryManifest,
    read: (ids: string[]) => Promise<Map<string, Product | null>>,
  ): Promise<WriteCounts | null> {
    spendOperations(this.budget, CatalogueWriter.pendingFixedOperations(manifest));
    const directory = await this.readDirectory(category, manifest);
    const writtenBefore = await this.readWritten(category, manifest.buckets);
    const changed = [...directory].filter(([id, revision]) => writtenBefore.get(id) !== revision).map(([id]) => id);
    const removed = [...writtenBefore.keys()].filter((id) => !directory.has(id));
    const toWrite = takeOperations(this.budget, changed);
    const products = toWrite.length ? await read(toWrite) : new Map<string, Product | null>();
    const documents: { id: string; text: string }[] = [];
    for (const id of toWrite) {
      const product = products.get(id);
      const revision = directory.get(id)!;
      if (!product || (await productRevision(product)) !== revision) return null;
      documents.push({ id, text: JSON.stringify(productDocument(product, revision, manifest.builtAt, this.analyses.render(product))) });
    }
    await inChunks(documents, ({ id, text }) => this.put(this.keys.product(category, id), text));
    const toDelete = takeOperations(this.budget, removed);
    await inChunks(toDelete, (id) => this.kv.delete(this.keys.product(category, id)));
    const written: Written = new Map(writtenBefore);
    for (const id of toWrite) written.set(id, directory.get(id)!);
    for (const id of toDelete) written.delete(id);
    await this.writeWritten(category, written, manifest.buckets);
    return { written: toWrite.length, deleted: toDelete.length, pending: changed.length - toWrite.length + removed.length - toDelete.length };
  }

  /** The build's id directory: product id → the revision of its document. */
  private async readDirectory(category: CategoryId, manifest: CategoryManifest): Promise<Map<string, string>> {
    const buckets = await Promise.all(
      Array.from({ length: manifest.buckets }, (_, n) => this.kv.get<DirectoryBucket>(this.keys.bucket(category, manifest.version, n), "json")),
    );
    if (buckets.some((bucket) => bucket === null)) throw new Error(`the directory of ${category}'s build ${manifest.version} is incomplete in KV`);
    return new Map(buckets.flatMap((bucket) => Object.entries(bucket!).map(([id, entry]) => [id, entry.revision] as const)));
  }

  private async readWritten(category: CategoryId, buckets: number): Promise<Written> {
    const shards = await Promise.all(Array.from({ length: buckets }, (_, b) => this.kv.get<Record<string, string>>(this.keys.written(category, b), "json")));
    return new Map(shards.flatMap((shard) => Object.entries(shard ?? {})));
  }

  private async writeWritten(category: CategoryId, written: Written, buckets: number): Promise<void> {
    const shards: Record<string, string>[] = Array.from({ length: buckets }, () => ({}));
    for (const [id, revision] of written) shards[idBucket(id, buckets)][id] = revision;
    await inChunks(
      shards.map((shard, b) => ({ shard, b })),
      ({ shard, b }) => this.kv.put(this.keys.written(category, b), JSON.stringify(shard)),
    );
  }

  /** Deletes a build's versioned parts, except any the current manifest still names. */
  private async deleteBuild(category: CategoryId, stale: BuildKeys, manifest: CategoryManifest): Promise<void> {
    if (stale.version === manifest.version) return;
    const keys = [
      ...Array.from({ length: stale.chunkCount }, (_, n) => this.keys.chunk(category, stale.version, n)),
      ...Array.from({ length: stale.nameChunkCount ?? 0 }, (_, n) => this.keys.nameChunk(category, stale.version, n)),
      ...Array.from({ length: stale.buckets }, (_, n) => this.keys.bucket(category, stale.version, n)),
      ...(stale.indexHash !== manifest.indexHash && stale.indexHash !== manifest.previous?.indexHash ? [this.keys.index(category, stale.indexHash)] : []),
      ...(stale.feedKeysHash && stale.feedKeysHash !== manifest.feedKeysHash && stale.feedKeysHash !== manifest.previous?.feedKeysHash
        ? [this.keys.feedKeys(category, stale.feedKeysHash)]
        : []),
    ];
    await inChunks(keys, (key) => this.kv.delete(key));
  }

  private put(key: string, value: string): Promise<void> {
    return this.kv.put(key, value);
  }
}

/** A build names its feed keys by content: they are written when they differ from the current manifest's (a same build written before them too). */
const writesFeedKeys = (build: CategoryBuild, current: CategoryManifest | null): boolean => current?.feedKeysHash !== build.manifest.feedKeysHash;

/**
 * Whether a write of this build writes its cards in name order: a new build does, and so does the
 * same build over a manifest written before builds had them (its manifest will name them).
 */
const writesNameChunks = (build: CategoryBuild, current: CategoryManifest | null): boolean =>
  current?.version !== build.manifest.version || current.nameChunkCount !== build.nameChunks.length;

/** The manifest's stamp: its version and build time (freshness is judged by the time). */
export const manifestStamp = (manifest: Pick<CategoryManifest, "version" | "builtAt">): string => `${manifest.version}@${manifest.builtAt}`;

async function inChunks<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += KV_WRITE_CHUNK) {
    await Promise.all(items.slice(i, i + KV_WRITE_CHUNK).map(run));
  }
}
