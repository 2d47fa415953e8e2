import type { ProductCardData } from "../../shared/card";
import type { CategoryManifest, DirectoryBucket } from "../../shared/catalogue-manifest";
import type { CategoryId } from "../../shared/categories";
import { idBucket } from "../../shared/id-bucket";
import { listingModel, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { searchStructureBytes } from "../../shared/search";
import { CardChunk } from "./card-chunk";
import type { IsolateFlights } from "./isolate-flights";
import type { IsolateMemory } from "./isolate-memory";
import type { CatalogueKeys } from "./keys";

/** Where a card of a build sits in one order of its cards: the chunk's key, the chunk, the place in it. */
interface CardLayout {
  key(chunk: number): string;
  chunkOf(position: number): number;
  at(position: number): number;
}

export interface BuildPartsReaderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  /** The source the builds were made from: two sources sharing an isolate keep apart models. */
  sourceId: string;
  memory: IsolateMemory;
  flights: IsolateFlights;
}

/**
 * The versioned parts of a build that a manifest names: the listing index, the chunks of cards and the
 * id directory's buckets, kept by the isolate once read. A part that is gone (a newer build deleted
 * it) is answered with null: the caller reads the manifest again and asks the new build.
 */
export class BuildPartsReader {
  constructor(private readonly parts: BuildPartsReaderParts) {}

  /** The stored index text (the JSON API serves it to browsers as it is). */
  indexJson(category: CategoryId, hash: string): Promise<string | null> {
    return this.parts.kv.get(this.parts.keys.index(category, hash));
  }

  /** The decoded listing index of this build (filters, search, sort), or null when it is gone. */
  async model(category: CategoryId, manifest: CategoryManifest): Promise<ListingModel | null> {
    const { memory } = this.parts;
    const key = this.modelKey(category, manifest);
    const kept = memory.get<ListingModel>("model", key);
    if (kept) return kept;
    const json = await this.indexJson(category, manifest.indexHash);
    if (json === null) return null;
    const model = listingModel(JSON.parse(json) as ListingIndexData, manifest.filters);
    // Typed arrays are not frozen (they cannot be); the model is never changed after decoding.
    // Its search structures are made on first search; they are counted now, so the budget holds then.
    const bytes = json.length * 3 + searchStructureBytes(model.searchIndex);
    return memory.keep("model", key, model, bytes, { freeze: false });
  }

  /**
   * Cards at these positions of this build, in the order asked (unknown positions skipped), or null
   * when a chunk they sit in is gone. A build keeps its cards twice, in the canonical order and in
   * name order (CategoryManifest.nameChunkCount): once the isolate has ranked the build's products by
   * name (any search does), the cards are read from whichever order needs fewer chunks it does not
   * hold. A search's best matches are ranked by name among equals: five of them sit in five chunks
   * of the canonical order, and in one or two of the other.
   */
  async cards(category: CategoryId, manifest: CategoryManifest, positions: readonly number[]): Promise<ProductCardData[] | null> {
    const wanted = positions.filter((p) => Number.isInteger(p) && p >= 0 && p < manifest.total);
    const layout = this.cheapestLayout(category, manifest, wanted);
    const chunkNumbers = [...new Set(wanted.map(layout.chunkOf))];
    const loaded = await Promise.all(chunkNumbers.map((n) => this.chunk(layout.key(n))));
    if (loaded.includes(null)) return null;
    const chunks = new Map(chunkNumbers.map((n, i) => [n, loaded[i]!]));
    return wanted.map((p) => chunks.get(layout.chunkOf(p))!.card(layout.at(p))).filter((card) => card !== undefined);
  }

  private cheapestLayout(category: CategoryId, manifest: CategoryManifest, wanted: readonly number[]): CardLayout {
    const { keys, memory } = this.parts;
    const size = manifest.chunkSize;
    const canonical: CardLayout = { key: (n) => keys.chunk(category, manifest.version, n), chunkOf: (p) => Math.floor(p / size), at: (p) => p % size };
    // The isolate's own name order of this build: the one the build wrote its name chunks in.
    const places = manifest.nameChunkCount ? memory.get<ListingModel>("model", this.modelKey(category, manifest))?.searchIndex.alphabetical?.places : undefined;
    if (!places) return canonical;
    const byName: CardLayout = {
      key: (n) => keys.nameChunk(category, manifest.version, n),
      chunkOf: (p) => Math.floor(places[p] / size),
      at: (p) => places[p] % size,
    };
    const toRead = (layout: CardLayout) => [...new Set(wanted.map(layout.chunkOf))].filter((n) => !memory.has("chunk", layout.key(n))).length;
    return toRead(byName) < toRead(canonical) ? byName : canonical;
  }

  private modelKey(category: CategoryId, manifest: CategoryManifest): string {
    return `${this.parts.sourceId}:${category}:${manifest.indexHash}`;
  }

  /** The directory bucket of this build that would list `id`, or null when it is gone. */
  async bucket(category: CategoryId, manifest: CategoryManifest, id: string): Promise<DirectoryBucket | null> {
    const key = this.parts.keys.bucket(category, manifest.version, idBucket(id, manifest.buckets));
    const kept = this.parts.memory.get<DirectoryBucket>("bucket", key);
    if (kept) return kept;
    const text = await this.sharedRead(key);
    return text === null ? null : this.parts.memory.keep("bucket", key, JSON.parse(text) as DirectoryBucket, text.length);
  }

  private async chunk(key: string): Promise<CardChunk | null> {
    const kept = this.parts.memory.get<CardChunk>("chunk", key);
    if (kept) return kept;
    const text = await this.sharedRead(key);
    // Counted as its text, as before it was parsed lazily: a page or a search parses a few of its 200
    // cards (the chunk freezes each as it parses it).
    return text === null ? null : this.parts.memory.keep("chunk", key, new CardChunk(text), text.length, { freeze: false });
  }

  /**
   * A KV read that requests of this isolate asking the same key at the same moment share (a product
   * page asks its document and its related cards' chunk from two places; a busy page from many
   * requests): one read, not one each.
   */
  private sharedRead(key: string): Promise<string | null> {
    return this.parts.flights.reads.run(key, () => this.parts.kv.get(key)).promise;
  }
}
