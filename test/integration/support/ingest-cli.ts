import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { inject } from "vitest";
import type {} from "./ingest-bundle";
import type { RunningEmulator } from "../../../scripts/lib/firestore-emulator";

const run = promisify(execFile);

/**
 * The ingest CLI as an operator runs it (scripts/ingest.ts in its own process) against an emulator
 * project, revalidating the given worker (none: no revalidation): its exit code and everything it
 * printed. It runs compiled (ingest-bundle.ts), or through `npm run ingest` itself (`via: "npm"`).
 */
export async function runIngest(
  target: { emulator: RunningEmulator; serverUrl: string | null; adminToken: string },
  args: string[],
  { via = "compiled" }: { via?: "compiled" | "npm" } = {},
): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: target.emulator.hostPort,
    FIREBASE_PROJECT_ID: target.emulator.projectId,
    // No worker: the ingest writes and says the revalidation was left out.
    REVALIDATE_URL: target.serverUrl ? `${target.serverUrl}/api/admin/revalidate` : "",
    ADMIN_TOKEN: target.adminToken,
  };
  try {
    const [command, commandArgs]: [string, string[]] =
      via === "npm" ? ["npm", ["run", "--silent", "ingest", "--", ...args]] : [process.execPath, [inject("ingestCli"), ...args]];
    const { stdout, stderr } = await run(command, commandArgs, { env, cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}
