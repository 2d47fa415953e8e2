import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { categoryPath, comparePath, productPath, searchPath, STATIC_PAGES, staticPath } from "../../shared/routes";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { freePort } from "../../scripts/lib/free-port";
import { sharedServerUrl, usePagePool } from "./support/shared";

const require = createRequire(import.meta.url);
/** The Nu Html Checker (vnu-jar) and HTML_CodeSniffer's browser build, both dev dependencies. */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");
const HTMLCS_SCRIPT = require.resolve("html_codesniffer/build/HTMLCS.js");

const tv = SAMPLE_CATALOGUE.tv.map((record) => record.id);
const firstOf = (category: (typeof CATEGORY_IDS)[number]) => SAMPLE_CATALOGUE[category][0].id;

/** Every page type, by a name to read in a failure, on the shared server (the 503 screen has its own). */
const PAGES: Record<string, string> = {
  home: "/",
  category: categoryPath("tv"),
  "filtered category": `${categoryPath("tv")}?marca=LG&orden=precio-asc`,
  ...Object.fromEntries(CATEGORY_IDS.map((category) => [`product (${category})`, productPath(category, firstOf(category))])),
  "comparison, empty": comparePath([]),
  "comparison of 1": comparePath(tv.slice(0, 1)),
  "comparison of 2": comparePath(tv.slice(0, 2)),
  "comparison of 3": comparePath(tv.slice(0, 3)),
  "comparison, mixed categories": comparePath([tv[0], firstOf("laptop"), firstOf("mobile")]),
  ...Object.fromEntries(STATIC_PAGES.map((page) => [`static: ${page}`, staticPath(page)])),
  "search results": searchPath("samsung"),
  "search without results": searchPath("zzzzqx"),
  "not found": "/no-existe",
};
const UNAVAILABLE = "503 (catalogue unavailable)";

interface Finding {
  page: string;
  message: string;
  where: string;
}

/** Served HTML of every page type, fetched once for both checkers. */
const served = new Map<string, { url: string; html: string }>();
let failing: RunningDevServer;

beforeAll(async () => {
  // A server whose Firestore does not answer (a closed port): a cold category is the 503 screen.
  failing = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`, FIREBASE_PROJECT_ID: "demo-unavailable" } });
  const targets = [...Object.entries(PAGES).map(([name, path]) => [name, sharedServerUrl() + path]), [UNAVAILABLE, `${failing.url}${categoryPath("tv")}`]];
  for (const [name, url] of targets) {
    const response = await fetch(url);
    served.set(name, { url, html: await response.text() });
  }
  expect(served.size).toBe(targets.length);
  // The search pages are checked with what they are for: groups of results, and the empty answer.
  expect(served.get("search results")!.html).toContain('class="search-page__group"');
  expect(served.get("search without results")!.html).toContain("No hay resultados para");
}, 180_000);

afterAll(async () => {
  await failing?.stop();
});

/** vnu over every page at once (one Java start): its errors by page (warnings and info left out). */
async function nuErrors(): Promise<Finding[]> {
  const folder = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const names = [...served.keys()];
    const files = names.map((_, n) => join(folder, `page-${n}.html`));
    names.forEach((name, n) => writeFileSync(files[n], served.get(name)!.html));
    // vnu writes its JSON report to stderr and exits 1 when it finds errors.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(stderr) as { messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[] };
    return report.messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => ({
        page: names[files.findIndex((file) => message.url?.endsWith(file))] ?? String(message.url),
        message: message.message,
        where: (message.extract ?? "").trim().slice(0, 100),
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What a failure says first: how many errors each page has, and each distinct message once. */
function summary(findings: Finding[]): string {
  const perPage = new Map<string, number>();
  const messages = new Map<string, number>();
  for (const finding of findings) {
    perPage.set(finding.page, (perPage.get(finding.page) ?? 0) + 1);
    messages.set(finding.message, (messages.get(finding.message) ?? 0) + 1);
  }
  const lines = [
    `${findings.length} errors`,
    ...[...perPage].map(([page, n]) => `  ${page}: ${n}`),
    "messages:",
    ...[...messages].map(([message, n]) => `  ${n} × ${message}`),
  ];
  return lines.join("\n");
}

const pool = usePagePool();

describe("every page type is valid HTML and clean under HTML_CodeSniffer", () => {
  it("has no Nu Html Checker errors", async () => {
    const errors = await nuErrors();
    console.log(`Nu Html Checker: ${summary(errors)}`);
    expect(errors, summary(errors)).toEqual([]);
  });

  it("has no HTML_CodeSniffer WCAG2AA errors once hydrated in Chromium", async () => {
    const errors: Finding[] = [];
    for (const [name, { url }] of served) {
      // HTMLCS.js is injected as a script: the page's CSP would refuse it.
      const { page } = await pool.pages.open(url, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
      if (name !== UNAVAILABLE) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.addScriptTag({ path: HTMLCS_SCRIPT });
      const messages = await page.evaluate(
        () =>
          new Promise<{ code: string; msg: string; where: string }[]>((resolve) => {
            const htmlcs = (
              window as unknown as {
                HTMLCS: {
                  process(standard: string, root: Document, done: () => void): void;
                  getMessages(): { type: number; code: string; msg: string; element: Element }[];
                };
              }
            ).HTMLCS;
            htmlcs.process("WCAG2AA", document, () =>
              resolve(
                htmlcs
                  .getMessages()
                  .filter((message) => message.type === 1) // HTMLCS.ERROR
                  .map((message) => ({ code: message.code, msg: message.msg, where: (message.element as Element).outerHTML?.slice(0, 100) ?? "" })),
              ),
            );
          }),
      );
      errors.push(...messages.map((message) => ({ page: name, message: `${message.code}: ${message.msg}`, where: message.where })));
    }
    console.log(`HTML_CodeSniffer: ${summary(errors)}`);
    expect(errors, summary(errors)).toEqual([]);
  });
});
