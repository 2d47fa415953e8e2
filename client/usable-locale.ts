/** The site's own locale: what the pages are written in, and what stands in for an unusable one. */
export const FALLBACK_LOCALE = "es-ES";

/**
 * `tag` in its canonical form when Intl accepts it, or the fallback. Intl throws a RangeError on a
 * tag that is not BCP 47 ("C", "es_ES", "") and a TypeError on a non-string; a browser reports
 * exactly such a tag when it runs under the POSIX locale (WebKitGTK's MiniBrowser says "C").
 */
export function usableLocale(tag: unknown, fallback: string = FALLBACK_LOCALE): string {
  if (typeof tag !== "string" || tag === "") return fallback;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Makes `navigator.language` a tag Intl accepts, once per page, before a library that hands it to
 * Intl unchecked is loaded (uPlot builds `new Intl.NumberFormat(navigator.language)` when its module
 * is evaluated, so a "C" locale would stop the price chart). A usable tag is left as the browser says.
 */
export function guardNavigatorLanguage(nav: { language?: unknown } | undefined = globalThis.navigator): void {
  if (!nav) return;
  const language = usableLocale(nav.language);
  if (language === nav.language) return;
  Object.defineProperty(nav, "language", { configurable: true, get: () => language });
}
