import { spawn } from "node:child_process";

export interface BackgroundProcess {
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  hasExited(): boolean;
  /** SIGTERM to the whole process group, SIGKILL after 5 s; resolves when it has exited. */
  stop(): Promise<void>;
}

/** Starts a long-running helper (emulator, dev server) in its own process group, capturing its output. */
export function startBackgroundProcess(command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): BackgroundProcess {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let exited = false;
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  child.once("exit", () => (exited = true));
  child.once("error", (error) => {
    output += `\n${String(error)}`;
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
    output: () => output,
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
