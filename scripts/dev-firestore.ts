/**
 * `npm run dev:firestore [-- wrangler dev args]`: starts the installed Firestore emulator, loads the
 * sample catalogue into its eight collections, and runs `wrangler dev` against it. Ctrl+C stops both.
 * FIRESTORE_PORT picks the emulator port (default 8089).
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { startFirestoreEmulator } from "./lib/firestore-emulator";
import { emulatorTarget } from "./lib/firestore-writer";
import { seedSampleCatalogue } from "./lib/seed-sample";

const port = Number(process.env.FIRESTORE_PORT ?? 8089);
const FIRESTORE_STATE = ".wrangler/state-firestore";
const emulator = await startFirestoreEmulator({ port });
console.log(`Firestore emulator on ${emulator.hostPort} (project ${emulator.projectId})`);
const written = await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
console.log(`sample catalogue loaded: ${written} documents`);

// The emulator starts empty and is loaded anew on every run: KV state from an earlier run (say, of a
// larger synthetic catalogue under the same emulator address) must not be served as fresh.
await rm(FIRESTORE_STATE, { recursive: true, force: true });

const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--var",
    `FIRESTORE_EMULATOR_HOST:${emulator.hostPort}`,
    "--var",
    `FIREBASE_PROJECT_ID:${emulator.projectId}`,
    // A separate KV state, so snapshots built from the bundled catalogue are not served here.
    "--persist-to",
    FIRESTORE_STATE,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);

const shutdown = async (code: number) => {
  await emulator.stop();
  process.exit(code);
};
process.on("SIGINT", () => wrangler.kill("SIGINT"));
process.on("SIGTERM", () => wrangler.kill("SIGTERM"));
wrangler.on("exit", (code) => void shutdown(code ?? 0));
