/**
 * Load test (issue 6): 200 concurrent connections for 30 s on home, category, product and JSON
 * against the real worker in workerd reading the Firestore emulator, then the same run after the
 * emulator is stopped (warm snapshots must keep every answer successful).
 *
 * The worker runs through startWorkerdServer (scripts/lib/workerd-server.ts): the bundle of
 * `wrangler deploy --dry-run` in Miniflare, with wrangler.toml's KV, vars, assets and compatibility
 * settings, so wrk talks to workerd's own socket. `wrangler dev` cannot take 200 connections here: its
 * ProxyWorker reports the first failed forward to wrangler, which then exits (see workerd-server.ts).
 *
 * A run fails (exit code 1) on any socket error or non-2xx/3xx answer, emulator up or down; it then
 * prints the error kinds and the end of workerd's output (WORKERD_VERBOSE=1 for workerd's --verbose).
 *
 *   npm run load            (LOAD_SECONDS and LOAD_CONNECTIONS override 30 and 200)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../lib/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { startWorkerdServer } from "../lib/workerd-server";
import { wrk, wrkTable, type WrkResult } from "./wrk";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const emulator = await startFirestoreEmulator({ projectId: "demo-load" });
await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
const server = await startWorkerdServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } });
const routes = ["/", "/categoria/tv", `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}`, "/api/categories/tv/products"].map((p) => server.url + p);
try {
  for (const url of [...routes, `${server.url}/api/latest?n=60`]) await fetch(url).then((r) => r.text()); // warm every snapshot
  const up: WrkResult[] = [];
  for (const url of routes) up.push(await wrk(url, connections, seconds));
  console.log(`\n## Con el emulador de Firestore en marcha (${connections} conexiones, ${seconds} s por ruta)\n`);
  console.log(wrkTable(up));
  await emulator.stop();
  const down: WrkResult[] = [];
  for (const url of routes) down.push(await wrk(url, connections, seconds));
  console.log(`\n## Con el emulador PARADO tras el calentamiento\n`);
  console.log(wrkTable(down));
  for (const r of [...up, ...down].filter((r) => r.errors > 0)) {
    console.log(`errores de ${new URL(r.url).pathname}: ${Object.entries(r.socketErrors).map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
  }
  const failures = (results: WrkResult[]) => results.reduce((n, r) => n + r.errors + r.non2xx, 0);
  console.log(`\nFallos con la fuente en marcha: ${failures(up)}`);
  console.log(`Fallos con la fuente caída: ${failures(down)}`);
  process.exitCode = failures(up) + failures(down) > 0 ? 1 : 0;
  if (process.exitCode) console.log(`\nSalida de workerd (final):\n${server.output().split("--dry-run: exiting now.").at(-1)?.slice(-4000)}`);
} finally {
  await server.stop();
  await emulator.stop();
}
