import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { purgeTags } from "../../worker/http/zone-purge";

/**
 * A stand-in for Cloudflare's API, checking each request as the purge-by-tag documentation gives it:
 * POST /client/v4/zones/{zone_id}/purge_cache, "Authorization: Bearer <token>", a JSON body
 * {"tags": [...]}; answering its documented shapes ({ success, errors, messages, result }).
 */
interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function standIn(answers: { status: number; body: unknown; headers?: Record<string, string> }[]): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      seen.push({
        method: req.method!,
        path: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: JSON.parse(text || "null"),
      });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server!.address() as { port: number }).port}/client/v4`, seen };
}

const SUCCESS = { success: true, errors: [], messages: [], result: { id: "023e105f4ecef8ad9ca31a8372d0c353" } };
const env = (base: string) => ({ CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353", CLOUDFLARE_API_TOKEN: "token-abc", CLOUDFLARE_API_BASE: base });
const noWait = { sleep: async () => undefined };

describe("purge the zone's cache by tag after a revalidation", () => {
  it("sends exactly what the API documents, and reports success with the purge id", async () => {
    const { base, seen } = await standIn([{ status: 200, body: SUCCESS }]);
    const outcome = await purgeTags(env(base), ["catalogo-tv", "catalogo-laptop"], noWait);
    expect(seen).toEqual([
      {
        method: "POST",
        path: "/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache",
        authorization: "Bearer token-abc",
        contentType: "application/json",
        body: { tags: ["catalogo-tv", "catalogo-laptop"] },
      },
    ]);
    expect(outcome).toEqual({ status: "purged", tags: ["catalogo-tv", "catalogo-laptop"], attempts: 1, ids: ["023e105f4ecef8ad9ca31a8372d0c353"] });
  });

  it("does not retry a refused request (a bad token), and reports Cloudflare's errors", async () => {
    const { base, seen } = await standIn([
      { status: 403, body: { success: false, errors: [{ code: 10000, message: "Authentication error" }], messages: [], result: null } },
    ]);
    const outcome = await purgeTags(env(base), ["catalogo-tv"], noWait);
    expect(seen).toHaveLength(1);
    expect(outcome).toEqual({ status: "failed", tags: ["catalogo-tv"], attempts: 1, errors: ["HTTP 403 (10000: Authentication error)"] });
  });

  it("retries a rate limit and server errors with backoff, honouring Retry-After", async () => {
    const waits: number[] = [];
    const { base, seen } = await standIn([
      {
        status: 429,
        body: { success: false, errors: [{ code: 971, message: "Please wait and consider throttling your request speed" }], messages: [], result: null },
        headers: { "Retry-After": "3" },
      },
      { status: 502, body: { success: false, errors: [], messages: [], result: null } },
      { status: 200, body: SUCCESS },
    ]);
    const outcome = await purgeTags(env(base), ["catalogo-tv"], { sleep: async (ms) => void waits.push(ms) });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([3000, 2000]);
    expect(outcome).toMatchObject({ status: "purged", attempts: 3 });
  });

  it("gives up after three tries and says why", async () => {
    const { base, seen } = await standIn([
      { status: 500, body: { success: false, errors: [{ code: 1000, message: "Internal error" }], messages: [], result: null } },
    ]);
    const outcome = await purgeTags(env(base), ["catalogo-tv"], noWait);
    expect(seen).toHaveLength(3);
    expect(outcome).toEqual({
      status: "failed",
      tags: ["catalogo-tv"],
      attempts: 3,
      errors: ["HTTP 500 (1000: Internal error)", "HTTP 500 (1000: Internal error)", "HTTP 500 (1000: Internal error)"],
    });
  });

  it("reports an unreachable API as a failure, not an exception", async () => {
    const outcome = await purgeTags(env("http://127.0.0.1:1/client/v4"), ["catalogo-tv"], noWait);
    expect(outcome).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("without the zone and token, says no purge was configured and sends nothing", async () => {
    expect(await purgeTags({}, ["catalogo-tv"])).toEqual({
      status: "not-configured",
      message: "Sin purga de la caché: define CLOUDFLARE_ZONE_ID y CLOUDFLARE_API_TOKEN",
    });
  });
});
