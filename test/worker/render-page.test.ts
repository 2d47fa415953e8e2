import { describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { createNonce, renderPage } from "../../worker/render/render-page";

const payload: PagePayload = {
  url: "/privacy-policy",
  route: { view: "static", page: "privacy-policy" },
  data: { view: "static", page: "privacy-policy" },
  config: { siteHost: "comparador.example", contactEmail: "contacto@comparador.example", production: false, measurementId: null },
  error: null,
  listing: EMPTY_LISTING,
  renderedAt: "2026-11-21T08:00:00.000Z",
};

const render = (onComplete: (chunks: Uint8Array[]) => void) =>
  renderPage({ payload, status: 200, origin: "http://localhost", userAgent: "Mozilla/5.0", nonce: createNonce(), onComplete });

const joined = (chunks: Uint8Array[]) => new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])));

// What the page cache keeps comes from here: only a page the visitor received completely.
describe("the streamed page handed to the page cache", () => {
  it("is exactly what the visitor received, once the stream is complete", async () => {
    let kept: Uint8Array[] | null = null;
    const response = await render((chunks) => (kept = chunks));
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>[\s\S]*<\/html>$/);
    expect(kept).not.toBeNull();
    expect(joined(kept!)).toBe(html);
  });

  it("is not handed over when the visitor goes away midway", async () => {
    let completed = false;
    const response = await render(() => (completed = true));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel("visitor left");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(completed).toBe(false);
  });
});
