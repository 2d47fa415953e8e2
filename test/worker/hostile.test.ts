import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { MAX_DESCRIPTION_CHARS } from "../../shared/record-bounds";
import { normaliseRecord } from "../../worker/data/normalise";
import { sampleShiftDays, shiftSamplePrices } from "../../worker/data/sample-clock";
import { badValueRecords, type TvRecord } from "../support/bad-value-records";
import { decodeEntities, elements } from "./html";
import { ControllableSource, request, useSampleWorker } from "./support";

const XSS = '</script><script>alert("x")</script><img src=x onerror=alert(1)>';
const HUGE = "Ä".repeat(100_000);

/** Hostile versions of real records: markup in names, unsafe links, huge strings, wrong types, missing groups. */
function hostile(base: Product, i: number): Product {
  const variants: ((p: Product) => Product)[] = [
    (p) => ({ ...p, model: XSS, brand: `<b>${p.brand}</b>` }),
    (p) => ({
      ...p,
      general: {
        ...p.general,
        description: `# ${XSS}\n\n<script>alert(2)</script> [clic](javascript:alert(3)) [datos](data:text/html,<script>alert(4)</script>) ![i](javascript:alert(5))`,
      },
    }),
    (p) => ({ ...p, amazon: { ...p.amazon, image: "javascript:alert(6)", imageSmall: "data:text/html,<script>alert(7)</script>" } }),
    (p) => ({ ...p, amazon: { ...p.amazon, image: "https://evil.example/x.jpg", imageLarge: "//evil.example/big.png" } }),
    // The longest analysis a record may have (a longer one is refused at validation).
    (p) => ({ ...p, model: HUGE, general: { ...p.general, description: HUGE.slice(0, MAX_DESCRIPTION_CHARS) } }),
    // Values of another type than the category's schema says are left out of the product (a wrong
    // required one refuses the record: test/unit/validation.test.ts).
    (p) => ({
      ...p,
      specs: {
        display: { sizeInches: 55, refreshRateHz: "rapidísimo" as never, resolution: { evil: XSS } as never, panelType: "OLED" },
        gaming: null as never,
      },
    }),
    (p) => ({
      ...p,
      reviews: { pros: [XSS, 42 as never], cons: "not a list" as never },
      score: { overall: "90" as never, categories: { [XSS]: 80, Sonido: "alto" as never } },
    }),
  ];
  return variants[i % variants.length](base);
}

describe("hostile catalogue data renders safely", () => {
  const { source, get } = useSampleWorker();
  const ids = SAMPLE_CATALOGUE.tv.slice(0, 7).map((r) => r.id);

  it("pages and JSON still work, nothing hostile reaches the HTML unescaped", async () => {
    ids.forEach((id, i) => source.overrides.set(id, (p) => hostile(p, i)));
    const pages = ["/", "/categoria/tv", "/categoria/tv?q=script", ...ids.map((id) => `/productos/tv/${id}`), `/comparar?pids=${ids.slice(0, 3).join(",")}`];
    for (const path of pages) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('<script>alert("x")</script>');
      expect(html, path).not.toMatch(/<script>alert\(/);
      expect(html, path).not.toMatch(/<img src=x onerror/i);
      expect(html, path).not.toMatch(/href="(javascript|data):/i);
      expect(html, path).not.toMatch(/src="javascript:/i);
      expect(html, path).not.toContain('class="view-skeleton"'); // the view rendered, no fallback
    }
    for (const id of ids) {
      const html = await (await get(`/productos/tv/${id}`)).text();
      expect(html, id).toMatch(/<h1>[^<]+/);
      expect(html, id).toContain("Especificaciones");
    }
    for (const path of ["/api/categories/tv/products", ...ids.map((id) => `/api/products/tv/${id}`)]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it.each(["javascript:alert(6)", "data:text/html,<script>alert(7)</script>", "http://www.amazon.es/dp/B0TEST"])(
    "refuses a record whose affiliate link is %s: no page, no card",
    async (affiliateLink) => {
      source.overrides.set(ids[2], (p) => ({ ...p, amazon: { ...p.amazon, affiliateLink } }));
      expect((await get(`/productos/tv/${ids[2]}`)).status).toBe(404);
      expect(await (await get("/categoria/tv")).text()).not.toContain(`/productos/tv/${ids[2]}"`);
    },
  );
});

/** A stored TV record to change: a copy of a sample one, its prices dated as the sample's are (sample-clock.ts). */
/** The bad values (test/support/bad-value-records.ts) on copies of real TVs, their prices moved to today as the sample's are. */
function badValues(): { refused: TvRecord[]; shown: TvRecord[] } {
  const shift = sampleShiftDays(Date.now());
  return badValueRecords(SAMPLE_CATALOGUE.tv.slice(3, 14).map((r) => structuredClone(shiftSamplePrices(r, shift)) as TvRecord));
}

/** The sample catalogue plus records under ids of their own, read through the same normalisation (a refused one is left out, as Firestore's would be). */
class SourceWithRecords extends ControllableSource {
  constructor(private readonly added: Partial<Record<CategoryId, SampleRecord[]>>) {
    super();
  }

  private addedProducts(category: CategoryId): Product[] {
    return (this.added[category] ?? []).flatMap((record) => {
      const result = normaliseRecord(category, record.id, record);
      return result.ok ? [result.product] : [];
    });
  }

  override async listCategory(category: CategoryId): Promise<Product[]> {
    return [...(await super.listCategory(category)), ...this.addedProducts(category)];
  }

  override async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    return (await super.getProduct(category, id)) ?? this.addedProducts(category).find((product) => product.id === id) ?? null;
  }
}

describe("a record with every bad value never takes a page down", () => {
  // An empty store before each test (useSampleWorker), read through a source that holds the records too.
  useSampleWorker();
  const { refused, shown } = badValues();
  const source = new SourceWithRecords({ tv: [...refused, ...shown] });
  const get = (path: string) => request(source, path);
  const refusedLinks = refused.map((record) => `/productos/tv/${record.id}`);
  const sampleTvs = SAMPLE_CATALOGUE.tv.map((record) => record.id);

  /** The page answers 200 with one title, no link to a refused record, and no figure that failed to format. */
  async function wholePage(path: string): Promise<string> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(await elements(html, "main h1"), path).toHaveLength(1);
    const links = (await elements(html, "main a[href]")).map((link) => decodeEntities(link.attributes.href));
    for (const link of refusedLinks) expect(links, path).not.toContain(link);
    const [main] = await elements(html, "main");
    expect(main.text.length, path).toBeGreaterThan(100);
    expect(decodeEntities(main.text), path).not.toMatch(/NaN|undefined|Invalid|-100,00|RangeError/);
    return html;
  }

  it("the home, the category and its listing by price show their products, none refused", async () => {
    await wholePage("/");
    await wholePage("/categoria/tv?orden=precio-asc");
    const html = await wholePage("/categoria/tv");
    // Every valid TV, the one without panel, analysis or picture too.
    const cards = (await elements(html, ".product-grid a.product-card__link")).map((link) => link.attributes.href);
    for (const id of [...sampleTvs, ...shown.map((record) => record.id)]) expect(cards).toContain(`/productos/tv/${id}`);
  });

  it("the odd records' pages, sample TVs' pages beside them and comparisons of them render whole", async () => {
    for (const id of [...shown.map((record) => record.id), ...sampleTvs.slice(0, 4)]) await wholePage(`/productos/tv/${id}`);
    await wholePage(`/comparar?pids=${shown.map((record) => record.id).join(",")}`);
    // A refused id in a shared comparison is left out; the rest still compares.
    const html = await wholePage(`/comparar?pids=${refused[0].id},${sampleTvs[0]}`);
    expect((await elements(html, "main a[href]")).map((link) => link.attributes.href)).toContain(`/productos/tv/${sampleTvs[0]}`);
  });

  it("a refused record is a 404; the listing's JSON has only positive prices; the odd ids answer in the API", async () => {
    for (const link of refusedLinks) expect((await get(link)).status, link).toBe(404);
    const prices: number[] = [];
    for (let desde = 0, total = 1; desde < total; desde += 50) {
      const page = (await (await get(`/api/categories/tv/products?desde=${desde}`)).json()) as { total: number; cards: { price: number }[] };
      total = page.total;
      prices.push(...page.cards.map((card) => card.price));
    }
    expect(prices).toHaveLength(sampleTvs.length + shown.length);
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(await (await get("/api/products/tv/toString")).json()).toMatchObject({ id: "toString" });
    // "yes" among true and false leaves VRR a 'Características Adicionales' checkbox, not a list of words.
    const { filters } = (await (await get("/api/categories/tv")).json()) as {
      filters: { id: string; type: string; children?: { id: string; type: string }[] }[];
    };
    expect(filters.find((filter) => filter.id === "gaming.vrrSupport")).toBeUndefined();
    expect(filters.find((filter) => filter.id === "otherFeatures")?.children).toContainEqual(
      expect.objectContaining({ id: "gaming.vrrSupport", type: "checkbox" }),
    );
  });
});

/** A small deterministic generator, so a failing case can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const MARKER = "<x-fz>";
const PIECES = [
  "categoria",
  "productos",
  "comparar",
  "tv",
  "television",
  "laptop",
  "zzz",
  "..",
  "%2F",
  "%2e%2e",
  "%00",
  "%E2%80%AE",
  "ñandú",
  "😀",
  "%F0%9F%98%80",
  encodeURIComponent(MARKER),
  "%3Cscript%3E",
  "a".repeat(3000),
  "api",
  "products",
  "latest",
  "search",
  "%",
  "%%",
  "%zz",
];
const PARAMS = ["q", "marca", "precio", "anio", "orden", "pids", "ids", "n", "category", "caracteristicas", "display.sizeInches", "__proto__", "constructor"];
const VALUES = [
  encodeURIComponent(MARKER),
  "9999..1",
  "-5..abc",
  "..",
  "1e308..1e309",
  "NaN",
  "Infinity",
  "0",
  "61",
  "-1",
  "1.5",
  "x".repeat(5000),
  Array.from({ length: 200 }, (_, i) => `id${i}`).join(","),
  "%E0%A4%A",
  "%00",
  "LG",
  "samsung",
  "precio-desc",
  "oled",
];

describe("fuzzed paths and query strings", () => {
  const { get } = useSampleWorker();

  it("never answer 5xx and never reflect input unescaped", async () => {
    const { next, pick } = generator(20261121);
    const failures: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(PIECES));
      const query = Array.from({ length: Math.floor(next() * 4) }, () => `${pick(PARAMS)}=${pick(VALUES)}`).join("&");
      const path = `/${segments.join("/")}${query ? `?${query}` : ""}`;
      let response: Response;
      try {
        response = await get(path);
      } catch (error) {
        failures.push(`${path.slice(0, 120)} threw ${String(error)}`);
        continue;
      }
      if (response.status >= 500) failures.push(`${path.slice(0, 120)} → ${response.status}`);
      const body = await response.text();
      if (body.includes(MARKER)) failures.push(`${path.slice(0, 120)} reflects the marker unescaped`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
