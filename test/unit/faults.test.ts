import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FirestoreSource, OFFLINE_MESSAGE } from "../../worker/data/firestore-source";
import { FirestoreTokens } from "../../worker/data/firestore-token";
import { backoffDelay, withRetry } from "../../worker/data/retry";
import { firestoreConfigFromEnv } from "../../worker/data/firestore-config";

let server: Server | null = null;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server?.closeAllConnections();
  server?.close();
  server = null;
});

/** A local HTTP server that misbehaves the way a failing Firestore can. */
function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`127.0.0.1:${(server!.address() as { port: number }).port}`)));
}

const sourceAt = (hostPort: string) =>
  new FirestoreSource(firestoreConfigFromEnv({ FIRESTORE_EMULATOR_HOST: hostPort })!, new FirestoreTokens(), 300, { offlineMs: 200, requestMs: 500 });

describe("PRODUCT-RULES.md (Calls and errors, Limits): Firestore faults", () => {
  it("treats no answer within the offline window as offline", async () => {
    const hostPort = await serve(() => undefined); // accepts, never answers
    await expect(sourceAt(hostPort).listCategory("tv")).rejects.toMatchObject({ name: "SourceError", message: OFFLINE_MESSAGE });
  });

  it("times out an answer that starts but never finishes, though its head came within the offline window", async () => {
    const hostPort = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write("[");
    });
    // The source's clock is the test's: its limits pass only when the test says, after the head has
    // arrived, however long a busy machine takes to hand it over.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const realFetch = globalThis.fetch;
    let headArrived!: () => void;
    const head = new Promise<void>((resolve) => (headArrived = resolve));
    vi.spyOn(globalThis, "fetch").mockImplementation(async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      headArrived();
      return response;
    });
    const answer = sourceAt(hostPort).listCategory("tv");
    const settled = answer.catch((error: unknown) => error);
    await head;
    await vi.advanceTimersByTimeAsync(200); // the offline window, long over
    await vi.advanceTimersByTimeAsync(300); // the whole request's limit
    expect(await settled).toMatchObject({ name: "SourceError", message: "Request time out" });
  });

  it("reports a refused connection as 'Connection failed.'", async () => {
    await expect(sourceAt("127.0.0.1:1").getProduct("tv", "x")).rejects.toMatchObject({ message: "Connection failed." });
  });
});

describe("PRODUCT-RULES.md (Limits): backoff", () => {
  it("retries background work with 1 s × 1.5 up to 60 s", async () => {
    expect([0, 1, 2, 20].map((a) => backoffDelay(a))).toEqual([1000, 1500, 2250, 60_000]);
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error("flaky")) : "ok"), {
      attempts: 4,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toBe("ok");
    expect(waits).toEqual([1000, 1500]);
    await expect(withRetry(async () => Promise.reject(new Error("down")), { attempts: 2, sleep: async () => undefined })).rejects.toThrow("down");
  });

  it("stops at a failure that is not retryable, and gives back exactly what the task threw", async () => {
    let calls = 0;
    const refused = new TypeError("refused");
    const attempt = withRetry(
      async () => {
        calls++;
        throw refused;
      },
      { attempts: 3, retryable: (error) => error !== refused, sleep: async () => undefined },
    );
    await expect(attempt).rejects.toBe(refused);
    expect(calls).toBe(1);
    calls = 0;
    await expect(withRetry(async () => Promise.reject(new TypeError(`flaky ${++calls}`)), { attempts: 3, sleep: async () => undefined })).rejects.toThrow(
      "flaky 3",
    );
  });
});

describe("service-account tokens", () => {
  const config = { projectId: "p", clientEmail: "svc@p.iam.gserviceaccount.com", privateKey: "k" };

  it("caches a token until 5 minutes before it expires, sharing one pending exchange", async () => {
    const tokens = new FirestoreTokens();
    let exchanges = 0;
    const fetchToken = async () => `token-${++exchanges}`;
    const t0 = Date.UTC(2026, 10, 21, 8);
    const [a, b] = await Promise.all([tokens.accessToken(config, t0, fetchToken), tokens.accessToken(config, t0, fetchToken)]);
    expect([a, b, exchanges]).toEqual(["token-1", "token-1", 1]);
    expect(await tokens.accessToken(config, t0 + 54 * 60_000, fetchToken)).toBe("token-1");
    expect(await tokens.accessToken(config, t0 + 56 * 60_000, fetchToken)).toBe("token-2");
  });

  it("backs off 30 s doubling up to 16 minutes after failures", async () => {
    const tokens = new FirestoreTokens();
    let attempts = 0;
    const failing = async () => {
      attempts++;
      throw new Error("invalid_grant");
    };
    const t0 = Date.UTC(2026, 10, 21, 8);
    await expect(tokens.accessToken(config, t0, failing)).rejects.toMatchObject({ message: "Firestore authentication failed" });
    await expect(tokens.accessToken(config, t0 + 29_000, failing)).rejects.toMatchObject({ message: /backing off/ });
    expect(attempts).toBe(1);
    await expect(tokens.accessToken(config, t0 + 31_000, failing)).rejects.toThrow(); // second failure: next wait 60 s
    await expect(tokens.accessToken(config, t0 + 31_000 + 59_000, failing)).rejects.toMatchObject({ message: /backing off/ });
    expect(attempts).toBe(2);
    let now = t0 + 31_000 + 61_000;
    for (let i = 0; i < 8; i++) {
      await tokens.accessToken(config, now, failing).catch(() => undefined);
      now += 17 * 60_000; // past any wait: the wait never exceeds 16 minutes
    }
    expect(attempts).toBe(10); // every 17-minute step tried again: no wait is longer than 16 minutes
  });
});
