import type { ProductCardData } from "../../shared/card";
import { linkedPages, listingToSearch, PAGE_PARAM, parseListingQuery } from "../../shared/listing-query";
import { atPrecision } from "../../shared/filters/range-precision";
import { freshUntilMs } from "../../shared/prices/offers";
import { cardTimes } from "./price-times";
import { ALWAYS_LASTING, FOUND_HERE } from "./serve-defaults";
import type { DataOf, TrimmedCopies, ViewServerRules } from "./types";

/**
 * What a category page's browser needs of its data at first, and no more (the page's bytes have a
 * budget): not the category's search words (the listing below is already understood, and the first
 * search fetches them: client/state/category-vocabulary.ts), nor the cards' update times (only the
 * home page's newest-first list and the sitemap read them), nor an expert score a card does not show
 * because it has an overall one (client/components/ProductCard.tsx, cardScore).
 */
function firstViewData(data: DataOf<"category">, copies: TrimmedCopies): DataOf<"category"> {
  const manifest = data.manifest && trimmed(copies, data.manifest, ({ vocabulary: _vocabulary, ...rest }) => rest);
  const page = data.page && { ...data.page, cards: data.page.cards.map((card) => trimmed(copies, card, firstViewCard)) };
  return { ...data, manifest, page };
}

function firstViewCard({ lastUpdated: _lastUpdated, ...card }: ProductCardData): ProductCardData {
  if (card.overall === undefined) return card;
  const { expertScore: _expertScore, ...shown } = card;
  return shown;
}

/**
 * The trimmed copy of a value the isolate shares (a build's manifest, a chunk's card: deep-frozen), made
 * once and frozen too: the page's JSON writer keeps the JSON of a frozen value (worker/render/
 * safe-json.ts), so a card shown again is not serialised again; a new copy per request was.
 */
function trimmed<T extends object>(copies: TrimmedCopies, value: T, trim: (value: T) => T): T {
  if (!Object.isFrozen(value)) return trim(value);
  let copy = copies.get(value) as T | undefined;
  if (!copy) copies.set(value, (copy = Object.freeze(trim(value))));
  return copy;
}

export const categoryServer: ViewServerRules<"category"> = {
  foundAt: FOUND_HERE,
  // Its manifest: a 503 when the category has no build and the source fails.
  gate: async (route, reader) => {
    await reader.manifest(route.categoryId);
    return { stream: true, status: 200 };
  },
  // Its listing (term, filters, sort: normalised by their own reader and writer) and how many pages
  // the no-script 'Cargar más Productos' link asks for.
  canonicalSearch: async (route, reader, search) => {
    try {
      const { filters } = await reader.manifest(route.categoryId);
      const listing = listingToSearch(atPrecision(parseListingQuery(search, filters), filters), filters);
      const pages = linkedPages(search);
      return pages > 1 ? `${listing}${listing ? "&" : "?"}${PAGE_PARAM}=${pages}` : listing;
    } catch {
      return ""; // the page is an error page: nothing of it is kept
    }
  },
  categoriesShown: (route) => [route.categoryId],
  freshUntil: (data, now, freshHours) => freshUntilMs(cardTimes(data.page?.cards), now, freshHours),
  sent: (data, _now, _freshHours, copies) => firstViewData(data, copies),
  lasting: ALWAYS_LASTING,
};
