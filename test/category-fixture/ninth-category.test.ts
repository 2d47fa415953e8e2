import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { validateProduct } from "../../shared/validation";
import { keepValid, normaliseRecord } from "../../worker/data/normalise";
import type { CatalogueSource } from "../../worker/data/source";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";
import { newIsolateContext } from "../../worker/data/isolate-context";
import { decodeEntities, element, elements } from "../worker/html";
import { monitorRecords } from "./monitor-records";

/*
 * The site with a ninth category, declared in ./monitor.ts and nowhere else: the site's lists of
 * categories (shared/categories/site-names.ts and site-declarations.ts) are given it here, as adding
 * a category would add it there. No other module of the site knows it.
 */
vi.mock(import("../../shared/categories/site-names"), async (original) => {
  const { MONITOR } = await import("./monitor");
  return { SITE_CATEGORY_NAMES: [...(await original()).SITE_CATEGORY_NAMES, MONITOR] as never };
});
vi.mock(import("../../shared/categories/site-declarations"), async (original) => {
  const { monitor } = await import("./monitor");
  return { SITE_DECLARATIONS: { ...(await original()).SITE_DECLARATIONS, monitor: monitor() } as never };
});

const MONITOR_ID = "monitor" as CategoryId;

/** The monitors, read and checked as any source's records are; every other category is empty. */
class MonitorSource implements CatalogueSource {
  readonly name = "monitors";
  readonly id = "monitors";
  private readonly records = monitorRecords(Date.now());

  async listCategory(category: CategoryId): Promise<Product[]> {
    if (category !== MONITOR_ID) return [];
    return keepValid(
      category,
      this.records.map((r) => normaliseRecord(category, r.id, r)),
    );
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    const record = category === MONITOR_ID ? this.records.find((r) => r.id === id) : undefined;
    const result = record ? normaliseRecord(category, id, record) : null;
    return result?.ok ? result.product : null;
  }
}

const source = new MonitorSource();
const worker = createWorker({ sourceFor: () => source, retrySleep: () => Promise.resolve(), isolate: newIsolateContext() });

async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`), env as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** What the page's main element says, each tag read as a space and whitespace collapsed. */
const mainText = (html: string): string =>
  decodeEntities(
    html
      .slice(html.indexOf("<main"), html.indexOf("</main>"))
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " "),
  );
const texts = async (html: string, selector: string): Promise<string[]> => (await elements(html, selector)).map((e) => decodeEntities(e.text));

describe("a ninth category, declared in one module and nowhere else", () => {
  it("has its listing, its filters from its fields with their names and units, and its uses", async () => {
    const html = await page("/categoria/monitor");
    expect((await element(html, "h1")).text).toBe("Monitores");
    expect((await element(html, ".category__count")).text).toBe("5 productos");
    const filters = await texts(html, ".filter__label");
    expect(filters).toEqual(expect.arrayContaining(["Tamaño de pantalla", "Resolución", "Frecuencia de refresco", "Tiempo de respuesta", "Carga por USB-C"]));
    expect(html).toContain('aria-label="Tiempo de respuesta máximo (ms)"');
    // Its resolution labels name the options and its chips; its feature is a checkbox.
    expect(await texts(html, ".filter__option-label")).toEqual(expect.arrayContaining(["QHD", "4K UHD", "Altura regulable"]));
    expect(await texts(html, ".uses__link")).toEqual(["Para gaming (3)", "Para la oficina (4)", "Guías de compra"]);
    // The header and the footer list it with the others.
    expect(await texts(html, "footer a[href='/categoria/monitor']")).toEqual(["Monitores"]);
  });

  it("filters by a field only it has", async () => {
    const html = await page("/categoria/monitor?display.responseTimeMs=..1");
    expect((await element(html, ".category__count")).text).toBe("3 productos");
    expect((await texts(html, ".product-card__model")).sort()).toEqual(["Odyssey G5 LS27CG510", "ROG Swift OLED PG27AQDM", "UltraGear 27GP850-B"]);
  });

  it("has its product page: its spec groups and fields named in Spanish, with units, and its alternatives", async () => {
    const text = mainText(await page("/productos/monitor/dell-ultrasharp-u2723qe"));
    for (const line of [
      "Resolución 4K UHD (3840x2160)",
      "Tiempo de respuesta 5 ms",
      "Puertos DisplayPort 2",
      "Carga por USB-C 90 W",
      "Ergonomía Altura regulable Sí Giro vertical Sí",
      "Más barato con puntuación parecida: LG UltraGear 27GP850-B",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("compares its products with a verdict from its aspects, features and which way its numbers are better", async () => {
    const html = await page("/comparar?pids=lg-27gp850-b,asus-rog-swift-pg27aqdm,dell-ultrasharp-u2723qe");
    const text = mainText(html);
    expect(text).toContain("Elige el ASUS ROG Swift OLED PG27AQDM si priorizas calidad de imagen (93 frente a 82 y 90) y gaming (97 frente a 92 y 55).");
    expect(text).toContain("Elige el Dell UltraSharp U2723QE si priorizas ergonomía (95 frente a 80 y 85)");
    expect(text).toContain("En conjunto, el ASUS ROG Swift OLED PG27AQDM es mejor: 89 frente a 84 y 86 de puntuación global.");
    // A lower response time is better: the 0,03 ms one is marked, not the 5 ms one.
    expect(text).toContain("Tiempo de respuesta 1 ms 0,03 ms Mejor 5 ms");
    expect(text).toContain("Carga por USB-C — — Sí");
  });

  it("is found by its search words, and understands its shoppers' words", async () => {
    const whole = await get("/buscar?q=monitores");
    expect(whole.headers.get("Location")).toBe("/categoria/monitor");
    const gaming = await get(`/buscar?q=${encodeURIComponent("monitor para jugar")}`);
    expect(gaming.headers.get("Location")).toBe("/categoria/monitor?q=para+jugar");
    const listing = await page("/categoria/monitor?q=para+jugar");
    expect((await element(listing, ".category__count")).text).toBe("3 productos");
    const suggest = (await (await get("/api/search/suggest?q=monitor")).json()) as { groups: { categoryId: string; total: number }[] };
    expect(suggest.groups.map((g) => [g.categoryId, g.total])).toEqual([["monitor", 5]]);
  });

  it("has its guides, titled in its own words", async () => {
    const html = await page("/guias/monitor/gaming");
    expect((await element(html, "h1")).text).toMatch(/^Los mejores monitores para gaming — \p{L}+ de \d{4}$/u);
  });

  it("validates its records against its own required and recommended fields and its highest price", () => {
    type Stored = { id: string; specs: { display: Record<string, unknown> }; amazon: Record<string, unknown> };
    const record = monitorRecords(Date.now())[0] as unknown as Stored;
    expect(validateProduct("monitor", record, record.id)).toEqual({ valid: true, errors: [], warnings: expect.any(Array) });
    const broken = structuredClone(record);
    delete broken.specs.display.resolution;
    delete broken.specs.display.responseTimeMs;
    broken.amazon.price = 12_000;
    const report = validateProduct("monitor", broken);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([
      "Missing required field: specs.display.resolution",
      "Invalid field: amazon.price (12000: above the highest price of its category, 10000)",
    ]);
    expect(report.warnings).toContain("Missing recommended field: specs.display.responseTimeMs");
  });
});
