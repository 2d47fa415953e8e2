/**
 * Server-Timing for an answer (cache hit or miss, data, render), so an operator sees in the
 * browser's network panel where the time went. Whether the answer came from the location's cache
 * is told only to the operator (operator.ts): to anyone else it would say which URLs others have
 * asked recently. workerd advances its clock only across I/O (a
 * Spectre mitigation), so on Cloudflare `data` shows time spent waiting on KV or the source and
 * `render` (pure CPU) usually reads 0: CPU time is what `npm run bench:workerd` measures. The
 * operator also sees how many KV reads the request made (`kv`, counted by counted-kv.ts).
 */
export class ServerTiming {
  private readonly entries: { text: string; cache?: true }[] = [];
  private readonly start = Date.now();
  private last = this.start;
  /** KV reads of the catalogue this request has made (counted-kv.ts; in the header for the operator only). */
  kvReads = 0;

  constructor(readonly revealsCache = false) {}

  /** The cache's answer for this request (in the header only for the operator). */
  cache(outcome: "hit" | "miss" | "none"): this {
    this.entries.push({ text: `cache;desc="${outcome}"`, cache: true });
    return this;
  }

  /** The time since the previous mark, under `name`. */
  lap(name: "gate" | "data" | "render"): this {
    const now = Date.now();
    this.entries.push({ text: `${name};dur=${now - this.last}` });
    this.last = now;
    return this;
  }

  /** The whole request so far: for answers that mark nothing of their own. */
  total(): this {
    this.entries.push({ text: `total;dur=${Date.now() - this.start}` });
    return this;
  }

  /** The header's value; `cache: false` leaves the cache's answer out even for the operator (a 304 has no body it could describe). */
  header({ cache = true } = {}): string {
    const kv = this.revealsCache ? [`kv;desc="${this.kvReads} reads"`] : [];
    return [...this.entries.filter((entry) => !entry.cache || (cache && this.revealsCache)).map((entry) => entry.text), ...kv].join(", ");
  }
}
