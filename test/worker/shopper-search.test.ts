import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ListingPageAnswer, SuggestAnswer } from "../../shared/api-contract";
import type { CategoryId } from "../../shared/categories";
import { useSampleWorker } from "./support";

/** PRODUCT-RULES.md, Searches in shoppers' words: what /buscar, the suggestions and the listing answer (inside workerd). */
const { get } = useSampleWorker();

const suggest = async (term: string) => (await (await get(`/api/search/suggest?q=${encodeURIComponent(term)}`)).json()) as SuggestAnswer;
const listing = async (category: CategoryId, search: string) =>
  (await (await get(`/api/categories/${category}/products${search}&limite=60`)).json()) as ListingPageAnswer;
const cardIds = (html: string, category: CategoryId) =>
  [...html.matchAll(new RegExp(`<a href="/productos/${category}/([^"]+)" class="product-card__link"`, "g"))].map((m) => m[1]);
const nameOf = (category: CategoryId, id: string) => {
  const record = SAMPLE_CATALOGUE[category].find((r) => r.id === id)!;
  return `${record.brand} ${record.model}`;
};
type Specs = Record<string, Record<string, unknown>>;
const specsOf = (category: CategoryId, id: string) => SAMPLE_CATALOGUE[category].find((r) => r.id === id)!.specs as Specs;

describe("a spec word is its option in every view", () => {
  it("'qled': the two QLED TVs in the suggestions, on /buscar and on the listing, no OLED anywhere", async () => {
    const qleds = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as Specs).display.panelType === "QLED").map((r) => r.id);
    expect(qleds).toHaveLength(2);
    const answer = await suggest("qled");
    expect(answer.groups.map((g) => g.categoryId)).toEqual(["tv"]);
    expect(answer.groups[0]).toMatchObject({ total: 2, listed: 2 });
    expect(answer.groups[0].items.map((c) => c.id).sort()).toEqual([...qleds].sort());
    const page = await (await get("/buscar?q=qled")).text();
    expect(page).toContain("Ver los 2 resultados en Televisores");
    expect(page).toMatch(/<span class="search-page__count">2 resultados<\/span>/);
    expect(cardIds(page, "tv").sort()).toEqual([...qleds].sort());
    expect(page).not.toMatch(/OLED55C54LA|OLED65C44LA|OLED77G45LW|55OLED809/);
    const listed = await listing("tv", "?q=qled");
    expect(listed.cards.map((c) => c.id).sort()).toEqual([...qleds].sort());
  });

  it("'anc': the noise-cancelling headphones only, not a watch whose name holds the letters", async () => {
    const answer = await suggest("anc");
    expect(answer.groups.map((g) => g.categoryId)).toEqual(["headphones"]);
    const anc = SAMPLE_CATALOGUE.headphones.filter((r) => ((r.specs as Specs).audio.noiseCancellation as { active?: boolean })?.active === true);
    expect(answer.groups[0]).toMatchObject({ total: anc.length, listed: anc.length });
    // Of the categories a spec word names, those whose names hold it come first: "oled" is the TVs' first.
    const oled = await suggest("oled");
    expect(oled.groups.map((g) => g.categoryId)).toEqual(expect.arrayContaining(["tv", "laptop", "mobile"]));
    expect(oled.groups[0].categoryId).toBe("tv");
  });
});

describe("an exact brand hides its near misses everywhere", () => {
  it("'sony': no Sonos in the suggestions, on /buscar or on the speakers' listing", async () => {
    const answer = await suggest("sony");
    expect(answer.groups.length).toBeGreaterThan(0);
    for (const group of answer.groups) for (const card of group.items) expect(card.brand, group.categoryId).toBe("Sony");
    const page = await (await get("/buscar?q=sony")).text();
    expect(page).not.toContain("Sonos");
    const speakers = await listing("speaker", "?q=sony");
    expect(speakers.cards.map((c) => c.brand)).toEqual(speakers.cards.map(() => "Sony"));
  });
});

describe("'A o B' finds both", () => {
  it("'s25 ultra o xiaomi 15 ultra': both phones in the suggestions, on /buscar and on the listing its link opens", async () => {
    const both = ["Samsung Galaxy S25 Ultra", "Xiaomi Xiaomi 15 Ultra"];
    const term = "s25 ultra o xiaomi 15 ultra";
    const answer = await suggest(term);
    expect(answer.groups.map((g) => g.categoryId)).toEqual(["mobile"]);
    expect(answer.groups[0].items.map((c) => `${c.brand} ${c.model}`).sort()).toEqual(both);
    expect(answer.groups[0]).toMatchObject({ total: 2, listed: 2 });
    const page = await (await get(`/buscar?q=${encodeURIComponent(term)}`)).text();
    expect(page).toContain("Ver los 2 resultados en Móviles");
    const listed = await listing("mobile", `?q=${encodeURIComponent(term)}`);
    expect(listed.cards.map((c) => `${c.brand} ${c.model}`).sort()).toEqual(both);
  });
});

describe("every count beside a link is what the link opens", () => {
  // One case for every term: each case builds the catalogue anew.
  it("for spec words, brands, names, shoppers' words and 'A vs B'", async () => {
    for (const term of ["samsung", "oled", "qled", "anc", "sony", "iphone", "lg oled", "barato", "s25 ultra vs xiaomi 15 ultra", "buena bateria"])
      await countsMatch(term);
  });
});

async function countsMatch(term: string) {
  const answer = await suggest(term);
  for (const group of answer.groups) {
    if (group.listed === 0) continue;
    expect(group.total, group.categoryId).toBe(group.listed);
    const listed = await listing(group.categoryId, `?q=${encodeURIComponent(term)}`);
    expect(listed.total, group.categoryId).toBe(group.listed);
    // The group's cards are the listing's first ones.
    expect(
      group.items.map((c) => c.id),
      group.categoryId,
    ).toEqual(listed.cards.slice(0, group.items.length).map((c) => c.id));
  }
}

/** Each phrase shoppers tried: where the header sends it, and what the listing there shows. */
const PHRASES: { term: string; category: CategoryId; rest: string; chips: string[]; sort?: { id: string; label: string }; check: (id: string) => boolean }[] = [
  {
    term: "tv futbol",
    category: "tv",
    rest: "futbol",
    chips: ["Frecuencia de refresco: desde 100 Hz"],
    check: (id) => Number(specsOf("tv", id).display.refreshRateHz) >= 100,
  },
  {
    term: "tele para ps5",
    category: "tv",
    rest: "para ps5",
    chips: ["Frecuencia de refresco: desde 120 Hz", "Retardo de entrada: hasta 15 ms", "VRR (frecuencia variable)"],
    check: (id) => Number(specsOf("tv", id).display.refreshRateHz) >= 120 && specsOf("tv", id).gaming.vrrSupport === true,
  },
  { term: "movil barato", category: "mobile", rest: "barato", chips: [], sort: { id: "precio-asc", label: "Precio: de menor a mayor" }, check: () => true },
  {
    term: "auriculares para correr",
    category: "headphones",
    rest: "para correr",
    chips: ["Tipo: Intraurales", "Tipo: True Wireless", "Resistencia IP: IP54", "Resistencia IP: IP57", "Resistencia IP: IPX4"],
    check: (id) => ["in-ear", "true-wireless"].includes(String((SAMPLE_CATALOGUE.headphones.find((r) => r.id === id)!.general as { type?: string }).type)),
  },
  {
    term: "movil buena camara",
    category: "mobile",
    rest: "buena camara",
    chips: [],
    sort: { id: "score.camara-desc", label: "Mejor cámara" },
    check: () => true,
  },
  {
    term: "portatil ligero",
    category: "laptop",
    rest: "ligero",
    chips: [],
    sort: { id: "peso-asc", label: "Más ligero" },
    check: () => true,
  },
];

describe("shoppers' words on the site", () => {
  it("each phrase: /buscar sends it to its listing, which applies what the words mean", async () => {
    for (const phrase of PHRASES) await landsOnItsListing(phrase);
  });
});

async function landsOnItsListing({ term, category, rest, chips, sort, check }: (typeof PHRASES)[number]) {
  const redirect = await get(`/buscar?q=${encodeURIComponent(term)}`);
  expect(redirect.status).toBe(302);
  const href = `/categoria/${category}?${new URLSearchParams({ q: rest })}`;
  expect(redirect.headers.get("Location")).toBe(href);

  const answer = await suggest(term);
  const api = await listing(category, `?${new URLSearchParams({ q: rest })}`);
  expect(api.total).toBeGreaterThan(0);
  expect(answer.listing).toMatchObject({ categoryId: category, href, term: "", total: api.total, ...(sort ? { sort: sort.label } : {}) });
  expect([...answer.listing!.chips].sort()).toEqual([...chips].sort());
  expect(api.cards.every((card) => check(card.id))).toBe(true);

  const html = await (await get(href)).text();
  expect(html).toContain(`${api.total} productos</p>`);
  expect(cardIds(html, category).slice(0, 3)).toEqual(api.cards.slice(0, 3).map((c) => c.id));
  if (sort) expect(html).toMatch(new RegExp(`<option value="${sort.id.replace(".", "\\.")}" selected="">${sort.label}</option>`));
  for (const chip of chips) expect(html).toContain(`aria-label="Quitar ${chip.replace(/"/g, "&quot;")}"`);
  // For the report: what the listing shows first.
  console.info(
    `[shopper words] ${term} → ${category} ${JSON.stringify(chips)} ${sort?.id ?? ""}: ${api.cards
      .slice(0, 3)
      .map((c) => nameOf(category, c.id))
      .join(" | ")}`,
  );
}
