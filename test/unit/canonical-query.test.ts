import { describe, expect, it } from "vitest";
import type { CatalogueReader } from "../../worker/data/catalogue-reader";
import { canonicalPageSearch } from "../../worker/http/canonical-query";

/** A reader whose category has no filters: the canonical query needs only the manifest's filters. */
const reader = { manifest: async () => ({ filters: [] }) } as unknown as CatalogueReader;

describe("the query a page is kept and rendered under", () => {
  it("keeps the listing's next pages ('Cargar más Productos' without script) and drops what the page does not read", async () => {
    const route = { view: "category", categoryId: "tv" } as const;
    expect(await canonicalPageSearch(route, reader, "?pagina=3&utm=x")).toBe("?pagina=3");
    expect(await canonicalPageSearch(route, reader, "?orden=precio-asc&pagina=2")).toMatch(/^\?.*orden=precio-asc.*&pagina=2$/);
    expect(await canonicalPageSearch(route, reader, "?pagina=1")).toBe("");
  });

  it("keeps only the search page's term", async () => {
    expect(await canonicalPageSearch({ view: "search", term: "oled 55" }, reader, "?q=oled+55&x=1")).toBe("?q=oled+55");
    expect(await canonicalPageSearch({ view: "search", term: "" }, reader, "?x=1")).toBe("");
  });
});
