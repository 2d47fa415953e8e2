/**
 * A V8 CPU profile of the worker inside workerd: the deploy bundle served by
 * scripts/lib/workerd-server.ts with workerd's inspector open, warmed, then profiled over a batch
 * of renders of one page (a URL the isolate has not seen each time, so the page cache does not
 * answer). Prints the functions with the most self time and writes the profile for DevTools.
 *
 *   npx tsx scripts/bench/workerd-profile.ts [path]   (default /categoria/laptop; PROFILE_REQUESTS, default 400)
 *   PROFILE_SYNTHETIC=10000 npx tsx scripts/bench/workerd-profile.ts /categoria/tv   (on that many SYNTHETIC
 *                                           products per category, as `npm run bench:scale` serves them)
 *   PROFILE_SYNTHETIC=10000 npx tsx scripts/bench/workerd-profile.ts '/api/search?q=sx-{n}'   ("{n}" cycles
 *                                           through 1–99, so answers kept by term are not what is measured)
 *   PROFILE_STATE=/tmp/state …                 (keeps KV in that folder: the synthetic builds are made once)
 *   npx tsx scripts/bench/workerd-profile.ts --first-views   (warms a product page, then profiles every
 *                                           other sample product's first view in the isolate)
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../lib/free-port";
import { inspectUserWorker } from "../lib/workerd-inspector";
import { startWorkerdServer } from "../lib/workerd-server";
import { withParam } from "./fresh-url";
import { warmBuilds } from "./warm-builds";
import { CPU_PAGES } from "./server-cpu";
import { productsNotWarmed } from "./workerd-cpu";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const frameName = (frame: ProfileNode["callFrame"]) => `${frame.functionName || "(anonymous)"} ${frame.url.split("/").at(-1)}:${frame.lineNumber + 1}`;

/** Self time per function, highest first, as shares of all samples. */
export function selfTimeShares(profile: Profile): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  for (const sample of profile.samples) {
    const frame = nodes.get(sample)?.callFrame;
    const name = frame ? frameName(frame) : "?";
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  }
  return [...byFunction].map(([name, n]): [string, number] => [name, n / profile.samples.length]).sort((a, b) => b[1] - a[1]);
}

/** Time per function including what it calls (each function once per sample, however deep it recurses), highest first. */
export function totalTimeShares(profile: Profile): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byFunction = new Map<string, number>();
  for (const sample of profile.samples) {
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      seen.add(frameName(frame));
    }
    for (const name of seen) byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  }
  return [...byFunction].map(([name, n]): [string, number] => [name, n / profile.samples.length]).sort((a, b) => b[1] - a[1]);
}

/** Profiles `requests` renders of `path`, or with `firstViews` each sample product's first view once. */
async function profileWorker(path: string, requests: number, firstViews = false): Promise<Profile> {
  const port = await freePort();
  const synthetic = process.env.PROFILE_SYNTHETIC;
  // The worker does not use the location's cache: it leaves "_profile" out of the page's cache key,
  // so every request after the first would be answered from that cache, not rendered.
  const server = await startWorkerdServer({
    inspectorPort: port,
    vars: { LOCATION_CACHE: "off", ...(synthetic ? { SYNTHETIC_PRODUCTS: synthetic, KV_OPERATIONS_PER_INVOCATION: "1000000" } : {}) },
    // PROFILE_STATE=folder keeps KV between runs: a 10 000-product catalogue is built once (~130 s), not per profile.
    persistTo: process.env.PROFILE_STATE,
  });
  const fetchPage = async (n: string, pagePath = path) => {
    // "{n}" in the path is a term or value new for each of 99 requests (as bench:scale's searches).
    // The warm-up's values are others (9000 and up), so the profiled requests are not answers it kept.
    const value = n.startsWith("warm-") ? 9000 + Number(n.slice(5)) : 1 + (Number(n) % 99);
    const fresh = pagePath.replaceAll("{n}", String(value));
    const response = await fetch(server.url + withParam(fresh, "_profile", n));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  };
  try {
    if (synthetic) console.log(`built ${synthetic} synthetic products per category in ${await warmBuilds(server.url)} ms`);
    for (let i = 0; i < 300; i++) await fetchPage(`warm-${i}`);
    // First views are measured as the bench does: with every page of the bench warm (all snapshots built).
    if (firstViews) for (let i = 0; i < 50; i++) for (const [, page] of CPU_PAGES) await fetchPage(`warm-${i}`, page);
    const inspector = await inspectUserWorker(port);
    const call = inspector.call;
    await call("Profiler.enable");
    await call("Profiler.setSamplingInterval", { interval: 200 });
    await call("Profiler.start");
    if (firstViews) for (const productPage of productsNotWarmed()) await fetchPage("first", productPage);
    else for (let i = 0; i < requests; i++) await fetchPage(String(i));
    const { profile } = (await call("Profiler.stop")) as { profile: Profile };
    inspector.close();
    return profile;
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("workerd-profile.ts")) {
  const firstViews = process.argv[2] === "--first-views";
  const path = firstViews ? (CPU_PAGES.find(([, p]) => p.startsWith("/productos/"))?.[1] ?? "/") : (process.argv[2] ?? "/categoria/laptop");
  const profile = await profileWorker(path, Number(process.env.PROFILE_REQUESTS ?? 400), firstViews);
  const file = join(tmpdir(), `workerd-${path.replace(/\W+/g, "_")}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${profile.samples.length} samples of ${path}; profile for DevTools: ${file}\n`);
  for (const [name, share] of selfTimeShares(profile).slice(0, 30)) console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
  console.log("\nIncluding what each calls:\n");
  for (const [name, share] of totalTimeShares(profile).slice(0, 40)) console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
  process.exit(0);
}
