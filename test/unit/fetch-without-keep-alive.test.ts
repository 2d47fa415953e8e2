import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Replaces globalThis.fetch for this file's process (unit-isolated: it cannot reach another file).
import "../../scripts/lib/fetch-without-keep-alive";

const seen: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.end("ok");
});
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the browser and integration tests' fetch", () => {
  it("asks for a connection of its own for each request, keeping the request's other headers", async () => {
    await (await fetch(url, { headers: { accept: "text/plain" } })).text();
    await (await fetch(new URL(url))).text();
    expect(seen.map((headers) => [headers.connection, headers.accept])).toEqual([
      ["close", "text/plain"],
      ["close", "*/*"],
    ]);
  });

  it("leaves a connection header the request sets itself", async () => {
    seen.length = 0;
    await (await fetch(url, { headers: { connection: "keep-alive" } })).text();
    expect(seen[0].connection).toBe("keep-alive");
  });
});
