import { describe, expect, it } from "vitest";
import { FALLBACK_LOCALE, guardNavigatorLanguage, usableLocale } from "../../client/usable-locale";

/** A navigator shaped like a browser's: `language` is an accessor on its prototype. */
function browserNavigator(language: unknown): { language?: unknown } {
  const prototype = {};
  Object.defineProperty(prototype, "language", { configurable: true, get: () => language });
  return Object.create(prototype) as { language?: unknown };
}

describe("usableLocale", () => {
  it.each(["C", "es_ES", "es_ES.UTF-8", "", "en-US-", "x", "123"])("falls back to es-ES for %j, which Intl refuses", (tag) => {
    expect(() => new Intl.NumberFormat(tag)).toThrow(tag === "" ? RangeError : Error);
    expect(usableLocale(tag)).toBe(FALLBACK_LOCALE);
  });

  it.each([undefined, null, 42, {}])("falls back for a value that is not a string (%j)", (tag) => {
    expect(usableLocale(tag)).toBe("es-ES");
  });

  it.each([
    ["es-ES", "es-ES"],
    ["en-us", "en-US"],
    ["ca", "ca"],
    ["zh-hant-tw", "zh-Hant-TW"],
  ])("keeps a valid tag (%s), canonicalised", (tag, canonical) => {
    expect(usableLocale(tag)).toBe(canonical);
  });
});

describe("guardNavigatorLanguage", () => {
  it("makes a POSIX 'C' locale one Intl accepts, as a library reading it at import time needs", () => {
    const nav = browserNavigator("C");
    expect(() => new Intl.NumberFormat(nav.language as string)).toThrow(RangeError);
    guardNavigatorLanguage(nav);
    expect(nav.language).toBe("es-ES");
    expect(new Intl.NumberFormat(nav.language as string).format(1234.5)).toBe("1234,5");
  });

  it("leaves a usable browser locale as it is", () => {
    const nav = browserNavigator("fr-FR");
    guardNavigatorLanguage(nav);
    expect(nav.language).toBe("fr-FR");
    expect(Object.getOwnPropertyNames(nav)).toEqual([]);
  });

  it("does nothing where there is no navigator", () => {
    expect(() => guardNavigatorLanguage(undefined)).not.toThrow();
  });
});
