/**
 * `npm test`: the checks, then every test, using both of the machine's cores.
 *
 * 1. The linter and formatter check (`npm run lint`) beside the client build and the type check
 *    (`npm run build && npm run typecheck`); any failure stops here.
 * 2. Two vitest processes at once: the integration project, two files at a time, and the unit, ui and
 *    workers projects.
 *
 * Why two: a `vitest run` has one `maxWorkers` for all its projects; the integration project's files
 * mostly wait on Chromium and `wrangler dev`, so two of them run side by side, while the workers
 * project's files share one runtime (vitest.config.ts). The machine's 2 cores stay busy throughout:
 * `npm test` is CPU-bound, so what keeps it short is less CPU work rather than more processes:
 * Markdown renders kept (worker/data/analysis.tsx), pages reused between browser tests
 * (test/integration/support/page-pool.ts), one Chromium, `wrangler dev` and emulator for all the
 * integration files, the unit files in one module graph, and the checks of what happens over time in
 * Testing Library with fake timers (test/ui) instead of waits in the browser. Timings:
 * docs/PERFORMANCE.md, "Test suite".
 *
 * The first process's output streams; the others' are printed as each ends, so none is interleaved.
 * The JSON reports are merged into .tmp/vitest-results.json (what .ci/run counts).
 *
 *   npm test                               (checks, then tests)
 *   npm run test:vitest [-- vitest args]   (tests only; the arguments go to every process)
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  success: boolean;
  testResults: unknown[];
}

/** The part of a file's entry in a vitest JSON report that names its failures. */
interface ReportFile {
  name: string;
  status: string;
  message?: string;
  assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
}

const testsOnly = process.argv.includes("--tests-only");
const extra = process.argv.slice(2).filter((arg) => arg !== "--tests-only");
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command; its output streams, or is kept and returned. */
function run(command: string, args: string[], stream: boolean, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const child = spawn(command, args, { stdio: ["ignore", stream ? "inherit" : "pipe", stream ? "inherit" : "pipe"], env: { ...process.env, ...env } });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output })));
}

/** Runs jobs at once, the first one's output streaming, each other's printed when it ends. */
async function together(jobs: { name: string; start: (stream: boolean) => Promise<{ code: number; output: string }> }[]): Promise<number[]> {
  const results = await Promise.all(
    jobs.map((job, i) =>
      job.start(i === 0).then((result) => {
        if (i > 0) console.log(`\n── ${job.name} (${seconds()}, exit ${result.code}) ──\n${result.output}`);
        return result.code;
      }),
    ),
  );
  jobs.forEach((job, i) => console.log(`${job.name}: exit ${results[i]}`));
  return results;
}

if (!testsOnly) {
  const checks = await together([
    { name: "npm run lint", start: (stream) => run("npm", ["run", "lint"], stream) },
    {
      name: "npm run build && npm run typecheck",
      start: async (stream) => {
        const build = await run("npm", ["run", "build"], stream);
        if (build.code !== 0) return build;
        const typecheck = await run("npm", ["run", "typecheck"], stream);
        return { code: typecheck.code, output: build.output + typecheck.output };
      },
    },
  ]);
  if (checks.some((code) => code !== 0)) {
    console.log(`\nchecks failed (${seconds()}): no test was run`);
    process.exit(1);
  }
  console.log(`\nchecks passed (${seconds()})\n`);
}

/**
 * Two processes: the integration project, two files at a time (one worker takes its longest file,
 * phone-pages.test.ts, first: vitest runs larger files first, then, once it has timings, longer ones;
 * the other worker takes the rest), and the unit, ui and workers projects. One integration process starts
 * Chromium, the shared `wrangler dev` and the Firestore emulator once (support/global-setup.ts).
 */
const RUNS = [
  { name: "integration", args: ["--project", "integration", "--maxWorkers", "2"], report: ".tmp/vitest-integration.json" },
  {
    name: "unit, ui + workers",
    args: ["--project", "unit", "--project", "unit-isolated", "--project", "ui", "--project", "workers"],
    report: ".tmp/vitest-unit-workers.json",
  },
];
const codes = await together(
  RUNS.map((r) => ({
    name: `vitest ${r.name}`,
    // vitest.config.ts's JSON reporter writes to VITEST_JSON_REPORT.
    start: (stream: boolean) => run("node_modules/.bin/vitest", ["run", ...r.args, ...extra], stream, { VITEST_JSON_REPORT: r.report }),
  })),
);

const read = (file: string): Report | null => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Report;
  } catch {
    return null; // a run that failed before writing its report; its exit code says so
  }
};
const reports = RUNS.map((r) => read(r.report)).filter((r): r is Report => r !== null);
const sum = (key: keyof Report) => reports.reduce((n, r) => n + (r[key] as number), 0);
const merged: Report = {
  numPassedTests: sum("numPassedTests"),
  numFailedTests: sum("numFailedTests"),
  numPendingTests: sum("numPendingTests"),
  numTodoTests: sum("numTodoTests"),
  numTotalTests: sum("numTotalTests"),
  success: reports.length === RUNS.length && reports.every((r) => r.success),
  testResults: reports.flatMap((r) => r.testResults),
};
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/vitest-results.json", JSON.stringify(merged));
// The failures again, last, so that a log cut to its tail (CI's) still names them.
for (const file of merged.testResults as ReportFile[]) {
  for (const test of file.assertionResults ?? []) {
    if (test.status !== "failed") continue;
    const reason = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
    console.log(`FAILED  ${file.name.replace(`${process.cwd()}/`, "")} > ${test.fullName}\n        ${reason}`);
  }
  if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
    console.log(`FAILED  ${file.name.replace(`${process.cwd()}/`, "")}: ${(file.message ?? "").split("\n")[0].slice(0, 300)}`);
  }
}
console.log(`\nvitest: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed; npm test took ${seconds()}`);
process.exitCode = codes.some((code) => code !== 0) || !merged.success ? 1 : 0;
