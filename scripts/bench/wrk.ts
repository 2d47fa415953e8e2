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
  /** Mix runs only: answers by status, and the requests asked that should answer 404 (sent, not all answered). */
  statuses?: Record<string, number>;
  notFoundSent?: number;
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

/**
 * Walks a fixed list of paths in order (each wrk thread from its own offset, wrapping around) and
 * counts answers by status, and the paths sent that should answer 404: wrk's own "Non-2xx" count
 * cannot tell an expected 404 from a wrong one. Printed by done() as "mix-thread <sent404> <status>=<n>…".
 */
function sequenceScript(paths: readonly { path: string; status: number }[]): string {
  // JSON strings of ASCII text are valid Lua strings; the paths are percent-encoded.
  const list = paths.map((p) => JSON.stringify(p.path)).join(",\n");
  const notFound = paths.map((p) => (p.status === 404 ? "true" : "false")).join(",");
  return `local paths = {
${list}
}
local notFound = {${notFound}}
local threads = {}
local counter = 0
function setup(thread)
  thread:set("offset", counter * math.floor(#paths / 2))
  counter = counter + 1
  table.insert(threads, thread)
end
function init(args)
  i = offset
  sent404 = 0
  statuses = {}
end
function request()
  i = i + 1
  local at = (i % #paths) + 1
  if notFound[at] then sent404 = sent404 + 1 end
  return wrk.format(nil, paths[at])
end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    local line = "mix-thread " .. thread:get("sent404")
    for status, n in pairs(thread:get("statuses")) do line = line .. " " .. status .. "=" .. n end
    print(line)
  end
end
`;
}

/** A pause of `ms` on a connection before each of its requests (wrk's delay() hook): a visitor's think time. */
const thinkScript = (ms: number) => `function delay()
  return ${Math.round(ms)}
end
`;

/** Runs wrk (Debian's package) against a loopback URL and parses its summary. */
export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  options: { uniqueUrls?: boolean; sequence?: readonly { path: string; status: number }[]; thinkMs?: number; closeEach?: boolean } = {},
): Promise<WrkResult> {
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  // One request per connection: wrk reconnects after each answer, so no connection ever waits idle.
  if (options.closeEach) args.push("-H", "Connection: close");
  const lua = [
    options.sequence ? sequenceScript(options.sequence) : options.uniqueUrls ? UNIQUE_QUERY_SCRIPT : "",
    options.thinkMs ? thinkScript(options.thinkMs) : "",
  ].join("");
  if (lua) {
    const script = join(mkdtempSync(join(tmpdir(), "wrk-")), "script.lua");
    writeFileSync(script, lua);
    args.push("-s", script);
  }
  const { stdout } = await run("wrk", [...args, url], { maxBuffer: 1 << 20 });
  let statuses: Record<string, number> | undefined;
  let notFoundSent: number | undefined;
  for (const line of stdout.split("\n").filter((l) => l.startsWith("mix-thread "))) {
    const [, sent, ...counts] = line.trim().split(" ");
    statuses ??= {};
    notFoundSent = (notFoundSent ?? 0) + Number(sent);
    for (const count of counts) {
      const [status, n] = count.split("=");
      statuses[status] = (statuses[status] ?? 0) + Number(n);
    }
  }
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
    statuses,
    notFoundSent,
  };
}

export function wrkTable(results: readonly WrkResult[]): string {
  const rows = [["ruta", "conexiones", "s", "peticiones/s", "p50 ms", "p90 ms", "p99 ms", "peticiones", "errores", "no 2xx/3xx"]];
  for (const r of results) {
    rows.push([
      new URL(r.url).pathname + new URL(r.url).search,
      String(r.connections),
      String(r.seconds),
      r.requestsPerSecond.toFixed(0),
      r.p50ms.toFixed(1),
      r.p90ms.toFixed(1),
      r.p99ms.toFixed(1),
      String(r.requests),
      String(r.errors),
      String(r.non2xx),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row, i) => row.map((c, j) => c.padEnd(widths[j])).join(" | ") + (i === 0 ? `\n${widths.map((w) => "-".repeat(w)).join("-|-")}` : ""))
    .join("\n");
}
