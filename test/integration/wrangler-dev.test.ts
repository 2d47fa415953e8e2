import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

/**
 * `npm run dev` as a developer runs it: `wrangler dev` (its proxy, its custom build, its local KV) on
 * the sample catalogue. The other integration and browser files run the same worker in workerd
 * without wrangler's proxy (why: scripts/lib/workerd-server.ts); this file keeps the README's path working.
 */
let server: RunningDevServer;

beforeAll(async () => {
  server = await startDevServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("npm run dev (wrangler dev on the sample catalogue)", () => {
  it("serves a listing with the sample's products, the scripts it names and the JSON API", async () => {
    const page = await fetch(`${server.url}/categoria/tv`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(SAMPLE_CATALOGUE.tv[0].title);

    const entry = /<script[^>]+src="(\/assets\/entry-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, "the page names its entry script").toBeDefined();
    const script = await fetch(server.url + entry);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    // The platform's own headers for static assets (public/_headers), and no source map to read.
    expect(script.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).not.toContain("sourceMappingURL");
    expect((await fetch(`${server.url}${entry}.map`)).status).toBe(404);

    const categories = await fetch(`${server.url}/api/categories`);
    expect(categories.status).toBe(200);
    expect(((await categories.json()) as unknown[]).length).toBe(Object.keys(SAMPLE_CATALOGUE).length);
  });
});
