import type { CategoryManifest } from "../../shared/catalogue-manifest";
import type { CategoryId } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import { manifestStamp } from "./catalogue-writer";
import type { IsolateFlights } from "./isolate-flights";
import type { IsolateMemory } from "./isolate-memory";
import type { CatalogueKeys } from "./keys";

/**
 * How long an isolate trusts a manifest before reading its ~60-byte stamp again. KV itself takes up
 * to 60 s to carry a write to other locations, and a revalidation updates its own isolate at once,
 * so a few seconds here change nothing a visitor could see, and spare a KV read per category on
 * every request.
 */
export const DEFAULT_RECHECK_SECONDS = 5;

interface HeldManifest {
  manifest: CategoryManifest;
  /** When KV last confirmed (or supplied) it, in ms. */
  checkedAt: number;
}

export interface ManifestReaderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  /** The source the manifests were built from: two sources sharing an isolate keep apart manifests. */
  sourceId: string;
  memory: IsolateMemory;
  flights: IsolateFlights;
  now: () => Date;
  recheckSeconds?: number;
}

/**
 * Category manifests as this isolate holds them: read from KV once, then reused while KV confirmed them
 * recently or while the small stamp in KV still matches, and judged fresh or stale by their age.
 */
export class ManifestReader {
  private readonly recheckMs: number;

  constructor(private readonly parts: ManifestReaderParts) {
    this.recheckMs = (parts.recheckSeconds ?? DEFAULT_RECHECK_SECONDS) * 1000;
  }

  /** The name under which this isolate keeps (and coalesces work on) the category of this source. */
  isolateKey(category: CategoryId): string {
    return `${this.parts.sourceId}:${category}`;
  }

  /**
   * The stored manifest, reusing the isolate's parsed copy: without any read while KV confirmed it
   * recently, then while the stamp in KV still matches it. Concurrent requests share one read.
   */
  async read(category: CategoryId): Promise<CategoryManifest | null> {
    const { kv, keys, memory, flights } = this.parts;
    const key = this.isolateKey(category);
    const now = this.parts.now().getTime();
    const held = memory.get<HeldManifest>("manifest", key);
    if (held && now - held.checkedAt < this.recheckMs && now >= held.checkedAt) return held.manifest;
    if (held) {
      const stamp = await flights.reads.run(`stamp:${key}`, () => kv.get(keys.stamp(category))).promise;
      if (stamp === manifestStamp(held.manifest)) {
        held.checkedAt = now;
        return held.manifest;
      }
    }
    const text = await flights.reads.run(`manifest:${key}`, () => kv.get(keys.manifest(category))).promise;
    return text === null ? null : this.keep(category, JSON.parse(text) as CategoryManifest, text.length);
  }

  /** The manifest in KV now, read past the isolate's copy and not kept (what a rebuild writes over). */
  async readStored(category: CategoryId): Promise<CategoryManifest | null> {
    const text = await this.parts.kv.get(this.parts.keys.manifest(category));
    return text === null ? null : (JSON.parse(text) as CategoryManifest);
  }

  /** Keeps a manifest this isolate read or built, as just confirmed. */
  keep(category: CategoryId, manifest: CategoryManifest, bytes: number): CategoryManifest {
    // The holder stays mutable (its check time moves); the manifest itself is shared, hence frozen.
    const held = this.parts.memory.keep<HeldManifest>(
      "manifest",
      this.isolateKey(category),
      { manifest: deepFreeze(manifest), checkedAt: this.parts.now().getTime() },
      bytes,
      {
        freeze: false,
      },
    );
    return held.manifest;
  }

  /** Drops the isolate's copy: the next read goes to KV. */
  forget(category: CategoryId): void {
    this.parts.memory.forget("manifest", this.isolateKey(category));
  }

  /** Whether a manifest is past its freshness window (or dated in the future, which no clock should trust). */
  isStale(manifest: CategoryManifest, freshSeconds: number): boolean {
    const age = (this.parts.now().getTime() - Date.parse(manifest.builtAt)) / 1000;
    return !(age >= 0 && age <= freshSeconds);
  }
}
