import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { categoryPath, comparePath, productPath, searchPath, STATIC_PAGES, staticPath } from "../../shared/routes";
import { GUIDES_PATH, guidePath } from "../../shared/guides/guide-paths";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { unavailablePage, type ServedPage } from "./support/site-unavailable-page";

const require = createRequire(import.meta.url);
/** The Nu Html Checker (vnu-jar) and HTML_CodeSniffer's browser build, both dev dependencies. */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");
const HTMLCS_SCRIPT = require.resolve("html_codesniffer/build/HTMLCS.js");

const tv = SAMPLE_CATALOGUE.tv.map((record) => record.id);
const firstOf = (category: (typeof CATEGORY_IDS)[number]) => SAMPLE_CATALOGUE[category][0].id;

/** Every page type, by a name to read in a failure, on the shared server (the 503 screen is below). */
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
  guides: GUIDES_PATH,
  "a category's guide": guidePath("mobile"),
  "a use's guide": guidePath("tv", "gaming"),
};
const UNAVAILABLE = "503 (catalogue unavailable)";

/**
 * The 503 screen: what the worker serves for a category when its source is down and KV is cold,
 * rendered in this process (support/site-unavailable-page.ts) rather than by a server of its own.
 */
let unavailable: ServedPage;
beforeAll(async () => {
  unavailable = await unavailablePage(categoryPath("tv"));
  expect(unavailable.status).toBe(503);
  expect(unavailable.html).toContain("Reintentar");
});

interface Finding {
  page: string;
  message: string;
  where: string;
}

/**
 * A short run's JVM: the optimising compiler (C2) spent more CPU compiling vnu than vnu spent checking
 * (9.1 s of CPU for 27 pages, 3.9 s with C1 alone, the same report). C1's frames are larger: vnu's
 * schema needs a thread stack above the default 1 MB with it (a StackOverflowError otherwise).
 */
const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-Xss8m"];

/** vnu over every page at once (one Java start): its errors by page (warnings and info left out). */
async function nuErrors(served: Map<string, string>): Promise<Finding[]> {
  const folder = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const names = [...served.keys()];
    const files = names.map((_, n) => join(folder, `page-${n}.html`));
    names.forEach((name, n) => writeFileSync(files[n], served.get(name)!));
    // vnu writes its JSON report to stderr and exits 1 when it finds errors.
    const { stderr } = await promisify(execFile)("java", [...JVM_FLAGS, "-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files], {
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

describe("every page type is valid HTML", () => {
  it("has no Nu Html Checker errors, on the HTML the server sends", async () => {
    // The served HTML is what the checker reads: no browser needed, only the shared server's answers.
    const served = new Map(
      await Promise.all(Object.entries(PAGES).map(async ([name, path]) => [name, await (await fetch(sharedServerUrl() + path)).text()] as const)),
    );
    served.set(UNAVAILABLE, unavailable.html);
    // The search pages are checked with what they are for: groups of results, and the empty answer.
    expect(served.get("search results")).toContain('class="search-page__group"');
    expect(served.get("search without results")).toContain("No hay resultados para");
    const errors = await nuErrors(served);
    expect(errors, summary(errors)).toEqual([]);
  });
});

const pool = usePagePool();

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now. */
async function codeSnifferErrors(page: import("playwright-core").Page): Promise<{ code: string; msg: string; where: string }[]> {
  await page.addScriptTag({ path: HTMLCS_SCRIPT });
  return page.evaluate(
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
}

const findings = (page: string, messages: { code: string; msg: string; where: string }[]): Finding[] =>
  messages.map((message) => ({ page, message: `${message.code}: ${message.msg}`, where: message.where }));

/** A phone: the audit does not depend on the width, and most shoppers are on phones. HTMLCS.js is injected as a script, which the page's CSP would refuse. */
const AUDIT_SCREEN = { bypassCSP: true, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

// One test per page: each does a bounded amount of work, however slow the machine.
describe("every page type is clean under HTML_CodeSniffer WCAG2AA once hydrated in Chromium", () => {
  it.each(Object.entries(PAGES))("%s", async (name, path) => {
    const { page } = await pool.pages.open(sharedServerUrl() + path, AUDIT_SCREEN);
    await waitForHydration(page);
    const errors = findings(name, await codeSnifferErrors(page));
    expect(errors, summary(errors)).toEqual([]);
  });

  it(UNAVAILABLE, async () => {
    const url = sharedServerUrl() + categoryPath("tv");
    // The worker's 503 screen in place of the shared server's page at the same address; its scripts and styles are the server's.
    const { page } = await pool.pages.open(url, {
      ...AUDIT_SCREEN,
      prepare: (context) =>
        context.route(url, (route) => route.fulfill({ status: unavailable.status, headers: unavailable.headers, body: unavailable.html }), { times: 1 }),
    });
    await page.getByRole("button", { name: "Reintentar" }).waitFor();
    const errors = findings(UNAVAILABLE, await codeSnifferErrors(page));
    expect(errors, summary(errors)).toEqual([]);
  });
});
