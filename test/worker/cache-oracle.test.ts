import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { useSampleWorker, currentIsolate } from "./support";

/**
 * Server-Timing must not tell a visitor whether an answer came from the location's cache: that
 * would say which searches and comparisons others there asked for recently. Every answer a visitor
 * gets lists the same metrics, a miss or a hit; the operator (with the token) sees the breakdown.
 */
const sample = useSampleWorker();
const tv = SAMPLE_CATALOGUE.tv[0];
const laptop = SAMPLE_CATALOGUE.laptop[0];
const OPERATOR = { "X-Operator-Token": "test-admin-token" };
const metricNames = (response: Response) =>
  (response.headers.get("Server-Timing") ?? "")
    .split(",")
    .map((entry) => entry.trim().split(";")[0])
    .filter(Boolean);

describe("Server-Timing is no cache oracle", () => {
  it.each([
    ["the home", "/"],
    ["a streamed listing", "/categoria/tv"],
    ["a product page", `/productos/tv/${tv.id}`],
    ["the search page", "/buscar?q=samsung"],
    ["the comparison", `/comparar?pids=${tv.id},${SAMPLE_CATALOGUE.tv[1].id}`],
    ["a static page", "/privacy-policy"],
    ["a listing's JSON", "/api/categories/tv"],
    ["a product's JSON", `/api/products/tv/${tv.id}`],
    ["the suggestions", "/api/search?q=sam"],
    ["products by id", `/api/products?ids=${tv.id},${laptop.id}`],
  ])("%s lists the same metrics on a miss and on a hit", async (_kind, path) => {
    const unique = `${path}${path.includes("?") ? "&" : "?"}prueba=${crypto.randomUUID()}`;
    const miss = await sample.get(unique);
    expect(miss.status).toBe(200);
    await miss.text();
    currentIsolate().memory.clear();
    const hit = await sample.get(unique);
    await hit.text();
    // The operator's view of the same URL proves the second answer was the cache's.
    const seen = await sample.get(unique, OPERATOR);
    expect(seen.headers.get("Server-Timing")).toMatch(/cache;desc="hit"/);
    expect(metricNames(miss)).toEqual(["total"]);
    expect(metricNames(hit)).toEqual(["total"]);
  });

  it("a 304 and an error list the same one metric", async () => {
    const first = await sample.get(`/productos/tv/${tv.id}`);
    const etag = first.headers.get("ETag")!;
    await first.text();
    const notModified = await sample.get(`/productos/tv/${tv.id}`, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(metricNames(notModified)).toEqual(["total"]);
    const missing = await sample.get("/productos/tv/no-existe");
    expect(missing.status).toBe(404);
    expect(metricNames(missing)).toEqual(["total"]);
  });
});
