import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { load } from "../../scripts/bench/load-client";

/**
 * `npm run load`'s client retries only what a browser retries: a GET whose REUSED
 * connection closed before any byte of the answer. These servers close connections on purpose.
 * Each run sends a fixed number of requests (`maxRequests`; `seconds` only bounds a hang): a run
 * of a fixed time sent too few on a busy machine for every connection to reach its third request.
 */
const HANG_SECONDS = 20;
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A keep-alive server that drops the connection, unanswered, on the requests `drop` picks (1 = a connection's first). */
async function serve(drop: (requestOnConnection: number) => boolean): Promise<string> {
  const served = new WeakMap<Socket, number>();
  server = createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    if (drop(n)) return req.socket.destroy();
    res.writeHead(req.url?.startsWith("/missing") ? 404 : 200, { "content-type": "text/plain" });
    res.end("x".repeat(2000));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the load client", () => {
  it("sends a GET again when a reused connection closes before answering, and counts it as a retry, not a failure", async () => {
    const origin = await serve((n) => n % 3 === 0); // every third request of a connection: always a reused one
    const result = await load(`${origin}/`, { connections: 4, seconds: HANG_SECONDS, maxRequests: 24 });
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    // 24 requests on 4 connections: each reaches its third (dropped, then sent again) at least once.
    expect(result.retries).toBeGreaterThan(0);
    expect(result.requests).toBe(24);
  });

  it("fails a request whose new connection closes before answering (a browser would not retry it either)", async () => {
    const origin = await serve((n) => n === 1);
    const result = await load(`${origin}/`, { connections: 2, seconds: HANG_SECONDS, maxRequests: 6, closeEach: true });
    expect(result.retries).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
    expect(result.errors).toBe(result.socketErrors.read);
    expect(result.requests).toBe(6);
    expect(result.errors).toBe(6);
  });

  it("walks a sequence in order and counts answers by status and the 404 paths sent", async () => {
    const origin = await serve(() => false);
    const result = await load(`${origin}/`, {
      connections: 1,
      seconds: HANG_SECONDS,
      maxRequests: 6,
      sequence: [
        { path: "/a", status: 200, kind: "page" },
        { path: "/missing", status: 404, kind: "dead" },
      ],
    });
    // Latency per kind: each kind counted apart, the two counts adding up to every answer.
    expect(Object.keys(result.byKind ?? {}).sort()).toEqual(["dead", "page"]);
    expect(result.byKind!.page.answered).toBe(result.statuses?.["200"]);
    expect(result.byKind!.dead.answered).toBe(result.statuses?.["404"]);
    expect(result.byKind!.page.maxms).toBeGreaterThanOrEqual(result.byKind!.page.p50ms);
    expect(result.errors).toBe(0);
    expect(result.statuses?.["200"]).toBeGreaterThan(0);
    expect(result.statuses?.["404"]).toBe(result.notFoundSent);
    expect(result.statuses).toEqual({ "200": 3, "404": 3 });
  });
});
