import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The source folders whose imports must run one way. */
export const SOURCE_FOLDERS = ["worker", "client", "shared"];

const SOURCE_EXTENSIONS = [".ts", ".tsx"];
// Static imports, re-exports and dynamic import() calls: a lazy import still ties two modules together.
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => join(base, "index" + ext))];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

// `import type …` and `export type …` are erased when compiled: they order no module's loading.
const TYPE_ONLY_PATTERN = /^\s*(?:import|export)\s+type\s[^;]*?from\s*["']([^"']+)["']/gm;

/**
 * File → the repo files it imports (relative paths with forward slashes). With `typeOnly: false` the
 * type-only imports are left out, which leaves the imports that run.
 */
export function importGraph(root: string, { typeOnly = true }: { typeOnly?: boolean } = {}): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const name = (path: string) => relative(root, path).split("\\").join("/");
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const targets = new Set<string>();
    const text = readFileSync(file, "utf8");
    const erased = typeOnly ? new Set<number>() : new Set([...text.matchAll(TYPE_ONLY_PATTERN)].map((m) => m.index + m[0].length));
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      if (erased.has(match.index + match[0].length)) continue;
      const target = resolveImport(file, match[1]);
      if (target) targets.add(name(target));
    }
    graph.set(name(file), targets);
  }
  return graph;
}

/** Groups of two or more nodes that reach each other (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The files reached from the given files by following imports (the start files included). */
export function reachable(graph: Map<string, Set<string>>, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(graph.get(file) ?? []));
  }
  return seen;
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));

const isWithin = (folder: string, ancestor: string) => folder.startsWith(ancestor + "/");

/**
 * Pairs of folders whose files reach each other's files through imports. Reachability is taken file by
 * file, not folder by folder: a folder graph would join every folder that a root file such as
 * worker/index.ts both imports and is imported from, and call that a circle.
 *
 * A folder and one inside it are not a pair: a folder's own files are both its entry, which puts its
 * subfolders together (worker/index.ts mounts worker/routes, client/App.tsx renders client/views), and
 * the modules those subfolders share (worker/env.ts, client/analytics.ts, shared/format.ts). A
 * subfolder is part of its parent, so reaching each other is that shape, not two parts depending on
 * each other. A real loop between them is still a file circle, reported as such; folders side by side
 * (shared/filters and shared/prices, worker and client) must import one way.
 */
export function folderCircles(graph: Map<string, Set<string>>): [string, string][] {
  const folders = [...new Set([...graph.keys()].map(folderOf))].sort();
  const reach = new Map<string, Set<string>>();
  for (const folder of folders) {
    const files = [...graph.keys()].filter((file) => folderOf(file) === folder);
    reach.set(folder, new Set([...reachable(graph, files)].map(folderOf)));
  }
  const pairs: [string, string][] = [];
  for (const [i, a] of folders.entries()) {
    for (const b of folders.slice(i + 1)) {
      if (isWithin(a, b) || isWithin(b, a)) continue;
      if (reach.get(a)!.has(b) && reach.get(b)!.has(a)) pairs.push([a, b]);
    }
  }
  return pairs;
}

export interface FileCircle {
  files: string[];
  /** Every import that closes it is `import type`: nothing runs in a circle, but the modules still depend on each other. */
  typeOnly: boolean;
}

export interface ImportCircles {
  files: FileCircle[];
  folders: [string, string][];
}

/** Every file-level import circle and every pair of folders that import each other, under the repo root. */
export function importCycles(root: string): ImportCircles {
  const graph = importGraph(root);
  const running = cycles(importGraph(root, { typeOnly: false }));
  const files = cycles(graph).map((group) => ({
    files: group,
    typeOnly: !running.some((runtime) => runtime.some((file) => group.includes(file))),
  }));
  return { files, folders: folderCircles(graph) };
}

/** The checker's report: one line per circle, or one saying there is none. */
export function circleReport({ files, folders }: ImportCircles): string[] {
  const lines = [
    ...folders.map(([a, b]) => `folder circle: ${a} ↔ ${b}`),
    ...files.map((circle) => `file circle${circle.typeOnly ? " (type-only)" : ""}: ${circle.files.join(" ↔ ")}`),
  ];
  return lines.length > 0 ? lines : ["no import circles"];
}
