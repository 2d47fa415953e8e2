import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import type { Product } from "../../shared/product";
import type { ProductCardData } from "../../shared/card";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { FirestoreSource } from "../../worker/data/firestore-source";
import { FirestoreTokens } from "../../worker/data/firestore-token";
import { firestoreConfigFromEnv } from "../../worker/data/firestore-config";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { sharedEmulator } from "../support/shared-emulator";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../../scripts/lib/seed-sample";

let emulator: RunningEmulator;
let server: RunningDevServer;

beforeAll(async () => {
  emulator = sharedEmulator("demo-comparador-test");
  await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
  server = await startTestServer({
    vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId },
  });
});

afterAll(async () => {
  await server?.stop();
});

describe("the real Firestore emulator behind the worker (in workerd)", () => {
  it("serves every category's head and listing, page by page, from the emulator's collections", async () => {
    for (const category of CATEGORY_IDS) {
      const headResponse = await fetch(`${server.url}/api/categories/${category}`);
      expect(headResponse.status, category).toBe(200);
      const head = (await headResponse.json()) as PublicManifest;
      expect(head, category).toMatchObject({ categoryId: category, total: SAMPLE_CATALOGUE[category].length });
      const ids: string[] = [];
      for (let desde = 0; desde < head.total; desde += 10) {
        const response = await fetch(`${server.url}/api/categories/${category}/products?desde=${desde}&cantidad=10`);
        expect(response.status, `${category} desde=${desde}`).toBe(200);
        const page = (await response.json()) as { version: string; total: number; offset: number; cards: ProductCardData[] };
        expect(page, `${category} desde=${desde}`).toMatchObject({ version: head.version, total: head.total, offset: desde });
        ids.push(...page.cards.map((card) => card.id));
      }
      expect(ids.sort(), category).toEqual(SAMPLE_CATALOGUE[category].map((r) => r.id).sort());
    }
  });

  it("serves a product read from Firestore, timestamps normalised to ISO strings", async () => {
    const record = SAMPLE_CATALOGUE.camera[0];
    const response = await fetch(`${server.url}/api/products/camera/${record.id}`);
    expect(response.status).toBe(200);
    const product = (await response.json()) as Product;
    expect(product).toMatchObject({ id: record.id, categoryId: "camera", brand: record.brand, model: record.model });
    expect(product.lastUpdated).toBe(new Date(record.lastUpdated as string).toISOString());
  });

  it("renders pages from the emulator's data, and 404s unknown products", async () => {
    const record = SAMPLE_CATALOGUE.tv[1];
    const page = await fetch(`${server.url}/productos/tv/${record.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(String(record.model));
    expect((await fetch(`${server.url}/productos/tv/not-in-firestore`)).status).toBe(404);
  });
});

describe("FirestoreSource against the emulator", () => {
  const source = () => {
    const config = firestoreConfigFromEnv({ FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId });
    return config!;
  };

  it("reads every page of a collection (page size smaller than the collection)", async () => {
    const small = new FirestoreSource(source(), new FirestoreTokens(), 5);
    const products = await small.listCategory("laptop");
    expect(products.map((p) => p.id).sort()).toEqual(SAMPLE_CATALOGUE.laptop.map((r) => r.id).sort());
    expect(products.every((p) => p.categoryId === "laptop")).toBe(true);
  });

  it("skips invalid documents instead of failing the category", async () => {
    const target = emulatorTarget(emulator.hostPort, emulator.projectId);
    await writeDocuments(target, "speaker", [{ id: "zz-broken-record", data: { title: "speaker", brand: "X" } }]);
    const products = await new FirestoreSource(source(), new FirestoreTokens(), 4).listCategory("speaker");
    expect(products.some((p) => p.id === "zz-broken-record")).toBe(false);
    expect(products.length).toBe(SAMPLE_CATALOGUE.speaker.length);
  });

  it("validates ids before building a document path", async () => {
    const firestore = new FirestoreSource(source(), new FirestoreTokens());
    expect(await firestore.getProduct("tv", "../Laptop Data/x")).toBeNull();
    expect(await firestore.getProduct("tv", "a/b")).toBeNull();
    expect((await firestore.getProduct("tv", SAMPLE_CATALOGUE.tv[0].id))?.id).toBe(SAMPLE_CATALOGUE.tv[0].id);
  });

  it("reads products by id in batches: each found one as listed, null for a missing, invalid or unsafe id", async () => {
    const ids = SAMPLE_CATALOGUE.camera.map((r) => r.id);
    const listed = new Map((await new FirestoreSource(source(), new FirestoreTokens()).listCategory("camera")).map((p) => [p.id, p]));
    const wanted = [...ids, "no-existe", "a/b"];
    // Five documents a request (the page size): several batches.
    const products = await new FirestoreSource(source(), new FirestoreTokens(), 5).getProducts("camera", wanted);
    expect([...products.keys()].sort()).toEqual([...wanted].sort());
    for (const id of ids) expect(products.get(id)).toEqual(listed.get(id));
    expect([products.get("no-existe"), products.get("a/b")]).toEqual([null, null]);
  });

  it("reports an unreachable Firestore as a source error", async () => {
    const config = firestoreConfigFromEnv({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" })!;
    await expect(new FirestoreSource(config, new FirestoreTokens()).listCategory("tv")).rejects.toMatchObject({ name: "SourceError" });
  });
});
