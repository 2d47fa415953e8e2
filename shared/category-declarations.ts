import { CATEGORY_IDS, type CategoryId } from "./categories";
import { camera } from "./categories/camera";
import { headphones } from "./categories/headphones";
import { laptop } from "./categories/laptop";
import { mobile } from "./categories/mobile";
import { smartwatch } from "./categories/smartwatch";
import { speaker } from "./categories/speaker";
import { tablet } from "./categories/tablet";
import { tv } from "./categories/tv";
import type { CategoryDeclaration, CategoryIdentity } from "./categories/types";

/**
 * Every category's full declaration (shared/categories/<id>.ts), for the server and the views that
 * need more than names (marked pure: a bundle that reads none of them leaves them out). Typed by id: a category without a declaration, or a declaration under
 * another category's id, does not compile.
 */
const DECLARATIONS = {
  tv: /* @__PURE__ */ tv(),
  laptop: /* @__PURE__ */ laptop(),
  mobile: /* @__PURE__ */ mobile(),
  tablet: /* @__PURE__ */ tablet(),
  headphones: /* @__PURE__ */ headphones(),
  camera: /* @__PURE__ */ camera(),
  smartwatch: /* @__PURE__ */ smartwatch(),
  speaker: /* @__PURE__ */ speaker(),
} satisfies { [C in CategoryId]: { identity: CategoryIdentity<C> } };

type Declarations = typeof DECLARATIONS;

/** The spec type of each category's records. */
export type SpecsByCategory = { [C in CategoryId]: Declarations[C]["specs"] };

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
