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

export interface RunningWorkerdServer extends RunningDevServer {
  /** Runs the worker's cron handler for `cron` (wrangler.toml's [triggers]) and waits for it to end. */
  scheduled(cron: string): Promise<void>;
}

/** The worker bundled as `wrangler deploy` bundles it, in a folder of its own. */
export interface WorkerBundle {
  /** Where the bundle's modules are (Miniflare's modulesRoot). */
  dir: string;
  /** The entry module in it. */
  scriptPath: string;
  /** What `wrangler deploy --dry-run` printed (its bindings, its custom build). */
  log: string;
}

/**
 * Bundles the worker once (step 1 below). Servers started on the same bundle skip that step: it is
 * most of a server's start-up CPU (esbuild and the custom build), and the test projects start a dozen
 * servers on one bundle. The caller removes `dir` when no server uses it any more.
 */
export async function bundleWorker(entry?: string): Promise<WorkerBundle> {
  const dir = mkdtempSync(join(tmpdir(), "workerd-bundle-"));
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [wranglerBin, "deploy", ...(entry ? [entry] : []), "--dry-run", "--env", "", "--outdir", dir, "--define", 'process.env.NODE_ENV:"production"'],
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false", SKIP_CLIENT_BUILD: "1", NO_COLOR: "1" }, maxBuffer: 16 << 20 },
    );
    // wrangler names the bundle after its entry: wrangler.toml's `main` (worker/dev.ts) unless given another.
    const scriptPath = join(dir, `${basename(entry ?? wranglerMainEntry()).replace(/\.tsx?$/, "")}.js`);
    return { dir, scriptPath, log: stdout + stderr };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`wrangler deploy --dry-run failed: ${String(error)}\n${`${e.stdout ?? ""}${e.stderr ?? ""}`.slice(-3000)}`);
  }
}

/**
 * Serves the real worker with workerd and wrangler's local KV, queues and assets semantics, WITHOUT
 * `wrangler dev`'s proxy. The integration and browser tests run on it, and so do the load test
 * (`npm run load`) and the bench's 10 000-product rebuild (`npm run bench`); `npm run dev` remains
 * `wrangler dev`, and test/integration/wrangler-dev.test.ts checks that path.
 *
 * Why not `wrangler dev`: it puts a ProxyWorker (a Durable Object in a second workerd) in front of the
 * worker, and
 * - after a request that held the worker's thread for more than about 5 s (a large category's first
 *   build; any page on a machine busy enough), workerd closes that kept-alive connection once the
 *   response is out. A browser sends its next request on a new one and nothing is lost. Behind the
 *   proxy, the next request on the browser's connection is never answered: a page that never loads,
 *   a test that waits out its limit;
 * - at 200 connections on a 2-core machine one forwarded fetch fails ("Network connection lost"), the
 *   ProxyWorker reports it to wrangler, which treats it as fatal and exits with code 1, taking both
 *   workerd processes and every open socket with it.
 *
 * Here the client talks to workerd's own socket:
 * 1. `wrangler deploy --dry-run --outdir` bundles worker/dev.ts (the local worker) as deploy does
 *    (nodejs_compat, `--define process.env.NODE_ENV:"production"` like startDevServer, so React's
 *    production build), once per `bundleWorker` call;
 * 2. wrangler's `unstable_getMiniflareWorkerOptions` reads wrangler.toml (compatibility date and flags,
 *    [vars], the CATALOGUE KV namespace, the feed queues, [assets] with its _headers rules) into
 *    Miniflare options;
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
    /** A bundle made by `bundleWorker` (of wrangler.toml's `main` unless `entry` named another), shared with other servers. */
    bundle?: WorkerBundle;
    /**
     * A state folder that outlives this server, in `wrangler dev --persist-to`'s layout (KV under
     * v3/kv), so a `wrangler dev` started on it finds the snapshots this server built (bench/scale.ts).
     */
    persistTo?: string;
  } = {},
): Promise<RunningWorkerdServer> {
  // What wrangler and workerd printed, the last megabyte or so (WORKERD_VERBOSE=1 logs every dropped connection).
  let output = "";
  // WORKERD_LOG_FILE: all of it, in order, for a long run's evidence (the string below keeps the end only).
  const logFile = process.env.WORKERD_LOG_FILE ? createWriteStream(process.env.WORKERD_LOG_FILE, { flags: "a" }) : null;
  const append = (text: string) => {
    logFile?.write(text);
    output += text;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  const bundle = options.bundle ?? (await bundleWorker(options.entry));
  const stateDir = options.persistTo ?? mkdtempSync(join(tmpdir(), "workerd-state-"));
  const cleanUp = () => {
    if (!options.bundle) rmSync(bundle.dir, { recursive: true, force: true });
    if (!options.persistTo) rmSync(stateDir, { recursive: true, force: true });
  };
  append(bundle.log);

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
      scriptPath: bundle.scriptPath,
      modulesRoot: bundle.dir,
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
    const scheduled = async (cron: string) => {
      // The worker itself, not the assets router Miniflare puts in front of it (which has no cron handler).
      const worker = await mf.getWorker(workerOptions.name);
      const result = await worker.scheduled({ cron });
      if (result.outcome !== "ok") throw new Error(`the scheduled handler ended with "${result.outcome}"\n${output.slice(-3000)}`);
    };
    return { url, port: Number(ready.port), output: () => output, stop, scheduled };
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
