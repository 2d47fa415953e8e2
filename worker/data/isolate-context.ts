import { RenderedAnalyses } from "./analysis";
import { FirestoreTokens } from "./firestore-token";
import { newIsolateFlights, type IsolateFlights } from "./isolate-flights";
import { IsolateMemory } from "./isolate-memory";
import { RenderTurns } from "./render-turns";

/**
 * Everything a Workers isolate keeps between requests, in one object: made once where the worker
 * starts (createWorker, worker/index.ts) and handed to what needs it, as a request's reader, the
 * cron and the queue get it. Tests make a new one for a new isolate.
 */
export interface IsolateContext {
  /** The catalogue it read, under one budget in bytes (isolate-memory.ts). */
  readonly memory: IsolateMemory;
  /** Work its concurrent requests share: rebuilds, stamp reads, document read-throughs. */
  readonly flights: IsolateFlights;
  /** Analyses it rendered, by what they are made of: they never go stale. */
  readonly analyses: RenderedAnalyses;
  /** The service account's access tokens. */
  readonly tokens: FirestoreTokens;
  /** KV reads since it started (GET /api/admin/isolate). */
  readonly kvReads: { count: number };
  /**
   * Script-safe JSON of frozen values its requests share (worker/render/safe-json.ts), and the
   * trimmed copies of them a page sends (client/routes/category.server.ts): kept by the value, in
   * WeakMaps, so each lives exactly as long as what it was made from.
   */
  readonly frozenJson: WeakMap<object, string>;
  readonly trimmedCopies: WeakMap<object, object>;
  /**
   * Listings with the visitor's own parameters render two at a time (render-turns.ts): under a
   * flood of them, a product page or a plain listing does not wait behind their queue.
   */
  readonly listingTurns: RenderTurns;
  /** Configuration problems it has logged (a production worker without Firestore): each once. */
  readonly reported: Set<string>;
}

/** A new isolate's state: nothing kept, nothing in flight; `parts` it shares with another (tests keep the rendered analyses). */
export const newIsolateContext = (parts: Partial<IsolateContext> = {}): IsolateContext => ({
  memory: new IsolateMemory(),
  flights: newIsolateFlights(),
  analyses: new RenderedAnalyses(),
  tokens: new FirestoreTokens(),
  kvReads: { count: 0 },
  frozenJson: new WeakMap(),
  trimmedCopies: new WeakMap(),
  listingTurns: new RenderTurns(2),
  reported: new Set(),
  ...parts,
});
