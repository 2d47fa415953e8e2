import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../../scripts/lib/firestore-emulator";
import type {} from "../../support/shared-emulator";
import type {} from "../../support/test-server";
import { holdWorkerBundle } from "../../support/worker-bundle";
import { bundleIngestCli } from "./ingest-bundle";

/**
 * One Firestore emulator for every integration file (it takes seconds to start), the local worker's
 * bundle and the ingest CLI compiled (ingest-bundle.ts). Each file works in a project of its own in the emulator (`sharedEmulator("demo-<file>")`,
 * test/support/shared-emulator.ts) and starts the server (`startTestServer`, on that bundle) or CLI it
 * drives itself.
 */
export default async function setup(project: TestProject) {
  const [emulator, { bundle, release }, cli] = await Promise.all([
    startFirestoreEmulator({ projectId: "demo-integration" }),
    holdWorkerBundle(),
    bundleIngestCli(),
  ]);
  project.provide("emulatorHostPort", emulator.hostPort);
  project.provide("workerBundle", bundle);
  project.provide("ingestCli", cli.path);
  return async () => {
    await emulator.stop();
    release();
    cli.remove();
  };
}
