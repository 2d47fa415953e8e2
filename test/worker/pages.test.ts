import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import type { PagePayload } from "../../client/state/app-state";
import { request, useSampleWorker } from "./support";
import { elements } from "./html";
import type { Env } from "../../worker/env";
import { currentPrice } from "../../shared/prices/current-price";
import type { ProductRecord } from "../../shared/product";
import { sampleShiftDays, shiftSamplePrices } from "../../worker/data/sample-clock";
import { PAGE_CACHE_CONTROL } from "../../worker/http/cache";
import { publicConfig } from "../../worker/routes/pages";

const { source, get } = useSampleWorker();
const tvId = SAMPLE_CATALOGUE.tv[0].id;

function payloadOf(html: string): PagePayload {
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no payload script in the page");
  return JSON.parse(match[1]) as PagePayload;
}

describe("PRODUCT-RULES.md (Screens and routes): server-rendered routes", () => {
  it.each([
    ["/", 200, "home"],
    ["/categoria/tv", 200, "category"],
    [`/productos/tv/${tvId}`, 200, "product"],
    [`/comparar?pids=${tvId}`, 200, "compare"],
    ["/privacy-policy", 200, "static"],
    ["/terms-conditions", 200, "static"],
    ["/cookie-policy", 200, "static"],
    ["/legal-notice", 200, "static"],
    ["/affiliate-policy", 200, "static"],
    ["/help", 200, "static"],
    ["/about", 200, "static"],
    ["/how-it-works", 200, "static"],
    ["/contact", 404, "notFound"],
    ["/categoria/fridges", 404, "notFound"],
    ["/productos/tv/no-such-product", 404, "notFound"],
    ["/productos/tv/..%2F..%2Fsecret", 404, "notFound"],
    ["/some/unknown/path", 404, "notFound"],
  ])("%s → %i (%s view)", async (path, status, view) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    // Only a 200 is identified for caches; any other page is never stored.
    expect(response.headers.get("Cache-Control")).toBe(status === 200 ? PAGE_CACHE_CONTROL : "no-store");
    expect(response.headers.has("ETag")).toBe(status === 200);
    const html = await response.text();
    expect(html.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(payloadOf(html).data.view).toBe(view);
    expect(html).toContain('<script type="module" src="/assets/entry-');
  });

  it("renders the category's first page of products into the HTML, not only the payload", async () => {
    const html = await (await get("/categoria/laptop")).text();
    const first = SAMPLE_CATALOGUE.laptop[0];
    expect(html).toContain("<h1>Portátiles</h1>");
    // The first page is at most 50 cards (10 rows of the widest grid); the sample's categories are smaller, so all show.
    expect(SAMPLE_CATALOGUE.laptop.length).toBeLessThanOrEqual(50);
    expect(html.split('class="product-card"').length - 1).toBe(SAMPLE_CATALOGUE.laptop.length);
    expect(html).toContain(`/productos/laptop/${first.id}`);
    const payload = payloadOf(html);
    expect(payload.data).toMatchObject({
      view: "category",
      categoryId: "laptop",
      manifest: { total: SAMPLE_CATALOGUE.laptop.length },
      page: { offset: 0, total: SAMPLE_CATALOGUE.laptop.length },
    });
    if (payload.data.view !== "category") throw new Error("not a category payload");
    expect(payload.data.page!.cards.map((c) => c.id).sort()).toEqual(SAMPLE_CATALOGUE.laptop.map((r) => r.id).sort());
  });

  it("renders the listing the URL asks for: filters, search and sort on the server", async () => {
    const lg = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "LG");
    const html = await (await get("/categoria/tv?marca=LG&orden=precio-asc")).text();
    expect(html).toContain(`${lg.length} productos`);
    expect(html.split('class="product-card"').length - 1).toBe(lg.length);
    const prices = [...html.matchAll(/product-card__price">([^<]+)</g)].map((m) => Number(m[1].replace(/[^\d,]/g, "").replace(",", ".")));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const payload = payloadOf(html);
    expect(payload.listing).toEqual({ term: "", filters: { brand: ["LG"] }, sort: "precio-asc" });
    const searched = await (await get("/categoria/tv?q=zzzzzz")).text();
    expect(searched).toMatch(/No hay resultados para (<!-- -->)?(&quot;|")(<!-- -->)?zzzzzz/);
  });

  it("opens the basic and main filter sections, and a specialised one only when one of its filters is active; closed ones keep their controls", async () => {
    // Each section is a <details> (it opens without script), and its controls are in the page even
    // closed: they are fields of the listing's GET form, and a closed <details> still submits them.
    const sectionOf = (html: string, label: string) => {
      const body = new RegExp(
        `<details class="filters__section"( open="")?><summary[^>]*><h3>${label}</h3>.*?</summary>(.*?)</details>(?=<details class="filters__section"|<div class="filters__footer")`,
      ).exec(html);
      expect(body, label).not.toBeNull();
      return { open: body![1] !== undefined, controls: (body![2].match(/<fieldset/g) ?? []).length };
    };
    const plain = await (await get("/categoria/laptop")).text();
    expect(sectionOf(plain, "Información Básica")).toMatchObject({ open: true });
    expect(sectionOf(plain, "Información Básica").controls).toBeGreaterThan(0);
    expect(sectionOf(plain, "Especificaciones Principales").open).toBe(true);
    for (const closed of ["Características Técnicas", "Valoraciones Públicas", "Nuestras Puntuaciones"]) {
      expect(sectionOf(plain, closed).open, closed).toBe(false);
      expect(sectionOf(plain, closed).controls, closed).toBeGreaterThan(0);
    }
    const filtered = await (await get("/categoria/laptop?overall=60..")).text();
    expect(sectionOf(filtered, "Nuestras Puntuaciones").open).toBe(true);
    expect(sectionOf(filtered, "Características Técnicas").open).toBe(false);
  });

  it("loads the first row of a listing's pictures at once and with high priority, the rest lazily", async () => {
    const html = await (await get("/categoria/laptop")).text();
    const images = [...html.matchAll(/<img class="product-card__image"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(4);
    for (const image of images.slice(0, 2)) {
      expect(image).not.toContain('loading="lazy"');
      expect(image).toContain('fetchPriority="high"');
    }
    for (const image of images.slice(2)) expect(image).toContain('loading="lazy"');
  });

  it("sends the hydration payload after the page's content, outside the hydrated root", async () => {
    const html = await (await get("/categoria/laptop")).text();
    const payloadAt = html.indexOf('<script id="__PAGE_DATA__"');
    expect(payloadAt).toBeGreaterThan(html.indexOf("</footer>"));
    expect(html.slice(payloadAt)).toMatch(/^<script id="__PAGE_DATA__"[^>]*>[^<]*<\/script><\/body><\/html>$/);
  });

  it("ignores malformed listing parameters instead of failing", async () => {
    const response = await get("/categoria/tv?precio=abc&marca=%00%00&orden=%E2%80%AE&display.sizeInches=99..1&q=" + "x".repeat(5000));
    expect(response.status).toBe(200);
    expect(payloadOf(await response.text()).listing).toMatchObject({ sort: "relevancia", filters: { "display.sizeInches": { min: 1, max: 99 } } });
  });

  it("gives each view its own title and canonical link", async () => {
    const html = await (await get(`/productos/tv/${tvId}`)).text();
    const record = SAMPLE_CATALOGUE.tv[0];
    expect(html).toContain(`<title>${record.brand} ${record.model}`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/productos/tv/${tvId}">`);
  });

  it("embeds the payload escaped, so hostile text cannot close the script", async () => {
    const hostile = '</script><script>alert("x")</script>\u2028<!--';
    source.overrides.set(tvId, (p) => ({ ...p, model: hostile }));
    const html = await (await get(`/productos/tv/${tvId}`)).text();
    expect(html).not.toContain('<script>alert("x")</script>');
    const payload = payloadOf(html);
    expect(payload.data.view === "product" && payload.data.product?.model).toBe(hostile);
  });

  it("uses a fresh nonce per request on the scripts", async () => {
    const nonceOf = async () => /nonce="([^"]+)"/.exec(await (await get("/")).text())?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("serves a repeated page from the isolate's page cache with its own nonce in the body and the CSP", async () => {
    const path = `/productos/tv/${tvId}?cache-check=1`;
    // One after the other: a page is kept once it has been streamed completely.
    const pages: { nonce: string; html: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await get(path);
      const html = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(html)![1];
      expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
      // Every script carries this response's nonce, none another.
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      pages.push({ nonce, html });
    }
    expect(pages[0].nonce).not.toBe(pages[1].nonce);
    expect(pages[1].html).toBe(pages[0].html.replaceAll(pages[0].nonce, pages[1].nonce));
  });

  it("redirects legacy category aliases with 301", async () => {
    const response = await get("/categoria/smartphone");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/categoria/mobile");
  });

  it("passes {host} and {email} from configuration, production only on the production hosts", async () => {
    const vars = env as unknown as Env;
    const configAt = async (url: string) => payloadOf(await (await request(source, url)).text()).config;
    expect(await configAt("/")).toEqual({
      siteHost: vars.SITE_HOST,
      contactEmail: vars.CONTACT_EMAIL,
      owner: { name: vars.OWNER_NAME, taxId: vars.OWNER_TAX_ID, address: vars.OWNER_ADDRESS, registry: vars.OWNER_REGISTRY },
      production: false,
      measurementId: null,
      priceFreshHours: 48,
    });
    expect((await configAt(`https://${vars.SITE_HOST}/`)).production).toBe(true);
    expect((await configAt(`https://www.${vars.SITE_HOST}/`)).production).toBe(true);
    expect((await configAt(`https://staging.${vars.SITE_HOST}/`)).production).toBe(false);
    const html = await (await get("/")).text();
    expect(html).toContain(`mailto:${vars.CONTACT_EMAIL}`);
  });

  it("takes the price freshness limit from PRICE_FRESH_HOURS (wrangler.toml), the default when it is not a positive number", () => {
    const vars = env as unknown as Env;
    const at = (PRICE_FRESH_HOURS: string) => publicConfig({ ...vars, PRICE_FRESH_HOURS }, new URL("http://localhost/")).priceFreshHours;
    expect(vars.PRICE_FRESH_HOURS).toBe("48");
    expect(at("24")).toBe(24);
    expect(at("0")).toBe(48);
    expect(at("doce")).toBe(48);
  });

  it("serves the client bundle and the product pictures as assets", async () => {
    const vars = env as unknown as Env;
    const html = await (await get("/")).text();
    const script = /src="(\/assets\/entry-[^"]+\.js)"/.exec(html)![1];
    const js = await vars.ASSETS.fetch(`http://localhost${script}`);
    expect(js.status).toBe(200);
    const picture = await vars.ASSETS.fetch(`http://localhost/img/products/tv/${tvId}.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain("<svg");
  });
});

describe("PRODUCT-RULES.md (Screens and routes): page metadata, sitemap and robots", () => {
  const { get } = useSampleWorker();
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

  it("gives a product page Open Graph, keywords and valid Product + BreadcrumbList JSON-LD", async () => {
    const record = SAMPLE_CATALOGUE.camera[0];
    const html = await (await get(`/productos/camera/${record.id}`)).text();
    expect(html).toContain(`<meta property="og:type" content="product">`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/productos/camera/${record.id}">`);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    const types = jsonLd(html).map((item) => item["@type"]);
    expect(types).toEqual(["Product", "BreadcrumbList"]);
    expect(jsonLd(html)[0]).toMatchObject({ name: `${record.brand} ${record.model}`, offers: { priceCurrency: "EUR" } });
  });

  it("gives a category a CollectionPage naming the page's first 10 products, and counting the whole listing", async () => {
    const html = await (await get("/categoria/laptop")).text();
    const cards = (await elements(html, ".product-grid--category .product-card__link")).map((a) => `http://localhost${a.attributes.href}`);
    expect(cards.length).toBe(SAMPLE_CATALOGUE.laptop.length);
    expect(cards.length).toBeGreaterThan(10);
    const [collection] = jsonLd(html) as { "@type": string; mainEntity: { numberOfItems: number; itemListElement: { position: number; url: string }[] } }[];
    expect(collection["@type"]).toBe("CollectionPage");
    expect(collection.mainEntity.numberOfItems).toBe(cards.length);
    expect(collection.mainEntity.itemListElement.map((item) => item.url)).toEqual(cards.slice(0, 10));
    expect(collection.mainEntity.itemListElement.map((item) => item.position)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it("leaves /comparar to its noindex meta: robots.txt does not hide it from crawlers", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).not.toContain("/comparar");
    expect(await (await get("/comparar?pids=samsung-qe55s90d")).text()).toMatch(/<meta name="robots" content="noindex/);
  });

  it("renders the detail page's sections", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const html = await (await get(`/productos/tv/${record.id}`)).text();
    // The purchase box names the best current offer's shop (the sample dated as of today).
    const best = currentPrice(shiftSamplePrices(record, sampleShiftDays(Date.now())) as unknown as ProductRecord, Date.now());
    expect(best.fresh).toBe(true);
    for (const text of [
      "A favor",
      "En contra",
      "Puntuaciones",
      "Especificaciones",
      "Especificaciones Similares",
      "Rango de Precio Similar",
      "Precio más bajo de los 30 días anteriores",
      "Dónde comprar",
      `Ver en ${best.shopName}`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('rel="sponsored noopener noreferrer"');
    expect(html).toMatch(/Precio comprobado (hace|ayer)/);
  });

  it("sends a comparison of more than three ids to the first three, with no page rendered or kept for it", async () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `producto-${i}`);
    const response = await get(`/comparar?pids=${ids.join(",")}&diferencias=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/comparar?pids=producto-0,producto-1,producto-2&diferencias=1");
    expect((await response.text()).length).toBeLessThan(200);
    expect(response.headers.get("ETag")).toBeNull();
  });

  it("answers the comparison page with a clear message for none or unknown ids", async () => {
    for (const [path, text] of [
      ["/comparar", "Elige al menos 1 producto para comparar"],
      ["/comparar?pids=no-existe,tampoco", "No encontramos estos productos: no-existe, tampoco"],
      [`/comparar?pids=${"x".repeat(3000)}`, `No encontramos este producto: ${"x".repeat(40)}….`],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  });

  it("draws 'Solo diferencias' as the address asks, and both it and 'Quitar' are links to the page they lead to", async () => {
    const [a, b] = SAMPLE_CATALOGUE.laptop.map((r) => r.id);
    const rows = (html: string) => (html.match(/<tr data-differs=""|<tr(?! data-differs)[ >]/g) ?? []).length;
    const differs = (html: string) => (html.match(/<tr data-differs=""/g) ?? []).length;
    const whole = await (await get(`/comparar?pids=${a},${b}`)).text();
    expect(whole).toContain(`<a href="/comparar?pids=${a},${b}&amp;diferencias=1" role="button" aria-pressed="false" class="compare__toggle">`);
    expect(whole).toContain(`<a href="/comparar?pids=${b}" role="button" class="link-button"`);
    const response = await get(`/comparar?diferencias=1&pids=${a},${b}&utm_source=x`);
    expect(response.status).toBe(200);
    const only = await response.text();
    expect(only).toContain(`<a href="/comparar?pids=${a},${b}" role="button" aria-pressed="true" class="compare__toggle">`);
    // Removing a product keeps the choice.
    expect(only).toContain(`<a href="/comparar?pids=${b}&amp;diferencias=1" role="button" class="link-button"`);
    // Every row the server drew is one that differs (the section titles aside), and there are fewer.
    expect(differs(only)).toBeGreaterThan(0);
    expect(differs(only)).toBe(differs(whole));
    expect(rows(only)).toBeLessThan(rows(whole));
  });

  it("serves robots.txt and a sitemap index whose files list every product and page", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    const index = await sitemap.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<sitemap><loc>http:\/\/localhost(\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    // One file for the site's pages and, per category, one file per 50 000 products (one each here).
    expect(files).toEqual(["/sitemap-paginas.xml", ...CATEGORY_IDS.map((c) => `/sitemap-${c}-1.xml`)]);

    const locs: string[] = [];
    for (const file of files) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("Content-Type"), file).toContain("application/xml");
      const xml = await response.text();
      expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      locs.push(...[...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    const total = Object.values(SAMPLE_CATALOGUE).reduce((n, list) => n + list.length, 0);
    // The guides: /guias, and per category its own and one per use it offers.
    const guides = 1 + locs.filter((loc) => /\/guias\/[a-z]+(\/[a-z0-9-]+)?$/.test(loc)).length;
    expect(locs.filter((loc) => /\/guias\/[a-z]+$/.test(loc))).toHaveLength(CATEGORY_IDS.length);
    expect(locs.length).toBe(1 + 8 + total + 8 + guides);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain("http://localhost/privacy-policy");
    expect(locs).toContain("http://localhost/categoria/tv");
    for (const category of CATEGORY_IDS) {
      for (const record of SAMPLE_CATALOGUE[category]) expect(locs).toContain(`http://localhost/productos/${category}/${record.id}`);
    }
    expect((await get("/sitemap-tv-2.xml")).status).toBe(404);
    expect((await get("/sitemap-fridges-1.xml")).status).toBe(404);
  });
});

describe("PRODUCT-RULES.md (Screens and routes): a product that fails to load shows an error screen with 'Reintentar'; not found only for a 404", () => {
  it("answers 503 with Retry-After and the error screen when the catalogue is unavailable", async () => {
    source.failing = true; // and KV is cold: nothing to fall back on
    const response = await get(`/productos/tv/${tvId}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<button type="button" class="button"[^>]*>Reintentar<\/button>/);
    expect(html).toContain("Error al cargar los productos. Por favor, inténtalo de nuevo más tarde.");
    expect(html).not.toContain("Página no encontrada");
    expect(html).not.toMatch(/at .*\.ts:\d+|SourceError/);
    expect(payloadOf(html)).toMatchObject({ data: { view: "product", categoryId: "tv", product: null }, error: expect.any(String) });
  });

  it("still answers an unknown product with the not-found view and 404", async () => {
    const response = await get("/productos/tv/no-such-product");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Página no encontrada");
  });
});

describe("the legal pages name the site's owner from configuration (LSSI-CE art. 10)", () => {
  const owner = {
    OWNER_NAME: "Comparativas Digitales, S.L.",
    OWNER_TAX_ID: "B12345678",
    OWNER_ADDRESS: "Calle de Alcalá 1, 28014 Madrid, España",
    OWNER_REGISTRY: "Registro Mercantil de Madrid, hoja M-1",
    SITE_HOST: "comparadortecnologico.es",
    CONTACT_EMAIL: "hola@comparadortecnologico.es",
  };

  it.each(["/legal-notice", "/privacy-policy", "/terms-conditions"])("%s shows the configured owner, domain and contact", async (path) => {
    const html = await (await request(source, path, undefined, owner)).text();
    for (const value of [owner.OWNER_NAME, owner.OWNER_TAX_ID, owner.OWNER_ADDRESS, owner.SITE_HOST, owner.CONTACT_EMAIL]) {
      expect(html, value).toContain(value);
    }
    expect(html).not.toMatch(/\[(Razón social del titular|NIF|Domicilio social)\]/);
  });

  it("the legal notice lists the registry data; development shows placeholders that say which variable to set", async () => {
    expect(await (await request(source, "/legal-notice", undefined, owner)).text()).toContain(owner.OWNER_REGISTRY);
    const development = await (await get("/legal-notice")).text();
    for (const name of ["OWNER_NAME", "OWNER_TAX_ID", "OWNER_ADDRESS", "OWNER_REGISTRY"]) expect(development).toContain(name);
  });
});
