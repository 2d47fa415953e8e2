import { afterEach, beforeAll } from "vitest";
import { resetIsolateFlights, settleIsolateFlights } from "../../worker/data/catalogue-reader";
import { ISOLATE_MEMORY } from "../../worker/data/isolate-memory";
import { settleTestContexts } from "./support";

// Every file of the workers project starts as a fresh isolate would (vitest.config.ts says why), once
// the work the file before left running has ended: it would otherwise land in this file's storage.
beforeAll(async () => {
  await settleIsolateFlights();
  resetIsolateFlights();
  ISOLATE_MEMORY.clear();
});

// What a test put on the execution contexts it made (support.ts, testContext) ends with the test: a
// background write that went on would land in the next test's empty store.
afterEach(settleTestContexts);
