import { CATEGORY_IDS, type CategoryId } from "./categories";
import { SITE_DECLARATIONS } from "./categories/site-declarations";
import type { CategoryDeclaration } from "./categories/types";

/** Every category's declaration (shared/categories/site-declarations.ts), by id. */
const DECLARATIONS = SITE_DECLARATIONS;

type Declarations = typeof DECLARATIONS;

/** The spec type of each category's records, as its schema infers it. */
export type SpecsByCategory = { [C in CategoryId]: Declarations[C] extends CategoryDeclaration<C, infer S> ? S : never };

/** A category's declaration. */
export function declarationOf<C extends CategoryId>(id: C): Declarations[C] {
  return DECLARATIONS[id];
}

/** One thing of every category's declaration, by category id: `byCategory((d) => d.searchWords)`. */
export function byCategory<T>(pick: (declaration: CategoryDeclaration, id: CategoryId) => T): Record<CategoryId, T> {
  const table = {} as Record<CategoryId, T>;
  for (const id of CATEGORY_IDS) table[id] = pick(DECLARATIONS[id] as unknown as CategoryDeclaration, id);
  return table;
}
