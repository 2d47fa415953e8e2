/**
 * Load test (issue 6): 200 concurrent connections for 30 s on home, category, product and JSON
 * against the local worker (wrangler dev) reading the Firestore emulator, then the same run after
 * the emulator is stopped (warm snapshots must keep every answer successful).
 *
 *   npm run load            (LOAD_SECONDS and LOAD_CONNECTIONS override 30 and 100)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startDevServer } from "../lib/dev-server";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../lib/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { wrk, wrkTable, type WrkResult } from "./wrk";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
// 200 connections bring down wrangler dev's local proxy on a 2-core machine (see docs/RELIABILITY.md); 100 it takes.
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const emulator = await startFirestoreEmulator({ projectId: "demo-load" });
await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
const server = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } });
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
  const failed = down.reduce((n, r) => n + r.errors + r.non2xx, 0);
  console.log(`\nFallos con la fuente caída: ${failed}`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await server.stop();
  await emulator.stop();
}
