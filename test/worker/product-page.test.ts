import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import { CATEGORIES, type CategoryId } from "../../shared/categories";
import { categoryPath, homePath, productPath } from "../../shared/routes";
import { sampleBestOffer } from "../support/sample-prices";
import { element, elements } from "./html";
import { useSampleWorker } from "./support";

/**
 * The product page as the worker draws it: what a shopper reads before (or without) the script.
 * Where it sits on a phone's first screen and on a desktop is test/browser/phone-pages.test.ts's.
 */
const { get } = useSampleWorker();

const record = (category: CategoryId, id: string) => ({ category, record: SAMPLE_CATALOGUE[category].find((r) => r.id === id)! });
/** Long and short names, four categories: the products whose first screen the browser tests measure. */
const PRODUCTS: { category: CategoryId; record: SampleRecord }[] = [
  record("smartwatch", "apple-watch-ultra-2"),
  record("smartwatch", "amazfit-balance"),
  record("tv", "lg-oled65c44la"),
  record("laptop", "apple-macbook-air-13-m4"),
  record("mobile", "apple-iphone-16-pro"),
];

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the product page's purchase box, as the worker draws it", () => {
  it("leads to the best current offer: 'Ver en {tienda}', its https link, in a new tab, sponsored", async () => {
    for (const { category, record } of PRODUCTS) {
      const best = sampleBestOffer(record);
      expect(best.fresh, record.id).toBe(true);
      const cta = await element(await page(productPath(category, record.id)), "a.purchase__cta");
      expect(cta.text, record.id).toBe(`Ver en ${best.shopName}`);
      expect(cta.attributes, record.id).toMatchObject({ href: new URL(best.link).href, target: "_blank", rel: "sponsored noopener noreferrer" });
      expect(cta.attributes.href, record.id).toMatch(/^https:\/\//);
    }
  });
});

describe("the product page's lower sections, as the worker draws them", () => {
  it("draws the radar of the product's scores, and carousels of at most ten related products", async () => {
    const { category, record } = PRODUCTS[2];
    const html = await page(productPath(category, record.id));
    // One filled shape: this product's scores (the rings are unfilled polygons).
    expect(await elements(html, ".scores .radar svg polygon[fill]")).toHaveLength(1);
    for (const [track, title] of [
      ["#similar-specs-track", "Especificaciones Similares"],
      ["#similar-price-track", "Rango de Precio Similar"],
    ]) {
      expect((await element(html, track)).attributes["aria-label"]).toBe(title);
      const cards = await elements(html, `${track} .product-card`);
      expect(cards.length, title).toBeGreaterThan(0);
      expect(cards.length, title).toBeLessThanOrEqual(10);
    }
  });
});

describe("a product's name on the pages, as the worker draws them", () => {
  it("names the Apple Watch SE once wherever its name is shown: title, og:title, JSON-LD, h1, picture, summary and cards", async () => {
    const id = "apple-watch-se-2-40mm-gps";
    const name = "Apple Watch SE (2.ª generación, GPS, 40 mm)";
    const html = await page(productPath("smartwatch", id));
    expect(html).not.toMatch(/Apple(\s|<!-- -->)+Apple/);
    expect((await element(html, "title")).text).toContain(`${name}: análisis, especificaciones y precio | `);
    expect((await element(html, 'meta[property="og:title"]')).attributes.content).toContain(`${name}: análisis`);
    expect((await element(html, "h1")).text).toBe(name);
    expect((await element(html, ".product__image")).attributes.alt).toBe(name);
    const ld = (await elements(html, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s.text) as { "@type"?: string; name?: string });
    expect(ld.find((entry) => entry["@type"] === "Product")?.name).toBe(name);
    // The summary's brand line, then the model without the brand: "Apple" over "Watch SE (…)".
    expect((await element(html, ".summary__brand")).text).toBe("Apple");
    expect((await element(html, ".summary__model")).text).toBe("Watch SE (2.ª generación, GPS, 40 mm)");
    // The listing's cards read the same way.
    const cards = await elements(await page(categoryPath("smartwatch")), ".product-card");
    const watch = cards.find((card) => card.text.includes("Watch SE (2.ª generación, GPS, 40 mm)"));
    expect(watch?.text).toMatch(/^Apple ?Watch SE \(2\.ª generación/);
  });
});

describe("a product that does not exist, as the worker answers it", () => {
  it("is a 404 with the not-found view: its heading, 'Volver atrás', 'Ir al inicio' and a link to each category", async () => {
    const response = await get("/productos/tv/no-existe");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect((await element(html, ".not-found h1")).text).toBe("Página no encontrada");
    expect(await element(html, ".not-found button")).toMatchObject({ attributes: { type: "button" }, text: "Volver atrás" });
    expect((await elements(html, ".not-found a.button")).map((a) => [a.attributes.href, a.text])).toEqual([[homePath(), "Ir al inicio"]]);
    const picker = await elements(html, ".not-found nav.category-picker a");
    expect(picker.map((a) => [a.attributes.href, a.text])).toEqual(CATEGORIES.map((c) => [categoryPath(c.id), c.name]));
    expect((await element(html, ".not-found nav.category-picker")).attributes["aria-label"]).toBe("Elige una categoría");
  });
});
