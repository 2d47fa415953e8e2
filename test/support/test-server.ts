import { inject } from "vitest";
import { startWorkerdServer, type RunningWorkerdServer } from "../../scripts/lib/workerd-server";

/**
 * The local worker in workerd, on the bundle the project's global setup made
 * (support/worker-bundle.ts), with these vars and a KV store of its own. Why workerd itself and not
 * `wrangler dev`: scripts/lib/workerd-server.ts.
 */
export function startTestServer(options: { vars?: Record<string, string> } = {}): Promise<RunningWorkerdServer> {
  return startWorkerdServer({ ...options, bundle: inject("workerBundle") });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The local worker's bundle (scripts/lib/workerd-server.ts, WorkerBundle). */
    workerBundle: { dir: string; scriptPath: string; log: string };
  }
}
