import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { once } from "node:events";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";

/*
 * Large feeds for the feed benchmarks (bench/feeds.ts, the CLI; bench/feed-pull.ts, the worker's pull):
 * most rows products the catalogue lacks, as in a real shop's feed, the first rows the sample's GTINs.
 */

/** A valid GTIN-13 from a number (its GS1 check digit computed). */
function gtin13(n: number): string {
  const first = String(2_100_000_000_000 + n).slice(0, 12);
  const sum = [...first].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first + ((10 - (sum % 10)) % 10);
}

const SAMPLE_GTINS = CATEGORY_IDS.flatMap((category) => SAMPLE_CATALOGUE[category].map((r) => (r as { gtin?: string }).gtin).filter((g): g is string => !!g));
const gtinOf = (i: number) => (i < SAMPLE_GTINS.length ? SAMPLE_GTINS[i] : gtin13(i));

export async function writeFeed(path: string, head: string, row: (i: number) => string, tail: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(head);
  for (let i = 0; i < rows; i++) if (!out.write(row(i))) await once(out, "drain");
  out.end(tail);
  await once(out, "finish");
}

export const googleRss = (path: string, rows: number) =>
  writeFeed(
    path,
    '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>PcComponentes</title>\n',
    (i) =>
      `<item><g:id>P${i}</g:id><title>Producto ${i}</title><link>https://www.pccomponentes.com/p/${i}</link><g:price>${(100 + (i % 900)).toFixed(2)} EUR</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition><g:gtin>${gtinOf(i)}</g:gtin><g:brand>Marca</g:brand></item>\n`,
    "</channel></rss>\n",
    rows,
  );

export const awinCsv = (path: string, rows: number) =>
  writeFeed(
    path,
    "aw_deep_link,merchant_name,merchant_id,merchant_product_id,search_price,currency,ean,in_stock,delivery_cost,product_name,brand_name\n",
    (i) => `https://www.awin1.com/pclick.php?p=${i}&a=1&m=12422,Fnac,12422,F${i},${(100 + (i % 900)).toFixed(2)},EUR,${gtinOf(i)},1,0.00,Producto ${i},Marca\n`,
    "",
    rows,
  );

/** The resident memory of a process and all its descendants, in bytes, from /proc. */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* gone */
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}
