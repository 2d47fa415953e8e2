import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revalidate } from "../../scripts/lib/ingest/revalidate";

/** Issue 16 item 3: the ingest's report says what became of the zone purge, and a failed purge fails the run. */
let answer: unknown = {};
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/revalidate`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rebuilt = [{ category: "tv", products: 23, writtenDocuments: 2, pendingDocuments: 0 }];

describe("the ingest's report of the purge", () => {
  it("names the tags purged and succeeds", async () => {
    answer = { rebuilt, purgeTags: ["catalogo-tv"], purge: { status: "purged", tags: ["catalogo-tv"], attempts: 2 } };
    const outcome = await revalidate(url, "t", ["tv"]);
    expect(outcome.ok).toBe(true);
    expect(outcome.lines).toContain("Caché de la zona purgada por etiqueta (catalogo-tv) en 2 intentos.");
  });

  it("says no purge was configured, and still succeeds", async () => {
    answer = {
      rebuilt,
      purgeTags: ["catalogo-tv"],
      purge: { status: "not-configured", message: "Sin purga de la caché: define CLOUDFLARE_ZONE_ID y CLOUDFLARE_API_TOKEN" },
    };
    const outcome = await revalidate(url, "t", ["tv"]);
    expect(outcome.ok).toBe(true);
    expect(outcome.lines.at(-1)).toBe("Sin purga de la caché: define CLOUDFLARE_ZONE_ID y CLOUDFLARE_API_TOKEN");
  });

  it("reports a failed purge with Cloudflare's errors and fails the run", async () => {
    answer = {
      rebuilt,
      purgeTags: ["catalogo-tv"],
      purge: { status: "failed", tags: ["catalogo-tv"], attempts: 3, errors: ["HTTP 503", "10000: Authentication error"] },
    };
    const outcome = await revalidate(url, "t", ["tv"]);
    expect(outcome.ok).toBe(false);
    expect(outcome.lines).toContain("Purga de la caché FALLIDA tras 3 intentos (catalogo-tv): HTTP 503 | 10000: Authentication error");
  });
});
