/**
 * First-load JavaScript per page type, gzip-compressed (level 9), from the client build's
 * metafile: the entry, the chunks it imports statically, and the lazy chunk of the view (the
 * comparison and static pages). Fails (exit 1) when a page exceeds the budget.
 *
 *   npm run build && npm run bench:bundle
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";

/** DESIGN.md: first-load JavaScript ≤ 90 KB gzip on every page. */
export const BUDGET_BYTES = 90 * 1024;

const root = join(import.meta.dirname, "../..");
const meta = JSON.parse(readFileSync(join(root, "dist/client-meta.json"), "utf8")) as Metafile;

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of meta.outputs[file]?.imports ?? []) if (dep.kind === "import-statement") visit(dep.path);
  };
  start.forEach(visit);
  return seen;
}

const gzip = (file: string) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint?.endsWith("client/entry.tsx") && f.endsWith(".js"))!;
const lazyChunk = (view: string) => Object.keys(meta.outputs).find((f) => f.includes(`/${view}-`) && f.endsWith(".js"));

const pages: [string, string[]][] = [
  ["inicio", [entry, lazyChunk("HomeView")!]],
  ["categoría", [entry, lazyChunk("CategoryView")!]],
  ["producto", [entry, lazyChunk("ProductView")!]],
  ["comparación", [entry, lazyChunk("CompareView")!]],
  ["página estática (privacidad)", [entry, lazyChunk("PrivacyPolicy")!]],
  ["no encontrada", [entry]],
];

export function bundleReport(): { page: string; files: number; raw: number; gzip: number; ok: boolean }[] {
  return pages.map(([page, starts]) => {
    const files = [...closure(starts)].filter((f) => f.endsWith(".js"));
    const raw = files.reduce((n, f) => n + meta.outputs[f].bytes, 0);
    const zipped = files.reduce((n, f) => n + gzip(f), 0);
    return { page, files: files.length, raw, gzip: zipped, ok: zipped <= BUDGET_BYTES };
  });
}

if (process.argv[1]?.endsWith("bundle-size.ts")) {
  const report = bundleReport();
  for (const row of report) {
    console.log(`${row.page.padEnd(28)} ${String(row.files).padStart(2)} archivos  ${(row.raw / 1024).toFixed(1).padStart(7)} KB  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${row.ok ? "OK" : "SUPERA"} (límite ${BUDGET_BYTES / 1024} KB)`);
  }
  if (report.some((r) => !r.ok)) process.exit(1);
}
