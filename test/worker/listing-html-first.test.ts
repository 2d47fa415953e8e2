import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import { availabilityLabel } from "../../shared/availability";
import { isPriceFresh } from "../../shared/prices/freshness";
import { chooseOffer, offersOf, type OfferSource } from "../../shared/prices/offers";
import { TEXT } from "../../shared/texts";
import { SyntheticSource } from "../../worker/data/synthetic-source";
import { sampleAt, sampleBestOffer } from "../support/sample-prices";
import { decodeEntities, element, elements } from "./html";
import { request, useSampleWorker } from "./support";

/**
 * The category listing as HTML first, as a browser without JavaScript gets it (inside workerd): its
 * filters, sort and search are one GET form on the listing's address, 'Filtros' is a link to the drawer,
 * the chips, 'Borrar búsqueda', 'Comparar' and 'Cargar más Productos' are links. A form's submit is
 * only the worker answering the URL the form produces, so each test builds that URL from the page's own
 * fields, as the browser would, and reads the answer. What needs a browser (the `:target` drawer, what
 * shows at which width) is in test/browser/listing-html-first.test.ts.
 */
const { get } = useSampleWorker();

async function pageAt(path: string, source?: SyntheticSource): Promise<string> {
  const response = source ? await request(source, path) : await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A control of the listing's form as the page drew it: what a submit sends of it. */
interface Field {
  tag: "input" | "select";
  name: string;
  type: string;
  value: string;
  checked: boolean;
  label: string;
}

/** The listing form's named controls in document order, each select with the value of its selected (or first) option. */
async function formFields(html: string): Promise<Field[]> {
  const fields: Field[] = [];
  let select: Field | null = null;
  let chosen = false;
  await new HTMLRewriter()
    .on("form#listado input[name]", {
      element(input) {
        fields.push({
          tag: "input",
          name: input.getAttribute("name")!,
          type: input.getAttribute("type") ?? "text",
          value: decodeEntities(input.getAttribute("value") ?? ""),
          checked: input.hasAttribute("checked"),
          label: decodeEntities(input.getAttribute("aria-label") ?? ""),
        });
      },
    })
    .on("form#listado select[name]", {
      element(element) {
        select = { tag: "select", name: element.getAttribute("name")!, type: "select", value: "", checked: true, label: "" };
        chosen = false;
        fields.push(select);
        element.onEndTag(() => void (select = null));
      },
    })
    .on("form#listado select[name] option", {
      element(option) {
        const current = select as Field | null;
        if (!current || chosen) return;
        const value = decodeEntities(option.getAttribute("value") ?? "");
        if (option.hasAttribute("selected")) [current.value, chosen] = [value, true];
        else if (current.value === "") current.value = value;
      },
    })
    .transform(new Response(html))
    .text();
  return fields;
}

/**
 * The query a browser sends for the form as the page drew it after `edit` has changed its fields (a box
 * ticked, a value typed, an option chosen): every named field but unticked boxes, in document order.
 * No submit button adds to it (the first test checks that none has a name).
 */
async function submitted(html: string, edit: (fields: Field[]) => void): Promise<URLSearchParams> {
  const fields = await formFields(html);
  edit(fields);
  const query = new URLSearchParams();
  for (const field of fields) if (field.type !== "checkbox" || field.checked) query.append(field.name, field.value);
  return query;
}

const tick = (name: string, value: string) => (fields: Field[]) => {
  const box = fields.find((f) => f.name === name && f.value === value);
  if (!box) throw new Error(`no ${name}=${value} box in the form`);
  box.checked = true;
};
const type = (label: string, value: string) => (fields: Field[]) => {
  const box = fields.find((f) => f.label === label);
  if (!box) throw new Error(`no field labelled ${label} in the form`);
  box.value = value;
};
const choose = (name: string, value: string) => (fields: Field[]) => {
  fields.find((f) => f.tag === "select" && f.name === name)!.value = value;
};

const tvs = SAMPLE_CATALOGUE.tv;
/** What a TV sells at today (its best current offer), which its card shows and the price filter reads. */
const priceOf = (record: SampleRecord) => sampleBestOffer(record).price;
const products = (n: number) => (n === 1 ? "1 producto" : `${n} productos`);
const countOf = async (html: string) => (await element(html, ".category__count")).text;
const cardCount = (html: string) => html.split('<article class="product-card">').length - 1;
const cardPrices = (html: string) => [...html.matchAll(/product-card__price">([^<]+)</g)].map((m) => Number(m[1].replace(/[^\d,]/g, "").replace(",", ".")));
const hrefOf = async (html: string, selector: string) => decodeEntities((await element(html, selector)).attributes.href);

describe("the listing without JavaScript: its filters, sort and search are one GET form", () => {
  it("on the listing's address, every control a field named as the URL's parameters; no submit adds a field, and 'Filtros' links to the drawer", async () => {
    const html = await pageAt("/categoria/tv");
    await expect(element(html, "form#listado")).resolves.toMatchObject({ attributes: { action: "/categoria/tv", method: "get" } });
    const fields = await formFields(html);
    const named = (name: string) => fields.filter((f) => f.name === name);
    expect(named("marca").map((f) => [f.type, f.value])).toContainEqual(["checkbox", "LG"]);
    expect(named("precio").map((f) => [f.type, f.label])).toEqual([
      ["number", "Precio mínimo (€)"],
      ["number", "Precio máximo (€)"],
    ]);
    expect(named("q")).toMatchObject([{ type: "search", label: "Buscar en televisores", value: "" }]);
    // What a search needs is said under the empty box, which it describes (how it follows typing: test/ui/search-box.test.tsx).
    await expect(element(html, "form#listado input[name=q]")).resolves.toMatchObject({ attributes: { "aria-describedby": "search-hint" } });
    await expect(element(html, "form#listado #search-hint")).resolves.toMatchObject({ text: TEXT.searchHint });
    expect(named("orden")).toMatchObject([{ tag: "select", value: "relevancia" }]);
    // Enter in the search box presses the form's first submit, any other tap its own: none may change what is sent.
    const submits = await elements(html, "form#listado button[type=submit]");
    // Without the script the sort needs a submit of its own; with it, a choice applies at once. A <noscript>'s
    // content is its markup as text to a parser that runs scripts (workerd's included): read it as a page.
    const noscript = await element(html, "form#listado .toolbar__actions noscript");
    submits.push(await element(noscript.text, "button[type=submit]"));
    expect(submits.map((b) => b.attributes["aria-label"] ?? b.text)).toEqual(["Aplicar filtros", "Buscar", "Ordenar"]);
    for (const submit of submits)
      expect(
        Object.keys(submit.attributes).filter((a) => /^(name|value|form)/.test(a)),
        submit.text,
      ).toEqual([]);
    // 'Filtros' opens the drawer as a link to it (a `:target` panel: test/browser), and the drawer's close link leaves it.
    await expect(hrefOf(html, "a#filters-toggle")).resolves.toBe("#filters");
    await expect(element(html, "form#listado dialog#filters")).resolves.toMatchObject({ tag: "dialog" });
    await expect(hrefOf(html, "dialog#filters a.filters__close")).resolves.toBe("#filters-toggle");
  });

  it("sent with a brand ticked and a top price typed, answers with that listing and its chips, each a link to the listing without it", async () => {
    const query = await submitted(await pageAt("/categoria/tv"), (fields) => {
      tick("marca", "LG")(fields);
      type("Precio máximo (€)", "1000")(fields);
    });
    expect(query.getAll("marca")).toEqual(["LG"]);
    expect(query.getAll("precio")).toEqual(["", "1000"]);
    const html = await pageAt(`/categoria/tv?${query}`);
    const lgUpTo1000 = tvs.filter((r) => r.brand === "LG" && priceOf(r) <= 1000).length;
    expect(lgUpTo1000).toBeGreaterThan(0);
    expect(await countOf(html)).toBe(products(lgUpTo1000));
    expect(cardCount(html)).toBe(lgUpTo1000);
    const chips = await elements(html, "ul.active-filters__list a.active-filters__chip");
    expect(chips.map((c) => c.text)).toEqual(["Marca: LG", "Precio: hasta 1.000 €"]);
    expect(chips.map((c) => [c.attributes["aria-label"], decodeEntities(c.attributes.href)])).toEqual([
      ["Quitar Marca: LG", "/categoria/tv?precio=..1000"],
      ["Quitar Precio: hasta 1.000 €", "/categoria/tv?marca=LG"],
    ]);
    // 'Limpiar' beside more than one chip: a link to the listing without any.
    await expect(hrefOf(html, "a.active-filters__clear")).resolves.toBe("/categoria/tv");
    const withoutBrand = await pageAt("/categoria/tv?precio=..1000");
    expect(await countOf(withoutBrand)).toBe(products(tvs.filter((r) => priceOf(r) <= 1000).length));
    await expect(elements(withoutBrand, "ul.active-filters__list a.active-filters__chip")).resolves.toHaveLength(1);
    await expect(elements(withoutBrand, "a.active-filters__clear")).resolves.toEqual([]);
  });

  it("sends the sort chosen with the filters the listing has, and answers in that order", async () => {
    const query = await submitted(await pageAt("/categoria/tv?marca=Samsung"), choose("orden", "precio-asc"));
    expect([query.getAll("marca"), query.get("orden")]).toEqual([["Samsung"], "precio-asc"]);
    const html = await pageAt(`/categoria/tv?${query}`);
    const samsungs = tvs.filter((r) => r.brand === "Samsung").length;
    expect(await countOf(html)).toBe(products(samsungs));
    const prices = cardPrices(html);
    expect(prices).toHaveLength(samsungs);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("sends a typed term; when nothing matches, 'Borrar búsqueda' links to the same listing without the term", async () => {
    const query = await submitted(await pageAt("/categoria/tv"), type("Buscar en televisores", "samsung"));
    expect(query.get("q")).toBe("samsung");
    expect(await countOf(await pageAt(`/categoria/tv?${query}`))).toBe(products(tvs.filter((r) => r.brand === "Samsung").length));
    const nothing = await pageAt("/categoria/tv?q=zzzzzz&orden=precio-asc");
    const clear = (await elements(nothing, "div.notice a")).find((a) => a.text === "Borrar búsqueda");
    expect(decodeEntities(clear!.attributes.href)).toBe("/categoria/tv?orden=precio-asc");
  });
});

describe("the listing's cards", () => {
  it("'Comparar' on each card is a link to the comparison of that product", async () => {
    const html = await pageAt("/categoria/tv");
    const products = (await elements(html, "article.product-card a.product-card__link")).map((a) => a.attributes.href.split("/").pop());
    const toggles = await elements(html, "article.product-card a.compare-toggle__button");
    expect(products).toHaveLength(tvs.length);
    expect(toggles.map((a) => [a.attributes.href, a.text.startsWith("Comparar ")])).toEqual(products.map((id) => [`/comparar?pids=${id}`, true]));
  });

  it("say when a product is not in stock: Agotado, Pre-orden, Stock limitado, as its best current offer has it", async () => {
    // No one sample category has all three (the TV on pre-order is in stock at another shop): TVs and laptops together do.
    const labels = new Set<string>();
    const now = Date.now();
    for (const category of ["tv", "laptop"] as CategoryId[]) {
      const cards = (await pageAt(`/categoria/${category}`)).split('<article class="product-card">').slice(1);
      expect(cards).toHaveLength(SAMPLE_CATALOGUE[category].length);
      for (const card of cards) {
        const id = /href="\/productos\/[a-z]+\/([^"]+)"/.exec(card)![1];
        const shown = /class="product-card__availability[^"]*">([^<]+)</.exec(card)?.[1] ?? null;
        // The availability of the offer whose price the card shows (the best current one across shops), not Amazon's alone.
        const record = SAMPLE_CATALOGUE[category].find((r) => r.id === id)!;
        const choice = chooseOffer(offersOf(sampleAt(record, now) as unknown as OfferSource), (offer) => isPriceFresh(offer.checkedAt, now));
        const value = choice?.fresh ? choice.offer.availability : undefined;
        expect(shown, id).toBe(value && value !== "InStock" ? availabilityLabel(value) : null);
        if (shown) labels.add(shown);
      }
    }
    expect([...labels].sort()).toEqual(["Agotado", "Pre-orden", "Stock limitado"]);
  });
});

describe("'Cargar más Productos' without the script: a link to `?pagina=N` (120 synthetic TVs)", () => {
  const TVS = 120;
  /** The first page: 10 rows of the widest grid, 5 columns (CSS hides what a narrower one does not show). */
  const PAGE = 50;
  const synthetic = new SyntheticSource(TVS);
  /** 'Cargar más Productos': its address, and the column counts it shows at until the page hydrates (load-more--cN). */
  const more = async (html: string) =>
    (await elements(html, "a.load-more")).map((a) => ({
      href: decodeEntities(a.attributes.href),
      columns: [...a.attributes.class.matchAll(/load-more--c(\d)/g)].map((m) => Number(m[1])),
    }));
  /** The index of the first cell a grid of `columns` columns hides until the page hydrates. */
  const firstHidden = async (html: string, columns: number) =>
    (await elements(html, "ul.product-grid--category > li")).findIndex((cell) => cell.attributes.class.split(" ").includes(`beyond-c${columns}`));

  it("links the next page of the same listing, answered with every page before it in order, and hides what a narrower grid shows later", async () => {
    const first = await pageAt("/categoria/tv?orden=precio-desc", synthetic);
    expect(cardCount(first)).toBe(PAGE);
    expect(await more(first)).toEqual([{ href: "/categoria/tv?orden=precio-desc&pagina=2", columns: [1, 2, 3, 4, 5] }]);
    const second = await pageAt("/categoria/tv?orden=precio-desc&pagina=2", synthetic);
    expect(cardCount(second)).toBe(2 * PAGE);
    const prices = cardPrices(second);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await more(second)).toEqual([{ href: "/categoria/tv?orden=precio-desc&pagina=3", columns: [1, 2, 3, 4, 5] }]);
    // Pages of 10 rows at each width (CSS: test/unit/listing-chips.test.ts): two columns (375 px) show
    // 2 × 20 cards, four (1440 px) 2 × 40.
    expect(await firstHidden(second, 2)).toBe(2 * 20);
    expect(await firstHidden(second, 4)).toBe(2 * 40);
    // Three pages are every card at four columns: the link stays for the narrower grids only.
    const third = await pageAt("/categoria/tv?orden=precio-desc&pagina=3", synthetic);
    expect(cardCount(third)).toBe(TVS);
    expect(await more(third)).toEqual([{ href: "/categoria/tv?orden=precio-desc&pagina=4", columns: [1, 2, 3] }]);
    expect(await firstHidden(third, 2)).toBe(3 * 20);
    expect(await firstHidden(third, 4)).toBe(-1);
  });

  it("answers any `pagina` with 200: one it cannot read is the first page, a huge one the most pages there are", async () => {
    for (const [pagina, pages] of [
      ["abc", 1],
      ["0", 1],
      ["-3", 1],
      ["1.5", 1],
      ["2", 2],
      ["999999999", 3],
    ] as const) {
      expect(cardCount(await pageAt(`/categoria/tv?pagina=${pagina}`, synthetic)), pagina).toBe(Math.min(TVS, PAGE * pages));
    }
  });
});
