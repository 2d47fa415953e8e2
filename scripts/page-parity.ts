/**
 * Every page and JSON answer of the sample catalogue, normalised (nonces, asset hashes, the server's
 * port, build versions and timestamps), one file each in a folder: run it in two trees (a worktree of
 * the commit before a refactoring, and after) and `diff -r` the folders to see what a change altered.
 *
 *   npx tsx scripts/page-parity.ts /tmp/after
 *
 * Each tree serves its own client build (`npm run build` first) in workerd.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SAMPLE_CATALOGUE } from "../data/catalogue";
import { CATEGORY_IDS } from "../shared/categories";
import { startWorkerdServer } from "./lib/workerd-server";

const out = process.argv[2];
if (!out) {
  console.error("usage: npx tsx scripts/page-parity.ts <folder>");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const server = await startWorkerdServer({ vars: { ADMIN_TOKEN: "parity" } });
const urls = [
  "/",
  "/guias",
  "/buscar?q=qled",
  "/buscar?q=tv%20futbol",
  "/buscar?q=sony",
  "/api/categories",
  "/api/search/suggest?q=oled",
  "/api/search/suggest?q=monitor",
  "/sitemap.xml",
  "/ayuda",
  "/como-funciona",
  "/terminos-y-condiciones",
  "/no-existe",
];
for (const c of CATEGORY_IDS) {
  const ids = SAMPLE_CATALOGUE[c].map((r) => r.id);
  urls.push(
    `/categoria/${c}`,
    `/categoria/${c}?orden=precio-asc&pagina=2`,
    `/guias/${c}`,
    `/api/categories/${c}`,
    `/api/categories/${c}/products?cantidad=50`,
    `/comparar?pids=${ids.slice(0, 3).join(",")}`,
  );
  for (const id of ids) urls.push(`/productos/${c}/${id}`, `/api/products/${c}/${id}`);
}
urls.push("/categoria/tv?precio=..1000&marca=LG", "/guias/tv/gaming", "/guias/mobile/fotografia", "/categoria/headphones?q=para+correr");
const normalise = (text: string) =>
  text
    .replace(/nonce="[^"]+"/g, 'nonce="N"')
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)/g, "-H.$1")
    .replace(/"(renderedAt|builtAt|version|indexHash|lastUpdated)":"[^"]*"/g, '"$1":"X"')
    .replace(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\b/g, "T")
    .replace(/(127\.0\.0\.1|localhost):\d+/g, "HOST");
let i = 0;
for (const url of urls) {
  const response = await fetch(server.url + url, { redirect: "manual" });
  const body = normalise(await response.text());
  writeFileSync(join(out, `${String(i++).padStart(4, "0")}.txt`), `${url}\n${response.status} ${response.headers.get("location") ?? ""}\n${body}`);
}
console.log(`dumped ${urls.length} answers`);
await server.stop();
