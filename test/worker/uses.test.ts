import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { CATEGORY_IDS } from "../../shared/categories";
import { useSampleWorker } from "./support";

const { get } = useSampleWorker();

const manifestOf = async (category: string) => (await (await get(`/api/categories/${category}`)).json()) as PublicManifest;
const totalOf = async (path: string) => ((await (await get(path)).json()) as { total: number }).total;

describe("shopping by use and range choices, as the worker serves them", () => {
  it("every category's manifest carries 3–6 uses whose counts are what their links list", async () => {
    for (const category of CATEGORY_IDS) {
      const manifest = await manifestOf(category);
      expect(manifest.uses?.length, category).toBeGreaterThanOrEqual(3);
      for (const use of manifest.uses!) {
        expect(await totalOf(`/api/categories/${category}/products${use.search}`), `${category}: ${use.label}`).toBe(use.count);
      }
    }
  });

  it("renders the uses row as plain links above the listing, the chosen use marked and its filters as chips", async () => {
    const manifest = await manifestOf("tv");
    const gaming = manifest.uses!.find((u) => u.label === "Para gaming")!;
    const html = await (await get(`/categoria/tv${gaming.search}`)).text();
    const href = `/categoria/tv${gaming.search}`.replaceAll("&", "&amp;");
    expect(html.includes(`<nav class="uses" aria-label="Comprar por uso">`)).toBe(true);
    expect(html.includes(`href="${href}" class="uses__link" aria-current="true"`)).toBe(true);
    expect(html.includes(`${gaming.count} productos`)).toBe(true);
    expect(html.includes('aria-label="Quitar Frecuencia de refresco')).toBe(true);
  });

  it("offers size and price choices beside the range boxes, as links", async () => {
    const html = await (await get("/categoria/tv")).text();
    expect(html.includes('href="/categoria/tv?display.sizeInches=55..55" class="range-choices__link"')).toBe(true);
    expect(html.includes('href="/categoria/tv?precio=..300" class="range-choices__link"')).toBe(true);
    // The size choice's link lists the 55-inch TVs, and only them.
    const fiftyFive = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { sizeInches: number } }).display.sizeInches === 55).length;
    expect(fiftyFive).toBeGreaterThan(1);
    const sized = await (await get("/categoria/tv?display.sizeInches=55..55")).text();
    expect(sized.includes(`${fiftyFive} productos`)).toBe(true);
    const chips = [...sized.matchAll(/<span class="product-card__chips">(.*?)<\/span><\/span>/g)].map((m) => m[1]);
    expect(chips).toHaveLength(fiftyFive);
    for (const chip of chips) expect(chip).toContain(">55&quot;</span>");
  });

  it("answers bad filter values of a use's parameters with the plain listing, never an error", async () => {
    const all = await totalOf("/api/categories/tv/products");
    for (const bad of [
      "display.refreshRateHz=abc",
      "display.sizeInches=55..44x",
      "caracteristicas=nope",
      "display.panelType=Plasma",
      "gaming.inputLagMs=..",
      "precio=..-",
    ]) {
      const response = await get(`/api/categories/tv/products?${bad}`);
      expect(response.status, bad).toBe(200);
      expect(((await response.json()) as { total: number }).total, bad).toBe(all);
      expect((await get(`/categoria/tv?${bad}`)).status, bad).toBe(200);
    }
  });
});
