import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { useSampleWorker } from "./support";

const { get } = useSampleWorker();

const answer = async (path: string) => (await (await get(path)).json()) as { total: number; cards: { id: string; brand: string }[] };
const oledTvs = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { panelType: string } }).display.panelType === "OLED").map((r) => r.id);

describe("the listing's search understands spec words, in the worker", () => {
  it("'oled' lists every OLED TV through the API and on the page, shown as a chip", async () => {
    const api = await answer("/api/categories/tv/products?q=oled");
    expect(api.cards.map((c) => c.id).sort()).toEqual([...oledTvs].sort());
    const html = await (await get("/categoria/tv?q=oled")).text();
    expect(html.includes(`${oledTvs.length} productos`)).toBe(true);
    expect(html.includes('aria-label="Quitar Tipo de panel: OLED"')).toBe(true);
    expect(html.includes('"listing":{"term":"","filters":{"display.panelType":["OLED"]}')).toBe(true);
  });

  it("'samsumg' in Televisores finds the Samsungs; 'sony' in Altavoces does not list Sonos", async () => {
    const samsung = await answer("/api/categories/tv/products?q=samsumg");
    expect(samsung.cards.map((c) => c.id).sort()).toEqual(
      SAMPLE_CATALOGUE.tv
        .filter((r) => r.brand === "Samsung")
        .map((r) => r.id)
        .sort(),
    );
    const sony = await answer("/api/categories/speaker/products?q=sony");
    expect(sony.total).toBeGreaterThan(0);
    expect(sony.cards.every((c) => c.brand === "Sony")).toBe(true);
  });

  it("keeps the empty result for a term that names nothing", async () => {
    const html = await (await get("/categoria/tv?q=zzzzzz")).text();
    expect(html.includes("No se encontraron productos")).toBe(true);
    expect(html).toMatch(/No hay resultados para (<!-- -->)?(&quot;|")(<!-- -->)?zzzzzz/);
  });

  it("answers odd terms with a listing, never an error", async () => {
    for (const term of ["55 55 55 pulgadas pulgadas", "oled".repeat(60), "%22%22%22", "120%20hz%20hz", "1e309%20gb", "__proto__", "constructor%20oled"]) {
      const page = await get(`/categoria/tv?q=${term}`);
      expect(page.status, term).toBe(200);
      const api = await get(`/api/categories/tv/products?q=${term}`);
      expect(api.status, term).toBe(200);
    }
  });
});
