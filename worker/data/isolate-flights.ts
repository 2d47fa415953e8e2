import type { CategoryManifest } from "../../shared/catalogue-manifest";
import type { ProductDocument } from "../../shared/snapshot";
import { SingleFlight } from "./single-flight";

/**
 * A product document as a request gets it. `provisional` when it is not the build's final document:
 * the document from before the build (the source refused the read-through), or a read-through whose
 * analysis is still being rendered (shown as plain text meanwhile). Answers made from a provisional
 * document are neither shared nor given the build's ETag: they would outlive the cause.
 */
export interface HeldDocument {
  document: ProductDocument | null;
  provisional: boolean;
}

/** What the isolate keeps of a product the build lists but the source no longer has. */
export interface GoneProduct {
  gone: true;
}

/** What an isolate coalesces: one rebuild, one stamp read, one manifest read per category at a time. */
export interface IsolateFlights {
  rebuilds: SingleFlight<CategoryManifest>;
  reads: SingleFlight<string | null>;
  /** Read-throughs of documents older than their build: one per document revision at a time. */
  documents: SingleFlight<HeldDocument>;
}

/** Nothing in flight yet: what an isolate starts with (isolate-context.ts). */
export const newIsolateFlights = (): IsolateFlights => ({
  rebuilds: new SingleFlight(25_000),
  reads: new SingleFlight(3_000),
  documents: new SingleFlight(10_000),
});
