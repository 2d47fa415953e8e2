import { Agent, request } from "node:http";
import { percentile } from "../lib/percentile";
import type { WrkResult } from "./wrk";

/**
 * The load client of `npm run load`: N keep-alive connections, each sending its next GET
 * as soon as the previous answer is read, like wrk, but retrying as a browser does.
 *
 * Why not wrk alone: under 200 back-to-back connections on 2 cores, the local runtime (kj's HTTP
 * server inside workerd) closes keep-alive connections whose next request it has not read 5 s after
 * its last answer (docs/RELIABILITY.md). wrk counts that as a failed request. A browser does
 * not: when a REUSED connection closes before any byte of the answer, it sends the GET again on a new
 * connection (RFC 9112, section 9.3.1, allows it for idempotent requests; Chromium's
 * HttpNetworkTransaction::ShouldResendRequest, Node's documented `req.reusedSocket` check). This
 * client does the same, once, and counts each such retry apart, so the report shows how often the
 * runtime closed a connection. Anything else fails: an error on a new connection, a close after the
 * answer began, a retry that fails, a timeout.
 */
export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Paths walked in order (the mix), each with the status it must answer; without it, `url` every time. */
  sequence?: readonly { path: string; status: number; kind?: string }[];
  /** A pause before each request on a connection. */
  thinkMs?: number;
  /** One request per connection (Connection: close). */
  closeEach?: boolean;
  /** A request not answered in this time fails (wrk's --timeout in load.ts). */
  timeoutMs?: number;
  /** Stop once this many requests have been sent, before `seconds` if it comes first (a test's fixed amount of work). */
  maxRequests?: number;
}

export interface LoadResult extends WrkResult {
  /** GETs sent again after a reused connection closed before any byte of the answer. */
  retries: number;
  /** Sequence runs: latency and outcomes per request kind, to tell a slow handler from a starved connection. */
  byKind?: Record<string, KindStats>;
}

export interface KindStats {
  answered: number;
  p50ms: number;
  p99ms: number;
  maxms: number;
  /** Answered after a retry, and failed (socket errors and timeouts). */
  retried: number;
  failed: number;
}

type ErrorKind = keyof WrkResult["socketErrors"];

class RequestFailure extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** True when the request went out on a reused connection and nothing of the answer arrived. */
    readonly retriable: boolean,
    cause: unknown,
  ) {
    super(String(cause));
  }
}

function kindOf(error: NodeJS.ErrnoException): ErrorKind {
  if (error.code === "ECONNREFUSED") return "connect";
  if (error.code === "EPIPE") return "write";
  return "read";
}

/** One GET: resolves with the status once the whole body is read. `agent` false: a new connection. */
function get(agent: Agent | false, url: URL, path: string, options: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      { agent, host: url.hostname, port: url.port, path, method: "GET", headers: options.closeEach ? { connection: "close" } : {} },
      (response) => {
        answered = true;
        response.on("data", () => undefined);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", (error) => reject(new RequestFailure("read", false, error)));
      },
    );
    outgoing.setTimeout(options.timeoutMs ?? 10_000, () => outgoing.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ETIMEDOUT") return reject(new RequestFailure("timeout", false, error));
      reject(new RequestFailure(kindOf(error), outgoing.reusedSocket && !answered, error));
    });
    outgoing.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the load against `url` (its origin, and its path when there is no sequence) and reports it as wrk would. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: !options.closeEach, maxSockets: options.connections });
  const latencies: number[] = [];
  const socketErrors: WrkResult["socketErrors"] = { connect: 0, read: 0, write: 0, timeout: 0 };
  const statuses: Record<string, number> = {};
  let retries = 0;
  let non2xx = 0;
  let notFoundSent = 0;
  let next = 0;
  let sentCount = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const kinds = new Map<string, { latencies: number[]; retried: number; failed: number }>();
  const statsFor = (kind: string) => {
    let entry = kinds.get(kind);
    if (!entry) kinds.set(kind, (entry = { latencies: [], retried: 0, failed: 0 }));
    return entry;
  };

  const nextRequest = () => {
    if (!options.sequence) return { path: target.pathname + target.search, kind: undefined };
    const entry = options.sequence[next++ % options.sequence.length];
    if (entry.status === 404) notFoundSent++;
    return { path: entry.path, kind: entry.kind ?? "?" };
  };

  const connection = async () => {
    while (performance.now() < deadline && sentCount < (options.maxRequests ?? Infinity)) {
      sentCount++;
      if (options.thinkMs) await sleep(options.thinkMs);
      const { path, kind } = nextRequest();
      const stats = kind === undefined ? undefined : statsFor(kind);
      const sent = performance.now();
      try {
        let status: number;
        try {
          status = await get(agent, target, path, options);
        } catch (error) {
          if (!(error instanceof RequestFailure) || !error.retriable) throw error;
          retries++;
          if (stats) stats.retried++;
          // On a new connection of its own (agent false), so a retry never lands on another stale one.
          status = await get(false, target, path, options);
        }
        const latency = performance.now() - sent;
        latencies.push(latency);
        stats?.latencies.push(latency);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status >= 400) non2xx++;
      } catch (error) {
        socketErrors[error instanceof RequestFailure ? error.kind : "read"]++;
        if (stats) stats.failed++;
      }
    }
  };

  await Promise.all(Array.from({ length: options.connections }, connection));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const errors = Object.values(socketErrors).reduce((n, v) => n + v, 0);
  return {
    url,
    connections: options.connections,
    seconds: options.seconds,
    requestsPerSecond: latencies.length / elapsed,
    p50ms: percentile(sorted, 0.5),
    p90ms: percentile(sorted, 0.9),
    p99ms: percentile(sorted, 0.99),
    requests: latencies.length + errors,
    errors,
    socketErrors,
    non2xx,
    ...(options.sequence ? { statuses, notFoundSent } : {}),
    retries,
    ...(options.sequence ? { byKind: Object.fromEntries([...kinds].map(([kind, k]) => [kind, kindStats(k)])) } : {}),
  };
}

function kindStats({ latencies, retried, failed }: { latencies: number[]; retried: number; failed: number }): KindStats {
  const sorted = latencies.sort((a, b) => a - b);
  return { answered: sorted.length, p50ms: percentile(sorted, 0.5), p99ms: percentile(sorted, 0.99), maxms: sorted.at(-1) ?? 0, retried, failed };
}
