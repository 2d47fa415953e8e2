import { execFile } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import type { RunningDevServer } from "./dev-server";

const root = join(import.meta.dirname, "../..");
const requireHere = createRequire(import.meta.url);
// Miniflare exactly as wrangler runs it: resolved from wrangler, so that it stays wrangler's even if
// another package ever pulls in a second copy (package.json's overrides keep it to one).
const wranglerMain = requireHere.resolve("wrangler");
const wranglerBin = join(dirname(requireHere.resolve("wrangler/package.json")), "bin/wrangler.js");

/**
 * Serves the real worker with workerd and wrangler's local KV and assets semantics, WITHOUT `wrangler
 * dev`'s proxies. Used by the load test (`npm run load`) and the bench's 10 000-product rebuild
 * (`npm run bench`; why in scripts/bench/index.ts).
 *
 * `wrangler dev` puts a ProxyWorker (a Durable Object in a second workerd) in front of the worker, and
 * the worker's entry posts one log line per request to wrangler's Node process. At 200 connections on
 * a 2-core machine one forwarded fetch fails ("Network connection lost", kj: "Connection reset by
 * peer"); the ProxyWorker reports it to wrangler's ProxyController, DevEnv treats "Error inside
 * ProxyWorker" as fatal and wrangler exits with code 1 (an empty "✘ [ERROR]"), taking both workerd
 * processes and every open socket with it. Here the client talks to workerd's own socket:
 *
 * 1. `wrangler deploy --dry-run --outdir` bundles worker/dev.ts (the local worker) as deploy does (nodejs_compat,
 *    `--define process.env.NODE_ENV:"production"` like startDevServer, so React's production build);
 * 2. wrangler's `unstable_getMiniflareWorkerOptions` reads wrangler.toml (compatibility date and flags,
 *    [vars], the CATALOGUE KV namespace, [assets] with its _headers rules) into Miniflare options;
 * 3. Miniflare (wrangler's own copy) runs that bundle in workerd on a free loopback port, with its own
 *    KV state folder, `vars` overriding [vars], and request logging off (no Node on the request path).
 *
 * WORKERD_VERBOSE=1 runs workerd with --verbose (why each connection or request was dropped);
 * WORKERD_LOG_FILE=path appends all of workerd's output to that file.
 */
export async function startWorkerdServer(
  options: {
    vars?: Record<string, string>;
    /** Opens workerd's inspector on this port (scripts/bench/workerd-profile.ts). */
    inspectorPort?: number;
    /** Another entry than wrangler.toml's `main` (the load test's traced worker), relative to the repo. */
    entry?: string;
    /**
     * A state folder that outlives this server, in `wrangler dev --persist-to`'s layout (KV under
     * v3/kv), so a `wrangler dev` started on it finds the snapshots this server built (bench/scale.ts).
     */
    persistTo?: string;
  } = {},
): Promise<RunningDevServer> {
  // What wrangler and workerd printed, the last megabyte or so (WORKERD_VERBOSE=1 logs every dropped connection).
  let output = "";
  // WORKERD_LOG_FILE: all of it, in order, for a long run's evidence (the string below keeps the end only).
  const logFile = process.env.WORKERD_LOG_FILE ? createWriteStream(process.env.WORKERD_LOG_FILE, { flags: "a" }) : null;
  const append = (text: string) => {
    logFile?.write(text);
    output += text;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  const bundleDir = mkdtempSync(join(tmpdir(), "workerd-bundle-"));
  const stateDir = options.persistTo ?? mkdtempSync(join(tmpdir(), "workerd-state-"));
  const cleanUp = () => {
    rmSync(bundleDir, { recursive: true, force: true });
    if (!options.persistTo) rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        wranglerBin,
        "deploy",
        ...(options.entry ? [options.entry] : []),
        "--dry-run",
        "--env",
        "",
        "--outdir",
        bundleDir,
        "--define",
        'process.env.NODE_ENV:"production"',
      ],
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false", SKIP_CLIENT_BUILD: "1", NO_COLOR: "1" }, maxBuffer: 16 << 20 },
    );
    append(stdout + stderr);
  } catch (error) {
    cleanUp();
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`wrangler deploy --dry-run failed: ${String(error)}\n${`${e.stdout ?? ""}${e.stderr ?? ""}`.slice(-3000)}`);
  }

  const { unstable_getMiniflareWorkerOptions } = (await import("wrangler")) as typeof import("wrangler");
  const { Miniflare, Log, LogLevel } = createRequire(wranglerMain)("miniflare") as typeof import("miniflare");
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));

  class CapturedLog extends Log {
    protected override log(message: string): void {
      append(`${message}\n`);
    }
  }
  let mf: InstanceType<typeof Miniflare>;
  try {
    mf = new Miniflare({
      ...workerOptions,
      bindings: { ...workerOptions.bindings, ...options.vars },
      modules: true,
      // wrangler names the bundle after its entry: wrangler.toml's `main` (worker/dev.ts) unless given another.
      scriptPath: join(bundleDir, `${basename(options.entry ?? wranglerMainEntry()).replace(/\.tsx?$/, "")}.js`),
      modulesRoot: bundleDir,
      kvPersist: join(stateDir, "v3", "kv"),
      host: "127.0.0.1",
      port: 0,
      cf: false, // the built-in placeholder rather than a fetch from workers.cloudflare.com (offline)
      logRequests: false,
      inspectorPort: options.inspectorPort,
      verbose: process.env.WORKERD_VERBOSE === "1",
      log: new CapturedLog(LogLevel.INFO),
      handleRuntimeStdio(stdout: Readable, stderr: Readable) {
        stdout.on("data", (chunk: Buffer) => append(chunk.toString()));
        stderr.on("data", (chunk: Buffer) => append(chunk.toString()));
      },
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await mf.dispose();
    cleanUp();
  };

  try {
    const ready = await mf.ready;
    const url = ready.origin;
    const response = await fetch(`${url}/api/categories`, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { url, port: Number(ready.port), output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`workerd did not start: ${String(error)}\n${output.slice(-3000)}`);
  }
}

/** The entry wrangler.toml's top-level `main` names (the local worker, with the sample and synthetic sources). */
function wranglerMainEntry(): string {
  const main = /^main\s*=\s*"([^"]+)"/m.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))?.[1];
  if (!main) throw new Error("wrangler.toml has no top-level main");
  return main;
}
