/**
 * Builds the browser side into dist/public (the wrangler [assets] folder): the client bundle with
 * code splitting, minified, with source maps; the product pictures of the sample catalogue; and
 * worker/generated/client-assets.json, which tells the document shell what to load.
 */
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORY_IDS } from "../shared/categories";
import { SAMPLE_CATALOGUE } from "../data/catalogue";
import { STATIC_PAGE_FILES } from "../client/views/static-pages";
import { pagedGridCss } from "./lib/grid-css";
import { productArt } from "./lib/product-art";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** `wrangler dev` watches client/ and worker/: rewriting an unchanged file would restart the build forever. */
async function writeIfChanged(path: string, content: string): Promise<void> {
  const current = await readFile(path, "utf8").catch(() => null);
  if (current !== content) await writeFile(path, content);
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

await rm(outRoot, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(join(root, "public"), outRoot, { recursive: true });

// The grid breakpoints of seed 000 §9, generated beside the hand-written stylesheet.
await writeIfChanged(join(root, "client/generated-grid.css"), pagedGridCss());

const result = await build({
  entryPoints: { entry: join(root, "client/entry.tsx") },
  outdir: assetsDir,
  bundle: true,
  splitting: true,
  format: "esm",
  // CLIENT_BUILD=development keeps React's readable error messages (for debugging hydration).
  minify: !development,
  sourcemap: "linked",
  target: "es2023",
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  define: { "process.env.NODE_ENV": development ? '"development"' : '"production"' },
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
});

const toUrl = (file: string) => "/" + relative(outRoot, join(root, file)).split("\\").join("/");
const outputs = Object.entries(result.metafile.outputs);
const [entryFile, entryMeta] = outputs.find(([, meta]) => meta.entryPoint?.endsWith("client/entry.tsx"))!;
/** A file and every chunk it imports statically. */
const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of result.metafile.outputs[file]?.imports ?? []) if (dep.kind === "import-statement") staticClosure(dep.path, seen);
  return seen;
};
const entryClosure = staticClosure(entryFile);
const VIEW_FILES: Record<string, string> = {
  home: "views/HomeView",
  category: "views/CategoryView",
  product: "views/ProductView",
  compare: "views/CompareView",
  ...Object.fromEntries(Object.entries(STATIC_PAGE_FILES).map(([page, name]) => [`static:${page}`, `views/static/${name}`])),
};
const views = Object.fromEntries(
  Object.entries(VIEW_FILES).map(([view, name]) => {
    const chunk = outputs.find(([, meta]) => meta.entryPoint?.endsWith(`client/${name}.tsx`))?.[0];
    if (!chunk) throw new Error(`no chunk for ${name}: is it still imported lazily?`);
    return [view, [...staticClosure(chunk)].filter((f) => !entryClosure.has(f) && f.endsWith(".js")).map(toUrl)];
  }),
);
const manifest = {
  script: toUrl(entryFile),
  styles: entryMeta.cssBundle ? [toUrl(entryMeta.cssBundle)] : [],
  // Chunks the entry imports statically: preloaded so they download in parallel with it.
  preload: [...entryClosure].filter((f) => f !== entryFile && f.endsWith(".js")).map(toUrl),
  // Each view's own chunks, preloaded on the pages that show it.
  views,
};
await mkdir(join(root, "worker/generated"), { recursive: true });
await writeIfChanged(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
// Kept beside the bundle (not served: dist/ holds it outside public/) for the size report.
await writeFile(join(root, "dist/client-meta.json"), JSON.stringify(result.metafile));

let pictures = 0;
for (const category of CATEGORY_IDS) {
  const dir = join(outRoot, "img/products", category);
  await mkdir(dir, { recursive: true });
  for (const record of SAMPLE_CATALOGUE[category]) {
    await writeFile(join(dir, `${record.id}.svg`), productArt(category, String(record.brand), String(record.model)));
    pictures++;
  }
}
console.log(`client built: ${manifest.script} (+${outputs.length - 1} files), ${pictures} product pictures`);
