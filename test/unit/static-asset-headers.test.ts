import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../worker/http/security-headers";

/** The headers public/_headers gives every static asset (its `/*` block), by lower-case name. */
function staticAssetHeaders(): Map<string, string> {
  const text = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");
  const block = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(text)?.[1] ?? "";
  return new Map(
    block
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => {
        const [name, ...value] = line.trim().split(":");
        return [name.toLowerCase(), value.join(":").trim()] as const;
      }),
  );
}

describe("the static assets' headers (public/_headers)", () => {
  // The platform serves the assets without the worker, so its security headers must be written out again.
  it("are the ones the worker sends with every answer, with a CSP of their own", async () => {
    const answer = await new Hono()
      .use(securityHeaders)
      .get("/", (c) => c.text(""))
      .request("/");
    const assets = staticAssetHeaders();
    const workers = [...answer.headers].filter(([name]) => name !== "content-type" && name !== "content-security-policy");
    expect(workers.length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of workers) expect(assets.get(name), name).toBe(value);
    expect(assets.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(assets.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });
});
