import { createExecutionContext, reset, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach } from "vitest";
import { env } from "cloudflare:workers";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { BundledSource } from "../../worker/data/bundled-source";
import { SourceError, type CatalogueSource } from "../../worker/data/source";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";

/** The bundled catalogue behind a switch: counts every read and can be made to fail or change. */
export class ControllableSource implements CatalogueSource {
  readonly name = "controllable";
  reads = 0;
  failing = false;
  /** Per-product overrides applied on read, e.g. a new price. */
  overrides = new Map<string, (p: Product) => Product>();
  private readonly inner = new BundledSource();

  async listCategory(category: CategoryId): Promise<Product[]> {
    this.reads++;
    if (this.failing) throw new SourceError("source down (test)");
    return (await this.inner.listCategory(category)).map((p) => this.overrides.get(p.id)?.(p) ?? p);
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    this.reads++;
    if (this.failing) throw new SourceError("source down (test)");
    const product = await this.inner.getProduct(category, id);
    return product && (this.overrides.get(id)?.(product) ?? product);
  }
}

export const testEnv = env as unknown as Env;

/** Sends a request through a worker built on `source`, waiting for its background work. */
export async function request(source: CatalogueSource, path: string, init?: RequestInit, overrides: Partial<Env> = {}) {
  const worker = createWorker({ sourceFor: () => source });
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `http://localhost${path}`;
  const response = await worker.fetch(new Request(url, init), { ...testEnv, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * A fresh KV store and a healthy source before each test of the file, and a `get` that sends
 * requests through a worker built on that source.
 */
export function useSampleWorker() {
  const source = new ControllableSource();
  beforeEach(async () => {
    await reset();
    source.failing = false;
    source.overrides.clear();
  });
  const get = (path: string, headers?: Record<string, string>) => request(source, path, { headers });
  return { source, get };
}
