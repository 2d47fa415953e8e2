import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../../shared/categories";
import { feedKeys } from "../../shared/price-feed/apply";
import { asStoredKeys, feedKeyRecord } from "../../shared/price-feed/key-records";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import { readFeedKeys } from "../../worker/feeds/apply-feed";
import { builtFeedKeys } from "../../worker/feeds/built-feed-keys";
import { ControllableSource, emptyStorage, storedManifest, testContext, testEnv, testKeys, isolateForTests } from "./support";

/** Firestore at a port nothing listens on: any read of it fails. */
const UNREACHABLE = {
  documentsUrl: "http://127.0.0.1:9/v1/projects/p/databases/(default)/documents",
  documentsName: "projects/p/databases/(default)/documents",
  token: "owner",
};

const readerOf = (source: ControllableSource) =>
  new CatalogueReader(testEnv.CATALOGUE, source, testContext(), {
    freshSeconds: 3600,
    now: () => new Date("2026-11-21T08:00:00Z"),
    recheckSeconds: 0,
    isolate: isolateForTests(),
  });

const built = builtFeedKeys(testEnv.CATALOGUE, testKeys);

beforeEach(async () => {
  await emptyStorage();
});

describe("the daily pull matches feeds against the builds' keys, not every product read again", () => {
  it("a build keeps what feeds name its products by, rewritten only when it changes, deleted with the build after next", async () => {
    const source = new ControllableSource();
    const reader = readerOf(source);
    expect(await built("speaker")).toBeNull();
    await reader.rebuild("speaker");
    const products = await source.listCategory("speaker");
    const kept = (await built("speaker"))!;
    expect(kept.map((r) => r.id).sort()).toEqual(products.map((p) => p.id).sort());
    expect(feedKeys(asStoredKeys("speaker", kept))).toEqual(feedKeys(asStoredKeys("speaker", products.map(feedKeyRecord))));
    expect(kept.some((r) => r.gtin) && kept.every((r) => r.asin)).toBe(true);

    const first = (await storedManifest("speaker"))!.feedKeysHash!;
    const [one, two] = products;
    source.overrides.set(one.id, (p) => ({ ...p, model: `${p.model} (2026)` }));
    await reader.rebuild("speaker");
    expect((await storedManifest("speaker"))!.feedKeysHash).toBe(first);

    source.overrides.set(two.id, (p) => ({ ...p, gtin: "4006381333931" }));
    await reader.rebuild("speaker");
    const second = (await storedManifest("speaker"))!.feedKeysHash!;
    expect(second).not.toBe(first);
    expect((await built("speaker"))!.find((r) => r.id === two.id)!.gtin).toBe("4006381333931");
    // A reader may still hold the previous build: its keys stay until the build after next.
    expect(await testEnv.CATALOGUE.get(testKeys.feedKeys("speaker", first))).not.toBeNull();
    source.overrides.set(two.id, (p) => ({ ...p, gtin: "5901234123457" }));
    await reader.rebuild("speaker");
    expect(await testEnv.CATALOGUE.get(testKeys.feedKeys("speaker", first))).toBeNull();
    expect(await testEnv.CATALOGUE.get(testKeys.feedKeys("speaker", second))).not.toBeNull();
  });

  it("reads no product from Firestore when every category is built, and only an unbuilt category's otherwise", async () => {
    const source = new ControllableSource();
    const reader = readerOf(source);
    for (const category of CATEGORY_IDS.filter((c) => c !== "camera")) await reader.rebuild(category);
    // Firestore is unreachable: the camera collection, not built, is the one read that fails.
    await expect(readFeedKeys(UNREACHABLE, [], built)).rejects.toThrow();
    await reader.rebuild("camera");
    const keys = await readFeedKeys(UNREACHABLE, [], built);
    const all = await Promise.all(CATEGORY_IDS.map(async (c) => asStoredKeys(c, (await source.listCategory(c)).map(feedKeyRecord))));
    expect(keys).toEqual(feedKeys(all.flat()));
  });
});
