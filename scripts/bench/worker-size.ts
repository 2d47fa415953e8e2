/**
 * The deployed worker's size and startup: `wrangler deploy --dry-run` of an environment (its
 * "Total Upload" line), and `wrangler check startup` run RUNS times, each profile's sampled CPU
 * (idle excluded) as the startup time. Offline; workerd on this machine, not Cloudflare's.
 *
 *   npx tsx scripts/bench/worker-size.ts [--env production] [--runs 3]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { env: { type: "string", default: "production" }, runs: { type: "string", default: "3" } } });
const folder = mkdtempSync(join(tmpdir(), "worker-size-"));
const envArgs = values.env ? ["--env", values.env] : [];
const wrangler = (args: string[]) => execFileSync("npx", ["wrangler", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

const dryRun = wrangler(["deploy", "--dry-run", "--outdir", join(folder, "bundle"), ...envArgs]);
console.log(`wrangler deploy --dry-run ${envArgs.join(" ")}: ${/Total Upload: .*/.exec(dryRun)?.[0] ?? "(no Total Upload line)"}`);

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}
const startups: number[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const file = join(folder, `startup-${run}.cpuprofile`);
  wrangler(["check", "startup", ...envArgs, "--outfile", file]);
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  // Each sample's time is the delta that follows it (the first delta is the wait before sampling).
  let micros = 0;
  for (let i = 0; i < profile.samples.length; i++) if (!idle.has(profile.samples[i])) micros += profile.timeDeltas[i + 1] ?? 0;
  startups.push(micros / 1000);
}
startups.sort((a, b) => a - b);
console.log(
  `wrangler check startup ${envArgs.join(" ")}: ${startups.map((ms) => ms.toFixed(0)).join(", ")} ms of sampled CPU (median ${startups[Math.floor(startups.length / 2)].toFixed(0)} ms)`,
);
