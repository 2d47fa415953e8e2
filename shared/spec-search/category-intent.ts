import type { CategoryId } from "../categories";
import { categoryPath } from "../routes";
import { SEARCH_TERM_MAX, normaliseSearchTerm } from "../search";
import { foldText } from "../text";
import { CATEGORY_WORDS } from "./category-words";
import { ASPECT_PHRASES_WITH_CATEGORY_WORDS } from "./shopper-words";

/** A header search that names one category: that category, and the words left to search in it. */
export interface CategoryIntent {
  categoryId: CategoryId;
  /** The other words, as typed ("OLED 55" of "Televisores OLED 55"); empty when only the category was named. */
  rest: string;
}

/** The longest category phrase ("camara de fotos") is three words. */
const LONGEST_PHRASE = 3;

const CATEGORY_OF_PHRASE: ReadonlyMap<string, CategoryId> = new Map(
  (Object.entries(CATEGORY_WORDS) as [CategoryId, string[]][]).flatMap(([categoryId, words]) => words.map((word) => [word, categoryId] as const)),
);

/**
 * Which category a search across every category is about, when its words say so: "tv oled 55" is
 * Televisores with "oled 55" left to understand there, and "televisores" alone is the category. A term
 * naming two categories ("funda movil tablet") or none is a search across all of them (null), since
 * sending it to one would hide what the shopper may want from the other. A category word inside a
 * product's name ("Surface Laptop") counts too: that listing finds the product by its other words.
 */
export function categoryIntent(term: string): CategoryIntent | null {
  const words = term
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const folded = words.map(foldText);
  const named = new Set<CategoryId>();
  const rest: string[] = [];
  // "buena cámara", "cámara": an aspect beside another category's word ("móvil buena cámara"), the category alone.
  const aspects: { at: number; words: string[]; categoryId: CategoryId | undefined }[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !taken; n--) {
      const phrase = folded.slice(i, i + n).join(" ");
      const categoryId = CATEGORY_OF_PHRASE.get(phrase);
      if (ASPECT_PHRASES_WITH_CATEGORY_WORDS.has(phrase)) {
        const inside = folded.slice(i, i + n).find((word) => CATEGORY_OF_PHRASE.has(word));
        aspects.push({ at: rest.length, words: words.slice(i, i + n), categoryId: inside ? CATEGORY_OF_PHRASE.get(inside) : undefined });
        taken = n;
      } else if (categoryId) {
        named.add(categoryId);
        taken = n;
      }
    }
    if (!taken) rest.push(words[i]);
    i += taken || 1;
  }
  if (named.size === 0 && aspects.length) {
    // No other category: the aspect's own category word counts ("cámara" alone is the cameras).
    const own = new Set(aspects.flatMap((aspect) => (aspect.categoryId ? [aspect.categoryId] : [])));
    if (own.size !== 1) return null;
    const [categoryId] = own;
    const left = aspects.reduceRight((kept, aspect) => {
      const others = aspect.words.filter((word) => CATEGORY_OF_PHRASE.get(foldText(word)) !== categoryId);
      return [...kept.slice(0, aspect.at), ...others, ...kept.slice(aspect.at)];
    }, rest);
    return { categoryId, rest: left.join(" ") };
  }
  if (named.size !== 1) return null;
  const [categoryId] = named;
  const left = aspects.reduceRight((kept, aspect) => [...kept.slice(0, aspect.at), ...aspect.words, ...kept.slice(aspect.at)], rest);
  return { categoryId, rest: left.join(" ") };
}

/** The category's listing searching the words left: the listing understands them as its filters. */
export function intentListingPath({ categoryId, rest }: CategoryIntent): string {
  return rest ? `${categoryPath(categoryId)}?${new URLSearchParams({ q: rest })}` : categoryPath(categoryId);
}

/**
 * Where the header's search sends a term it takes (3 to 100 characters, as its results page): the
 * listing of the one category it names, or null for the results across every category.
 */
export function headerSearchListing(raw: string): string | null {
  const term = normaliseSearchTerm(raw);
  if (!term || term.length > SEARCH_TERM_MAX) return null;
  const intent = categoryIntent(term);
  return intent && intentListingPath(intent);
}
