import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Seven projects in two commands (scripts/run-tests.ts runs them):
 *
 * `npm test`, the inner loop and the first thing CI runs:
 * - unit: the domain in shared/, the sample catalogue and pure helpers, in Node, the files sharing
 *   one module graph (isolate: false: importing once costs less CPU than once per file): they keep
 *   no state between them;
 * - unit-isolated: the unit files that replace modules or globals (vi.mock, vi.stubGlobal, vi.spyOn),
 *   each in a module graph of its own, so that what they replace cannot reach another file;
 * - ui: client components in happy-dom with Testing Library and fake timers;
 * - workers: the worker inside workerd with wrangler's local KV (@cloudflare/vitest-pool-workers):
 *   every page's HTML, every JSON answer, caching, security headers, what the worker decides;
 * - category-fixture: the worker in workerd with a ninth category declared in one test module.
 *
 * `npm run test:browsers`, what needs real processes beside workerd:
 * - integration: the Firestore emulator behind the worker in workerd, the ingest CLI as an operator runs
 *   it, and `wrangler dev` itself (`npm run dev`);
 * - browsers: Chromium, Firefox and WebKit on the worker in workerd: layout, focus, touch, hydration, chunks
 *   held back, the journeys in three engines. Only what a browser decides is tested here.
 */
/** Unit files that replace modules or globals: they run isolated (the unit-isolated project). */
const MODULE_MOCKING_FILES = [
  "test/unit/analysis-fallback.test.ts",
  "test/unit/analytics-queue.test.ts",
  "test/unit/compare-analytics.test.ts",
  "test/unit/faults.test.ts",
  "test/unit/fetch-without-keep-alive.test.ts",
  "test/unit/safe-json.test.ts",
];

/**
 * How long a test may run before it counts as hung. Never a speed check (benchmarks measure speed):
 * CI machines run this suite several times slower than a quiet development machine, and a test must
 * not fail there for being slow.
 */
const HANG_LIMIT_MS = 30_000;

/** The worker as it runs: inside workerd, with wrangler.toml's bindings and local KV. */
const inWorkerd = {
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ADMIN_TOKEN: "test-admin-token",
          // Tests reset KV between cases under one isolate: with a recheck window, a page could
          // show the previous case's snapshot. The window has its own tests (snapshot-memo.test.ts).
          SNAPSHOT_RECHECK_SECONDS: "0",
        },
      },
    }),
  ],
  // JSX compiled for production too: vite's development JSX calls jsxDEV, which React's
  // production build of react/jsx-dev-runtime leaves undefined.
  oxc: { jsx: { runtime: "automatic" as const, development: false } },
};

export default defineConfig({
  test: {
    // The JSON report feeds the plain "N passed, N failed" line that .ci/run prints at the end.
    // scripts/run-tests.ts runs two vitest processes at once and gives each a report of its own.
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? ".tmp/vitest-results.json" }]],
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          exclude: MODULE_MOCKING_FILES,
          environment: "node",
          isolate: false,
          // A limit for hangs, not a speed check: several files check thousands of generated products,
          // which takes a few seconds on a quiet machine and several times that on a busy one.
          testTimeout: HANG_LIMIT_MS,
        },
      },
      {
        test: { name: "unit-isolated", include: MODULE_MOCKING_FILES, environment: "node", testTimeout: HANG_LIMIT_MS },
      },
      {
        // Client components in a simulated DOM (happy-dom) with Testing Library and fake timers: what
        // they do over time (a tooltip's second, a search's pause) without a server or a real wait.
        test: { name: "ui", include: ["test/ui/**/*.test.tsx"], environment: "happy-dom", isolate: false, testTimeout: HANG_LIMIT_MS },
      },
      {
        ...inWorkerd,
        test: {
          name: "workers",
          // One runtime for every file, its modules imported once: starting a runtime and importing the
          // worker per file would cost more than the tests themselves. Files do
          // not share data: each test empties KV and starts a new isolate context (support.ts), and files that keep
          // state of their own set it up in beforeEach.
          isolate: false,
          // React's production build, as deployed (wrangler's --define in dev-server.ts and deploy): its
          // development build renders a page many times slower. A vite `define` does not reach React's
          // CommonJS entry here; vitest sets process.env from this before each file runs.
          // react-build.test.ts checks which build runs.
          env: { NODE_ENV: "production" },
          include: ["test/worker/**/*.test.ts"],
          // Each file starts in a new isolate context (nothing kept, no work in flight): with one
          // runtime for every file, a file must not find what the one before it left.
          setupFiles: ["test/worker/setup.ts"],
          // A limit for hangs, not a speed check. Some tests make a dozen full page requests and a
          // rebuild through workerd, and on a busy shared machine can pass vitest's default of 5 s.
          testTimeout: 2 * HANG_LIMIT_MS,
          hookTimeout: 2 * HANG_LIMIT_MS,
        },
      },
      {
        ...inWorkerd,
        test: {
          // The site given a ninth category (test/category-fixture): it replaces the site's lists of
          // categories (vi.mock), so it runs in a runtime and module graph of its own.
          name: "category-fixture",
          env: { NODE_ENV: "production" },
          include: ["test/category-fixture/**/*.test.ts"],
          testTimeout: 2 * HANG_LIMIT_MS,
          hookTimeout: 2 * HANG_LIMIT_MS,
        },
      },
      {
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["scripts/lib/fetch-without-keep-alive.ts"],
          // One Firestore emulator for every file (support/global-setup.ts); each file starts the
          // server (workerd, on one bundle of the worker) or the CLI it drives.
          globalSetup: ["test/integration/support/global-setup.ts"],
          testTimeout: 2 * HANG_LIMIT_MS,
          hookTimeout: 4 * HANG_LIMIT_MS,
        },
      },
      {
        test: {
          name: "browsers",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          // One module graph per worker (playwright-core, the sample catalogue and the support files are
          // imported once, not once per file): no browser file replaces a module or a global of its own,
          // and each keeps its server, browser connection and pages in its own hooks.
          isolate: false,
          setupFiles: ["scripts/lib/fetch-without-keep-alive.ts"],
          // One Chromium, one server on the sample catalogue and one Firestore emulator for
          // every file (how a file uses them: support/global-setup.ts); files that need other vars
          // start their own server.
          globalSetup: ["test/browser/support/global-setup.ts"],
          testTimeout: 2 * HANG_LIMIT_MS,
          hookTimeout: 4 * HANG_LIMIT_MS,
          // Hang limits for what the tests poll in the page, not speed checks.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
