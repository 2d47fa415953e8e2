import { describe, expect, it } from "vitest";
import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { toSummary } from "../../shared/summary";
import { alternatives } from "../../shared/verdict/alternatives";
import { categoryStanding, standingOf, type CategoryStanding } from "../../shared/verdict/category-standing";
import { productFit } from "../../shared/verdict/product-fit";
import { BundledSource } from "../../worker/data/bundled-source";
import { buildCategory } from "../../worker/data/catalogue-build";

const source = new BundledSource();

describe("the category's standing, worked out in the build", () => {
  it("gives quartiles, median and best per score from the products", () => {
    const products = Array.from({ length: 8 }, (_, i) => ({ overall: 60 + i * 5, categoryScores: { Cámara: 50 + i } }));
    const standing = categoryStanding(products);
    expect(standing.overall).toEqual({ q1: 65, median: 75, q3: 85, max: 95, count: 8 });
    expect(standing.aspects.Cámara).toEqual({ q1: 51, median: 53, q3: 55, max: 57, count: 8 });
  });

  it("says nothing about a category too small to have quarters", () => {
    expect(categoryStanding([{ overall: 90 }, { overall: 50 }])).toEqual({ overall: null, aspects: {} });
  });

  it("calls a score top or bottom only in the outer quarter and 3 points or more from the median", () => {
    const q = { q1: 80, median: 85, q3: 87, max: 95, count: 20 };
    expect(standingOf(87, q)).toBe("upper"); // in the best quarter, but only 2 points above the median
    expect(standingOf(88, q)).toBe("top");
    expect(standingOf(80, q)).toBe("bottom");
    expect(standingOf(83, q)).toBe("lower");
    expect(standingOf(85, q)).toBe("middle");
  });

  it("is carried by the category's manifest", async () => {
    const build = await buildCategory("mobile", await source.listCategory("mobile"), new Date("2026-11-21T00:00:00Z"));
    expect(build.manifest.standing?.overall?.count).toBe(build.manifest.total);
    expect(Object.keys(build.manifest.standing!.aspects)).toEqual(expect.arrayContaining(["Cámara", "Batería", "Pantalla"]));
  });
});

async function standingOfCategory(category: "mobile" | "tv"): Promise<{ products: Product[]; standing: CategoryStanding }> {
  const products = await source.listCategory(category);
  return { products, standing: categoryStanding(products.map((p) => toSummary(p))) };
}

describe("'Para quién es' and 'Para quién no es'", () => {
  it("names a budget phone's strong and weak aspects against the category, with the figures", async () => {
    const { products, standing } = await standingOfCategory("mobile");
    const phone = products.find((p) => p.id === "samsung-galaxy-a16-5g")!;
    const fit = productFit(phone, standing);
    const value = standing.aspects["Relación calidad-precio"];
    expect(fit.forWhom).toEqual([
      `Para quien quiere pagar lo justo por lo que recibe: ${phone.score!.categories!["Relación calidad-precio"]}/100 en relación calidad-precio, entre el 25 % mejor (la mitad de los móviles no pasa de ${value.median}).`,
      "Para presupuestos ajustados: es de gama económica.",
    ]);
    expect(fit.notForWhom).toHaveLength(4);
    expect(fit.notForWhom[0]).toBe(
      `No es para quien necesita potencia para apps y juegos exigentes: ${phone.score!.categories!.Rendimiento}/100 en rendimiento, entre el 25 % más bajo (la mitad de los móviles tiene ${standing.aspects.Rendimiento.median} o más).`,
    );
  });

  it.each(CATEGORY_IDS)("gives every sample product of %s two to four lines each", async (category) => {
    const products = await source.listCategory(category);
    const standing = categoryStanding(products.map((p) => toSummary(p)));
    for (const product of products) {
      const fit = productFit(product, standing);
      expect(fit.forWhom.length, product.id).toBeGreaterThanOrEqual(2);
      expect(fit.forWhom.length, product.id).toBeLessThanOrEqual(4);
      expect(fit.notForWhom.length, product.id).toBeGreaterThanOrEqual(2);
      expect(fit.notForWhom.length, product.id).toBeLessThanOrEqual(4);
    }
  });

  it("says a flagship's weakest point against the category's best when it has no weak quarter", async () => {
    const { products, standing } = await standingOfCategory("mobile");
    const oneplus = productFit(
      products.find((p) => p.id === "oneplus-13")!,
      standing,
    );
    expect(oneplus.notForWhom).toEqual([
      "No es para presupuestos ajustados: es de gama premium.",
      "Si lo primero es diseño, hay mejores: 89/100 frente a 93 del mejor de los móviles.",
    ]);
  });

  it("completes a short list with the aspects in the category's upper half, naming the median", async () => {
    const { products, standing } = await standingOfCategory("mobile");
    const iphone = products.find((p) => p.id === "apple-iphone-16")!;
    expect(productFit(iphone, standing).forWhom).toEqual([
      "Para quien quiere prestaciones altas sin pagar la gama alta: es de gama premium.",
      `Para quien necesita potencia para apps y juegos exigentes: ${iphone.score!.categories!.Rendimiento}/100 en rendimiento, en la mitad alta (la mitad de los móviles no pasa de ${standing.aspects.Rendimiento.median}).`,
    ]);
  });

  it("says who a TV is not for when it lacks a feature the category's shoppers choose by", async () => {
    const { products, standing } = await standingOfCategory("tv");
    const samsung = products.find((p) => p.id === "samsung-qe55s90d")!;
    expect(productFit(samsung, standing).notForWhom).toContain("No es para quien necesita Dolby Vision: no lo tiene.");
  });

  it("without the category's standing, still says what the product itself shows", async () => {
    const { products } = await standingOfCategory("tv");
    const fit = productFit(
      products.find((p) => p.id === "samsung-qe55s90d")!,
      null,
    );
    expect(fit.forWhom.join(" ")).not.toMatch(/25 %/);
    expect(fit.notForWhom).toContain("No es para quien necesita Dolby Vision: no lo tiene.");
  });
});

const card = (id: string, price: number, overall?: number): ProductCardData => ({
  id,
  categoryId: "tv",
  brand: "Marca",
  model: id,
  price,
  priceCurrency: "EUR",
  image: "https://example.com/a.jpg",
  chips: [],
  ...(overall === undefined ? {} : { overall }),
});

describe("'Alternativas'", () => {
  const product = { id: "me", categoryId: "tv" as const, price: 1000, fresh: true, overall: 88 };
  const now = Date.now();

  it("offers the cheapest product with a similar overall score, and the best-scored one at a similar price", () => {
    const related = [
      card("a", 800, 87),
      card("b", 700, 86),
      card("c", 650, 80),
      card("d", 1100, 93),
      card("e", 1050, 91),
      card("f", 1500, 97),
      card("me", 1, 99),
    ];
    const { cheaper, better } = alternatives(product, related, now);
    expect(cheaper?.id).toBe("b"); // c is cheaper but 8 points behind
    expect(better?.id).toBe("d"); // f scores more but costs 50 % more
  });

  it("offers nothing that is only within the bands (a 2-point better score, a 3 % lower price)", () => {
    expect(alternatives(product, [card("a", 970, 88), card("b", 1000, 90)], now)).toEqual({ cheaper: null, better: null });
  });

  it("offers nothing for a product without an overall score, nor a card without one", () => {
    expect(alternatives({ ...product, overall: undefined }, [card("a", 500, 88)], now)).toEqual({ cheaper: null, better: null });
    expect(alternatives(product, [card("a", 500)], now)).toEqual({ cheaper: null, better: null });
  });
});
