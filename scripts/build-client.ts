/**
 * Builds the browser side into dist/public (the wrangler [assets] folder): the client bundle with
 * code splitting, minified, with source maps; the product pictures of the sample catalogue; and
 * worker/generated/client-assets.json, which tells the document shell what to load.
 */
import { build } from "esbuild";
import { rolldown, type OutputChunk } from "rolldown";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORY_IDS } from "../shared/categories";
import { SAMPLE_CATALOGUE } from "../data/catalogue";
import { viewChunkFiles } from "../client/routes";
import { pagedGridCss } from "./lib/grid-css";
import { iconCss } from "./lib/icon-css";
import { productArt } from "./lib/product-art";
import type { ClientBundleMeta } from "./lib/client-bundle-meta";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** `wrangler dev` watches client/ and worker/: rewriting an unchanged file would restart the build forever. */
async function writeIfChanged(path: string, content: string): Promise<void> {
  const current = await readFile(path, "utf8").catch(() => null);
  if (current !== content) await writeFile(path, content);
}
/** Every file's path, size and modification time under `paths`, with the build mode: what a build depends on. */
async function inputsStamp(paths: string[]): Promise<string> {
  const lines = [`mode ${process.env.CLIENT_BUILD ?? "production"}`];
  const visit = async (path: string): Promise<void> => {
    const info = await stat(join(root, path)).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) for (const entry of (await readdir(join(root, path))).sort()) await visit(join(path, entry));
    else lines.push(`${path} ${info.size} ${info.mtimeMs}`);
  };
  for (const path of paths) await visit(path);
  return lines.join("\n");
}
const outRoot = join(root, "dist/public");
const assetsDir = join(outRoot, "assets");
const manifestPath = join(root, "worker/generated/client-assets.json");
const development = process.env.CLIENT_BUILD === "development";

// Test servers start `wrangler dev`, which runs this build; `npm test` has already built, and
// rebuilding while another server reads dist/ would race, so they ask to skip it.
if (process.env.SKIP_CLIENT_BUILD === "1" && existsSync(manifestPath) && existsSync(outRoot)) {
  console.log("client build skipped (SKIP_CLIENT_BUILD=1)");
  process.exit(0);
}

// wrangler 4.86's `wrangler dev` runs the [build] command when it starts and again as soon as its
// watcher is ready (BundlerController: "The file client,shared,data,scripts changed"), so every start
// built the client twice. A build whose inputs (the watched folders, the lock file, the build mode)
// are those of the last one is skipped.
const stampPath = join(root, "dist/client-build.stamp");
const stamp = await inputsStamp(["client", "shared", "data", "scripts", "public", "package-lock.json"]);
if (existsSync(manifestPath) && existsSync(outRoot) && (await readFile(stampPath, "utf8").catch(() => "")) === stamp) {
  console.log("client build up to date (same sources as the last build)");
  process.exit(0);
}

await rm(stampPath, { force: true });
await rm(outRoot, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(join(root, "public"), outRoot, { recursive: true });

// The grid breakpoints and the icons are generated CSS, kept outside client/: `wrangler dev` watches
// client/, and writing there made the first `npm run dev` build the client twice.
const generatedCss = join(root, "dist/generated-css");
await mkdir(generatedCss, { recursive: true });
await writeIfChanged(join(generatedCss, "grid.css"), pagedGridCss());
await writeIfChanged(join(generatedCss, "icons.css"), iconCss());
await writeIfChanged(join(generatedCss, "styles.css"), '@import "./grid.css";\n@import "./icons.css";\n@import "../../client/styles.css";\n');

// Styles: one stylesheet (the generated grid and icons, then the hand-written rules and uPlot's), built by esbuild.
const styles = await build({
  entryPoints: { styles: join(generatedCss, "styles.css") },
  outdir: assetsDir,
  absWorkingDir: root,
  bundle: true,
  minify: !development,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});
const stylesheet = Object.keys(styles.metafile.outputs).find((f) => f.endsWith(".css"))!;

// Scripts: rolldown, because its chunking keeps a module the entry already loaded inside the entry's
// file (a lazy view imports it from there) instead of splitting out one small shared chunk per set of
// importers, as esbuild does. Fewer files compress better: 5 files instead of 12 on the category page.
const entryModule = join(root, "client/entry.tsx");
// What every page runs first: the entry and everything it imports statically (found once the module
// graph is complete, before chunks are made).
const firstLoad = new Set<string>();
const bundle = await rolldown({
  input: { entry: entryModule },
  plugins: [
    {
      name: "first-load-modules",
      buildEnd() {
        const visit = (id: string) => {
          if (firstLoad.has(id)) return;
          firstLoad.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entryModule);
      },
    },
  ],
  platform: "browser",
  cwd: root,
  transform: { define: { "process.env.NODE_ENV": development ? '"development"' : '"production"' }, jsx: { runtime: "automatic" }, target: "es2023" },
  logLevel: "warn",
});
const { output } = await bundle.write({
  dir: assetsDir,
  format: "es",
  // CLIENT_BUILD=development keeps React's readable error messages (for debugging hydration).
  minify: !development,
  // Source maps name every module and carry its source: a development build serves them beside the
  // scripts; any other keeps them in dist/sourcemaps (for reading a stack trace), never served.
  sourcemap: development ? true : "hidden",
  comments: { legal: false },
  entryFileNames: "[name]-[hash].js",
  chunkFileNames: "chunks/[name]-[hash].js",
  codeSplitting: {
    groups: [
      { name: "entry", test: (id: string) => firstLoad.has(id), priority: 3 },
      {
        // With lazy-section.ts, which every view with cards also loads: a file of a few bytes costs its own request.
        name: "cards",
        test: /client[\\/]components[\\/](PagedGrid|ProductCard|CompareToggle|ProductImage)|client[\\/]lazy-section\.ts|shared[\\/](grid|availability|object-path)\.ts/,
        priority: 2,
      },
      {
        // The category view with the listing's state and the wait for the filter panel, which its lazy
        // parts all read: one file for the page's first load compresses better than two (the listing's
        // code is read by no other view).
        name: "CategoryView",
        test: /client[\\/](views[\\/]CategoryView\.tsx|state[\\/]listing(?!-url|-restore|-filters)|listing[\\/](?!index-cache)|components[\\/]listing[\\/](panel-live|SearchBox|UsesList|form-replay|ListingForm)|state[\\/]page-hydrated)|shared[\\/](listing-query|empty-listing|filters[\\/](url|types|bounds|active-count))\.ts/,
        priority: 1,
      },
    ],
  },
});
await bundle.close();
const sourceMapsDir = join(root, "dist/sourcemaps");
await rm(sourceMapsDir, { recursive: true, force: true });
if (!development) {
  for (const map of output.filter((o) => o.type === "asset" && o.fileName.endsWith(".map"))) {
    const target = join(sourceMapsDir, map.fileName);
    await mkdir(dirname(target), { recursive: true });
    await rename(join(assetsDir, map.fileName), target);
  }
}

const chunks = output.filter((o): o is OutputChunk => o.type === "chunk");
const chunkByFile = new Map(chunks.map((c) => [c.fileName, c]));
const toUrl = (fileName: string) => "/assets/" + fileName;
/** A file and every chunk it imports statically. */
const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunkByFile.get(file)?.imports ?? []) staticClosure(dep, seen);
  return seen;
};
const entryChunk = chunks.find((c) => c.isEntry)!;
const entryClosure = staticClosure(entryChunk.fileName);
// Which module each view chunk is built from: every route module names its own (client/routes).
const VIEW_FILES = viewChunkFiles();
const viewChunks = Object.fromEntries(
  Object.entries(VIEW_FILES).map(([view, name]) => {
    // A view grouped with the chunk its parts share (the category's, with the listing) is not that chunk's facade.
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`client/${name}.tsx`)));
    if (!chunk) throw new Error(`no chunk for ${name}: is it still imported lazily?`);
    return [view, chunk.fileName];
  }),
);
const manifest = {
  buildId: `${entryChunk.fileName}+${relative(assetsDir, join(root, stylesheet))}`,
  script: toUrl(entryChunk.fileName),
  styles: [toUrl(relative(assetsDir, join(root, stylesheet)))],
  // Chunks the entry imports statically: preloaded so they download in parallel with it.
  preload: [...entryClosure].filter((f) => f !== entryChunk.fileName).map(toUrl),
  // Each view's own chunks, preloaded on the pages that show it.
  views: Object.fromEntries(Object.entries(viewChunks).map(([view, file]) => [view, [...staticClosure(file)].filter((f) => !entryClosure.has(f)).map(toUrl)])),
};
/** What the size report reads: every script with its static imports, and which view each one is. */
const bundleMeta: ClientBundleMeta = {
  entry: entryChunk.fileName,
  views: viewChunks,
  files: Object.fromEntries(chunks.map((c) => [c.fileName, { bytes: Buffer.byteLength(c.code), imports: c.imports }])),
};
await mkdir(join(root, "worker/generated"), { recursive: true });
await writeIfChanged(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
// Kept beside the bundle (not served: dist/ holds it outside public/) for the size report.
await writeFile(join(root, "dist/client-meta.json"), JSON.stringify(bundleMeta));

let pictures = 0;
for (const category of CATEGORY_IDS) {
  const dir = join(outRoot, "img/products", category);
  await mkdir(dir, { recursive: true });
  for (const record of SAMPLE_CATALOGUE[category]) {
    await writeFile(join(dir, `${record.id}.svg`), productArt(category, String(record.brand), String(record.model)));
    pictures++;
  }
}
await writeFile(stampPath, stamp);
console.log(`client built: ${manifest.script} (+${chunks.length - 1} scripts), ${pictures} product pictures`);
