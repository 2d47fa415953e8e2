import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { SourceError } from "../../worker/data/source";
import { ControllableSource, request, useSampleWorker, currentIsolate } from "./support";

const { source, get } = useSampleWorker();
const revalidate = (body: string | undefined, token?: string) =>
  request(source, "/api/admin/revalidate", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    body,
  });

describe("POST /api/admin/revalidate", () => {
  it("answers 401 without detail for a missing or wrong token", async () => {
    for (const token of [undefined, "wrong", ""]) {
      const response = await revalidate("{}", token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { status: 401, code: "unauthorised", message: "No autorizado" } });
    }
  });

  it("answers 400 for a bad body", async () => {
    for (const body of ["{not json", '{"categories":["fridge"]}', '{"categories":[]}', '["tv"]', '{"categories":"tv"}']) {
      expect((await revalidate(body, "test-admin-token")).status, body).toBe(400);
    }
  });

  it("rebuilds the named categories write-through and says what it rebuilt", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    await get(`/api/products/tv/${record.id}`); // warm
    source.overrides.set(record.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 123.45 } }));
    const response = await revalidate('{"categories":["tv"]}', "test-admin-token");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rebuilt: { category: string; products: number }[]; purgeTags: string[] };
    expect(body.rebuilt).toMatchObject([{ category: "tv", products: SAMPLE_CATALOGUE.tv.length, writtenDocuments: 1 }]);
    expect(body.purgeTags).toEqual(["catalogo-tv"]);
    const product = (await (await get(`/api/products/tv/${record.id}`)).json()) as { amazon: { price: number } };
    expect(product.amazon.price).toBe(123.45);
    expect(await (await get(`/productos/tv/${record.id}`)).text()).toContain("123,45");
  });

  it("rebuilds every category with an empty body", async () => {
    const body = (await (await revalidate(undefined, "test-admin-token")).json()) as { rebuilt: unknown[] };
    expect(body.rebuilt).toHaveLength(8);
  });
});

describe("GET /api/admin/isolate", () => {
  const isolate = (token?: string) => request(source, "/api/admin/isolate", { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });

  it("answers 401 without the token", async () => {
    for (const token of [undefined, "wrong"]) expect((await isolate(token)).status).toBe(401);
  });

  it("counts the isolate's KV reads, a streamed page's included, and shows what it keeps", async () => {
    await get("/categoria/tv"); // built
    const before = (await (await isolate("test-admin-token")).json()) as { kvReads: number };
    currentIsolate().memory.clear();
    // A product page reads its related products' cards after its head has left.
    const page = await get(`/productos/tv/${SAMPLE_CATALOGUE.tv[2].id}`);
    await page.text();
    const after = (await (await isolate("test-admin-token")).json()) as { kvReads: number; memory: { shelves: Record<string, { entries: number }> } };
    expect(after.kvReads - before.kvReads).toBeGreaterThanOrEqual(4);
    expect(after.memory.shelves.chunk?.entries).toBeGreaterThanOrEqual(1);
    expect(after.memory.shelves.document?.entries).toBe(1);
  });
});

describe("the zone purge after a revalidation", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    source.listCategory = ControllableSource.prototype.listCategory;
  });

  it("purges the tags of the categories rebuilt, not those that failed", async () => {
    source.listCategory = async (category) => {
      if (category === "laptop") throw new SourceError("source down for laptop (test)");
      return ControllableSource.prototype.listCategory.call(source, category);
    };
    const purged: string[][] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      purged.push((JSON.parse(String(init?.body)) as { tags: string[] }).tags);
      return Response.json({ success: true, result: { id: "purge-1" } });
    });
    const response = await request(
      source,
      "/api/admin/revalidate",
      { method: "POST", headers: { Authorization: "Bearer test-admin-token" }, body: JSON.stringify({ categories: ["tv", "laptop"] }) },
      { CLOUDFLARE_ZONE_ID: "zone", CLOUDFLARE_API_TOKEN: "token", CLOUDFLARE_API_BASE: "https://api.test" },
    );
    const body = (await response.json()) as { rebuilt: { category: string }[]; failed: { category: string }[]; purge: { status: string; tags: string[] } };
    expect(body.rebuilt.map((r) => r.category)).toEqual(["tv"]);
    expect(body.failed.map((f) => f.category)).toEqual(["laptop"]);
    expect(body.purge).toMatchObject({ status: "purged", tags: ["catalogo-tv"] });
    expect(purged).toEqual([["catalogo-tv"]]);
  });
});

describe("HTTP caching", () => {
  it("gives pages an ETag, stale-while-revalidate/stale-if-error, a Cache-Tag, and 304 on a match", async () => {
    const first = await get("/categoria/laptop");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(first.headers.get("Cache-Control")).toMatch(/stale-while-revalidate=\d+.*stale-if-error=\d+/);
    expect(first.headers.get("Cache-Tag")).toBe("catalogo-laptop");
    const again = await get("/categoria/laptop", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get("/categoria/laptop?marca=Apple", { "If-None-Match": etag })).status).toBe(200);
  });

  it("a page's ETag follows the data it shows: a change in its category changes it, one elsewhere does not", async () => {
    const tv = SAMPLE_CATALOGUE.tv[1];
    const pages = ["/", `/productos/tv/${tv.id}`, "/categoria/tv", `/comparar?pids=${tv.id}`, "/categoria/laptop", "/privacy-policy"];
    const etags = async () => Promise.all(pages.map(async (path) => (await get(path)).headers.get("ETag")));
    const before = await etags();
    expect(new Set(before).size).toBe(pages.length);
    source.overrides.set(tv.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 777.77 } }));
    expect((await revalidate('{"categories":["tv"]}', "test-admin-token")).status).toBe(200);
    const after = await etags();
    for (let i = 0; i < 4; i++) expect(after[i], pages[i]).not.toBe(before[i]);
    expect(after.slice(4)).toEqual(before.slice(4));
    // And the new ETag comes with the new data.
    const product = await get(`/productos/tv/${tv.id}`, { "If-None-Match": before[1]! });
    expect(product.status).toBe(200);
    expect(await product.text()).toContain("777,77");
  });

  it("tags JSON by category, and the home and latest with every category", async () => {
    expect((await get("/api/categories/camera/products")).headers.get("Cache-Tag")).toBe("catalogo-camera");
    expect((await get("/api/latest")).headers.get("Cache-Tag")).toContain("catalogo-speaker");
    expect((await get("/")).headers.get("Cache-Tag")?.split(",")).toHaveLength(8);
    expect((await get("/api/categories/camera/products")).headers.get("Cache-Control")).toMatch(/stale-while-revalidate.*stale-if-error/);
  });
});
