import { spawn } from "node:child_process";

export interface BackgroundProcess {
  /** What the process printed so far (for failure messages; very long output keeps its start and its end). */
  output(): string;
  hasExited(): boolean;
  /** SIGTERM to the whole process group, SIGKILL after 5 s; resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * How much output is kept: the beginning (start-up lines, which callers wait for) and the latest
 * part (for failure messages). A helper that prints without end (an emulator under a 10 000-product
 * load once did) must not grow one string past what V8 allows and crash the caller.
 */
const KEEP_HEAD = 256 * 1024;
const KEEP_TAIL = 1024 * 1024;

/** Output kept as its head and its latest tail, with a note of what was left out between them. */
export class BoundedOutput {
  private head = "";
  private tail = "";
  private dropped = 0;

  append(text: string): void {
    if (this.head.length < KEEP_HEAD) {
      const room = KEEP_HEAD - this.head.length;
      this.head += text.slice(0, room);
      text = text.slice(room);
    }
    this.tail += text;
    if (this.tail.length > 2 * KEEP_TAIL) {
      this.dropped += this.tail.length - KEEP_TAIL;
      this.tail = this.tail.slice(-KEEP_TAIL);
    }
  }

  toString(): string {
    if (this.dropped === 0) return this.head + this.tail;
    return `${this.head}\n[… ${this.dropped} characters of output left out …]\n${this.tail}`;
  }
}

/** Starts a long-running helper (emulator, dev server) in its own process group, capturing its output. */
export function startBackgroundProcess(command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): BackgroundProcess {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const output = new BoundedOutput();
  let exited = false;
  child.stdout?.on("data", (chunk) => output.append(String(chunk)));
  child.stderr?.on("data", (chunk) => output.append(String(chunk)));
  child.once("exit", () => (exited = true));
  child.once("error", (error) => {
    output.append(`\n${String(error)}`);
    exited = true;
  });

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  return {
    output: () => output.toString(),
    hasExited: () => exited,
    async stop() {
      if (exited || child.pid === undefined) return;
      const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}
