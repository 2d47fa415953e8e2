import { createExecutionContext, reset, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach } from "vitest";
import { env } from "cloudflare:workers";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import { normaliseRecord } from "../../worker/data/normalise";
import { sampleShiftDays, shiftSamplePrices } from "../../worker/data/sample-clock";
import { SourceError, type CatalogueSource } from "../../worker/data/source";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";
import type { ProductCardData } from "../../shared/card";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { catalogueKeys } from "../../worker/data/keys";
import { CardChunk } from "../../worker/data/card-chunk";
import { RenderedAnalyses } from "../../worker/data/analysis";
import { newIsolateContext, type IsolateContext } from "../../worker/data/isolate-context";

/**
 * The sample catalogue behind a switch: counts every read, can be made to fail, and can change
 * records. Overrides apply to the stored record before it goes through the same normalisation as
 * Firestore data, so hostile or odd records take the real path.
 */
export class ControllableSource implements CatalogueSource {
  readonly name = "controllable";
  readonly id: string = "controllable";
  reads = 0;
  failing = false;
  /** Per-product overrides applied to the stored record, e.g. a new price. */
  overrides = new Map<string, (p: Product) => Product>();

  private read(category: CategoryId, sample: SampleRecord): Product | null {
    // Dated as the bundled source dates the sample (worker/data/sample-clock.ts): its prices as of today.
    const shift = sampleShiftDays(Date.now());
    const override = this.overrides.get(sample.id);
    if (!override) return normalisedSample(category, sample, shift);
    const record = shiftSamplePrices(sample, shift);
    const result = normaliseRecord(category, record.id, override({ ...(record as unknown as Product), id: record.id, categoryId: category }));
    return result.ok ? result.product : null;
  }

  async listCategory(category: CategoryId): Promise<Product[]> {
    this.reads++;
    if (this.failing) throw new SourceError("source down (test)");
    return SAMPLE_CATALOGUE[category].map((r) => this.read(category, r)).filter((p): p is Product => p !== null);
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    this.reads++;
    if (this.failing) throw new SourceError("source down (test)");
    const record = SAMPLE_CATALOGUE[category].find((r) => r.id === id);
    return record ? this.read(category, record) : null;
  }
}

/**
 * A sample record as the source reads it, normalised once per day's price shift for the whole runtime:
 * most tests start from an empty store and rebuild the categories they show, and normalising the
 * sample again each time was a third of that. Frozen, so that code that changed what a source gave it
 * would fail here rather than leak into the next test.
 */
const normalisedSamples = new Map<string, Product | null>();
function normalisedSample(category: CategoryId, sample: SampleRecord, shift: number): Product | null {
  const key = `${category}/${sample.id}/${shift}`;
  if (!normalisedSamples.has(key)) {
    const result = normaliseRecord(category, sample.id, shiftSamplePrices(sample, shift));
    normalisedSamples.set(key, result.ok ? deepFreeze(result.product) : null);
  }
  return normalisedSamples.get(key)!;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export const testEnv = env as unknown as Env;

/** Where a ControllableSource's catalogue sits in KV. */
export const testKeys = catalogueKeys("controllable");

/** The execution contexts tests made for code they call themselves, until the test's end waits for them. */
const openContexts: ExecutionContext[] = [];

/**
 * An ExecutionContext for a reader or handler a test calls itself (a `request` makes its own). The work
 * put on it (`waitUntil`: background rebuilds, documents written after the answer) is waited for when
 * the test ends (setup.ts), so that none of it writes into the next test's storage.
 */
export function testContext(): ExecutionContext {
  const ctx = createExecutionContext();
  openContexts.push(ctx);
  return ctx;
}

/** Waits for the work of every context testContext() made since the last call. */
export async function settleTestContexts(): Promise<void> {
  await Promise.all(openContexts.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
}

/**
 * Sends a request through a worker built on `source`, waiting for its background work. Background
 * rebuilds retry without the backoff's waits (PRODUCT-RULES.md, Limits; that backoff has its own test in
 * test/unit/faults.test.ts): with a failing source, they would add seconds to a test.
 */
export async function request(source: CatalogueSource, path: string, init?: RequestInit, overrides: Partial<Env> = {}) {
  const worker = createWorker({ sourceFor: () => source, retrySleep: () => Promise.resolve(), isolate: currentIsolate() });
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `http://localhost${path}`;
  const response = await worker.fetch(new Request(url, init), { ...testEnv, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Empty storage: the pool's reset(), which is workerd's deleteAllDurableObjects (Miniflare keeps KV and
 * the Cache API in Durable Objects), then a check that KV really is empty.
 *
 * deleteAllDurableObjects deletes the objects that are running: one left idle for about ten seconds has
 * been evicted, and its storage stays (keys written 12 s before a reset() outlive it; 5 s before, they
 * do not). That is what happened between files on a busy machine: a file's first test found the
 * catalogue the previous file's last test had built. So both stores are woken with a read first.
 */
export async function emptyStorage(kv: KVNamespace = testEnv.CATALOGUE): Promise<void> {
  await Promise.all([kv.get("wake-before-reset"), (caches as unknown as { default: Cache }).default.match("http://localhost/wake-before-reset")]);
  await reset();
  const left = await allKeys(kv);
  if (left.length > 0) throw new Error(`KV still holds ${left.length} keys after reset() (${left[0]}, …)`);
}

async function allKeys(kv: KVNamespace): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({ cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/**
 * The analyses every test isolate has rendered: they never go stale, and rendering the sample's
 * Markdown again for each test was most of this project's CPU.
 */
const renderedAnalyses = new RenderedAnalyses();

/** A new isolate's context, nothing kept and nothing in flight, sharing the rendered analyses; `parts` replace its own. */
export const isolateForTests = (parts: Partial<IsolateContext> = {}): IsolateContext => newIsolateContext({ analyses: renderedAnalyses, ...parts });

/** The isolate `request` runs in: a new one for each file (setup.ts) and after freshIsolate() or anotherIsolate(). */
let isolate = isolateForTests();
export const currentIsolate = (): IsolateContext => isolate;

/**
 * Requests from now on run in another isolate (`parts` replace its own), as the next visitor's may:
 * nothing of the one before is kept or joined. Work the one before left running ends first (at most
 * 10 s are waited), or it would land in storage the next test expects as it left it.
 */
export async function anotherIsolate(parts: Partial<IsolateContext> = {}): Promise<IsolateContext> {
  await settleFlights(isolate, 10_000);
  isolate = isolateForTests(parts);
  return isolate;
}

/** Waits for the isolate's work in flight to end; a run that never ends (a source a test left hanging) is given up on. */
async function settleFlights({ flights }: IsolateContext, waitAtMostMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitAtMostMs)));
  await Promise.race([Promise.all([flights.rebuilds.settled(), flights.reads.settled(), flights.documents.settled()]), givenUp]);
  clearTimeout(timer);
}

/** Empty storage and a fresh isolate: nothing held in memory, no work in flight. */
export async function freshIsolate(): Promise<void> {
  await anotherIsolate();
  await emptyStorage();
}

/**
 * A fresh KV store and a healthy source before each test of the file, and a `get` that sends
 * requests through a worker built on that source.
 */
export function useSampleWorker() {
  const source = new ControllableSource();
  beforeEach(async () => {
    await freshIsolate();
    source.failing = false;
    source.overrides.clear();
  });
  const get = (path: string, headers?: Record<string, string>) => request(source, path, { headers });
  return { source, get };
}

/** The manifest KV holds for a category (what a warm request reads first), or null before any build. */
export async function storedManifest(category: CategoryId, keys = testKeys): Promise<CategoryManifest | null> {
  return testEnv.CATALOGUE.get<CategoryManifest>(keys.manifest(category), "json");
}

/**
 * Every card of the build KV holds for a category, in its canonical order, read from the build's
 * chunks: what the listing shows. Null before any build; throws if a chunk the manifest names is gone.
 */
export async function storedCards(category: CategoryId, keys = testKeys): Promise<ProductCardData[] | null> {
  const manifest = await storedManifest(category, keys);
  if (!manifest) return null;
  const chunks = await Promise.all(Array.from({ length: manifest.chunkCount }, (_, n) => testEnv.CATALOGUE.get(keys.chunk(category, manifest.version, n))));
  if (chunks.some((chunk) => chunk === null)) throw new Error(`a chunk of ${category}@${manifest.version} is missing`);
  return chunks.flatMap((text) => new CardChunk(text!).all());
}

/** What kind of key a catalogue key is ("manifest", "stamp", "index", "cards", "dir", "product", "written"). */
export const keyKind = (key: string): string => key.split(":")[2] ?? "";

/**
 * KV that counts the reads a reader makes, by kind of key, and the bytes they returned: what the
 * isolate's memory saves, and what a request parses.
 */
export function countingKv(kv: KVNamespace = testEnv.CATALOGUE) {
  const reads: Record<string, number> = {};
  const bytes: Record<string, number> = {};
  const counting = new Proxy(kv, {
    get(target, property) {
      if (property === "get") {
        return async (key: string, type?: unknown) => {
          const kind = keyKind(key);
          reads[kind] = (reads[kind] ?? 0) + 1;
          const text = await target.get(key, "text");
          bytes[kind] = (bytes[kind] ?? 0) + (text?.length ?? 0);
          const wanted = typeof type === "string" ? type : (type as { type?: string } | undefined)?.type;
          return text !== null && wanted === "json" ? JSON.parse(text) : text;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: counting, reads, bytes };
}
