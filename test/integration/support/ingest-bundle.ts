import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/**
 * `scripts/ingest.ts` compiled once for the integration run, the way tsx compiles it (esbuild, for
 * Node), into one ES module under .tmp whose packages resolve from the project's node_modules.
 *
 * Why: the tests run the CLI many times, each in a process of its own as an operator's `npm run
 * ingest` is. Under tsx every start compiles and loads a few hundred TypeScript modules through its
 * loader, which costs far more CPU than the compiled CLI's start. The code run and its process,
 * arguments, environment and output are the operator's; one test still runs
 * `npm run ingest` itself (ingest.test.ts).
 */
export async function bundleIngestCli(): Promise<{ path: string; remove(): void }> {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(join(".tmp", "ingest-cli-"));
  const path = join(process.cwd(), dir, "ingest.mjs");
  await build({
    entryPoints: ["scripts/ingest.ts"],
    outfile: path,
    bundle: true,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    packages: "external",
    logLevel: "warning",
  });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The compiled ingest CLI (bundleIngestCli), for runIngest. */
    ingestCli: string;
  }
}
