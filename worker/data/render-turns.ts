/**
 * Renders that take turns: at most `limit` run at once in an isolate, the rest wait in line, in
 * the order they came. Used for the pages a visitor's own parameters make (a filtered listing's
 * no-script pages, never cached before): a flood of them then waits in this line, parked and
 * costing nothing, instead of sharing the isolate's one thread with every other request, so a
 * product page asked meanwhile is answered in its own time (docs/RELIABILITY.md, "Bounded answers").
 */
export class RenderTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Runs `work` when its turn comes; the turn passes on when it settles, whether or not it failed. */
  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The turn goes straight to the next in line (running stays the same), or is given back.
      if (next) next();
      else this.running--;
    }
  }

  /** How many renders wait for a turn (the operator's /admin/isolate). */
  get queued(): number {
    return this.waiting.length;
  }
}
