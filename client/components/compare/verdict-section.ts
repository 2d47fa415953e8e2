import { lazySection } from "../../lazy-section";

/**
 * 'En resumen' in its own chunk (the verdict rules are not needed to hydrate a comparison). The
 * comparison route loads it with the products on a client navigation: shown later, it would push
 * 'Solo diferencias' and the table down a whole screen under the shopper's finger.
 */
export const CompareVerdictSection = lazySection(() => import("./CompareVerdictSection").then((m) => m.default));
