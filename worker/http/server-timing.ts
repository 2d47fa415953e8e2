/**
 * Server-Timing for an answer (cache hit or miss, data, render), so an operator sees in the
 * browser's network panel where the time went. The breakdown is told only to the operator
 * (operator.ts): anyone else gets the one metric `total`, the same on every answer. Which metrics an
 * answer lists (`render` on a miss only, `data` on a streamed page's hit only) would say whether it
 * came from the location's cache, and so which URLs others there have asked recently. workerd advances its clock only across I/O (a
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

  /** `forOperator`: the operator's token came with the request, so the whole breakdown may be told. */
  constructor(readonly forOperator = false) {}

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
    if (!this.forOperator) return `total;dur=${Date.now() - this.start}`;
    const entries = this.entries.filter((entry) => !entry.cache || cache).map((entry) => entry.text);
    return [...entries, `kv;desc="${this.kvReads} reads"`].join(", ");
  }
}
