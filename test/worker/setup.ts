import { beforeAll } from "vitest";
import { resetIsolateFlights } from "../../worker/data/catalogue-reader";
import { ISOLATE_MEMORY } from "../../worker/data/isolate-memory";

// Every file of the workers project starts as a fresh isolate would (vitest.config.ts says why).
beforeAll(() => {
  resetIsolateFlights();
  ISOLATE_MEMORY.clear();
});
