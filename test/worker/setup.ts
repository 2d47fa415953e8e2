import { afterEach, beforeAll } from "vitest";
import { anotherIsolate, settleTestContexts } from "./support";

// Every file of the workers project starts in an isolate of its own (vitest.config.ts says why), once
// the work the file before left running has ended: it would otherwise land in this file's storage.
beforeAll(async () => {
  await anotherIsolate();
});

// What a test put on the execution contexts it made (support.ts, testContext) ends with the test: a
// background write that went on would land in the next test's empty store.
afterEach(settleTestContexts);
