import { createExecutionContext, reset } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CatalogueCache } from "../../worker/data/catalogue-cache";
import type { ProductDocument } from "../../shared/snapshot";
import { ControllableSource, storedSnapshot, testEnv, testKeys } from "./support";

/** A cache as one invocation sees it, allowed `documentOperations` product document writes/deletes. */
const invocation = (source: ControllableSource, documentOperations: number) =>
  new CatalogueCache(testEnv.CATALOGUE, source, createExecutionContext(), { freshSeconds: 3600, documentOperations, recheckSeconds: 0 });

const storedDocument = (id: string) => testEnv.CATALOGUE.get<ProductDocument>(testKeys.product("tv", id), "json");

beforeEach(async () => {
  await reset();
});

// Cloudflare allows 1 000 KV operations per invocation: a category larger than that is rebuilt
// over several invocations, and the site stays consistent in between.
describe("KV operation budget per invocation", () => {
  const total = SAMPLE_CATALOGUE.tv.length;

  it("writes the complete snapshot and as many documents as allowed; later rebuilds finish the rest", async () => {
    const source = new ControllableSource();
    const first = await invocation(source, 5).rebuildCategory("tv");
    expect(first).toMatchObject({ products: total, writtenDocuments: 5, pendingDocuments: total - 5 });
    expect((await storedSnapshot("tv"))?.products).toHaveLength(total);
    const second = await invocation(source, 5).rebuildCategory("tv");
    expect(second).toMatchObject({ writtenDocuments: 5, pendingDocuments: total - 10 });
    const third = await invocation(source, 100).rebuildCategory("tv");
    expect(third).toMatchObject({ writtenDocuments: total - 10, pendingDocuments: 0 });
    const fourth = await invocation(source, 100).rebuildCategory("tv");
    expect(fourth).toMatchObject({ writtenDocuments: 0, pendingDocuments: 0 });
    for (const { id } of SAMPLE_CATALOGUE.tv) expect(await storedDocument(id)).not.toBeNull();
  });

  it("a product whose document is still pending is read through from the source on its first visit", async () => {
    const source = new ControllableSource();
    const { snapshot } = await invocation(source, 0).rebuildCategory("tv");
    const pending = snapshot.products[3];
    expect(await storedDocument(pending.id)).toBeNull();

    const reads = source.reads;
    const document = await invocation(source, 0).getProduct("tv", pending.id);
    expect(document?.product.model).toBe(pending.model);
    expect(source.reads).toBe(reads + 1);
    // Written through: the next visit reads KV only.
    expect(await invocation(source, 0).getProduct("tv", pending.id)).not.toBeNull();
    expect(source.reads).toBe(reads + 1);
  });

  it("never serves a document older than the snapshot, unless the source is down", async () => {
    const source = new ControllableSource();
    const { snapshot } = await invocation(source, 100).rebuildCategory("tv");
    const target = snapshot.products[0];
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 123.45 } }));
    // The next rebuild has no operations left for this document: KV keeps the old one.
    expect((await invocation(source, 0).rebuildCategory("tv")).pendingDocuments).toBe(1);
    expect((await storedDocument(target.id))?.product.amazon.price).not.toBe(123.45);
    expect((await storedSnapshot("tv"))?.products.find((p) => p.id === target.id)?.price).toBe(123.45);

    source.failing = true;
    const whileDown = await invocation(source, 0).getProduct("tv", target.id);
    expect(whileDown?.product.id).toBe(target.id);

    source.failing = false;
    expect((await invocation(source, 0).getProduct("tv", target.id))?.product.amazon.price).toBe(123.45);
    expect((await storedDocument(target.id))?.product.amazon.price).toBe(123.45);
  });

  it("deletes left over for lack of operations happen on a later rebuild", async () => {
    const source = new ControllableSource();
    const { snapshot } = await invocation(source, 100).rebuildCategory("tv");
    const gone = snapshot.products.slice(0, 3).map((p) => p.id);
    const inner = source.listCategory.bind(source);
    source.listCategory = async (c) => (await inner(c)).filter((p) => !gone.includes(p.id));

    const partial = await invocation(source, 1).rebuildCategory("tv");
    expect(partial).toMatchObject({ deletedDocuments: 1, pendingDocuments: 2 });
    // Not listed any more: unreachable even while its document waits to be deleted.
    expect(await invocation(source, 0).getProduct("tv", gone[2])).toBeNull();
    const rest = await invocation(source, 100).rebuildCategory("tv");
    expect(rest).toMatchObject({ deletedDocuments: 2, pendingDocuments: 0 });
    for (const id of gone) expect(await storedDocument(id)).toBeNull();
  });
});
