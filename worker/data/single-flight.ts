/**
 * Work in progress per key, shared by everyone who asks while it runs: thirty requests for a
 * category nobody has built yet make one listing of the source, not thirty.
 *
 * A joiner waits at most `joinWaitMs`: in Workers, work started by one request can stall if that
 * request is cancelled, and a visitor should then get a build of their own rather than wait forever.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  constructor(private readonly joinWaitMs = 25_000) {}

  /** The running work for `key`, or `start()` as the new one. `joined` tells which. */
  run(key: string, start: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
    const running = this.running.get(key);
    if (running) return { promise: this.withinWait(running, key, start), joined: true };
    const promise = start().finally(() => {
      if (this.running.get(key) === promise) this.running.delete(key);
    });
    this.running.set(key, promise);
    return { promise, joined: false };
  }

  /** Whether work for `key` is running now. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  private withinWait(running: Promise<T>, key: string, start: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), this.joinWaitMs)));
    return Promise.race([running, waited])
      .then((outcome) => {
        if (outcome !== "late") return outcome;
        console.warn(`[single-flight] ${key} still running after ${this.joinWaitMs} ms; starting another`);
        return start();
      })
      .finally(() => clearTimeout(timer));
  }
}
