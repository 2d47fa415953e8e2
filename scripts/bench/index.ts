/**
 * npm run bench — every figure of docs/PERFORMANCE.md that this machine can produce, as tables:
 * first-load JavaScript per page (exact; exits 1 over the 90 KB budget), filter and search over
 * 1k/10k/50k SYNTHETIC products, server CPU per page type (Node, then workerd), the large-catalogue
 * budgets at 100 and 10 000 SYNTHETIC products per category (scale.ts), time to first and last byte
 * with 50 ms KV reads (first-byte.ts), cache hit and miss CPU in workerd (workerd-cpu.ts), server time per page type and SSR throughput against a static
 * asset of the same size (wrangler dev, production React), and the snapshot rebuild time for 10k
 * synthetic products read from the Firestore emulator (workerd without wrangler dev's inspector proxy,
 * see below).
 * BENCH_SECONDS sets each HTTP run's length (default 10).
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startDevServer } from "../lib/dev-server";
import { startWorkerdServer } from "../lib/workerd-server";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { syntheticRecords } from "../lib/synthetic-catalogue";
import { BUDGET_BYTES, bundleReport } from "./bundle-size";
import { filterBenchRows, printTable } from "./filter";
import { lighthouseMedian } from "./lighthouse";
import { wrk } from "./wrk";
import { revalidate } from "../lib/ingest/revalidate";
import { serverCpu, serverCpuTable } from "./server-cpu";
import { workerdCpu, workerdCpuTable } from "./workerd-cpu";
import { scaleFigures, scaleTable } from "./scale";
import { firstByteFigures, firstByteTable } from "./first-byte";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const root = join(import.meta.dirname, "../..");

console.log("## JavaScript de primera carga (gzip nivel 9)\n");
const bundles = bundleReport();
printTable([
  ["página", "archivos", "KB", "KB gzip", "límite"],
  ...bundles.map((b) => [b.page, String(b.files), (b.raw / 1024).toFixed(1), (b.gzip / 1024).toFixed(1), b.ok ? "OK" : "SUPERA 90 KB"]),
]);

console.log("\n## Filtros y búsqueda sobre productos SINTÉTICOS (Node)\n");
printTable(filterBenchRows());

console.log("\n## CPU del servidor por página (Node, el manejador del worker sobre KV en memoria con instantáneas calientes)\n");
printTable(serverCpuTable(await serverCpu()));

console.log("\n## CPU del servidor por página en workerd (el paquete de despliegue, CPU del hilo desde /proc; incluye el KV local)\n");
printTable(workerdCpuTable(await workerdCpu()));

console.log("\n## Primer y último byte con lecturas de KV de 50 ms (Node; doble de latencia)\n");
printTable(firstByteTable(await firstByteFigures()));

console.log("\n## Catálogos grandes: 100 y 10.000 productos SINTÉTICOS por categoría, lado a lado\n");
printTable(scaleTable(await scaleFigures()));

console.log("\n## Servidor (wrangler dev, React de producción, catálogo de ejemplo en el emulador)\n");
const emulator = await startFirestoreEmulator({ projectId: "demo-bench" });
const target = emulatorTarget(emulator.hostPort, emulator.projectId);
await seedSampleCatalogue(target);
const rebuildSize = Number(process.env.BENCH_REBUILD_PRODUCTS ?? 10_000);
const laptop = SAMPLE_CATALOGUE.laptop[0].id;
const categoryHtml = await (async () => {
  const probe = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } });
  const html = await (await fetch(`${probe.url}/categoria/laptop`)).text();
  await probe.stop();
  return html;
})();
// A static asset exactly as large as the category page: the physical limit of this server.
await writeFile(join(root, "dist/public/bench-same-size.html"), "x".repeat(Buffer.byteLength(categoryHtml)));
const server = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId, ADMIN_TOKEN: "bench" } });
try {
  const pages = {
    inicio: "/",
    categoría: "/categoria/laptop",
    producto: `/productos/laptop/${laptop}`,
    comparación: `/comparar?pids=${SAMPLE_CATALOGUE.laptop
      .slice(0, 3)
      .map((r) => r.id)
      .join(",")}`,
    "JSON categoría": "/api/categories/laptop/products",
  };
  for (const path of Object.values(pages)) await fetch(server.url + path).then((r) => r.text());
  const rows = [["página", "p50 ms (1 conexión)", "p99 ms", "peticiones/s (1 conexión)"]];
  for (const [name, path] of Object.entries(pages)) {
    const r = await wrk(server.url + path, 1, Math.max(3, Math.round(seconds / 2)));
    rows.push([name, r.p50ms.toFixed(1), r.p99ms.toFixed(1), r.requestsPerSecond.toFixed(0)]);
  }
  printTable(rows);
  console.log("\n## Lighthouse (móvil)\n");
  const audits = [];
  for (const [name, path] of Object.entries(pages)) {
    if (path.startsWith("/api/")) continue;
    audits.push(await lighthouseMedian(name, server.url + path));
  }
  printTable([
    ["página", "rendimiento (mediana)", "cada pasada", "accesibilidad", "buenas prácticas", "SEO", "LCP", "TBT", "CLS"],
    ...audits.map((a) => [
      a.page,
      String(a.performance),
      (a.runs ?? []).join(" / "),
      String(a.accessibility),
      String(a.bestPractices),
      String(a.seo),
      a.lcp,
      a.tbt,
      a.cls,
    ]),
  ]);
  const asset = await wrk(`${server.url}/bench-same-size.html`, 20, seconds);
  const rendered = await wrk(`${server.url}/categoria/laptop`, 20, seconds, { uniqueUrls: true });
  const repeated = await wrk(`${server.url}/categoria/laptop`, 20, seconds);
  const share = (r: { requestsPerSecond: number }) => `${((r.requestsPerSecond / asset.requestsPerSecond) * 100).toFixed(0)} %`;
  console.log(
    `\nSSR de la categoría frente a un estático del mismo tamaño (${Buffer.byteLength(categoryHtml)} B) en el mismo servidor, 20 conexiones, ${seconds} s:`,
  );
  printTable([
    ["respuesta", "peticiones/s", "p50 ms", "p99 ms", "del límite físico"],
    ["estático del mismo tamaño", asset.requestsPerSecond.toFixed(0), asset.p50ms.toFixed(1), asset.p99ms.toFixed(1), "100 %"],
    [
      "categoría renderizada (URL nueva cada vez)",
      rendered.requestsPerSecond.toFixed(0),
      rendered.p50ms.toFixed(1),
      rendered.p99ms.toFixed(1),
      share(rendered),
    ],
    ["categoría repetida (caché de página)", repeated.requestsPerSecond.toFixed(0), repeated.p50ms.toFixed(1), repeated.p99ms.toFixed(1), share(repeated)],
  ]);
  await server.stop();
  // The rebuild runs in its own project, so no page above touches the 10k synthetic products.
  const rebuildTarget = emulatorTarget(emulator.hostPort, "demo-bench-rebuild");
  await writeDocuments(
    rebuildTarget,
    "speaker",
    syntheticRecords("speaker", rebuildSize, 11).map(({ id, ...data }) => ({ id, data })),
    400,
  );
  // Not `wrangler dev`: its InspectorProxyWorker turns every inspector event into an HTTP request to
  // wrangler's Node process, and workerd reports one Network.dataReceived event per chunk of an
  // outbound response body. Reading 10 000 products from Firestore makes so many such requests
  // that workerd runs out of file descriptors and the revalidation fails ("Too many open files"). Deployed workers have no inspector, so the
  // worker is served here by workerd itself, as `npm run load` does.
  const rebuildServer = await startWorkerdServer({
    vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: "demo-bench-rebuild", ADMIN_TOKEN: "bench" },
  });
  // First pass: the complete snapshot plus the product documents one invocation's KV operations allow;
  // the revalidation client repeats for the rest, as `npm run ingest` does.
  const started = Date.now();
  const outcome = await revalidate(`${rebuildServer.url}/api/admin/revalidate`, "bench", ["speaker"]).catch((error: unknown) => ({
    ok: false,
    passes: 0,
    lines: [String(error)],
  }));
  const total = Date.now() - started;
  console.log(`Reconstrucción de ${rebuildSize} productos sintéticos desde el emulador (POST /api/admin/revalidate):`);
  for (const line of outcome.lines) console.log(`  ${line}`);
  console.log(`  ${outcome.ok ? "Completa" : "FALLÓ"}: ${outcome.passes} pasadas, ${total} ms en total.`);
  if (!outcome.ok) process.exitCode = 1;
  await rebuildServer.stop();
} finally {
  await server.stop();
  await emulator.stop();
}
console.log(`\nLímite de JavaScript: ${BUDGET_BYTES / 1024} KB gzip por página.`);
if (bundles.some((b) => !b.ok)) process.exitCode = 1;
