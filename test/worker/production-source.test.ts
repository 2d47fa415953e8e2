import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { TEXT } from "../../shared/texts";
import { BundledSource } from "../../worker/data/bundled-source";
import { localSource } from "../../worker/data/local-source";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";
import { testEnv, emptyStorage, currentIsolate, anotherIsolate } from "./support";

/** The production worker as worker/index.ts exports it (its own source selection), without the retry waits. */
async function production(path: string, overrides: Partial<Env>) {
  const worker = createWorker({ retrySleep: () => Promise.resolve(), isolate: currentIsolate() });
  const ctx = createExecutionContext();
  const env = { ...testEnv, FIREBASE_PROJECT_ID: "", FIREBASE_CLIENT_EMAIL: "", FIREBASE_PRIVATE_KEY: "", ...overrides };
  const response = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the production worker never serves the sample catalogue", () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(async () => {
    await emptyStorage();
    currentIsolate().memory.clear();
    errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("answers the 503 error screen when Firestore is not configured, and the API its JSON error", async () => {
    const page = await production("/categoria/tv", {});
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain(TEXT.catalogueError);
    expect(html).not.toContain("Samsung"); // no sample product
    const api = await production("/api/categories/tv/products", {});
    expect(api.status).toBe(503);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    const logged = errors.mock.calls.map((args: unknown[]) => args.map(String).join(" ")).join("\n");
    expect(logged).toContain("missing FIREBASE_PROJECT_ID, FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY");
  });

  it("names only what is missing when the configuration is incomplete", async () => {
    const page = await production("/categoria/mobile", {
      FIREBASE_PROJECT_ID: "comparador-tecnologico",
      FIREBASE_CLIENT_EMAIL: "worker@example.iam.gserviceaccount.com",
    });
    expect(page.status).toBe(503);
    const logged = errors.mock.calls.map((args: unknown[]) => args.map(String).join(" ")).join("\n");
    expect(logged).toMatch(/Firestore is not configured for production: missing FIREBASE_PRIVATE_KEY \(/);
  });

  it("logs what is missing once per isolate, and again in a new one", async () => {
    await anotherIsolate();
    const timesLogged = () => errors.mock.calls.filter((args: unknown[]) => String(args[0]).includes("Firestore is not configured")).length;
    await production("/categoria/tv", {});
    await production("/categoria/laptop", {});
    expect(timesLogged()).toBe(1);
    await anotherIsolate();
    await production("/categoria/tv", {});
    expect(timesLogged()).toBe(2);
  });

  it("local runs (worker/dev.ts) still serve the sample catalogue when no Firestore is configured", () => {
    expect(localSource({ ...testEnv, FIRESTORE_EMULATOR_HOST: "", FIREBASE_PROJECT_ID: "" }, currentIsolate())).toBeInstanceOf(BundledSource);
  });
});
