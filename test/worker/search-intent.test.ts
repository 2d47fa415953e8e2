import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { SuggestAnswer } from "../../shared/api-contract";
import { useSampleWorker } from "./support";

/** A header search naming a category ("tv oled 55") goes to that category's listing (inside workerd). */
const { get } = useSampleWorker();

type TvSpecs = { display: { panelType: string; sizeInches: number } };
const oled55 = SAMPLE_CATALOGUE.tv
  .filter((r) => (r.specs as TvSpecs).display.panelType === "OLED" && (r.specs as TvSpecs).display.sizeInches === 55)
  .map((r) => r.id);

describe("/buscar with a term that names one category", () => {
  it("answers 302 (not 301: it depends on the term) to the listing searching the other words", async () => {
    const response = await get("/buscar?q=tv+oled+55");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/categoria/tv?q=oled+55");
  });

  it("lands on a listing that understood the words: both chips, and only the 55-inch OLED TVs", async () => {
    expect(oled55.length).toBeGreaterThan(0);
    const api = (await (await get("/api/categories/tv/products?q=oled+55")).json()) as { total: number; cards: { id: string }[] };
    expect(api.cards.map((c) => c.id).sort()).toEqual([...oled55].sort());
    const html = await (await get("/categoria/tv?q=oled+55")).text();
    expect(html).toContain('aria-label="Quitar Tipo de panel: OLED"');
    expect(html).toContain('aria-label="Quitar Tamaño de pantalla: 55&quot;"');
    // The same TVs on the page the header's form lands on (with or without the script).
    expect(html).toContain("<h1>Televisores</h1>");
    expect(html).toContain(`<p class="category__count" aria-live="polite">${oled55.length} productos</p>`);
    const cards = [...html.matchAll(/<a href="\/productos\/tv\/([^"]+)" class="product-card__link"/g)].map((m) => m[1]);
    expect(cards.sort()).toEqual([...oled55].sort());
  });

  it("a term that is only the category goes to the category, whatever its accents and case", async () => {
    for (const term of ["televisores", "TELEVISIÓN", "%20tv%20%20tvs%20"]) {
      const response = await get(`/buscar?q=${term}`);
      expect(response.status, term).toBe(302);
      expect(response.headers.get("Location"), term).toBe("/categoria/tv");
    }
  });

  it("escapes the words it passes on", async () => {
    const response = await get(`/buscar?q=${encodeURIComponent('auriculares "a&b"?#<x>')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/categoria/headphones?q=%22a%26b%22%3F%23%3Cx%3E");
  });

  it("keeps the results page for a term naming two categories, none, or too short to search", async () => {
    for (const term of ["movil tablet", "samsung", "tv"]) {
      const response = await get(`/buscar?q=${encodeURIComponent(term)}`);
      expect(response.status, term).toBe(200);
      expect(response.headers.get("Location"), term).toBeNull();
    }
  });
});

describe("GET /api/search/suggest offers the listing a term names", () => {
  it("with what it understood as chips and how many it lists", async () => {
    const answer = (await (await get("/api/search/suggest?q=tv%20oled%2055")).json()) as SuggestAnswer;
    expect(answer.listing).toMatchObject({ categoryId: "tv", name: "Televisores", href: "/categoria/tv?q=oled+55", term: "", total: oled55.length });
    // In the sidebar's order, as the listing's chips.
    expect(answer.listing!.chips).toEqual(['Tamaño de pantalla: 55"', "Tipo de panel: OLED"]);
  });

  it("and none for a term naming no category", async () => {
    const answer = (await (await get("/api/search/suggest?q=samsung")).json()) as SuggestAnswer;
    expect(answer.listing).toBeUndefined();
    expect(answer.groups.length).toBeGreaterThan(0);
  });
});

describe("each group of the header's results says what its listing shows for the term", () => {
  const oled = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as TvSpecs).display.panelType === "OLED").length;

  it("'oled': the TV group's listing lists every OLED TV, not only those with OLED in their names", async () => {
    const named = SAMPLE_CATALOGUE.tv.filter((r) => `${r.brand} ${r.model}`.toLowerCase().includes("oled")).length;
    expect(named).toBeLessThan(oled);
    const answer = (await (await get("/api/search/suggest?q=oled")).json()) as SuggestAnswer;
    expect(answer.groups.find((g) => g.categoryId === "tv")).toMatchObject({ listed: oled });
    const html = await (await get("/buscar?q=oled")).text();
    expect(html).toContain(`Ver los ${oled} resultados en Televisores`);
    expect(html).toContain('href="/categoria/tv?q=oled"');
  });
});
