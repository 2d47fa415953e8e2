import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { PagePayload } from "../../client/state/app-state";
import { PAGE_CACHE_CONTROL } from "../../worker/http/cache";
import { ALL_CATEGORY_TAGS } from "../../worker/http/cache-tags";
import { TEXT } from "../../shared/texts";
import { element, elements } from "./html";
import { useSampleWorker } from "./support";

/** The header search's results page, /buscar?q=…, as the worker renders it (inside workerd). */
const { source, get } = useSampleWorker();

function payloadOf(html: string): PagePayload {
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no payload script in the page");
  return JSON.parse(match[1]) as PagePayload;
}

/** The page's main content: what a shopper reads, without the head or the payload. */
const mainOf = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));

describe("/buscar: the search results page", () => {
  it("answers 200 with the page's cache headers, not indexed, titled with the term", async () => {
    const response = await get("/buscar?q=samsung");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.get("Cache-Tag")).toBe(ALL_CATEGORY_TAGS);
    expect(response.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src[^;]*'nonce-/);
    const html = await response.text();
    expect(html).toContain("<title>Resultados de «samsung» | Comparador Tecnológico</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(payloadOf(html).data).toMatchObject({ view: "search", term: "samsung", outcome: { kind: "results", complete: true } });

    // Same data, same page: the visitor's copy is still right.
    const again = await get("/buscar?q=samsung", { "If-None-Match": response.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("groups the matches by category, each linking to its listing with the term", async () => {
    const html = mainOf(await (await get("/buscar?q=samsung")).text());
    const samsungTvs = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "Samsung").length;
    const samsungPhones = SAMPLE_CATALOGUE.mobile.filter((r) => r.brand === "Samsung").length;
    expect(samsungTvs).toBeGreaterThan(0);
    expect(html).toMatch(new RegExp(`<h2 id="search-group-tv">Televisores(<!-- -->)? <span class="search-page__count">${samsungTvs} resultados?</span></h2>`));
    expect(html).toMatch(
      new RegExp(`<h2 id="search-group-mobile">Móviles(<!-- -->)? <span class="search-page__count">${samsungPhones} resultados?</span></h2>`),
    );
    expect(html).toContain(`href="/categoria/tv?q=samsung"`);
    expect(html).toContain(`href="/categoria/mobile?q=samsung"`);
    // The cards are in the HTML, each linking to its product.
    const first = SAMPLE_CATALOGUE.tv.find((r) => r.brand === "Samsung")!;
    expect(html).toContain(`/productos/tv/${first.id}`);
    // The page's own form sends a new term here, without JavaScript.
    expect(html).toMatch(/<form[^>]*action="\/buscar" method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="samsung"/);
    // A term long enough to search needs no hint under the box.
    await expect(elements(html, "#search-page-hint")).resolves.toEqual([]);
    expect((await element(html, "input#search-page-input")).attributes).not.toHaveProperty("aria-describedby");
  });

  it("hints a term too short to search under the page's own box too, the box described by it", async () => {
    const html = mainOf(await (await get("/buscar?q=ab")).text());
    await expect(element(html, "input#search-page-input")).resolves.toMatchObject({
      attributes: { name: "q", value: "ab", "aria-describedby": "search-page-hint" },
    });
    await expect(element(html, "#search-page-hint")).resolves.toMatchObject({ text: TEXT.searchHint });
  });

  it("is what the header's search on every page asks for: a GET form to /buscar whose only field is the term", async () => {
    const html = await (await get("/")).text();
    await expect(element(html, "header form.site-search__form")).resolves.toMatchObject({ attributes: { action: "/buscar", method: "get" } });
    const fields = await elements(html, "header form.site-search__form [name]");
    expect(fields.map((f) => [f.tag, f.attributes.name, f.attributes["aria-label"]])).toEqual([["input", "q", "Buscar productos en todas las categorías"]]);
    const submit = await element(html, "header form.site-search__form button");
    expect([submit.attributes.type, submit.text]).toEqual(["submit", "Buscar"]);
  });

  it("says in visible text when nothing matches", async () => {
    const html = mainOf(await (await get("/buscar?q=zxqwvz")).text());
    expect(html).toContain("<h2>No se encontraron productos</h2>");
    expect(html).toContain("No hay resultados para &quot;zxqwvz&quot;");
    expect(html).not.toMatch(/class="visually-hidden"[^>]*>No hay resultados/);
  });

  it.each([
    ["/buscar?q=ab", "Introduce al menos 3 caracteres para buscar"],
    ["/buscar?q=%20%20ab%20%20", "Introduce al menos 3 caracteres para buscar"],
    ["/buscar", "Escribe una marca o un modelo para buscar en todas las categorías."],
    ["/buscar?q=", "Escribe una marca o un modelo para buscar en todas las categorías."],
  ])("%s: a clear hint, no search", async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = mainOf(await response.text());
    expect(html).toContain(`<p class="notice"${text.startsWith("Introduce") ? ' role="status"' : ""}>${text}</p>`);
    expect(html).toContain("<h1>Buscar productos</h1>");
  });

  it("escapes the term everywhere it is written", async () => {
    const term = `<script>alert("x")</script>&"'`;
    const response = await get(`/buscar?${new URLSearchParams({ q: term })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&quot;&#x27;");
    expect(payloadOf(html).route).toEqual({ view: "search", term });
  });

  it("gives a huge term a clear page, not an echo of it nor an error", async () => {
    const term = "samsung ".repeat(700);
    const response = await get(`/buscar?${new URLSearchParams({ q: term })}`);
    expect(response.status).toBe(200);
    const html = mainOf(await response.text());
    expect(html).toContain("La búsqueda es demasiado larga: escribe como máximo 100 caracteres.");
    expect(html).not.toContain("samsung samsung samsung samsung samsung samsung samsung samsung samsung samsung samsung samsung samsung");
  });

  it.each([
    ["invalid percent-encoding", "/buscar?q=%FF%FE%zz"],
    ["control characters", "/buscar?q=%00%01sam%7Fsung"],
    ["line separators", "/buscar?q=sam%E2%80%A8sung%E2%80%A9"],
    ["emoji and right-to-left text", "/buscar?q=%F0%9F%93%BA%E2%80%AEgnusmas"],
    ["repeated parameters", "/buscar?q=sam&q=sung"],
    ["regular-expression characters", "/buscar?q=.*%5B(%5C"],
  ])("%s: 200 with a page that says what it found", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(payloadOf(html).data.view).toBe("search");
    expect(html).toMatch(/<h1>(Resultados de «[^<]*»|Buscar productos)<\/h1>/);
  });

  it("with the catalogue unavailable says so, answers 200 and is not kept by caches", async () => {
    source.failing = true;
    const response = await get("/buscar?q=samsung");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.has("ETag")).toBe(false);
    const html = mainOf(await response.text());
    expect(html).toContain("Algunas categorías no se han podido consultar");
  });
});
