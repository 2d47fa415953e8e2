import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { createNonce, renderPage } from "../../worker/render/render-page";

const payload: PagePayload = {
  url: "/privacy-policy",
  route: { view: "static", page: "privacy-policy" },
  data: { view: "static", page: "privacy-policy" },
  config: { siteHost: "comparador.example", contactEmail: "contacto@comparador.example", owner: { name: "Titular", taxId: "B00000000", address: "Madrid", registry: "RM" }, production: false, measurementId: null },
  error: null,
  listing: EMPTY_LISTING,
  renderedAt: "2026-11-21T08:00:00.000Z",
};

describe("the rendered page", () => {
  it("is one complete UTF-8 document: head, React's markup and the payload, with the request's nonce", async () => {
    const nonce = createNonce();
    const page = await renderPage({ payload, origin: "http://localhost", nonce });
    const html = new TextDecoder().decode(page.bytes);
    expect(html).toMatch(/^<!doctype html>[\s\S]*<\/html>$/);
    // The lazily split view rendered itself, not the loading fallback.
    expect(html).toContain("1. Responsable del tratamiento");
    expect(html).not.toContain("Cargando…");
    expect(html).toContain(`nonce="${nonce}"`);
    // Nothing was left for the browser to render: a Suspense boundary that gave up on the server
    // would leave React's client-render marker.
    expect(html).not.toContain("<!--$!-->");
    // Where the page cache will write the next visitor's nonce: the module script and the payload.
    expect(page.noncePositions.length).toBeGreaterThanOrEqual(2);
    for (const at of page.noncePositions) expect(new TextDecoder().decode(page.bytes.subarray(at, at + nonce.length))).toBe(nonce);
  });
});
