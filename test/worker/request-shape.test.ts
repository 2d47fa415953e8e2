import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { PRODUCTION_HSTS } from "../../worker/http/security-headers";
import { useSampleWorker } from "./support";

/** What a request's shape can do: extra parameters, their order, a trailing slash, a long term, odd names. */
const { source, get } = useSampleWorker();
const tvId = SAMPLE_CATALOGUE.tv[0].id;
const OPERATOR = { "X-Operator-Token": "test-admin-token" };

/** Whether the answer came from the location's cache, as the operator sees it. */
const cacheOutcome = (response: Response) => /cache;desc="(\w+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];

describe("cache keys: the canonical path and only the parameters the route reads", () => {
  it("a page asked with extra parameters or its parameters in another order is the same cached page", async () => {
    const first = await get("/categoria/tv?marca=LG&orden=precio-asc", OPERATOR);
    expect(cacheOutcome(first)).toBe("miss");
    const reordered = await get("/categoria/tv?orden=precio-asc&foo=1&marca=LG", OPERATOR);
    expect(reordered.status).toBe(200);
    expect(cacheOutcome(reordered)).toBe("hit");
    expect(reordered.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const product = await get(`/productos/tv/${tvId}`, OPERATOR);
    expect(cacheOutcome(product)).toBe("miss");
    const busted = await get(`/productos/tv/${tvId}?_=${Date.now()}`, OPERATOR);
    expect(cacheOutcome(busted)).toBe("hit");
    expect(busted.headers.get("ETag")).toBe(product.headers.get("ETag"));
  });

  it("a JSON answer asked with extra parameters or in another order is the same cached answer", async () => {
    const first = await get("/api/categories/tv/products?cantidad=5&desde=2", OPERATOR);
    expect(cacheOutcome(first)).toBe("miss");
    const again = await get("/api/categories/tv/products?desde=2&x=1&cantidad=5", OPERATOR);
    expect(cacheOutcome(again)).toBe("hit");
    expect(await again.json()).toEqual(await first.json());
    await get(`/api/products/tv/${tvId}`, OPERATOR);
    expect(cacheOutcome(await get(`/api/products/tv/${tvId}?_=1`, OPERATOR))).toBe("hit");
  });

  it("a price range typed to the cent is the cached page of its whole euros, and a JSON listing too", async () => {
    const first = await get("/categoria/tv?precio=300..1000", OPERATOR);
    expect(cacheOutcome(first)).toBe("miss");
    const cents = await get("/categoria/tv?precio=300.47..999.01", OPERATOR);
    expect(cacheOutcome(cents)).toBe("hit");
    expect(cents.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const json = await get("/api/categories/tv/products?precio=300..1000", OPERATOR);
    expect(cacheOutcome(json)).toBe("miss");
    const jsonCents = await get("/api/categories/tv/products?precio=300.99..999.5", OPERATOR);
    expect(cacheOutcome(jsonCents)).toBe("hit");
  });
});

describe("a trailing slash", () => {
  it("answers 301 to the canonical path, keeping the query, with Cache-Control", async () => {
    for (const [path, to] of [
      ["/categoria/tv/?marca=LG", "/categoria/tv?marca=LG"],
      [`/productos/tv/${tvId}/`, `/productos/tv/${tvId}`],
      ["/privacy-policy/", "/privacy-policy"],
      ["/api/categories/tv/", "/api/categories/tv"],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(
        new URL(response.headers.get("Location")!, "http://localhost").pathname + new URL(response.headers.get("Location")!, "http://localhost").search,
      ).toBe(to);
      expect(response.headers.get("Cache-Control"), path).toMatch(/max-age=\d+/);
    }
  });

  it("never points at another host", async () => {
    const response = await get("http://localhost//evil.example/");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location")!, "http://localhost").host).toBe("localhost");
  });

  it("legacy aliases' 301s carry Cache-Control too", async () => {
    const response = await get("/categoria/television?marca=LG");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/categoria/tv?marca=LG");
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
  });
});

describe("/api/search", () => {
  it("refuses a term over 100 characters, as suggest does, without echoing it", async () => {
    const long = "a".repeat(60_000);
    const response = await get(`/api/search?q=${long}`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("a".repeat(200));
    expect((await get(`/api/search?q=${"televisor ".repeat(10).trim()}`)).status).toBe(200);
  });
});

describe("a spec named like an Object member", () => {
  type Manifest = { filters: { id: string; type: string }[] };
  const withConstructor = (value: (i: number) => number | undefined) =>
    SAMPLE_CATALOGUE.mobile.forEach((r, i) => {
      const v = value(i);
      if (v !== undefined) source.overrides.set(r.id, (p) => ({ ...p, specs: { ...p.specs, constructor: v } }) as unknown as typeof p);
    });

  it("is typed from the products that have it, not from Object's inherited member", async () => {
    withConstructor((i) => (i < 4 ? 3 + i : undefined));
    const manifest = (await (await get("/api/categories/mobile")).json()) as Manifest;
    expect(manifest.filters.find((f) => f.id === "constructor")?.type).toBe("range");
  });

  it("?constructor=… filters on the spec", async () => {
    withConstructor((i) => (i === 0 ? 3 : 5 + (i % 3)));
    const page = (await (await get("/api/categories/mobile/products?constructor=3..3")).json()) as { total: number; cards: { id: string }[] };
    expect(page.total).toBe(1);
    expect(page.cards.map((c) => c.id)).toEqual([SAMPLE_CATALOGUE.mobile[0].id]);
  });
});

describe("smaller points", () => {
  it("Server-Timing does not tell the public whether an answer came from the location's cache", async () => {
    await get("/categoria/laptop");
    for (const path of ["/categoria/laptop", "/api/categories/laptop/products", "/api/categories/laptop/products", "/no-existe"]) {
      const response = await get(path);
      expect(response.headers.get("Server-Timing"), path).not.toMatch(/cache/);
    }
    // The operator still sees it.
    expect(cacheOutcome(await get("/categoria/laptop", OPERATOR))).toBe("hit");
    expect(cacheOutcome(await get("/categoria/laptop", { "X-Operator-Token": "wrong" }))).toBeUndefined();
  });

  it("a JSON 304 does not repeat the cache metric", async () => {
    const first = await get("/api/categories/camera/products", OPERATOR);
    const etag = first.headers.get("ETag")!;
    const again = await get("/api/categories/camera/products", { ...OPERATOR, "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Server-Timing") ?? "").not.toMatch(/cache/);
  });

  // test/unit/hsts.test.ts checks that public/_headers sends this same value with the static assets.
  it("HSTS is one value on every host's answers: the one the static assets carry", async () => {
    for (const url of ["/api/categories", "/categoria/tv", "https://comparador.example/api/categories", "https://comparador.example/"]) {
      expect((await get(url)).headers.get("Strict-Transport-Security"), url).toBe(PRODUCTION_HSTS);
    }
  });
});
