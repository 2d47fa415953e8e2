import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { decodeEntities, element, elements } from "./html";
import { useSampleWorker } from "./support";

/**
 * What the server's HTML of a listing shows of a laptop's weight, of the uses' conditions and of the
 * active-filter chips, as a browser without JavaScript gets it: the weight is two boxes of the listing's
 * GET form and an option of its sort, a marked use says its conditions, and every chip is in the HTML
 * with the '+N' that opens them on a phone. What shows at which width: test/browser/uses.test.ts.
 */
const { get } = useSampleWorker();

async function pageAt(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const laptops = SAMPLE_CATALOGUE.laptop;
const weightOf = (record: SampleRecord) => (record.specs as { dimensions: { weightKg: number } }).dimensions.weightKg;
const countOf = async (html: string) => (await element(html, ".category__count")).text;
const products = (n: number) => (n === 1 ? "1 producto" : `${n} productos`);
/** The weight chip of each card, in the order the cards are listed ("1,2 kg" → 1.2). */
const cardWeights = (html: string) => [...html.matchAll(/>(\d+(?:,\d+)?) kg<\/span>/g)].map((m) => Number(m[1].replace(",", ".")));

describe("a laptop's weight in the listing's HTML", () => {
  it("is two boxes 'Peso' of the listing's form under Especificaciones Principales, and typing a top weight lists the laptops up to it", async () => {
    const html = await pageAt("/categoria/laptop");
    const boxes = await elements(html, 'form#listado input[name="dimensions.weightKg"]');
    expect(boxes.map((b) => [b.attributes.type, decodeEntities(b.attributes["aria-label"])])).toEqual([
      ["number", "Peso mínimo (kg)"],
      ["number", "Peso máximo (kg)"],
    ]);
    const main = (await elements(html, "form#listado details.filters__section")).find((s) => s.text.startsWith("Especificaciones Principales"));
    // The section's label, then its boxes' "–" and unit.
    expect(main?.text).toContain("Peso–kg");
    // What the form sends with only the top box filled.
    const light = await pageAt("/categoria/laptop?dimensions.weightKg=&dimensions.weightKg=1.3");
    const upTo = laptops.filter((r) => weightOf(r) <= 1.3).length;
    expect(upTo).toBeGreaterThan(1);
    expect(await countOf(light)).toBe(products(upTo));
    expect(cardWeights(light)).toHaveLength(upTo);
    expect(cardWeights(light).every((w) => w <= 1.3)).toBe(true);
    const chips = await elements(light, "ul.active-filters__list a.active-filters__chip");
    expect(chips.map((c) => c.text)).toEqual(["Peso: hasta 1,3 kg"]);
  });

  it("sorts with 'Más ligero' (orden=peso-asc), an option of the laptops' sort only, lightest card first", async () => {
    const options = await elements(await pageAt("/categoria/laptop"), 'form#listado select[name="orden"] option');
    expect(options.map((o) => [o.attributes.value, o.text])).toContainEqual(["peso-asc", "Más ligero"]);
    const tvOptions = await elements(await pageAt("/categoria/tv"), 'form#listado select[name="orden"] option');
    expect(tvOptions.map((o) => o.attributes.value)).not.toContain("peso-asc");
    const sorted = await pageAt("/categoria/laptop?orden=peso-asc");
    await expect(element(sorted, 'form#listado select[name="orden"] option[selected]')).resolves.toMatchObject({ text: "Más ligero" });
    const weights = cardWeights(sorted);
    expect(weights).toHaveLength(laptops.length);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(weights[0]).toBe(Math.round(Math.min(...laptops.map(weightOf)) * 10) / 10);
  });
});

describe("a use in the listing's HTML", () => {
  it("stays marked with its conditions said when a lower price is typed, and is unmarked when one of its conditions goes", async () => {
    const manifest = (await (await get("/api/categories/laptop")).json()) as PublicManifest;
    const study = manifest.uses!.find((u) => u.label === "Para estudiar")!;
    expect(study.search).toBe("?precio=..900&battery.lifeHours=10..");
    const conditions = "Para estudiar: autonomía desde 10 h, precio hasta 900 €";
    const chosen = await pageAt(`/categoria/laptop${study.search}`);
    await expect(element(chosen, "a.uses__link[aria-current]")).resolves.toMatchObject({ text: `Para estudiar (${study.count})` });
    await expect(element(chosen, "p.uses__conditions")).resolves.toMatchObject({ text: conditions });
    // A price typed under the use's: still the use, and the chips say every condition in force.
    const cheaper = await pageAt("/categoria/laptop?precio=..700&battery.lifeHours=10..&marca=Lenovo");
    await expect(element(cheaper, "a.uses__link[aria-current]")).resolves.toMatchObject({ text: `Para estudiar (${study.count})` });
    await expect(element(cheaper, "p.uses__conditions")).resolves.toMatchObject({ text: conditions });
    expect((await elements(cheaper, "a.active-filters__chip")).map((c) => c.text)).toEqual(["Marca: Lenovo", "Precio: hasta 700 €", "Autonomía: desde 10 h"]);
    // Its battery condition removed: no longer the use.
    const priceOnly = await pageAt("/categoria/laptop?precio=..700");
    await expect(elements(priceOnly, "a.uses__link[aria-current]")).resolves.toEqual([]);
    await expect(elements(priceOnly, "p.uses__conditions")).resolves.toEqual([]);
  });
});

describe("the active-filter chips in the listing's HTML", () => {
  it("are all there; those past a phone's line are marked, and '+N' links to the row to open them", async () => {
    const html = await pageAt(
      "/categoria/laptop?marca=Apple&marca=ASUS&precio=..1500&dimensions.weightKg=..1.6&battery.lifeHours=10..&hardware.ram.sizeGB=16..",
    );
    const chips = await elements(html, "#filtros-activos ul.active-filters__list > li");
    const chipTexts = (await elements(html, "#filtros-activos a.active-filters__chip")).map((c) => c.text);
    expect(chipTexts).toEqual([
      "Marca: Apple",
      "Marca: ASUS",
      "Precio: hasta 1.500 €",
      "Memoria RAM: desde 16 GB",
      "Peso: hasta 1,6 kg",
      "Autonomía: desde 10 h",
    ]);
    const extra = chips.filter((li) => li.attributes.class === "active-filters__extra").length;
    expect(extra).toBeGreaterThan(0);
    const more = await element(html, "#filtros-activos li.active-filters__more-item a.active-filters__more");
    expect([more.text, more.attributes.href, more.attributes["aria-label"]]).toEqual([`+${extra}`, "#filtros-activos", `Ver ${extra} filtros más`]);
    // The extra ones are the last: the row on a phone starts with the first chips.
    expect(chips.slice(0, chipTexts.length - extra).every((li) => li.attributes.class === undefined)).toBe(true);
    // One chip, no '+N'.
    const one = await pageAt("/categoria/laptop?marca=Apple");
    await expect(elements(one, "a.active-filters__more")).resolves.toEqual([]);
  });
});
