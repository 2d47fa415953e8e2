import { describe, expect, it } from "vitest";
import { CATEGORIES, resolveCategoryId } from "../../shared/categories";
import { comparePath, matchRoute, parsePids, productPath } from "../../shared/routes";

describe("PRODUCT-RULES.md (Screens and routes): the route table", () => {
  it.each([
    ["/", { view: "home" }],
    ["/categoria/tv", { view: "category", categoryId: "tv" }],
    ["/categoria/tv/", { view: "category", categoryId: "tv" }],
    ["/productos/laptop/apple-macbook-air-m3", { view: "product", categoryId: "laptop", productId: "apple-macbook-air-m3" }],
    ["/privacy-policy", { view: "static", page: "privacy-policy" }],
    ["/how-it-works", { view: "static", page: "how-it-works" }],
    ["/guias", { view: "guide", categoryId: null, use: null }],
    ["/guias/tv", { view: "guide", categoryId: "tv", use: null }],
    ["/guias/tv/gaming", { view: "guide", categoryId: "tv", use: "gaming" }],
    ["/guias/neveras", { view: "notFound" }],
    ["/guias/tv/GAMING!", { view: "notFound" }],
    ["/guias/tv/gaming/mas", { view: "notFound" }],
    ["/contact", { view: "notFound" }],
    ["/categoria/fridges", { view: "notFound" }],
    ["/productos/tv/../../etc", { view: "notFound" }],
    ["/productos/tv/a%2Fb", { view: "notFound" }],
    ["/productos/tv/%E0%A4%A", { view: "notFound" }],
    ["/categoria", { view: "notFound" }],
    ["/anything/else", { view: "notFound" }],
  ])("%s", (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it("reads the compared ids from pids", () => {
    expect(matchRoute("/comparar", "?pids=a,b,c")).toEqual({ view: "compare", pids: ["a", "b", "c"] });
    // More than three: the first three, at their own address (the differences-only choice kept).
    expect(matchRoute("/comparar", "?pids=a,b,a,c,d,e")).toEqual({ view: "redirect", to: "/comparar?pids=a,b,c" });
    expect(matchRoute("/comparar", "?pids=a,b,c,d&diferencias=1")).toEqual({ view: "redirect", to: "/comparar?pids=a,b,c&diferencias=1" });
    expect(matchRoute("/comparar", "")).toEqual({ view: "compare", pids: [] });
    // 'Solo diferencias' in the address; any other value is the whole table.
    expect(matchRoute("/comparar", "?pids=a,b&diferencias=1")).toEqual({ view: "compare", pids: ["a", "b"], differencesOnly: true });
    expect(matchRoute("/comparar", "?pids=a,b&diferencias=si")).toEqual({ view: "compare", pids: ["a", "b"] });
    expect(comparePath(["a", "b"], true)).toBe("/comparar?pids=a,b&diferencias=1");
    expect(comparePath([], true)).toBe("/comparar");
    expect(parsePids(" a, ,b,a ")).toEqual(["a", "b"]);
  });

  it("redirects legacy aliases to the canonical category", () => {
    expect(matchRoute("/categoria/television", "?q=oled")).toEqual({ view: "redirect", to: "/categoria/tv?q=oled" });
    expect(matchRoute("/productos/smartphone/x1")).toEqual({ view: "redirect", to: "/productos/mobile/x1" });
    expect(matchRoute("/productos/headset/x1")).toEqual({ view: "redirect", to: "/productos/headphones/x1" });
  });

  it("builds the paths it matches", () => {
    expect(productPath("tv", "lg-oled55c4")).toBe("/productos/tv/lg-oled55c4");
    expect(comparePath(["a", "b"])).toBe("/comparar?pids=a,b");
  });
});

describe("PRODUCT-RULES.md (Audience and categories): the category registry", () => {
  it("has the eight categories with labels, icons and collections", () => {
    expect(CATEGORIES.map((c) => [c.id, c.name, c.icon, c.collection])).toEqual([
      ["tv", "Televisores", "Monitor", "TV Data"],
      ["laptop", "Portátiles", "Laptop", "Laptop Data"],
      ["mobile", "Móviles", "Smartphone", "Smartphone Data"],
      ["tablet", "Tablets", "Tablet", "Tablet Data"],
      ["headphones", "Auriculares", "Headphones", "Headset Data"],
      ["camera", "Cámaras", "Camera", "Camera Data"],
      ["smartwatch", "Smartwatches", "Clock", "Smartwatch Data"],
      ["speaker", "Altavoces", "Volume2", "Speaker Data"],
    ]);
    expect(CATEGORIES.every((c) => c.filters.length === 0)).toBe(true);
  });

  it("resolves legacy aliases and rejects the rest", () => {
    expect(resolveCategoryId("television")).toBe("tv");
    expect(resolveCategoryId("smartphone")).toBe("mobile");
    expect(resolveCategoryId("headset")).toBe("headphones");
    expect(resolveCategoryId("toString")).toBeUndefined();
    expect(resolveCategoryId("fridge")).toBeUndefined();
  });
});
