import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { ProductCardData } from "../../shared/card";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import { SORTS, listingToSearch, type SortId } from "../../shared/listing-query";
import { SEARCH_MIN_CHARS } from "../../shared/search";
import { categoryPath, comparePath, productPath } from "../../shared/routes";

/**
 * The realistic mix of `npm run load`: the requests of shoppers' visits rather than one
 * URL. A visit lands on a page (a product from a search engine, the home page, a category), then the
 * hydrated client moves with the JSON API (listings, products, related, the index), applies filters
 * and sorts, searches, compares a few products, and sometimes follows a dead link. Every listed
 * product, every category and random filter/sort combinations appear, so most pages are not in any
 * cache the first time: the load reads KV, renders and fills the location's cache as real traffic does.
 *
 * Weights are per request, out of 100 (what one visit of ~30 requests spends, rounded):
 */
const WEIGHTS = {
  productPage: 20, // HTML product page (landing from a search engine, or a card opened in a new tab)
  categoryPage: 6, // HTML category page as linked
  categoryFiltered: 8, // HTML category page with filters, sort or search in its URL (a shared link)
  homePage: 6,
  comparePage: 3,
  notFoundPage: 3, // a sold-out product's old link, a mistyped path
  listingJson: 12, // the client's listing before its index arrives: filters and sort
  manifestJson: 4,
  indexJson: 4, // the compact index, fetched after first paint
  productJson: 12,
  relatedJson: 8,
  searchJson: 7, // the header's search suggestions
  latestJson: 2,
  compareJson: 3,
  notFoundJson: 2,
} as const;
type Kind = keyof typeof WEIGHTS;

/** What the mix needs from the running worker: each category's manifest and listed cards. */
export interface MixCatalogue {
  manifests: Record<CategoryId, PublicManifest>;
  cards: Record<CategoryId, ProductCardData[]>;
}

export interface MixRequest {
  path: string;
  /** The status this path answers with; a warm-up checks each distinct path against it. */
  status: 200 | 404;
  kind: Kind;
}

/** mulberry32: small, seeded and the same on every machine, so a run's URL sequence is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads every category's manifest and cards from a running worker (the listing API, 50 at a time). */
export async function readMixCatalogue(origin: string): Promise<MixCatalogue> {
  const manifests = {} as Record<CategoryId, PublicManifest>;
  const cards = {} as Record<CategoryId, ProductCardData[]>;
  const json = async (path: string) => {
    const response = await fetch(origin + path);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json() as Promise<unknown>;
  };
  for (const category of CATEGORY_IDS) {
    manifests[category] = (await json(`/api/categories/${category}`)) as PublicManifest;
    cards[category] = [];
    while (cards[category].length < manifests[category].total) {
      const page = (await json(`/api/categories/${category}/products?desde=${cards[category].length}&cantidad=50`)) as { cards: ProductCardData[] };
      if (page.cards.length === 0) break;
      cards[category].push(...page.cards);
    }
  }
  return { manifests, cards };
}

/** `count` requests drawn by WEIGHTS with the generator seeded by `seed`. */
export function shopperMix(catalogue: MixCatalogue, seed: number, count: number): MixRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const kinds = Object.entries(WEIGHTS) as [Kind, number][];
  const total = kinds.reduce((n, [, w]) => n + w, 0);
  const categories = CATEGORY_IDS.filter((c) => catalogue.cards[c].length > 0);
  const anyProduct = () => {
    const category = pick(categories);
    return { category, card: pick(catalogue.cards[category]) };
  };
  const term = () => {
    const { card } = anyProduct();
    // What people type: a brand, or the first word or two of a model; the search asks for 3 characters.
    const words = card.model.split(/\s+/);
    const typed = [card.brand, words[0], words.slice(0, 2).join(" ")].filter((t) => t.trim().length >= SEARCH_MIN_CHARS);
    return (typed.length ? pick(typed) : `${card.brand} ${card.model}`).toLowerCase();
  };
  const listing = (category: CategoryId) => {
    const filters = randomFilters(catalogue.manifests[category].filters, random);
    const sort: SortId = random() < 0.5 ? "relevancia" : pick(SORTS).id;
    return listingToSearch({ term: random() < 0.15 ? term() : "", filters, sort }, catalogue.manifests[category].filters);
  };
  const one = (kind: Kind): MixRequest => {
    const ok = (path: string): MixRequest => ({ path, status: 200, kind });
    switch (kind) {
      case "productPage": {
        const { category, card } = anyProduct();
        return ok(productPath(category, card.id));
      }
      case "categoryPage":
        return ok(categoryPath(pick(categories)));
      case "categoryFiltered": {
        const category = pick(categories);
        return ok(categoryPath(category) + (listing(category) || "?orden=precio-asc"));
      }
      case "homePage":
        return ok("/");
      case "comparePage":
      case "compareJson": {
        const ids = Array.from({ length: 2 + Math.floor(random() * 2) }, () => anyProduct().card.id);
        return ok(kind === "comparePage" ? comparePath([...new Set(ids)]) : `/api/products?ids=${[...new Set(ids)].map(encodeURIComponent).join(",")}`);
      }
      case "notFoundPage": {
        const category = pick(categories);
        return {
          path: pick([productPath(category, `descatalogado-${Math.floor(random() * 1000)}`), `/categoria/${category}/ofertas`, "/pagina-que-no-existe"]),
          status: 404,
          kind,
        };
      }
      case "listingJson": {
        const category = pick(categories);
        const search = listing(category);
        const offset = random() < 0.2 ? 24 : 0;
        return ok(`/api/categories/${category}/products${search ? `${search}&` : "?"}desde=${offset}&cantidad=24`);
      }
      case "manifestJson":
        return ok(`/api/categories/${pick(categories)}`);
      case "indexJson": {
        const category = pick(categories);
        return ok(`/api/categories/${category}/index/${catalogue.manifests[category].indexHash}`);
      }
      case "productJson":
      case "relatedJson": {
        const { category, card } = anyProduct();
        return ok(`/api/products/${category}/${encodeURIComponent(card.id)}${kind === "relatedJson" ? "/related" : ""}`);
      }
      case "searchJson":
        return ok(`/api/search?q=${encodeURIComponent(term())}`);
      case "latestJson":
        return ok(`/api/latest?n=${pick([8, 12, 60])}`);
      case "notFoundJson":
        return { path: `/api/products/${pick(categories)}/descatalogado-${Math.floor(random() * 1000)}`, status: 404, kind };
    }
  };
  return Array.from({ length: count }, () => {
    let roll = random() * total;
    for (const [kind, weight] of kinds) {
      roll -= weight;
      if (roll < 0) return one(kind);
    }
    return one("productPage");
  });
}

/** One to three filters a shopper might set: a brand or two, a price ceiling, a spec option or range. */
function randomFilters(definitions: readonly FilterDefinition[], random: () => number): AppliedFilters {
  const applied: AppliedFilters = {};
  const usable = definitions.filter((d) => (d.options?.length ?? 0) > 0 || (d.type === "range" && d.min !== undefined && d.max !== undefined && d.max > d.min));
  const n = Math.floor(random() * 4); // 0–3
  for (let i = 0; i < n && usable.length > 0; i++) {
    const definition = usable[Math.floor(random() * usable.length)];
    if (definition.type === "range") {
      const { min = 0, max = 0 } = definition;
      const step = definition.step ?? 1;
      const cut = Math.round((min + (max - min) * (0.3 + random() * 0.6)) / step) * step;
      applied[definition.id] = random() < 0.7 ? { max: cut } : { min: cut };
    } else if (definition.options?.length) {
      const options = definition.options;
      const first = options[Math.floor(random() * options.length)].value;
      const second = options[Math.floor(random() * options.length)].value;
      applied[definition.id] = definition.type === "multiselect" && random() < 0.3 ? [...new Set([first, second])] : [first];
    }
  }
  return applied;
}

/** How many of each kind a mix holds, for the report. */
export function mixShares(mix: readonly MixRequest[]): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const r of mix) shares[r.kind] = (shares[r.kind] ?? 0) + 1;
  return shares;
}
