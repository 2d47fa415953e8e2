import type { CategoryHead } from "../../shared/catalogue-head";
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

/** What an isolate coalesces: one rebuild, one stamp read, one head read per category at a time. */
export interface IsolateFlights {
  rebuilds: SingleFlight<CategoryHead>;
  reads: SingleFlight<string | null>;
  /** Read-throughs of documents older than their build: one per document revision at a time. */
  documents: SingleFlight<HeldDocument>;
}

export const newIsolateFlights = (): IsolateFlights => ({
  rebuilds: new SingleFlight(25_000),
  reads: new SingleFlight(3_000),
  documents: new SingleFlight(10_000),
});

/** Per isolate: concurrent requests past the recheck window make one stamp read, not one each. */
let current = newIsolateFlights();

/** This isolate's work in flight (module state on purpose: it is what concurrent requests share). */
export const isolateFlights = (): IsolateFlights => current;

/**
 * Forgets the work in flight: what a new isolate would not share. The workers tests run every file
 * in one runtime and call it before each file, so that no file joins work another one started.
 */
export function resetIsolateFlights(): void {
  current = newIsolateFlights();
}

/**
 * Waits for this isolate's work in flight to end. The workers tests call it before clearing storage:
 * a rebuild a previous test left running in the background would otherwise write its build into the
 * storage the next test expects empty.
 */
export async function settleIsolateFlights(waitAtMostMs = 10_000): Promise<void> {
  const flights = current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A run that never ends (a source a test left hanging) is given up on, not waited for forever.
  const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitAtMostMs)));
  await Promise.race([Promise.all([flights.rebuilds.settled(), flights.reads.settled(), flights.documents.settled()]), givenUp]);
  clearTimeout(timer);
}
