import { describe, expect, it } from "vitest";
import manifest from "../../worker/generated/client-assets.json";
import { CHUNKS, ROUTES, loadingViewData, routeChunkKey, viewChunkKey, viewTitle } from "../../client/routes";
import { HEADS } from "../../client/routes/heads";
import { SERVER_RULES } from "../../client/routes/servers";
import type { ViewName } from "../../client/routes/types";
import { SITE_NAME } from "../../client/title";
import { matchRoute, STATIC_PAGES, type Route } from "../../shared/routes";

/** One address per page type the route table knows (every static page: each is a chunk of its own). */
const ADDRESSES: [string, string][] = [
  ["/", ""],
  ["/categoria/tv", "?marca=LG"],
  ["/productos/tv/lg-oled55c4", ""],
  ["/comparar", "?pids=a,b"],
  ["/buscar", "?q=oled"],
  ["/guias/tv/gaming", ""],
  ["/pagina-que-no-existe", ""],
  ...STATIC_PAGES.map((page): [string, string] => [`/${page}`, ""]),
];
const routes = ADDRESSES.map(([path, search]) => matchRoute(path, search)) as Exclude<Route, { view: "redirect" }>[];
const VIEWS = Object.keys(ROUTES) as ViewName[];

/** Every piece a page type has, by the registry that holds it. */
const PIECES: [string, Record<string, object>, string[]][] = [
  ["ROUTES (client/routes/index.ts)", ROUTES, ["load", "loading", "failed", "title", "preload", "skeleton", "render"]],
  ["CHUNKS (client/routes/index.ts)", CHUNKS, ["files", "key", "routeKey"]],
  ["HEADS (client/routes/heads.ts)", HEADS, ["meta", "jsonLd"]],
  ["SERVER_RULES (client/routes/servers.ts)", SERVER_RULES, ["foundAt", "gate", "canonicalSearch", "categoriesShown", "freshUntil", "sent", "lasting"]],
];

describe("the page types' registry", () => {
  it("has a page type for every view the route table reaches, and no other", () => {
    expect(new Set(routes.map((route) => route.view))).toEqual(new Set(VIEWS));
  });

  it.each(PIECES)("%s has every piece of every page type", (_name, registry, pieces) => {
    expect(Object.keys(registry).sort()).toEqual([...VIEWS].sort());
    for (const view of VIEWS) {
      const module = registry[view] as Record<string, unknown>;
      for (const piece of pieces) expect(module[piece], `${view}.${piece}`).toBeDefined();
      for (const piece of pieces.filter((p) => p !== "skeleton")) expect(typeof module[piece], `${view}.${piece}`).toBe("function");
    }
  });

  it("gives every page a title with the site's name", () => {
    for (const route of routes) {
      const title = viewTitle(loadingViewData(route));
      expect(title.length, route.view).toBeGreaterThan(SITE_NAME.length + 3);
      expect(title).toContain(SITE_NAME);
    }
    // Each static page has its own.
    const titles = routes.filter((route) => route.view === "static").map((route) => viewTitle(loadingViewData(route)));
    expect(new Set(titles).size).toBe(STATIC_PAGES.length);
  });

  it("names, for every page type but not found, chunks the build's manifest has, built from the module it says", () => {
    const views: Record<string, string[]> = manifest.views;
    const claimed = new Set<string>();
    for (const view of VIEWS) {
      const files = Object.entries(CHUNKS[view].files());
      if (view !== "notFound") expect(files.length, view).toBeGreaterThan(0);
      for (const [key, file] of files) {
        claimed.add(key);
        expect(views[key], key).toBeDefined();
        // The view's own chunk comes first, named after its module.
        expect(views[key][0]).toContain(`/${file.split("/").at(-1)}-`);
      }
    }
    // No chunk in the manifest that no page type claims.
    expect(new Set(Object.keys(views))).toEqual(claimed);
  });

  it("preloads, for every address, a chunk the manifest has (not found's code is in the entry)", () => {
    const known = new Set([...Object.keys(manifest.views), "notFound"]);
    for (const route of routes) {
      expect(known.has(routeChunkKey(route)), route.view).toBe(true);
      expect(known.has(viewChunkKey(loadingViewData(route))), route.view).toBe(true);
      expect(routeChunkKey(route) === "notFound").toBe(route.view === "notFound");
    }
    expect(routeChunkKey({ view: "static", page: "help" })).toBe("static:help");
  });
});
