/**
 * Server-Timing for an answer (cache hit or miss, data, render), so an operator sees in the
 * browser's network panel where the time went. workerd advances its clock only across I/O (a
 * Spectre mitigation), so on Cloudflare `data` shows time spent waiting on KV or the source and
 * `render` (pure CPU) usually reads 0: CPU time is what `npm run bench:workerd` measures.
 */
export class ServerTiming {
  private readonly entries: string[] = [];
  private readonly start = Date.now();
  private last = this.start;

  /** The cache's answer for this request. */
  cache(outcome: "hit" | "miss" | "none"): this {
    this.entries.push(`cache;desc="${outcome}"`);
    return this;
  }

  /** The time since the previous mark, under `name`. */
  lap(name: "gate" | "data" | "render"): this {
    const now = Date.now();
    this.entries.push(`${name};dur=${now - this.last}`);
    this.last = now;
    return this;
  }

  /** The whole request so far: for answers that mark nothing of their own. */
  total(): this {
    this.entries.push(`total;dur=${Date.now() - this.start}`);
    return this;
  }

  header(): string {
    return this.entries.join(", ");
  }
}
