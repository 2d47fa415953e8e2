import { spawnSync } from "node:child_process";
import { startBackgroundProcess } from "./background-process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForHttp } from "./free-port";

export interface RunningEmulator {
  host: string;
  port: number;
  /** "host:port", the value of FIRESTORE_EMULATOR_HOST. */
  hostPort: string;
  projectId: string;
  /** Deletes every document of the project (the emulator's reset endpoint). */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const KNOWN_LAUNCHER = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";

/** The emulator's own launcher (starts in ~2 s); gcloud is the slower fallback. */
function emulatorCommand(port: number, projectId: string): { command: string; args: string[] } {
  let launcher = existsSync(KNOWN_LAUNCHER) ? KNOWN_LAUNCHER : "";
  if (!launcher) {
    const listed = spawnSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], { encoding: "utf8" });
    launcher = (listed.stdout ?? "").split("\n").find((line) => line.endsWith("cloud_firestore_emulator")) ?? "";
  }
  if (launcher) {
    return { command: launcher, args: ["start", "--host=127.0.0.1", `--port=${port}`, `--project_id=${projectId}`] };
  }
  return {
    command: "gcloud",
    args: ["emulators", "firestore", "start", `--host-port=127.0.0.1:${port}`, `--project=${projectId}`],
  };
}

/**
 * Starts the installed Firestore emulator on a free loopback port (Java 17 and the Debian package
 * google-cloud-cli-firestore-emulator; see the README). Stop it when done: it is a Java process.
 */
export async function startFirestoreEmulator(options: { projectId?: string; port?: number } = {}): Promise<RunningEmulator> {
  const projectId = options.projectId ?? "demo-comparador";
  const port = options.port ?? (await freePort());
  const host = "127.0.0.1";
  const { command, args } = emulatorCommand(port, projectId);
  const child = startBackgroundProcess(command, args, {
    ...process.env,
    CLOUDSDK_CONFIG: mkdtempSync(join(tmpdir(), "gcloud-")),
  });
  const stop = child.stop;

  try {
    await waitForHttp(`http://${host}:${port}/`, 60_000, () => !child.hasExited());
  } catch (error) {
    await stop();
    throw new Error(`Firestore emulator did not start (${command}): ${String(error)}\n${child.output().slice(-2000)}`);
  }
  return { ...emulatorProject(host, port, projectId), stop };
}

/**
 * One project of an emulator already running at `host:port`. The emulator keeps each project's
 * documents apart, so tests that share one emulator use a project each; `stop` is left to whoever
 * started it.
 */
export function emulatorProject(host: string, port: number, projectId: string): RunningEmulator {
  return {
    host,
    port,
    hostPort: `${host}:${port}`,
    projectId,
    async reset() {
      const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: "DELETE" });
      if (!response.ok) throw new Error(`emulator reset answered ${response.status}`);
    },
    stop: async () => undefined,
  };
}
