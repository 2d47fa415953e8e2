/**
 * The test commands (README, "Commands"; vitest.config.ts says what each project holds):
 *
 *   npm test                           the checks (ESLint, Prettier, import circles, the client build,
 *                                      binding types, tsc), then the unit, unit-isolated, ui, workers
 *                                      and category-fixture projects: the inner loop, and the first thing CI runs
 *   npm test -- <vitest arguments>     those tests only, no checks: a file (`npm test -- test/unit/routes.test.ts`),
 *                                      a project (`npm test -- --project unit`), a name (`-t 'ETag'`);
 *                                      a file under test/browser or test/integration runs in its project
 *   npm run test:browsers [-- args]    the client build, then the integration and browsers projects
 *                                      (Chromium, Firefox, WebKit, the Firestore emulator, `wrangler dev`)
 *
 * Without arguments `npm test` builds the client (the workers tests serve its manifest), then runs the
 * lint and type checks and two vitest processes all at once: the workers project runs every file in
 * one workerd runtime, one after another, and is the longest part, so the rest shares the machine's
 * other core beside it rather than waiting for its turn. ESLint, Prettier and tsc keep caches in .tmp,
 * so a second run (CI's on Node 24, a developer's next one) checks only what changed.
 *
 * Each run's JSON reports are merged into .tmp/vitest-<suite>.json (and .tmp/vitest-results.json), what
 * .ci/run counts; the failures are printed again at the end, so a log cut to its tail still names them.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

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

interface VitestRun {
  name: string;
  args: string[];
}

const FAST_PROJECTS = ["unit", "unit-isolated", "ui", "workers", "category-fixture"];
/** Folders whose files belong to a project `npm test` leaves to `npm run test:browsers`. */
const SLOW_PROJECT_FOLDERS: Record<string, string> = { "test/browser": "browsers", "test/integration": "integration" };

const browsers = process.argv.includes("--browsers");
const extra = process.argv.slice(2).filter((arg) => arg !== "--browsers");
const suite = browsers ? "browsers" : "tests";
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
        if (i > 0) console.log(`\n── ${job.name} (${seconds()}, exit ${result.code}) ──\n${result.output.trimEnd()}\n── end of ${job.name} ──`);
        return result.code;
      }),
    ),
  );
  jobs.forEach((job, i) => console.log(`${job.name}: exit ${results[i]}`));
  return results;
}

const npm = (script: string) => (stream: boolean) => run("npm", ["run", "--silent", script], stream);

/** The checks beside the tests: the linter, the formatter, import circles, binding types and tsc. */
const CHECKS = [
  { name: "npm run lint", start: npm("lint") },
  { name: "npm run typecheck", start: npm("typecheck") },
];

/** The vitest processes this command runs, from its arguments. */
function plannedRuns(): VitestRun[] {
  if (browsers) return [{ name: "integration + browsers", args: ["--project", "integration", "--project", "browsers", "--maxWorkers", "2", ...extra] }];
  if (extra.length === 0) {
    return [
      {
        name: "unit, unit-isolated, ui, category-fixture",
        args: ["--project", "unit", "--project", "unit-isolated", "--project", "ui", "--project", "category-fixture"],
      },
      { name: "workers", args: ["--project", "workers", "--maxWorkers", "2"] },
    ];
  }
  // Arguments: one process. Without a --project of its own, the projects of `npm test`, and a
  // slower project when a file named is in its folder.
  if (extra.some((arg) => arg === "--project" || arg.startsWith("--project="))) return [{ name: "vitest", args: extra }];
  const projects = new Set(FAST_PROJECTS);
  for (const arg of extra)
    for (const [folder, project] of Object.entries(SLOW_PROJECT_FOLDERS)) if (arg.replace(/^\.\//, "").startsWith(folder)) projects.add(project);
  return [{ name: "vitest", args: [...[...projects].flatMap((p) => ["--project", p]), ...extra] }];
}

function read(file: string): Report | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Report;
  } catch {
    return null; // a run that failed before writing its report; its exit code says so
  }
}

function printFailures(results: ReportFile[]): void {
  const relative = (name: string) => name.replace(`${process.cwd()}/`, "");
  for (const file of results) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const reason = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      console.log(`FAILED  ${relative(file.name)} > ${test.fullName}\n        ${reason}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"))
      console.log(`FAILED  ${relative(file.name)}: ${(file.message ?? "").split("\n")[0].slice(0, 300)}`);
  }
}

// The client build comes first (it says so and stops at once when its sources have not changed): the
// workers and browser tests serve it, and the type check reads its manifest.
if ((await npm("build")(true)).code !== 0) {
  console.log(`\nthe client build failed (${seconds()}): no test was run`);
  process.exit(1);
}
const withChecks = extra.length === 0 && !browsers;

const runs = plannedRuns();
mkdirSync(".tmp", { recursive: true });
const reportOf = (i: number) => `.tmp/vitest-${suite}-${i}.json`;
runs.forEach((_, i) => rmSync(reportOf(i), { force: true }));
const vitestJobs = runs.map((r, i) => ({
  name: `vitest ${r.name}`,
  // vitest.config.ts's JSON reporter writes to VITEST_JSON_REPORT. With two processes, a filter may
  // match files of one only: the other passes with none, and the count below says if none matched at all.
  start: (stream: boolean) =>
    run("node_modules/.bin/vitest", ["run", ...r.args, ...(runs.length > 1 ? ["--passWithNoTests"] : [])], stream, { VITEST_JSON_REPORT: reportOf(i) }),
}));
// The longest job streams its output (the workers' vitest process, last in plannedRuns); the others are printed as each ends.
const jobs = [...vitestJobs].reverse();
const codes = await together(withChecks ? [...jobs, ...CHECKS] : jobs);
const checksFailed = withChecks && codes.slice(jobs.length).some((code) => code !== 0);

const reports = runs.map((_, i) => read(reportOf(i))).filter((r): r is Report => r !== null);
const sum = (key: keyof Report) => reports.reduce((n, r) => n + (r[key] as number), 0);
const merged: Report = {
  numPassedTests: sum("numPassedTests"),
  numFailedTests: sum("numFailedTests"),
  numPendingTests: sum("numPendingTests"),
  numTodoTests: sum("numTodoTests"),
  numTotalTests: sum("numTotalTests"),
  success: reports.length === runs.length && reports.every((r) => r.success) && sum("numTotalTests") > 0,
  testResults: reports.flatMap((r) => r.testResults),
};
writeFileSync(`.tmp/vitest-${suite}.json`, JSON.stringify(merged));
writeFileSync(".tmp/vitest-results.json", JSON.stringify(merged));
printFailures(merged.testResults as ReportFile[]);
if (merged.numTotalTests === 0) console.log("\nno test matched the arguments");
if (checksFailed)
  console.log(
    `\nFAILED  ${CHECKS.filter((_, i) => codes[jobs.length + i] !== 0)
      .map((check) => check.name)
      .join(", ")} (its output is above)`,
  );
console.log(`\nvitest: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed; ${browsers ? "npm run test:browsers" : "npm test"} took ${seconds()}`);
process.exitCode = codes.some((code) => code !== 0) || !merged.success || checksFailed ? 1 : 0;
