import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { PRODUCTION_HSTS } from "../../worker/http/security-headers";
import { useSampleWorker } from "./support";

const { get } = useSampleWorker();

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers on every response", () => {
  const paths = [
    "/",
    "/categoria/tv",
    `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}`,
    "/comparar",
    "/contact",
    "/api/categories",
    "/api/nope",
    "/sitemap.xml",
    "/robots.txt",
  ];

  it.each(paths)("%s carries HSTS, nosniff, Referrer-Policy, Permissions-Policy, framing denial and a CSP", async (path) => {
    const response = await get(path);
    expect(response.headers.get("Strict-Transport-Security")).toBe(PRODUCTION_HSTS);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const csp = directives(response.headers.get("Content-Security-Policy") ?? "");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
  });

  it("gives pages a nonce CSP matching their scripts, without unsafe-inline and with object-src 'none'", async () => {
    const response = await get("/categoria/laptop");
    const html = await response.text();
    const csp = directives(response.headers.get("Content-Security-Policy")!);
    const nonce = /<script type="module" src="[^"]+" nonce="([^"]+)"/.exec(html)![1];
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(response.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline");
    expect(response.headers.get("Content-Security-Policy")).not.toContain("unsafe-eval");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(html).not.toMatch(/\sstyle="/); // no inline style attributes for the CSP to forbid
    // Every inline script carries the nonce.
    for (const tag of html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("allows the retailer's images and analytics hosts only in production", async () => {
    const response = await get("https://comparador.example/");
    const csp = directives(response.headers.get("Content-Security-Policy")!);
    expect(csp.get("img-src")).toContain("https://m.media-amazon.com");
    expect(csp.get("script-src")).not.toContain("https://www.googletagmanager.com"); // no measurement id configured
  });

  it.each(["/", "/categoria/tv", "/no-existe"])("asks for https subresources on an https answer of %s, never on a plain-http one", async (path) => {
    const secure = directives((await get(`https://localhost${path}`)).headers.get("Content-Security-Policy")!);
    expect(secure.get("upgrade-insecure-requests")).toEqual([]);
    expect(secure.get("script-src")?.[0]).toBe("'self'"); // the page's policy, not the closed one
    // On http, WebKit would upgrade the page's own module scripts to https and the app would not hydrate.
    const plain = directives((await get(`http://localhost${path}`)).headers.get("Content-Security-Policy")!);
    expect(plain.has("upgrade-insecure-requests")).toBe(false);
    expect(plain.get("script-src")?.[0]).toBe("'self'");
  });

  it("keeps upgrade-insecure-requests on the production host's https pages", async () => {
    const csp = directives((await get("https://comparador.example/categoria/tv")).headers.get("Content-Security-Policy")!);
    expect(csp.get("upgrade-insecure-requests")).toEqual([]);
  });

  it("sends no CSP on a 304, so the cached page keeps the policy of its own nonce", async () => {
    const first = await get("/categoria/tv");
    const again = await get("/categoria/tv", { "If-None-Match": first.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
  });
});
