import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import type { ListingPageData } from "../../client/view-data";
import { publicManifest } from "../../shared/catalogue-manifest";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { renderPage } from "../../worker/render/render-page";

/** A nonce as hono/secure-headers makes one: 16 random bytes in base64. */
const createNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

const payload: PagePayload = {
  url: "/privacy-policy",
  route: { view: "static", page: "privacy-policy" },
  data: { view: "static", page: "privacy-policy" },
  config: {
    siteHost: "comparador.example",
    contactEmail: "contacto@comparador.example",
    owner: { name: "Titular", taxId: "B00000000", address: "Madrid", registry: "RM" },
    production: false,
    measurementId: null,
  },
  error: null,
  listing: EMPTY_LISTING,
  renderedAt: "2026-11-21T08:00:00.000Z",
};

describe("the rendered page", () => {
  it("is one complete UTF-8 document: head, React's markup and the payload, with the request's nonce", async () => {
    const nonce = createNonce();
    const page = await renderPage({ payload, origin: "http://localhost", nonce, frozenJson: new WeakMap() });
    const html = new TextDecoder().decode(page.bytes);
    expect(html).toMatch(/^<!doctype html>[\s\S]*<\/html>$/);
    // The lazily split view rendered itself, not the loading fallback.
    expect(html).toContain("1. Responsable del tratamiento");
    expect(html).not.toContain("Cargando…");
    expect(html).not.toContain('class="view-skeleton"');
    expect(html).toContain(`nonce="${nonce}"`);
    // Nothing was left for the browser to render: a Suspense boundary that gave up on the server
    // would leave React's client-render marker.
    expect(html).not.toContain("<!--$!-->");
    // Where the page cache will write the next visitor's nonce: the module script and the payload.
    expect(page.noncePositions.length).toBeGreaterThanOrEqual(2);
    for (const at of page.noncePositions) expect(new TextDecoder().decode(page.bytes.subarray(at, at + nonce.length))).toBe(nonce);
  });
});

describe("one broken record never blanks a page", () => {
  /**
   * A category page's payload as the worker builds it (the manifest and the first page of 50 cards),
   * with a card that escaped every check first: a brand that is not text breaks its card's render.
   */
  async function categoryPayload(): Promise<PagePayload & { data: { view: "category"; page: ListingPageData } }> {
    const { BundledSource } = await import("../../worker/data/bundled-source");
    const { buildCategory } = await import("../../worker/data/catalogue-build");
    const products = await new BundledSource().listCategory("tv");
    const build = await buildCategory("tv", products, new Date("2026-11-21T08:00:00Z"));
    const manifest = publicManifest({ ...build.manifest, previous: null });
    const cards = build.chunks.flat().slice(0, 50);
    const broken = { ...cards[0], id: "roto", brand: { not: "text" } as unknown as string };
    const page: ListingPageData = {
      total: manifest.total,
      counts: manifest.counts,
      offset: 0,
      positions: cards.map((_, i) => i),
      cards: [broken, ...cards.slice(1)],
    };
    const data = { view: "category" as const, categoryId: "tv" as const, manifest, page };
    return { ...payload, url: "/categoria/tv", route: { view: "category", categoryId: "tv" }, data };
  }

  it("hides the broken card, logs it, shows every other product, and ships no error details", async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    let html: string;
    try {
      const page = await renderPage({ payload: await categoryPayload(), origin: "http://localhost", nonce: createNonce(), frozenJson: new WeakMap() });
      html = new TextDecoder().decode(page.bytes);
    } finally {
      console.error = original;
    }
    expect(html).toContain("<h1>Televisores</h1>");
    const others = (await categoryPayload()).data.page.cards.slice(1);
    expect(others.length).toBeGreaterThan(5);
    for (const product of others) expect(html).toContain(`/productos/tv/${product.id}"`);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toContain('/productos/tv/roto"');
    expect(html).toContain("<!--$!-->");
    expect(html).not.toMatch(/data-(msg|stck|cstck|dgst)=/);
    expect(html).not.toMatch(/\n\s+at /);
    expect(logged.some((args) => String(args[0]).includes("[render] 1 sección(es) fallaron al renderizar /categoria/tv"))).toBe(true);
  });
});
