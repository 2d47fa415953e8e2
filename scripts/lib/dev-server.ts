import { startBackgroundProcess } from "./background-process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHttp } from "./free-port";

export interface RunningDevServer {
  url: string;
  port: number;
  /** Everything wrangler printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** The project's wrangler, run directly: `npx` cost another half second of CPU per server. */
const WRANGLER = fileURLToPath(new URL("../../node_modules/.bin/wrangler", import.meta.url));

/**
 * Runs the real `wrangler dev` (workerd with wrangler's local KV) on a free port, with its own KV
 * state folder so servers never share storage: `npm run dev`'s path (test/integration/wrangler-dev.test.ts)
 * and the benchmarks that measure through it. The other tests use workerd without its proxy (workerd-server.ts).
 */
export async function startDevServer(
  options: {
    vars?: Record<string, string>;
    cwd?: string;
    /** A state folder to use instead of a new one (wrangler's layout: KV under v3/kv, as startWorkerdServer's `persistTo`). */
    persistTo?: string;
  } = {},
): Promise<RunningDevServer> {
  // A port taken between finding it free and wrangler binding it makes wrangler exit: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof ServerExited)) throw error;
    }
  }
}

/** wrangler dev ended before it said it was ready. */
class ServerExited extends Error {}

async function startOnce(options: { vars?: Record<string, string>; cwd?: string; persistTo?: string }): Promise<RunningDevServer> {
  const port = await freePort();
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "wrangler-state-"));
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--inspector-port", String(await freePort())];
  for (const [key, value] of Object.entries(options.vars ?? {})) args.push("--var", `${key}:${value}`);
  // wrangler dev bundles React's development build (20× slower to render); tests and benchmarks run
  // what production runs.
  args.push("--define", 'process.env.NODE_ENV:"production"');
  const child = startBackgroundProcess(WRANGLER, args, { ...process.env, WRANGLER_SEND_METRICS: "false", SKIP_CLIENT_BUILD: "1", NO_COLOR: "1" }, options.cwd);
  const stop = child.stop;

  try {
    // The address wrangler says it serves on, not the one it was asked for: the port was free a moment
    // ago, and anything else could have taken it since (another test file's server among them), so
    // an answer on it alone does not say this server is up.
    const url = await readyUrl(child.output, 90_000, () => !child.hasExited());
    await waitForHttp(`${url}/api/categories`, 90_000, () => !child.hasExited());
    return { url, port: Number(new URL(url).port), output: child.output, stop };
  } catch (error) {
    await stop();
    const message = `wrangler dev did not start on port ${port}: ${String(error)}\n${child.output().slice(-3000)}`;
    throw child.hasExited() ? new ServerExited(message) : new Error(message);
  }
}

/** The address in wrangler's "Ready on http://…" line, once it has printed it. */
async function readyUrl(output: () => string, timeoutMs: number, isAlive: () => boolean): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (ready) return ready[1];
    if (!isAlive()) throw new Error("wrangler dev exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`wrangler dev printed no "Ready on" line within ${timeoutMs} ms`);
}
