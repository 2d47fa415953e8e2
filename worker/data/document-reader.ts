import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import type { ProductDocument } from "../../shared/snapshot";
import { analysisInput, plainTextAnalysis, type RenderedAnalyses } from "./analysis";
import { productRevision } from "./catalogue-build";
import { CatalogueUnavailableError } from "./catalogue-errors";
import type { GoneProduct, HeldDocument, IsolateFlights } from "./isolate-flights";
import type { IsolateMemory } from "./isolate-memory";
import type { CatalogueKeys } from "./keys";
import { productDocument } from "./product-document";
import type { CatalogueSource } from "./source";

export interface DocumentReaderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  source: CatalogueSource;
  memory: IsolateMemory;
  flights: IsolateFlights;
  analyses: RenderedAnalyses;
  now: () => Date;
  background: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * Product documents at the revision the current build lists. A document older than the build (its
 * rebuild ran out of KV operations) is read through from the source once per revision in this
 * isolate, and written once; the page never shows other figures than the listing. If the source is
 * down, the old document is served, marked provisional.
 */
export class DocumentReader {
  constructor(private readonly parts: DocumentReaderParts) {}

  /** The document of `id` at `revision`: what this isolate holds, or one read shared by its requests. */
  async read(category: CategoryId, id: string, revision: string): Promise<HeldDocument> {
    const key = this.parts.keys.product(category, id);
    const at = `${key}@${revision}`;
    return this.held(at) ?? (await this.parts.flights.documents.run(at, () => this.readThrough(category, id, key, revision)).promise);
  }

  /** What this isolate holds for a document revision: final, gone, or rendering (provisional). */
  private held(at: string): HeldDocument | undefined {
    const kept = this.parts.memory.get<ProductDocument | GoneProduct>("document", at);
    if (kept) return { document: "gone" in kept ? null : kept, provisional: false };
    const interim = this.parts.memory.get<ProductDocument>("document", `${at}#rendering`);
    return interim ? { document: interim, provisional: true } : undefined;
  }

  private async readThrough(category: CategoryId, id: string, key: string, revision: string): Promise<HeldDocument> {
    const { kv, memory, source } = this.parts;
    const at = `${key}@${revision}`;
    const text = await kv.get(key);
    const stored = text === null ? null : (JSON.parse(text) as ProductDocument);
    if (stored?.revision === revision) return this.hold(at, stored, text!.length);
    let product: Product | null;
    try {
      product = await source.getProduct(category, id);
    } catch (error) {
      // Not held: the next request tries the source again.
      if (stored) return { document: stored, provisional: true };
      throw new CatalogueUnavailableError(category, { cause: error });
    }
    if (!product) {
      memory.keep<GoneProduct>("document", at, { gone: true }, at.length);
      return { document: null, provisional: false };
    }
    const current = await productRevision(product);
    // Changed again after the build, and another isolate already wrote it: nothing to write.
    if (stored?.revision === current) return this.hold(at, stored, text!.length);
    const builtAt = this.parts.now().toISOString();
    // Most changes are prices: the stored document's analysis is still the right one.
    const analysis = stored && analysisInput(stored.product) === analysisInput(product) ? stored.product.analysis : this.parts.analyses.kept(product);
    if (analysis) {
      const document = productDocument(product, current, builtAt, analysis);
      const json = JSON.stringify(document);
      await kv.put(key, json);
      return this.hold(at, document, json.length);
    }
    // Rendering Markdown costs CPU a shopper would wait for: it happens after the answer, which
    // shows the analysis as plain text meanwhile, and the rendered document is written once.
    const interim = productDocument(product, current, builtAt, plainTextAnalysis(product));
    memory.keep("document", `${at}#rendering`, interim, JSON.stringify(interim).length);
    this.parts.background.waitUntil(
      (async () => {
        const document = productDocument(product, current, builtAt, this.parts.analyses.render(product));
        const json = JSON.stringify(document);
        await kv.put(key, json);
        this.hold(at, document, json.length);
        memory.forget("document", `${at}#rendering`);
      })().catch((error: unknown) => console.error(`[catalogue] rendering the document of ${category}/${id} failed`, error)),
    );
    return { document: interim, provisional: true };
  }

  private hold(at: string, document: ProductDocument, bytes: number): HeldDocument {
    return { document: this.parts.memory.keep("document", at, document, bytes), provisional: false };
  }
}
