import { beforeEach, describe, expect, it } from "vitest";
import { buildCategory } from "../../worker/data/catalogue-build";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import { ControllableSource, emptyStorage, isolateForTests, storedCards, storedManifest, testContext, testEnv } from "./support";

/** A reader whose clock says `now`, in an isolate of its own (nothing held from another reader). */
const readerAt = (source: ControllableSource, now: Date) =>
  new CatalogueReader(testEnv.CATALOGUE, source, testContext(), { freshSeconds: 3600, recheckSeconds: 0, now: () => now, isolate: isolateForTests() });

beforeEach(async () => {
  await emptyStorage();
});

describe("the same products built on another day", () => {
  // Each card's price is the freshest offer's at the build's time: days later, with no product
  // changed, other offers are the fresh ones, and the cards, the index and the directory differ.
  const first = new Date();
  const later = new Date(first.getTime() + 5 * 86_400_000);

  it("are a build of their own: its index and cards are written, and the listing reads them", async () => {
    const source = new ControllableSource();
    const products = await source.listCategory("tv");
    const [before, after] = await Promise.all([buildCategory("tv", products, first), buildCategory("tv", products, later)]);
    // The case itself: the same products, parts that differ.
    expect(after.indexJson).not.toBe(before.indexJson);

    await readerAt(source, first).rebuild("tv");
    await readerAt(source, later).rebuild("tv");

    const manifest = (await storedManifest("tv"))!;
    expect(manifest.version).toBe(after.manifest.version);
    expect(manifest.version).not.toBe(before.manifest.version);
    const { model } = await readerAt(source, later).model("tv");
    expect(model.size).toBe(products.length);
    expect((await storedCards("tv"))!.map((card) => card.price)).toEqual(after.chunks.flat().map((card) => card.price));
  });
});
