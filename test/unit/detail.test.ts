import { relatedProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { buildComparison, onlyDifferences } from "../../shared/compare";
import { splitDescription } from "../../shared/description";
import { lowestPriceBefore } from "../../shared/price-history";
import type { Product, ProductDetail } from "../../shared/product";
import { scalePercent, scoreTone } from "../../shared/scores";
import { RELATED_SHOWN, similarityScore } from "../../shared/similarity";
import { specGroups } from "../../shared/spec-table";
import { toSummary } from "../../shared/summary";
import { toCard } from "../../shared/card";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { canonicalOrder } from "../../shared/listing";
import { BundledSource } from "../../worker/data/bundled-source";
import { productDocument } from "../../worker/data/product-document";
import { renderAnalysis } from "../../worker/data/analysis";
import { structuredData } from "../../client/routes/heads";

const source = new BundledSource();
const detail = async (category: (typeof CATEGORY_IDS)[number], index = 0): Promise<ProductDetail> =>
  productDocument((await source.listCategory(category))[index], "rev", "2026-11-21T00:00:00Z").product;

describe("PRODUCT-RULES.md (Screens and routes): the description section", () => {
  it("takes the heading from the first top-level heading and renders the rest", () => {
    expect(splitDescription("# Mi análisis\n\nTexto **fuerte**.\n\n## Sub", "LG", "C4")).toEqual({
      heading: "Mi análisis",
      body: "Texto **fuerte**.\n\n## Sub",
    });
  });

  it("falls back to 'Análisis Completo: {brand} {model}'", () => {
    expect(splitDescription("Sin título.\n\n## Sección", "LG", "C4").heading).toBe("Análisis Completo: LG C4");
  });

  it("gives plain text without markup characters, from the parsed tree, for the JSON-LD description", () => {
    const { summary } = renderAnalysis({
      brand: "X",
      model: "Y",
      general: {
        description: "# Título\n\n**Negrita** y [enlace](https://x.es) con `código`\n\n- uno\n- dos\n\n<b>crudo</b>\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      },
    });
    expect(summary).toBe("Título. Negrita y enlace con código uno dos crudo a b 1 2");
    // A section heading inside the text ends its sentence.
    const sections = renderAnalysis({
      brand: "X",
      model: "Y",
      general: { description: "# Título\n\nIntro.\n\n## Diseño\n\nEl marco.\n\n## ¿Merece la pena?\n\nSí." },
    });
    expect(sections.summary).toBe("Título. Intro. Diseño. El marco. ¿Merece la pena? Sí.");
    // At most 300 characters, cut after a whole word.
    const long = renderAnalysis({ brand: "X", model: "Y", general: { description: "palabra ".repeat(100) } }).summary;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/ palabra…$/);
  });

  it("renders Markdown with GFM but never raw HTML, unsafe links or pictures", () => {
    const analysis = renderAnalysis({
      brand: "X",
      model: "Y",
      general: {
        description:
          "# T\n\n<script>alert(1)</script><b>raw</b>\n\n[malo](javascript:alert(1)) [bueno](https://ejemplo.es) ![img](https://x/y.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      },
    });
    expect(analysis.heading).toBe("T");
    expect(analysis.html).not.toContain("<script");
    expect(analysis.html).not.toContain("<b>");
    expect(analysis.html).not.toContain("javascript:");
    expect(analysis.html).not.toContain("<img");
    expect(analysis.html).toContain('<a href="https://ejemplo.es" rel="nofollow noopener noreferrer" target="_blank">bueno</a>');
    expect(analysis.html).toContain("<table>");
  });
});

describe("PRODUCT-RULES.md (Screens and routes): spec tabs", () => {
  it("starts with 'general', hides null/empty/N/A and formats units, labels, booleans and lists", async () => {
    const tv = (await source.listCategory("tv"))[0];
    const product: Product = {
      ...tv,
      specs: {
        display: { sizeInches: 55, resolution: "3840x2160", refreshRateHz: 120, panelType: "N/A", hdrFormats: ["HDR10", "Dolby Vision"], technology: [] },
        gaming: { vrrSupport: true, inputLagMs: null },
        connectivity: { usbPorts: [{ type: "USB-A", count: 2 }] },
        audio: { outputPower: "" },
      },
    } as Product;
    const groups = specGroups(product);
    expect(groups[0].id).toBe("general");
    const rows = Object.fromEntries(groups.flatMap((g) => g.rows.map((r) => [r.key, r.value])));
    expect(rows["specs.display.sizeInches"]).toBe('55"');
    expect(rows["specs.display.refreshRateHz"]).toBe("120 Hz");
    expect(rows["specs.display.resolution"]).toBe("4K UHD (3840x2160)");
    expect(rows["specs.display.hdrFormats"]).toBe("HDR10, Dolby Vision");
    expect(rows["specs.gaming.vrrSupport"]).toBe("Sí");
    expect(rows["specs.connectivity.usbPorts"]).toBe("USB-A ×2");
    for (const hidden of ["specs.display.panelType", "specs.display.technology", "specs.gaming.inputLagMs", "specs.audio.outputPower"]) {
      expect(rows).not.toHaveProperty(hidden);
    }
    expect(groups.some((g) => g.id === "audio")).toBe(false); // a group with nothing to show has no tab
  });
});

describe("purchase box and scores", () => {
  it("finds the lowest price of the 30 days before the last check", () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, 21) - n * 86_400_000).toISOString().slice(0, 10);
    const history = [
      { date: day(40), price: 50 },
      { date: day(20), price: 90 },
      { date: day(3), price: 80 },
      { date: day(0), price: 70 },
    ];
    expect(lowestPriceBefore(history)).toEqual({ date: day(3), price: 80 });
    expect(lowestPriceBefore([{ date: day(0), price: 70 }])).toBeNull();
  });

  it("colours bars by their thresholds (PRODUCT-RULES.md, Limits)", () => {
    expect([80, 79.9, 60, 59, 40, 39].map(scoreTone)).toEqual(["green", "blue", "blue", "yellow", "yellow", "red"]);
    expect(scalePercent(25, -50, 50)).toBe(75);
  });
});

describe("PRODUCT-RULES.md (Key-spec chips and similarity): related products for every category", () => {
  for (const category of CATEGORY_IDS) {
    it(`${category}: both lists exclude the product, at most 10, specs by score, price by the segment rules`, async () => {
      const summaries = (await source.listCategory(category)).map(toSummary);
      for (const product of summaries) {
        const { similarSpecs, similarPrice } = relatedProducts(product, summaries);
        for (const list of [similarSpecs, similarPrice]) {
          expect(list.length).toBeLessThanOrEqual(RELATED_SHOWN);
          expect(list.some((p) => p.id === product.id)).toBe(false);
        }
        const scores = similarSpecs.map((c) => similarityScore(product, c));
        expect(scores.every((s) => s > 0)).toBe(true);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(similarPrice.every((c) => c.priceSegment === product.priceSegment)).toBe(true);
        const firstSameBrand = similarPrice.findIndex((c) => c.brand === product.brand);
        if (firstSameBrand >= 0) {
          expect(similarPrice.slice(firstSameBrand).every((c) => c.brand === product.brand)).toBe(true);
          expect(firstSameBrand).toBeLessThan(5);
        }
      }
    });
  }
});

describe("the comparison page's logic", () => {
  it("marks the best value per comparable row and which rows differ", async () => {
    // Both prices checked an hour before `now`: fresh, so the price may be judged.
    const now = Date.parse("2026-11-21T12:00:00Z");
    const checked = (p: ProductDetail) => ({ ...p, amazon: { ...p.amazon, lastPriceUpdate: "2026-11-21T11:00:00Z" } });
    const [a, b] = [checked(await detail("tv", 0)), checked(await detail("tv", 1))];
    const sections = buildComparison([a, b], now);
    const price = sections[0].rows.find((r) => r.key === "price")!;
    expect(price.best).toEqual([a.amazon.price <= b.amazon.price ? 0 : 1]);
    const overall = sections[0].rows.find((r) => r.key === "overall")!;
    expect(overall.best).toEqual([(a.score?.overall ?? 0) >= (b.score?.overall ?? 0) ? 0 : 1]);
    const brand = sections.find((s) => s.id === "general")!.rows.find((r) => r.key === "brand")!;
    expect(brand.best).toEqual([]); // text rows are not judged
    expect(sections.map((s) => s.id)).toContain("display");
    const diff = onlyDifferences(sections);
    expect(diff.flatMap((s) => s.rows).every((r) => r.differs)).toBe(true);
    expect(diff.flatMap((s) => s.rows).length).toBeLessThan(sections.flatMap((s) => s.rows).length);
  });

  it("compares different categories only on what they share", async () => {
    const sections = buildComparison([await detail("tv"), await detail("laptop")], Date.now());
    expect(sections.map((s) => s.id)).toEqual(["summary", "aspects", "general"]);
    expect(sections[1].rows.map((r) => r.key)).not.toContain("energy.efficiencyClass");
  });
});

describe("PRODUCT-RULES.md (Screens and routes): structured data", () => {
  const origin = "https://comparador.example";

  it("describes a product with its current offers and breadcrumbs, and no rating collected by a retailer", async () => {
    const product = await detail("mobile", 2);
    const [ld, crumbs] = structuredData({ view: "product", categoryId: "mobile", product, related: null }, origin);
    const parsed = JSON.parse(JSON.stringify(ld));
    expect(parsed).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${product.brand} ${product.model}`,
      brand: { "@type": "Brand", name: product.brand },
      sku: product.id,
      offers: { "@type": expect.stringMatching(/^(Aggregate)?Offer$/), priceCurrency: "EUR" },
    });
    expect(parsed).not.toHaveProperty("aggregateRating");
    expect(parsed.image[0]).toMatch(/^https:\/\/comparador\.example\/img\//);
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [{ position: 1 }, { position: 2, name: "Móviles" }, { position: 3, name: product.model }],
    });
  });

  it("cuts every description at a word boundary, within 300 characters", async () => {
    for (const category of CATEGORY_IDS) {
      for (const product of await source.listCategory(category)) {
        const { summary } = productDocument(product, "rev", "2026-11-21T00:00:00Z").product.analysis;
        expect(summary.length, product.id).toBeLessThanOrEqual(300);
        // A long analysis is cut, and says so; a cut text ends with a whole word of the analysis.
        if (product.general.description.length > 600) expect(summary, product.id).toMatch(/…$/);
        if (summary.endsWith("…")) {
          const last = summary.slice(0, -1).split(" ").pop()!;
          expect(product.general.description, `${product.id}: "${last}"`).toMatch(
            new RegExp(`(^|[\\s(«"*_\\[])${last.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u"),
          );
          expect(product.general.description, `${product.id}: "${last}"`).toMatch(
            new RegExp(`${last.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s,.;:!?)»"*_\\]])`, "u"),
          );
        }
      }
    }
  }, 120_000);

  it("lists on a CollectionPage the first 10 cards the page shows, and counts the whole listing", async () => {
    const cards = canonicalOrder((await source.listCategory("headphones")).map((p) => toSummary(p))).map(toCard);
    const manifest: PublicManifest = {
      categoryId: "headphones",
      builtAt: "",
      version: "v",
      total: cards.length,
      filters: [],
      counts: {},
      topBrands: [],
      indexHash: "0123456789abcdef",
    };
    // The first page of a longer listing: the list names what the page shows first, and counts it all.
    const page = { total: 250, counts: {}, offset: 0, positions: cards.map((_, i) => i), cards };
    const [collection] = structuredData({ view: "category", categoryId: "headphones", manifest, page }, origin);
    expect(cards.length).toBeGreaterThan(10);
    const list = (collection as { mainEntity: { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] } }).mainEntity;
    expect(list.itemListElement).toHaveLength(10);
    expect(list.numberOfItems).toBe(250);
    // The page's first cards, in its order.
    expect(list.itemListElement.map((item) => item.url)).toEqual(cards.slice(0, 10).map((c) => `${origin}/productos/headphones/${c.id}`));
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: `${cards[0].brand} ${cards[0].model}` });
    expect(SAMPLE_CATALOGUE.headphones.length).toBe(cards.length);
  });
});
