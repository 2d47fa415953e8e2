/**
 * What checking and normalising a stored record costs (validation against the common and the spec
 * schemas, then the sanitiser): 2 000 synthetic records per category, median of 7 passes after 2 warm-ups.
 * `npm run bench:normalise`.
 */
import { CATEGORY_IDS } from "../../shared/categories";
import { normaliseRecord } from "../../worker/data/normalise";
import { syntheticRecords } from "../../worker/data/synthetic-records";

const PER_CATEGORY = 2000;
const records = CATEGORY_IDS.map((category) => [category, syntheticRecords(category, PER_CATEGORY, 3)] as const);
const pass = (): number => {
  const start = performance.now();
  for (const [category, list] of records)
    for (const record of list) if (!normaliseRecord(category, record.id, record).ok) throw new Error(`${record.id} refused`);
  return performance.now() - start;
};
pass();
pass();
const times = Array.from({ length: 7 }, pass).sort((a, b) => a - b);
const total = PER_CATEGORY * CATEGORY_IDS.length;
console.log(`${total} records: median ${times[3].toFixed(0)} ms a pass, ${((times[3] / total) * 1000).toFixed(1)} µs a record (Node ${process.version})`);
