/**
 * Work in progress per key, shared by everyone who asks while it runs: thirty requests for a
 * category nobody has built yet make one listing of the source, not thirty.
 *
 * A joiner waits at most `joinWaitMs`: in Workers, work started by one request can stall if that
 * request is cancelled, and a visitor should then get a build rather than wait forever. Everyone
 * who gives up on the same run shares one new run: under load a stalled stamp read had 169 waiting
 * requests, and each starting its own read made 169 KV reads in one second (
 * docs/RELIABILITY.md). Each joiner keeps its own timer, in its own request: a timer of the request
 * that started the work would stall with it.
 */
interface Run<T> {
  promise: Promise<T>;
  /** The run that replaced this one once it was given up on (it may have finished already). */
  replacement?: Run<T>;
}

const LATE = Symbol("late");

export class SingleFlight<T> {
  private readonly running = new Map<string, Run<T>>();

  constructor(private readonly joinWaitMs = 25_000) {}

  /** The running work for `key`, or `start()` as the new one. `joined` tells which. */
  run(key: string, start: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
    const running = this.running.get(key);
    if (running) return { promise: this.join(running, key, start), joined: true };
    return { promise: this.begin(key, start).promise, joined: false };
  }

  /** Resolves once every run started so far has ended, however it ended. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((run) => run.promise));
  }

  /** Whether work for `key` is running now. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  private begin(key: string, start: () => Promise<T>): Run<T> {
    const run: Run<T> = {
      promise: start().finally(() => {
        if (this.running.get(key) === run) this.running.delete(key);
      }),
    };
    this.running.set(key, run);
    return run;
  }

  private join(run: Run<T>, key: string, start: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), this.joinWaitMs)));
    return Promise.race([run.promise, waited])
      .then((outcome): Promise<T> | T => {
        if (outcome !== LATE) return outcome;
        if (run.replacement) return this.join(run.replacement, key, start);
        console.warn(`[single-flight] ${key} still running after ${this.joinWaitMs} ms; starting another`);
        if (this.running.get(key) === run) this.running.delete(key);
        run.replacement = this.begin(key, start);
        return run.replacement.promise;
      })
      .finally(() => clearTimeout(timer));
  }
}
