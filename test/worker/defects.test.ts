import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { testEnv, useSampleWorker } from "./support";

/** Defects that hostile and realistic data can cause, each tested at its cause. */
const { source, get } = useSampleWorker();
const tvId = SAMPLE_CATALOGUE.tv[0].id;
const INHERITED = ["toString", "valueOf", "hasOwnProperty", "constructor", "isPrototypeOf"];

describe("item 9: ids every object inherits are unknown ids", () => {
  it.each(INHERITED)("GET /api/products/tv/%s answers 404 at the cost of no source read", async (id) => {
    await get("/api/categories/tv/products"); // warm
    const reads = source.reads;
    const response = await get(`/api/products/tv/${id}`);
    expect(response.status).toBe(404);
    expect(source.reads).toBe(reads);
  });

  it.each(INHERITED)("with the source down, /productos/tv/%s is still a 404, not a 503", async (id) => {
    await get("/categoria/tv"); // a snapshot exists
    source.failing = true;
    expect((await get(`/api/products/tv/${id}`)).status).toBe(404);
    expect((await get(`/productos/tv/${id}`)).status).toBe(404);
  });

  it("a score category named 'constructor' draws a radar without NaN, also beside products without it", async () => {
    const odd = { constructor: 80, toString: 60, Sonido: 70 };
    const [twinId, plainId] = [SAMPLE_CATALOGUE.tv[1].id, SAMPLE_CATALOGUE.tv[2].id];
    for (const id of [tvId, twinId]) source.overrides.set(id, (p) => ({ ...p, score: { ...p.score, categories: odd } }));
    const page = async (path: string) => {
      const html = await (await get(path)).text();
      expect(html, path).not.toContain("NaN");
      return html;
    };
    expect(await page(`/productos/tv/${tvId}`)).toContain(">constructor<");
    // A comparison draws only the aspects every product has: this one when both have it,
    // not beside a product without it.
    expect(await page(`/comparar?pids=${tvId},${twinId}`)).toContain(">constructor<");
    expect(await page(`/comparar?pids=${tvId},${plainId}`)).not.toContain(">constructor<");
  });
});

describe("item 12: a failing source is a 503, never a cached wrong answer", () => {
  it("GET /api/products?ids=… with the source down and KV cold answers 503, not an empty list", async () => {
    source.failing = true;
    const response = await get(`/api/products?ids=${tvId}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: { status: 503, code: "unavailable" } });
  });

  it("the comparison page in the same state is a 503 with 'Reintentar', not 'not found'", async () => {
    source.failing = true;
    const response = await get(`/comparar?pids=${tvId}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("/sitemap.xml with the source down and KV cold answers 503, not an empty sitemap cached for an hour", async () => {
    source.failing = true;
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Retry-After")).toBe("30");
  });

  it("with every snapshot in KV, the same requests answer from it while the source is down", async () => {
    await get("/sitemap.xml"); // builds every category
    source.failing = true;
    expect((await get(`/api/products?ids=${tvId}`)).status).toBe(200);
    expect((await get("/sitemap.xml")).status).toBe(200);
  });
});

describe("item 13: legacy aliases never redirect to themselves", () => {
  it.each([
    ["/api/categories/televisi%6Fn/products", "/api/categories/tv/products"],
    ["/api/categories/%74elevision/products?x=1", "/api/categories/tv/products?x=1"],
    [`/api/products/smartphone/${SAMPLE_CATALOGUE.mobile[0].id}`, `/api/products/mobile/${SAMPLE_CATALOGUE.mobile[0].id}`],
    [`/api/products/headset/${SAMPLE_CATALOGUE.headphones[0].id}/related`, `/api/products/headphones/${SAMPLE_CATALOGUE.headphones[0].id}/related`],
  ])("%s → 301 %s", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
    expect(new URL(response.headers.get("Location")!, "http://localhost").pathname).not.toBe(new URL(path, "http://localhost").pathname);
    expect((await get(response.headers.get("Location")!)).status).toBe(200);
  });
});

describe("item 14: absolute picture URLs in link previews and structured data", () => {
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1] ?? null;
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

  it("a retailer's absolute image stays as it is", async () => {
    const image = "https://m.media-amazon.com/images/I/71abc.jpg";
    source.overrides.set(tvId, (p) => ({ ...p, amazon: { ...p.amazon, image, imageLarge: image } }));
    const html = await (await get(`/productos/tv/${tvId}`)).text();
    expect(ogImage(html)).toBe(image);
    expect(jsonLd(html).find((item) => item["@type"] === "Product")?.image).toEqual([image]);
  });

  it("a site picture joins the site's origin", async () => {
    const html = await (await get(`https://www.example.es/productos/tv/${tvId}`)).text();
    expect(ogImage(html)).toBe(`https://${testEnv.SITE_HOST}/img/products/tv/${tvId}.svg`);
  });

  it("a picture on a host the site does not use is never named: no og:image, JSON-LD image or preload", async () => {
    source.overrides.set(tvId, (p) => ({ ...p, amazon: { ...p.amazon, image: "https://evil.example/tv.jpg", imageLarge: "https://evil.example/big.jpg" } }));
    const response = await get(`/productos/tv/${tvId}`);
    const html = await response.text();
    expect(html).not.toContain("evil.example");
    expect(response.headers.get("Link") ?? "").not.toContain("evil.example");
    expect(ogImage(html)).toBeNull();
  });

  it("a refused picture leaves the fields out instead of naming the host", async () => {
    source.overrides.set(tvId, (p) => ({ ...p, amazon: { ...p.amazon, image: "javascript:alert(1)", imageLarge: "data:x", imageSmall: undefined as never } }));
    const html = await (await get(`/productos/tv/${tvId}`)).text();
    expect(ogImage(html)).toBeNull();
    expect(jsonLd(html).find((item) => item["@type"] === "Product")).not.toHaveProperty("image");
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe("item 16: cached pages belong to their host, and campaign parameters change nothing", () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

  it("a page names the configured site in its canonical, og:url and JSON-LD whatever Host it was asked for", async () => {
    const site = `https://${testEnv.SITE_HOST}`;
    for (const origin of ["https://example.es", "https://www.example.es", "http://evil.example", `https://www.${testEnv.SITE_HOST}`]) {
      const html = await (await get(`${origin}/categoria/tv`)).text();
      expect(canonical(html), origin).toBe(`${site}/categoria/tv`);
      expect(html).toContain(`<meta property="og:url" content="${site}/categoria/tv">`);
      expect(html).not.toContain(origin.replace(/^https?:/, ""));
    }
    // Requests to this machine (the tests, `npm run dev`, a phone on the LAN) keep their own origin.
    expect(canonical(await (await get("http://192.168.1.20:8787/categoria/tv")).text())).toBe("http://192.168.1.20:8787/categoria/tv");
  });

  it("robots.txt, the sitemaps and the trailing-slash redirect name the configured site, never the request's Host", async () => {
    const site = `https://${testEnv.SITE_HOST}`;
    const robots = await (await get("http://evil.example/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots).not.toContain("evil.example");
    for (const path of ["/sitemap.xml", "/sitemap-paginas.xml", "/sitemap-tv-1.xml"]) {
      const response = await get(`http://evil.example${path}`);
      expect(response.status, path).toBe(200);
      const xml = await response.text();
      expect(xml, path).toContain(`<loc>${site}/`);
      expect(xml, path).not.toContain("evil.example");
    }
    const redirect = await get("http://evil.example/categoria/tv/?orden=precio-asc");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe(`${site}/categoria/tv?orden=precio-asc`);
  });

  it("utm_*, gclid and fbclid leave the page, its ETag and its canonical as without them", async () => {
    const plain = await get("/categoria/tv?orden=precio-asc");
    const tagged = await get("/categoria/tv?utm_source=news&orden=precio-asc&gclid=abc&fbclid=xyz&utm_campaign=black");
    expect(tagged.headers.get("ETag")).toBe(plain.headers.get("ETag"));
    const html = await tagged.text();
    expect(canonical(html)).toBe("http://localhost/categoria/tv");
    expect(html).not.toMatch(/utm_|gclid|fbclid/);
  });
});

describe("item 24: /api/categories carries each category's filters (PRODUCT-RULES.md, Product records)", () => {
  it("lists an empty filters array per category", async () => {
    const body = (await (await get("/api/categories")).json()) as { filters: unknown }[];
    expect(body.every((category) => Array.isArray(category.filters) && category.filters.length === 0)).toBe(true);
  });
});
