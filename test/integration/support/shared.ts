import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { emulatorProject, type RunningEmulator } from "../../../scripts/lib/firestore-emulator";

/** The shared Chromium (support/global-setup.ts); closing the returned Browser closes only this connection. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject("chromiumWsEndpoint"));
}

/** The shared `wrangler dev` on the sample catalogue: read from it, never write. */
export function sharedServerUrl(): string {
  return inject("sharedServerUrl");
}

/** A project of its own in the shared Firestore emulator; `projectId` must be this file's alone. */
export function sharedEmulator(projectId: string): RunningEmulator {
  const [host, port] = inject("emulatorHostPort").split(":");
  return emulatorProject(host, Number(port), projectId);
}
