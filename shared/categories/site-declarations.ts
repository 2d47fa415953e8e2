import type { CategoryId } from "../categories";
import { camera } from "./camera";
import { headphones } from "./headphones";
import { laptop } from "./laptop";
import { mobile } from "./mobile";
import { smartwatch } from "./smartwatch";
import { speaker } from "./speaker";
import { tablet } from "./tablet";
import { tv } from "./tv";
import type { CategoryIdentity } from "./types";

/**
 * Every category's full declaration, for the server and the views that need more than names (marked
 * pure: a bundle that reads none of them leaves them out). Typed by id: a category named in
 * ./site-names.ts without a declaration, or a declaration under another category's id, does not compile.
 */
export const SITE_DECLARATIONS = {
  tv: /* @__PURE__ */ tv(),
  laptop: /* @__PURE__ */ laptop(),
  mobile: /* @__PURE__ */ mobile(),
  tablet: /* @__PURE__ */ tablet(),
  headphones: /* @__PURE__ */ headphones(),
  camera: /* @__PURE__ */ camera(),
  smartwatch: /* @__PURE__ */ smartwatch(),
  speaker: /* @__PURE__ */ speaker(),
} satisfies { [C in CategoryId]: { identity: CategoryIdentity<C> } };
