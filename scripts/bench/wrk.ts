import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface WrkResult {
  url: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50ms: number;
  p90ms: number;
  p99ms: number;
  requests: number;
  errors: number;
  /** wrk's "Socket errors" line, by kind (their sum is `errors`). */
  socketErrors: { connect: number; read: number; write: number; timeout: number };
  non2xx: number;
}

function ms(value: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "s" ? n * 1000 : n;
}

/** Makes every request's URL new (a random `_bench` parameter the routes ignore), so no page cache answers. */
const UNIQUE_QUERY_SCRIPT = `request = function()
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. separator .. "_bench=" .. math.random(1, 2000000000))
end
`;

/** Runs wrk (Debian's package) against a loopback URL and parses its summary. */
export async function wrk(url: string, connections: number, seconds: number, options: { uniqueUrls?: boolean } = {}): Promise<WrkResult> {
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  if (options.uniqueUrls) {
    const script = join(mkdtempSync(join(tmpdir(), "wrk-")), "unique.lua");
    writeFileSync(script, UNIQUE_QUERY_SCRIPT);
    args.push("-s", script);
  }
  const { stdout } = await run("wrk", [...args, url], { maxBuffer: 1 << 20 });
  const percentile = (p: string) => ms(new RegExp(`\\s${p}%\\s+(\\S+)`).exec(stdout)?.[1] ?? "");
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    url,
    connections,
    seconds,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN),
    p50ms: percentile("50"),
    p90ms: percentile("90"),
    p99ms: percentile("99"),
    requests: Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
    socketErrors: { connect: Number(errors?.[1] ?? 0), read: Number(errors?.[2] ?? 0), write: Number(errors?.[3] ?? 0), timeout: Number(errors?.[4] ?? 0) },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
  };
}

export function wrkTable(results: readonly WrkResult[]): string {
  const rows = [["ruta", "conexiones", "s", "peticiones/s", "p50 ms", "p90 ms", "p99 ms", "peticiones", "errores", "no 2xx/3xx"]];
  for (const r of results) {
    rows.push([new URL(r.url).pathname + new URL(r.url).search, String(r.connections), String(r.seconds), r.requestsPerSecond.toFixed(0), r.p50ms.toFixed(1), r.p90ms.toFixed(1), r.p99ms.toFixed(1), String(r.requests), String(r.errors), String(r.non2xx)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row, i) => row.map((c, j) => c.padEnd(widths[j])).join(" | ") + (i === 0 ? `\n${widths.map((w) => "-".repeat(w)).join("-|-")}` : "")).join("\n");
}
