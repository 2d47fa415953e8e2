import { CAMERA } from "./camera.name";
import { HEADPHONES } from "./headphones.name";
import { LAPTOP } from "./laptop.name";
import { MOBILE } from "./mobile.name";
import { SMARTWATCH } from "./smartwatch.name";
import { SPEAKER } from "./speaker.name";
import { TABLET } from "./tablet.name";
import { TV } from "./tv.name";
import type { CategoryIdentity } from "./types";

/**
 * The site's categories, by name, in the order it shows them: adding a category is adding its name
 * here and its declaration to ./site-declarations.ts. Only the names: the browser loads this module
 * on every page.
 */
export const SITE_CATEGORY_NAMES = [TV, LAPTOP, MOBILE, TABLET, HEADPHONES, CAMERA, SMARTWATCH, SPEAKER] as const satisfies readonly CategoryIdentity[];
