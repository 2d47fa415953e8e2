import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../../scripts/lib/firestore-emulator";
import type {} from "../../support/shared-emulator";

/**
 * One Firestore emulator for every integration file (it takes seconds to start). Each file works in a
 * project of its own in it (`sharedEmulator("demo-<file>")`, test/support/shared-emulator.ts) and starts
 * the `wrangler dev` or CLI it drives itself.
 */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator({ projectId: "demo-integration" });
  project.provide("emulatorHostPort", emulator.hostPort);
  return () => emulator.stop();
}
