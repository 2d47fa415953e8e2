import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { circleReport, cycles, folderCircles, importCycles, importGraph, reachable } from "../../scripts/lib/import-cycles";

const root = process.cwd();
const fixtures: string[] = [];

/** A small repo on disk: its files by path, each with its source text. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
  fixtures.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** What `npm run lint` gets from the checker run in `dir`: its exit code and its report. */
function runChecker(dir: string): { code: number; output: string } {
  const tsx = join(root, "node_modules/.bin/tsx");
  try {
    return { code: 0, output: execFileSync(tsx, [join(root, "scripts/check-import-cycles.ts")], { cwd: dir, encoding: "utf8" }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

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

  it("finds a circle of files that run each other, and the checker fails on it", () => {
    const dir = fixture({
      "worker/a.ts": 'import { b } from "./b";\nexport const a = () => b();\n',
      "worker/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    expect(importCycles(dir)).toEqual({ files: [{ files: ["worker/a.ts", "worker/b.ts"], typeOnly: false }], folders: [] });
    expect(runChecker(dir)).toEqual({ code: 1, output: "file circle: worker/a.ts ↔ worker/b.ts\n" });
  });

  it("marks a circle closed only by type imports as type-only, and still fails on it", () => {
    const dir = fixture({
      "shared/x.ts": 'import type { Y } from "./y";\nexport interface X { y: Y }\n',
      "shared/y.ts": 'import type { X } from "./x";\nexport interface Y { x?: X }\n',
    });
    expect(importCycles(dir).files).toEqual([{ files: ["shared/x.ts", "shared/y.ts"], typeOnly: true }]);
    expect(runChecker(dir)).toEqual({ code: 1, output: "file circle (type-only): shared/x.ts ↔ shared/y.ts\n" });
  });

  it("reports sibling folders that reach each other through different files (no file circle)", () => {
    const dir = fixture({
      "shared/p/one.ts": 'import { two } from "../q/two";\nexport const one = two;\n',
      "shared/q/two.ts": "export const two = 2;\n",
      "shared/q/three.ts": 'import { four } from "../p/four";\nexport const three = four;\n',
      "shared/p/four.ts": "export const four = 4;\n",
    });
    expect(importCycles(dir)).toEqual({ files: [], folders: [["shared/p", "shared/q"]] });
    expect(circleReport(importCycles(dir))).toEqual(["folder circle: shared/p ↔ shared/q"]);
  });

  it("passes a folder and its subfolder that use each other's files, and imports that run one way", () => {
    const dir = fixture({
      // The entry mounts its subfolder, which reads a module of the parent: one module with parts.
      "worker/index.ts": 'import { read } from "./data/read";\nexport default read;\n',
      "worker/env.ts": "export interface Env { KV: string }\n",
      "worker/data/read.ts":
        'import type { Env } from "../env";\nimport { format } from "../../shared/format";\nexport const read = (env: Env) => format(env.KV);\n',
      "client/app.ts": 'import { format } from "../shared/format";\nexport const app = () => import("./views/home").then(() => format("x"));\n',
      "client/views/home.ts": "export const home = 1;\n",
      "shared/format.ts": "export const format = (text: string) => text;\n",
    });
    expect(importCycles(dir)).toEqual({ files: [], folders: [] });
    expect(runChecker(dir)).toEqual({ code: 0, output: "no import circles\n" });
  });

  it("reads static, type-only and dynamic imports from the repo", () => {
    const navigation = importGraph(root).get("client/navigation.ts");
    expect(navigation).toContain("client/state/app-state.ts");
    // Only a dynamic import() ties navigation to the listing's results.
    expect(navigation).toContain("client/state/listing-results.ts");
    // app-state names its shape's types only: that import runs nothing.
    expect(importGraph(root).get("client/state/app-state.ts")).toContain("client/state/app-state-types.ts");
    expect(importGraph(root, { typeOnly: false }).get("client/state/app-state.ts")).not.toContain("client/state/app-state-types.ts");
  });

  it("keeps worker/data from reaching worker/render: render reads the data, never the other way", () => {
    const graph = importGraph(root);
    const dataFiles = [...graph.keys()].filter((file) => file.startsWith("worker/data/"));
    const reachedRender = [...reachable(graph, dataFiles)].filter((file) => file.startsWith("worker/render/"));
    expect(reachedRender).toEqual([]);
    expect(importCycles(root).folders).not.toContainEqual(["worker/data", "worker/render"]);
  });

  it("keeps client/navigation.ts out of every import circle", () => {
    expect(importCycles(root).files.filter((circle) => circle.files.includes("client/navigation.ts"))).toEqual([]);
  });
});
