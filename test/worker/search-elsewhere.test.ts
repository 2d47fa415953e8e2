import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { useSampleWorker } from "./support";

/**
 * GET /api/search's counts per category, which say "where there are results" under a listing that has
 * none: each is what that category's listing shows for the term, its spec words understood (inside workerd).
 */
const { get } = useSampleWorker();

type Counts = { byCategory: { categoryId: string; total: number; listed: number }[] };
const counts = async (term: string) => ((await (await get(`/api/search?q=${encodeURIComponent(term)}&limite=1`)).json()) as Counts).byCategory;
const listingTotal = async (category: string, term: string) =>
  ((await (await get(`/api/categories/${category}/products?q=${encodeURIComponent(term)}`)).json()) as { total: number }).total;

const withAnc = SAMPLE_CATALOGUE.headphones.filter((r) => (r.specs as { audio: { noiseCancellation: { active: boolean } } }).audio.noiseCancellation.active);

describe("GET /api/search counts what each category's listing shows for the term", () => {
  it("'anc' is Auriculares' noise cancelling: counted there though no name has it, and the listing lists exactly that", async () => {
    expect(withAnc.length).toBeGreaterThan(0);
    const byCategory = await counts("anc");
    const headphones = byCategory.find((c) => c.categoryId === "headphones");
    expect(headphones).toEqual({ categoryId: "headphones", total: 0, listed: withAnc.length });
    expect(await listingTotal("headphones", "anc")).toBe(withAnc.length);
    // Televisores understands no "anc": nothing there, by name or by spec.
    expect(byCategory.some((c) => c.categoryId === "tv")).toBe(false);
    // A name that holds the letters is still a name match ("Amazfit Balance"), and its listing finds it too.
    for (const c of byCategory) expect(c.listed, c.categoryId).toBe(await listingTotal(c.categoryId, "anc"));
  });

  it("'oled' counts every OLED TV, as the TV listing does, beside the names that say it", async () => {
    const oled = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { panelType: string } }).display.panelType === "OLED");
    const named = oled.filter((r) => `${r.brand} ${r.model}`.toLowerCase().includes("oled"));
    const tv = (await counts("oled")).find((c) => c.categoryId === "tv");
    expect(named.length).toBeLessThan(oled.length);
    expect(tv).toEqual({ categoryId: "tv", total: named.length, listed: oled.length });
    expect(await listingTotal("tv", "oled")).toBe(oled.length);
  });

  it("a term no listing understands counts the name search in both", async () => {
    for (const c of await counts("samsung")) expect(c.listed, c.categoryId).toBe(c.total);
  });
});
