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
import type { ClientBundleMeta } from "../lib/client-bundle-meta";

/** The first-load JavaScript budget (docs/PERFORMANCE.md): ≤ 90 KB gzip on every page. */
export const BUDGET_BYTES = 90 * 1024;

const assets = join(import.meta.dirname, "../../dist/public/assets");
const meta = JSON.parse(readFileSync(join(assets, "../../client-meta.json"), "utf8")) as ClientBundleMeta;

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of meta.files[file]?.imports ?? []) visit(dep);
  };
  start.forEach(visit);
  return seen;
}

const gzip = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;

const pages: [string, string[]][] = [
  ["inicio", [meta.entry, meta.views.home]],
  ["categoría", [meta.entry, meta.views.category]],
  ["producto", [meta.entry, meta.views.product]],
  ["comparación", [meta.entry, meta.views.compare]],
  ["página estática (privacidad)", [meta.entry, meta.views["static:privacy-policy"]]],
  ["guía", [meta.entry, meta.views.guide]],
  ["no encontrada", [meta.entry]],
];

export function bundleReport(): { page: string; files: number; raw: number; gzip: number; ok: boolean }[] {
  return pages.map(([page, starts]) => {
    const files = [...closure(starts)];
    const raw = files.reduce((n, f) => n + meta.files[f].bytes, 0);
    const zipped = files.reduce((n, f) => n + gzip(f), 0);
    return { page, files: files.length, raw, gzip: zipped, ok: zipped <= BUDGET_BYTES };
  });
}

if (process.argv[1]?.endsWith("bundle-size.ts")) {
  const report = bundleReport();
  for (const row of report) {
    console.log(
      `${row.page.padEnd(28)} ${String(row.files).padStart(2)} archivos  ${(row.raw / 1024).toFixed(1).padStart(7)} KB  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${row.ok ? "OK" : "SUPERA"} (límite ${BUDGET_BYTES / 1024} KB)`,
    );
  }
  if (report.some((r) => !r.ok)) process.exit(1);
}
