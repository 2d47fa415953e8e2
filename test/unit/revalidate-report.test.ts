import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revalidate } from "../../scripts/lib/ingest/revalidate";

/** The ingest's report says what became of the zone purge, and a failed purge fails the run. */
let answer: unknown = {};
/** The bodies the worker was sent, in order. */
const asked: unknown[] = [];
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk));
    request.on("end", () => {
      const body = JSON.parse(text) as unknown;
      asked.push(body);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(typeof answer === "function" ? (answer as (body: unknown) => unknown)(body) : answer));
    });
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

describe("the ingest's passes", () => {
  it("rebuilds a deferred category in the next pass, then writes the pending documents with pendingOnly", async () => {
    asked.length = 0;
    const scripted = [
      { rebuilt: [{ category: "tv", products: 10000, writtenDocuments: 900, pendingDocuments: 9100 }], deferred: ["laptop"], purgeTags: [] },
      { rebuilt: [{ category: "laptop", products: 22, writtenDocuments: 22, pendingDocuments: 0 }], deferred: [], purgeTags: [] },
      { rebuilt: [{ category: "tv", products: 10000, writtenDocuments: 9100, pendingDocuments: 0, continued: true }], deferred: [], purgeTags: [] },
    ];
    answer = () => scripted.shift();
    const outcome = await revalidate(url, "t", ["tv", "laptop"]);
    expect(outcome).toMatchObject({ ok: true, passes: 3 });
    expect(asked).toEqual([{ categories: ["tv", "laptop"] }, { categories: ["laptop"] }, { categories: ["tv"], pendingOnly: true }]);
    expect(outcome.lines[0]).toContain("para la siguiente pasada: laptop");
  });

  it("stops, failed, when a pass gets nowhere", async () => {
    answer = { rebuilt: [], deferred: ["tv"], purgeTags: [] };
    const outcome = await revalidate(url, "t", ["tv"]);
    expect(outcome.ok).toBe(false);
    expect(outcome.passes).toBe(1);
    expect(outcome.lines.at(-1)).toBe("Ninguna categoría avanzó en la pasada 1: tv");
  });
});
