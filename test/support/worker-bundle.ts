import { rmSync } from "node:fs";
import { bundleWorker, type WorkerBundle } from "../../scripts/lib/workerd-server";

let shared: Promise<WorkerBundle> | null = null;
let holders = 0;

/**
 * The local worker's bundle for a project's global setup: made once per `vitest run` however many
 * projects ask (the integration and browser projects run in one), removed when the last lets go.
 */
export async function holdWorkerBundle(): Promise<{ bundle: WorkerBundle; release(): void }> {
  holders++;
  shared ??= bundleWorker();
  const bundle = await shared;
  return {
    bundle,
    release() {
      if (--holders > 0) return;
      rmSync(bundle.dir, { recursive: true, force: true });
      shared = null;
    },
  };
}
