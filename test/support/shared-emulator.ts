import { inject } from "vitest";
import { emulatorProject, type RunningEmulator } from "../../scripts/lib/firestore-emulator";

/**
 * A project of its own in the Firestore emulator that the project's global setup started (the
 * browsers' and the integration tests' each start one): the emulator keeps projects apart, so a file
 * seeds its own and points its own server at it. `projectId` must be this file's alone.
 */
export function sharedEmulator(projectId: string): RunningEmulator {
  const [host, port] = inject("emulatorHostPort").split(":");
  return emulatorProject(host, Number(port), projectId);
}

declare module "vitest" {
  export interface ProvidedContext {
    /** "host:port" of the shared Firestore emulator. */
    emulatorHostPort: string;
  }
}
