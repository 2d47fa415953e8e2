import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../shared/categories";
import { categoryPath, staticPath } from "../../shared/routes";
import { element, elements } from "./html";
import { useSampleWorker } from "./support";

/**
 * The home as the worker draws it: its texts and links (PRODUCT-RULES.md, Screens and routes). Its first screen on a phone and a
 * desktop (the search and the first products within it) is test/browser/phone-pages.test.ts's.
 */
const { get } = useSampleWorker();

describe("the home, as the worker draws it", () => {
  it("keeps the home's badges, links and headings, and names each product card by what it shows, price included", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect((await elements(html, ".hero__badges li")).map((li) => li.text)).toEqual([
      "Impulsado por IA",
      "Datos en Tiempo Real",
      "Actualizaciones Diarias",
      "Análisis Avanzado",
    ]);
    const links = new Map((await elements(html, "main a.button")).map((a) => [a.text, a.attributes.href]));
    expect(Object.fromEntries(links)).toEqual({
      "Explorar Plataforma": categoryPath("tv"),
      "Comenzar a Comparar": categoryPath("tv"),
      "Saber Más": staticPath("how-it-works"),
    });
    expect((await element(html, "h2#latest-title")).text).toBe("Productos Añadidos Recientemente");
    expect((await element(html, ".hero nav.category-picker")).attributes["aria-label"]).toBe("Elige una categoría");
    expect((await elements(html, ".hero nav.category-picker a")).map((a) => a.attributes.href)).toEqual(CATEGORIES.map((c) => categoryPath(c.id)));
    // A card's link is named by its content (no aria-label to drift from it), and that content says the price.
    const cards = await elements(html, ".product-grid--home .product-card__link");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.attributes["aria-label"], card.attributes.href).toBeUndefined();
      expect(card.text, card.attributes.href).toMatch(/\d,\d{2} €/);
    }
  });
});
