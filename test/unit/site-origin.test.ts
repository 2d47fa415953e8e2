import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../shared/site-origin";

describe("siteOrigin", () => {
  it("is https and the configured host for any other Host, www. and previews included", () => {
    for (const url of ["http://evil.example/x", "https://www.comparador.es/", "https://comparador-tecnologico.cuenta.workers.dev/"])
      expect(siteOrigin(new URL(url), "Comparador.es")).toBe("https://comparador.es");
  });

  it("keeps the request's own origin on this machine, and when no host is configured", () => {
    for (const url of ["http://localhost:8787/a", "http://127.0.0.1:9000/", "http://[::1]:8787/", "http://192.168.1.20:8787/", "http://app.localhost/"])
      expect(siteOrigin(new URL(url), "comparador.es")).toBe(new URL(url).origin);
    expect(siteOrigin(new URL("https://example.es/"), "")).toBe("https://example.es");
  });
});
