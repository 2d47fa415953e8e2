import { describe, expect, it } from "vitest";
import { cycles, folderCircles, importCycles, importGraph, reachable } from "../../scripts/lib/import-cycles";

const root = process.cwd();

describe("import circles: each module depends one way", () => {
  it("finds a circle and a pair of folders that import each other (the check itself works)", () => {
    const graph = new Map([
      ["a/one.ts", new Set(["b/two.ts"])],
      ["b/two.ts", new Set(["b/three.ts"])],
      ["b/three.ts", new Set(["a/one.ts"])],
      ["c/four.ts", new Set(["a/one.ts"])],
    ]);
    expect(cycles(graph)).toEqual([["a/one.ts", "b/three.ts", "b/two.ts"]]);
    expect(folderCircles(graph)).toEqual([["a", "b"]]);
  });

  it("reads static, type-only and dynamic imports from the repo", () => {
    const navigation = importGraph(root).get("client/navigation.ts");
    expect(navigation).toContain("client/state/app-state.ts");
    // Only a dynamic import() ties navigation to the listing's results.
    expect(navigation).toContain("client/state/listing-results.ts");
    // app-state names ListingResults as a type only: that import runs nothing.
    expect(importGraph(root).get("client/state/app-state.ts")).toContain("client/state/listing-results.ts");
    expect(importGraph(root, { typeOnly: false }).get("client/state/app-state.ts")).not.toContain("client/state/listing-results.ts");
  });

  it("keeps worker/data from reaching worker/render: render reads the data, never the other way", () => {
    const graph = importGraph(root);
    const dataFiles = [...graph.keys()].filter((file) => file.startsWith("worker/data/"));
    const reachedRender = [...reachable(graph, dataFiles)].filter((file) => file.startsWith("worker/render/"));
    expect(reachedRender).toEqual([]);
    expect(importCycles(root).folders).not.toContainEqual(["worker/data", "worker/render"]);
  });

  it("keeps client/navigation.ts out of every import circle", () => {
    expect(importCycles(root).files.filter((group) => group.includes("client/navigation.ts"))).toEqual([]);
  });
});
