import { beforeAll } from "vitest";
import { resetIsolateFlights, settleIsolateFlights } from "../../worker/data/catalogue-reader";
import { ISOLATE_MEMORY } from "../../worker/data/isolate-memory";

// Every file of the workers project starts as a fresh isolate would (vitest.config.ts says why), once
// the work the file before left running has ended: it would otherwise land in this file's storage.
beforeAll(async () => {
  await settleIsolateFlights();
  resetIsolateFlights();
  ISOLATE_MEMORY.clear();
});
