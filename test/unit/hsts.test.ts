import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_HSTS } from "../../worker/http/security-headers";

describe("HSTS", () => {
  it("the static assets (public/_headers) carry the value the worker sends with its answers", () => {
    const headers = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");
    expect(/Strict-Transport-Security: (.+)/.exec(headers)?.[1].trim()).toBe(PRODUCTION_HSTS);
  });
});
