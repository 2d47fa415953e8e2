import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import { CATEGORY_IDS } from "../../shared/categories";
import { GUIDE_METHOD } from "../../shared/guides/guide-texts";
import type { GuidePageData } from "../../shared/guides/guide-types";
import { productName } from "../../shared/product-name";
import { comparePath, productPath } from "../../shared/routes";
import { element, elements } from "./html";
import { useSampleWorker } from "./support";

/** The guides' pages as the worker draws them: what a shopper (or a search engine) reads without script. */
const { get } = useSampleWorker();

function payloadOf(html: string): PagePayload {
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no payload script in the page");
  return JSON.parse(match[1]) as PagePayload;
}

async function guideOf(path: string): Promise<{ html: string; guide: GuidePageData }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const { data } = payloadOf(html);
  if (data.view !== "guide" || !data.guide) throw new Error(`${path}: no guide in the payload`);
  return { html, guide: data.guide };
}

const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

describe("a guide's page", () => {
  it("names its picks by role with price, shop, verdict and reasons, in the HTML, with its title, canonical and ItemList", async () => {
    const { html, guide } = await guideOf("/guias/tv/gaming");
    expect(guide.title).toBe("Los mejores televisores para gaming");
    expect(guide.month).toMatch(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d$/);
    expect((await element(html, "title")).text).toBe(
      decode(`Los mejores televisores para gaming — ${guide.month} | Comparador Tecnológico`).replace(/ \| .*/, " | Comparador Tecnológico"),
    );
    expect((await element(html, 'link[rel="canonical"]')).attributes.href).toMatch(/\/guias\/tv\/gaming$/);
    expect(guide.picks.length).toBeGreaterThanOrEqual(3);
    expect(guide.picks[0].role).toBe("general");
    const headings = (await elements(html, ".guide-pick__role")).map((h) => decode(h.text));
    expect(headings).toEqual(
      guide.picks.map(
        (p, i) =>
          `N.º ${i + 1} ${{ general: "Mejor en general", "calidad-precio": "Mejor calidad-precio", economico: "Mejor económico", "gama-alta": "Mejor gama alta" }[p.role]}: ${productName(p.card)}`,
      ),
    );
    const body = decode(html);
    for (const pick of guide.picks) {
      expect(pick.reasons.length).toBeGreaterThanOrEqual(2);
      expect(pick.shopName).not.toBe("");
      for (const reason of pick.reasons) expect(body).toContain(reason.slice(1));
      expect(body).toContain(pick.verdictLabel);
      expect(body).toContain(`en ${pick.shopName}`);
    }
    // The input lag the use asks for, with its figure against the others that meet it.
    expect(guide.picks.flatMap((p) => p.reasons).some((r) => /retardo de entrada de \d+(,\d+)? ms/.test(r))).toBe(true);
    const ld = (await elements(html, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s.text) as Record<string, unknown>);
    const list = ld.find((entry) => entry["@type"] === "ItemList") as {
      numberOfItems: number;
      itemListElement: { position: number; url: string; name: string }[];
    };
    expect(list.numberOfItems).toBe(guide.picks.length);
    expect(list.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(guide.picks.map((p) => productPath("tv", p.card.id)));
  });

  it("says what it required with a link to that listing, links the comparison of its picks, and states its rule", async () => {
    const { html, guide } = await guideOf("/guias/tv/gaming");
    const required = await element(html, ".guide__required");
    expect(decode(required.text)).toContain("Para gaming: frecuencia de refresco desde 120 Hz");
    expect(decode((await elements(html, ".guide__required a"))[0].attributes.href)).toBe(guide.listingPath);
    expect(guide.listingPath).toMatch(/^\/categoria\/tv\?/);
    const compare = (await elements(html, "a.button--primary")).find((a) => a.text.startsWith("Comparar estos"))!;
    const ids = guide.picks.slice(0, 3).map((p) => p.card.id);
    expect(compare.text).toBe(`Comparar estos ${ids.length}`);
    expect(decode(compare.attributes.href)).toBe(comparePath(ids, false, "gaming"));
    const method = await elements(html, ".guide__method li");
    expect(method.map((li) => decode(li.text))).toEqual([...GUIDE_METHOD]);
  });

  it("has a guide per category and per use it offers, each listed on /guias, in the sitemap and linked from the category's uses row", async () => {
    const index = await get("/guias");
    expect(index.status).toBe(200);
    const html = await index.text();
    expect((await element(html, 'link[rel="canonical"]')).attributes.href).toMatch(/\/guias$/);
    const links = (await elements(html, ".guides__links a")).map((a) => a.attributes.href);
    for (const category of CATEGORY_IDS) expect(links).toContain(`/guias/${category}`);
    expect(links).toContain("/guias/tv/gaming");
    expect(links).toContain("/guias/mobile/bateria");
    const sitemap = await (await get("/sitemap-paginas.xml")).text();
    for (const link of links) expect(sitemap).toContain(`${link}</loc>`);
    const category = await (await get("/categoria/tv")).text();
    expect((await elements(category, ".uses a")).map((a) => a.attributes.href)).toContain("/guias/tv");
    // The footer of every page links the guides.
    expect((await elements(category, ".site-footer a")).map((a) => a.attributes.href)).toContain("/guias");
  });

  it("answers a use or category it does not have with a 404 in Spanish", async () => {
    for (const path of ["/guias/tv/pesca", "/guias/neveras", "/guias/television/gaming", "/guias/tv/gaming/mas", "/guias/tv/GAMING!"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect((await element(html, ".not-found h1")).text, path).toBe("Página no encontrada");
      expect((await element(html, ".not-found p")).text, path).toBe("La página que buscas no existe o ya no está disponible.");
      expect(html, path).not.toContain('rel="canonical"');
    }
  });
});

describe("the guides elsewhere", () => {
  it("names on a pick's product page the guides that name it", async () => {
    const { guide } = await guideOf("/guias/mobile");
    const first = guide.picks[0].card;
    const html = await (await get(productPath("mobile", first.id))).text();
    const mentions = (await elements(html, ".guide-mentions li")).map((li) => decode(li.text));
    expect(mentions).toContain("N.º 1 en Los mejores móviles (mejor en general)");
    expect((await elements(html, ".guide-mentions a")).map((a) => a.attributes.href)).toContain("/guias/mobile");
  });

  it("shows on the home page a 'Guías' block, one guide per category, above 'Productos Añadidos Recientemente'", async () => {
    const html = await (await get("/")).text();
    const all = await elements(html, ".home-guides__list a");
    expect(all.at(-1)).toMatchObject({ attributes: { href: "/guias" }, text: "Todas las guías" });
    const links = all.slice(0, -1);
    expect(links).toHaveLength(CATEGORY_IDS.length);
    expect(new Set(links.map((a) => a.attributes.href.split("/")[2]))).toEqual(new Set(CATEGORY_IDS));
    expect(html.indexOf('id="home-guides-title"')).toBeLessThan(html.indexOf('id="latest-title"'));
    expect(html).toContain("Productos Añadidos Recientemente");
  });
});
