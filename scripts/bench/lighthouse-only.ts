/**
 * Lighthouse (mobile) alone, on the same server `npm run bench` audits (wrangler dev over the sample
 * catalogue in the Firestore emulator): to audit again without the rest of the bench, whose runs
 * before it leave the machine busy.
 *
 *   npm run build && npx tsx scripts/bench/lighthouse-only.ts [path …]   (default: the four pages of the bench)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startDevServer } from "../lib/dev-server";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { printTable } from "./filter";
import { lighthouseMedian } from "./lighthouse";

const laptops = SAMPLE_CATALOGUE.laptop.map((r) => r.id);
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/categoria/laptop", `/productos/laptop/${laptops[0]}`, `/comparar?pids=${laptops.slice(0, 3).join(",")}`];
const emulator = await startFirestoreEmulator({ projectId: "demo-bench" });
try {
  await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
  const server = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } });
  try {
    for (const path of paths) await fetch(server.url + path).then((r) => r.text());
    const audits = [];
    for (const path of paths) audits.push(await lighthouseMedian(path, server.url + path));
    printTable([
      ["página", "rendimiento (mediana)", "cada pasada", "LCP", "TBT", "CLS"],
      ...audits.map((a) => [a.page, String(a.performance), (a.runs ?? []).join(" / "), a.lcp, a.tbt, a.cls].map(String)),
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await emulator.stop();
}
