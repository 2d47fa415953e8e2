import type { ProductCardData } from "../../shared/card";
import type { CategoryHead, DirectoryBucket } from "../../shared/catalogue-head";
import type { CategoryId } from "../../shared/categories";
import { idBucket } from "../../shared/id-bucket";
import { listingModel, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { searchStructureBytes } from "../../shared/search";
import { CardChunk } from "./card-chunk";
import type { IsolateFlights } from "./isolate-flights";
import type { IsolateMemory } from "./isolate-memory";
import type { CatalogueKeys } from "./keys";

export interface BuildPartsReaderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  /** The source the builds were made from: two sources sharing an isolate keep apart models. */
  sourceId: string;
  memory: IsolateMemory;
  flights: IsolateFlights;
}

/**
 * The versioned parts of a build that a head names: the listing index, the chunks of cards and the
 * id directory's buckets, kept by the isolate once read. A part that is gone (a newer build deleted
 * it) is answered with null: the caller reads the head again and asks the new build.
 */
export class BuildPartsReader {
  constructor(private readonly parts: BuildPartsReaderParts) {}

  /** The stored index text (the JSON API serves it to browsers as it is). */
  indexJson(category: CategoryId, hash: string): Promise<string | null> {
    return this.parts.kv.get(this.parts.keys.index(category, hash));
  }

  /** The decoded listing index of this build (filters, search, sort), or null when it is gone. */
  async model(category: CategoryId, head: CategoryHead): Promise<ListingModel | null> {
    const { memory } = this.parts;
    const key = `${this.parts.sourceId}:${category}:${head.indexHash}`;
    const kept = memory.get<ListingModel>("model", key);
    if (kept) return kept;
    const json = await this.indexJson(category, head.indexHash);
    if (json === null) return null;
    const model = listingModel(JSON.parse(json) as ListingIndexData, head.filters);
    // Typed arrays are not frozen (they cannot be); the model is never changed after decoding.
    // Its search structures are made on first search; they are counted now, so the budget holds then.
    const bytes = json.length * 3 + searchStructureBytes(model.searchIndex);
    return memory.keep("model", key, model, bytes, { freeze: false });
  }

  /**
   * Cards at these positions of this build, in the order asked (unknown positions skipped), or null
   * when a chunk they sit in is gone.
   */
  async cards(category: CategoryId, head: CategoryHead, positions: readonly number[]): Promise<ProductCardData[] | null> {
    const wanted = positions.filter((p) => Number.isInteger(p) && p >= 0 && p < head.total);
    const chunkNumbers = [...new Set(wanted.map((p) => Math.floor(p / head.chunkSize)))];
    const loaded = await Promise.all(chunkNumbers.map((n) => this.chunk(category, head, n)));
    if (loaded.includes(null)) return null;
    const chunks = new Map(chunkNumbers.map((n, i) => [n, loaded[i]!]));
    return wanted.map((p) => chunks.get(Math.floor(p / head.chunkSize))!.card(p % head.chunkSize)).filter((card) => card !== undefined);
  }

  /** The directory bucket of this build that would list `id`, or null when it is gone. */
  async bucket(category: CategoryId, head: CategoryHead, id: string): Promise<DirectoryBucket | null> {
    const key = this.parts.keys.bucket(category, head.version, idBucket(id, head.buckets));
    const kept = this.parts.memory.get<DirectoryBucket>("bucket", key);
    if (kept) return kept;
    const text = await this.sharedRead(key);
    return text === null ? null : this.parts.memory.keep("bucket", key, JSON.parse(text) as DirectoryBucket, text.length);
  }

  private async chunk(category: CategoryId, head: CategoryHead, n: number): Promise<CardChunk | null> {
    const key = this.parts.keys.chunk(category, head.version, n);
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
