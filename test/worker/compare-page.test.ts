import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import { comparePath } from "../../shared/routes";
import { decodeEntities, element, elements } from "./html";
import { useSampleWorker } from "./support";

/**
 * The comparison page as the worker draws it: what a shopper reads before (or without) the script,
 * and what the hydrated page starts from. Its layout on a phone and a desktop is
 * test/browser/phone-pages.test.ts's and compare-phone.test.ts's.
 */
const { get } = useSampleWorker();

const LAPTOPS = SAMPLE_CATALOGUE.laptop.slice(0, 3);
const MIXED = [SAMPLE_CATALOGUE.laptop[0], SAMPLE_CATALOGUE.mobile[0], SAMPLE_CATALOGUE.tv[0]];
const idsOf = (records: readonly SampleRecord[]) => records.map((r) => r.id);
const aspectsOf = (record: SampleRecord) => Object.keys((record.score as { categories: Record<string, number> }).categories);

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The labels of a section's rows (its row headers), read in document order after its title. */
async function rowLabels(html: string, section: string): Promise<string[]> {
  let current = "";
  const labels: string[] = [];
  for (const cell of await elements(html, ".compare-table__section td, .compare-table th[scope=row]")) {
    if (cell.tag === "td") current = cell.text;
    else if (current === section) labels.push(cell.text);
  }
  return labels;
}

describe("the comparison of products of different categories, as the worker draws it", () => {
  it("says only what they share is compared, names each one's category, judges no row, and draws no radar from fewer than three shared aspects", async () => {
    const html = await page(comparePath(idsOf(MIXED)));
    expect(html).toContain("Productos de categorías distintas: solo se comparan los datos que comparten");
    expect((await elements(html, ".compare-table__category")).map((c) => c.text)).toEqual(["Portátiles", "Móviles", "Televisores"]);
    expect((await elements(html, ".compare-table__section td")).map((c) => c.text)).toEqual(["Resumen", "Puntuaciones por aspecto", "General"]);
    // The aspect scores every product has are rows too (here only 'Relación calidad-precio'), with no 'Mejor'.
    const shared = MIXED.map(aspectsOf).reduce((a, b) => a.filter((aspect) => b.includes(aspect)));
    expect(shared).toEqual(["Relación calidad-precio"]);
    expect(await rowLabels(html, "Puntuaciones por aspecto")).toEqual(shared);
    expect(html).not.toContain("compare-table__badge");
    // A radar of one shared aspect would be a line: the page says there is nothing to draw instead.
    expect(await elements(html, ".radar__label")).toEqual([]);
    expect((await element(html, ".radar__empty")).text).toBe("No hay datos de puntuación disponibles para comparar");
  });

  it("compares products of one category on every aspect, on the radar too, without the note", async () => {
    const html = await page(comparePath(idsOf(LAPTOPS)));
    expect(html).not.toContain("categorías distintas");
    expect(await elements(html, ".compare-table__category")).toEqual([]);
    // A label wraps into lines (tspans) whose text the parser joins without the space between them.
    const squeezed = (text: string) => text.replace(/\s+/g, "");
    expect((await elements(html, ".radar__label")).map((label) => squeezed(label.text))).toEqual(aspectsOf(LAPTOPS[0]).map(squeezed));
  });
});

describe("the comparison's other answers, as the worker draws them", () => {
  it("puts a price badge under each product's name and price", async () => {
    const tvs = idsOf(SAMPLE_CATALOGUE.tv.slice(0, 3));
    const badges = await elements(await page(comparePath(tvs)), "th.compare-table__product .price-badge");
    expect(badges).toHaveLength(3);
    for (const badge of badges) expect(badge.text).not.toBe("");
  });

  it("names the one product it does not know", async () => {
    const alerts = await elements(await page("/comparar?pids=no-existe"), ".notice[role=alert]");
    expect(alerts.map((alert) => alert.text)).toEqual(["No encontramos este producto: no-existe."]);
  });

  it("'Solo diferencias' with one product left: its column alone, and the toggle leads back to every row", async () => {
    const [, b] = SAMPLE_CATALOGUE.laptop;
    const html = await page(comparePath([b.id], true));
    const names = await elements(html, "th.compare-table__product .compare-table__name");
    expect(names.map((name) => decodeEntities(name.text))).toEqual([`${b.brand} ${b.model}`]);
    const toggle = await element(html, "a.compare__toggle");
    expect(toggle.attributes).toMatchObject({ href: comparePath([b.id]), role: "button", "aria-pressed": "true" });
  });
});
