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
 * state folder so servers never share storage. Used by the integration and browser tests.
 */
export async function startDevServer(
  options: {
    vars?: Record<string, string>;
    cwd?: string;
    /** A state folder to use instead of a new one (wrangler's layout: KV under v3/kv, as startWorkerdServer's `persistTo`). */
    persistTo?: string;
  } = {},
): Promise<RunningDevServer> {
  const port = await freePort();
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "wrangler-state-"));
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--inspector-port", String(await freePort())];
  for (const [key, value] of Object.entries(options.vars ?? {})) args.push("--var", `${key}:${value}`);
  // wrangler dev bundles React's development build (20× slower to render); tests and benchmarks run
  // what production runs.
  args.push("--define", 'process.env.NODE_ENV:"production"');
  const child = startBackgroundProcess(WRANGLER, args, { ...process.env, WRANGLER_SEND_METRICS: "false", SKIP_CLIENT_BUILD: "1", NO_COLOR: "1" }, options.cwd);
  const stop = child.stop;

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/categories`, 90_000, () => !child.hasExited());
  } catch (error) {
    await stop();
    throw new Error(`wrangler dev did not start: ${String(error)}\n${child.output().slice(-3000)}`);
  }
  return { url, port, output: child.output, stop };
}
