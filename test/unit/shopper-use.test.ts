import { describe, expect, it } from "vitest";
import { currentUse } from "../../client/state/shopper-use";
import { comparePath, matchRoute } from "../../shared/routes";
import type { ViewData } from "../../client/view-data";

const listing = (uses: { id: string; search: string }[]) =>
  ({
    view: "category",
    categoryId: "mobile",
    manifest: { uses: uses.map((u) => ({ ...u, label: u.id, filters: {}, count: 1 })) },
    page: null,
  }) as unknown as ViewData;

describe("the use a comparison is opened from", () => {
  const uses = [{ id: "fotos-noche", search: "?camera.rear.ois=1&score.camara=88.." }];

  it("is the listing's use when the listing on screen is exactly that use's, and nothing elsewhere", () => {
    expect(currentUse({ data: listing(uses), url: "/categoria/mobile?camera.rear.ois=1&score.camara=88.." })).toBe("fotos-noche");
    expect(currentUse({ data: listing(uses), url: "/categoria/mobile?camera.rear.ois=1" })).toBeNull();
    expect(currentUse({ data: { view: "notFound" }, url: "/x" })).toBeNull();
  });

  it("travels in the comparison's address and back out of it; an id of another shape is dropped", () => {
    const path = comparePath(["a", "b"], false, "fotos-noche");
    expect(path).toBe("/comparar?pids=a,b&uso=fotos-noche");
    const url = new URL(path, "http://x");
    expect(matchRoute(url.pathname, url.search)).toEqual({ view: "compare", pids: ["a", "b"], use: "fotos-noche" });
    expect(matchRoute("/comparar", "?pids=a,b&uso=%3Cb%3E")).toEqual({ view: "compare", pids: ["a", "b"] });
    expect(comparePath(["a"], false, "<b>")).toBe("/comparar?pids=a");
  });
});
