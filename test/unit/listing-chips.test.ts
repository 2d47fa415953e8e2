import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { CHIP_RULES, chipFor, keySpecChips, MAX_CHIPS } from "../../shared/chips";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { CATEGORY_GRID, HOME_GRID, beyondClasses, categoryColumns, homeColumns } from "../../shared/grid";
import { pagedGridCss } from "../../scripts/lib/grid-css";
import { listingToSearch, parseListingQuery } from "../../shared/listing-query";
import { buildListingIndex, canonicalOrder, listingModel, runListing } from "../../shared/listing";
import type { ListingQuery } from "../../shared/listing-query";
import type { Product } from "../../shared/product";
import { toSummary } from "../../shared/summary";
import { BundledSource } from "../../worker/data/bundled-source";

const source = new BundledSource();
const summaries = async (category: (typeof CATEGORY_IDS)[number]) => (await source.listCategory(category)).map((p: Product) => toSummary(p));

/**
 * A listing as the worker and the browser run it: the category in its canonical order, its compact
 * index (through JSON, as stored and fetched), decoded; results are positions into that order.
 */
function listed(products: ReturnType<typeof toSummary>[], definitions: ReturnType<typeof buildFilterDefinitions>, query: ListingQuery) {
  const model = listingModel(JSON.parse(JSON.stringify(buildListingIndex(products, definitions, "v"))), definitions);
  return runListing(model, query).positions.map((position) => products[position]);
}

describe("PRODUCT-RULES.md (Key-spec chips and similarity): key-spec chips per category", () => {
  const formats: Record<string, RegExp[]> = {
    tv: [/^\d+(,\d)?"$/, /^(4K UHD|Full HD|HD|8K)$/],
    laptop: [/^\d+(,\d)?"$/, /\S/, /^\d+GB RAM$/, /^\d+(,\d+)? kg$/],
    mobile: [/^\d+(,\d)?"$/, /^\d+(,\d)? MP$/, /^\d+(GB|TB)( .+)?$/, /^\d+GB RAM$/],
    tablet: [/^\d+(,\d)?"$/, /\S/, /^\d+GB RAM$/],
    headphones: [/^(Diadema|Supraaurales|Intraurales|True Wireless)$/],
    camera: [/^\d+(,\d)? MP$/],
    smartwatch: [/^\d+(,\d)? mm$/, /^\d+(,\d)? días?$/],
    speaker: [/^\d+(,\d)? W$|^Portátil$|^Multiroom$/],
  };

  for (const category of CATEGORY_IDS) {
    it(`${category}: at most ${MAX_CHIPS} chips, first-come from the ordered list, in their formats`, async () => {
      expect(CHIP_RULES[category].length).toBeGreaterThanOrEqual(MAX_CHIPS);
      for (const product of await summaries(category)) {
        const chips = keySpecChips(product);
        expect(chips.length, product.id).toBeGreaterThanOrEqual(2);
        expect(chips.length, product.id).toBeLessThanOrEqual(MAX_CHIPS);
        formats[category].forEach((pattern, i) => {
          if (chips[i]) expect(chips[i].text, `${product.id} chip ${i}`).toMatch(pattern);
        });
      }
    });
  }

  it("formats the chips' labels: 'Clase X', 'Nh batería', 'N kg', Pagos NFC, Monitor cardíaco, Portátil, Multiroom", async () => {
    const texts = (await Promise.all(CATEGORY_IDS.map(summaries)))
      .flat()
      .flatMap((p) => CHIP_RULES[p.categoryId].map((rule) => chipFor(rule, p)?.text).filter(Boolean));
    for (const pattern of [
      /^Clase [A-G]$/,
      /^\d+(,\d)?h batería$/,
      /^\d+(,\d+)? kg$/,
      /^Pagos NFC$/,
      /^Monitor cardíaco$/,
      /^Portátil$/,
      /^Multiroom$/,
      /^Diadema$/,
    ]) {
      expect(
        texts.some((t) => pattern.test(String(t))),
        String(pattern),
      ).toBe(true);
    }
  });
});

describe("the listing: search, filters, sort and the URL", () => {
  it("searches, filters and sorts the way the URL says, and writes the same URL back", async () => {
    const products = canonicalOrder(await summaries("tv"));
    const definitions = buildFilterDefinitions("tv", products);
    const query = parseListingQuery("?q=samsung&precio=0..2000&orden=precio-desc", definitions);
    expect(query).toEqual({ term: "samsung", filters: { priceRange: { min: 0, max: 2000 } }, sort: "precio-desc" });
    const results = listed(products, definitions, query);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBe(products.filter((p) => p.brand === "Samsung" && p.price <= 2000).length);
    expect(results.every((p) => p.brand === "Samsung" && p.price <= 2000)).toBe(true);
    expect(results.map((p) => p.price)).toEqual([...results.map((p) => p.price)].sort((a, b) => b - a));
    expect(listingToSearch(query, definitions)).toBe("?q=samsung&precio=0..2000&orden=precio-desc");
  });

  it("ignores a short search term and an unknown sort", async () => {
    const definitions = buildFilterDefinitions("tv", await summaries("tv"));
    expect(parseListingQuery("?q=ab&orden=rand", definitions)).toEqual({ term: "", filters: {}, sort: "relevancia" });
  });

  it("sorts by score and by newest", async () => {
    const products = canonicalOrder(await summaries("laptop"));
    const definitions = buildFilterDefinitions("laptop", products);
    const byScore = listed(products, definitions, { term: "", filters: {}, sort: "puntuacion" });
    expect(byScore).toHaveLength(products.length);
    expect(byScore.map((p) => p.overall)).toEqual([...byScore.map((p) => p.overall)].sort((a, b) => b! - a!));
    const newest = listed(products, definitions, { term: "", filters: {}, sort: "novedades" });
    expect(newest[0].year).toBe(Math.max(...products.map((p) => p.year)));
    // 'Relevancia' without a search is the canonical order: best sellers (reviews × rating) first.
    const relevant = listed(products, definitions, { term: "", filters: {}, sort: "relevancia" });
    expect(relevant).toEqual(products);
    const sales = relevant.map((p) => (p.reviewCount ?? 0) * (p.rating ?? 0));
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it("uses the grid's columns by width, with two cards a row on phones", () => {
    // PRODUCT-RULES.md (Limits) has one column below 768 px; two go on phones from 360 px.
    expect([320, 359, 360, 375, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536].map(categoryColumns)).toEqual([1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5]);
    expect([375, 639, 640, 767, 768, 1023, 1024, 1440].map(homeColumns)).toEqual([2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("generates the grid's CSS from the same breakpoints, pages of 10 rows at each", () => {
    const css = pagedGridCss();
    expect(css).toContain("@media (min-width:360px){.product-grid--category{grid-template-columns:repeat(2,minmax(0,1fr))}");
    expect(css).toContain(".product-grid--category[data-pending]>.beyond-c1{display:none}");
    for (const width of [360, 1024, 1280, 1536]) {
      const columns = categoryColumns(width);
      expect(css, String(width)).toContain(`@media (min-width:${width}px){.product-grid--category{grid-template-columns:repeat(${columns},`);
      expect(css, String(width)).toContain(`.product-grid--category[data-pending]>.beyond-c${columns}{display:none}`);
    }
  });

  it("marks the cells a pending grid hides at each column count, for the pages the address asks for (?pagina=N)", () => {
    // One page: the 21st card is beyond one and two columns (10 and 20 cards), shown from three.
    expect(beyondClasses(CATEGORY_GRID, 20, 1)).toEqual(["beyond-c1", "beyond-c2"]);
    expect(beyondClasses(CATEGORY_GRID, 9, 1)).toEqual([]);
    // Two pages: 20, 40, 60, 80 and 100 cards; the 41st is beyond one and two columns only.
    expect(beyondClasses(CATEGORY_GRID, 40, 2)).toEqual(["beyond-c1", "beyond-c2"]);
    expect(beyondClasses(CATEGORY_GRID, 99, 2)).toEqual(["beyond-c1", "beyond-c2", "beyond-c3", "beyond-c4"]);
    expect(beyondClasses(HOME_GRID, 25, 1)).toEqual(["beyond-c2"]);
  });
});

describe("the sample catalogue exercises every category's filters", () => {
  it("derives filters in all five sections for every category", async () => {
    for (const category of CATEGORY_IDS) {
      const sections = new Set(buildFilterDefinitions(category, await summaries(category)).map((d) => d.section));
      expect([...sections], category).toEqual(["basic", "main", "technical", "public", "ours"]);
    }
    expect(SAMPLE_CATALOGUE.tv.length).toBeGreaterThan(0);
  });
});

describe("the mobile chip shows the main rear camera", () => {
  it("Xiaomi 15 Ultra-like cameras (50 MP main, 200 MP periscope) read 50 MP", () => {
    const phone = {
      id: "p",
      categoryId: "mobile",
      brand: "Xiaomi",
      model: "15 Ultra",
      year: 2025,
      price: 1499,
      priceCurrency: "EUR",
      image: "/x.svg",
      specs: { camera: { rear: [{ megapixels: 50 }, { megapixels: 50 }, { megapixels: 200 }] } },
    } as unknown as ReturnType<typeof toSummary>;
    expect(
      chipFor(
        CHIP_RULES.mobile.find(([icon]) => icon === "camera")!,
        phone,
      )?.text,
    ).toBe("50 MP");
  });
});
