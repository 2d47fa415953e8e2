import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { waitForHydration } from "./support/page-checks";
import { sharedEmulator, usePagePool } from "./support/shared";
import { PHONE } from "./support/site-phone";
import { watchContext, type Watched } from "./support/site-watch";
import { badValueRecords, type TvRecord } from "../support/bad-value-records";

/**
 * Hostile and malformed catalogue records in the hydrated page: what the worker sends for them is
 * tested in test/worker/hostile.test.ts (markup escaped, unsafe links dropped, refused records gone,
 * every page whole); here, that once Chromium has run the page's scripts over them nothing executes,
 * no error is thrown and no unsafe link or refused record appears.
 */
const PWN = "window.__pwned=1";

const tvRecords = () => SAMPLE_CATALOGUE.tv.map((r) => structuredClone(r) as TvRecord);

/** Real TV records made hostile, written to Firestore like any update would be. */
function hostileRecords(): TvRecord[] {
  const [a, b, c] = tvRecords();
  return [
    { ...a, id: "hostil-nombre", model: `</script><script>${PWN}</script><img src=x onerror="${PWN}">`, brand: `<svg onload="${PWN}">` },
    {
      ...b,
      id: "hostil-analisis",
      general: {
        ...b.general,
        description: `# <img src=x onerror="${PWN}">\n\n<script>${PWN}</script>\n\n[clic](javascript:${PWN}) [datos](data:text/html,<script>${PWN}</script>)`,
      },
    },
    {
      ...c,
      id: "hostil-enlace",
      amazon: {
        ...c.amazon,
        // (A javascript: affiliate link refuses the record: bad-value-records.ts has one.)
        image: `javascript:${PWN}`,
        imageSmall: `javascript:${PWN}`,
        imageLarge: `//evil.example/x.png`,
      },
    },
  ];
}

// The bad values the worker test checks one by one (test/support/bad-value-records.ts), seen hydrated.
const { refused, shown } = badValueRecords(tvRecords().slice(3, 14), PWN);
const ids = (records: TvRecord[]) => records.map((record) => record.id).join(",");
const PAGES = [
  "/",
  "/categoria/tv",
  "/categoria/tv?q=script",
  ...[...hostileRecords(), ...shown].map((record) => `/productos/tv/${record.id}`),
  `/comparar?pids=${ids(hostileRecords())}`,
  `/comparar?pids=${ids(shown)}`,
  `/comparar?pids=${refused[0].id},${SAMPLE_CATALOGUE.tv[0].id}`,
];

let server: RunningDevServer;

beforeAll(async () => {
  const emulator = sharedEmulator("demo-hostile");
  // Televisions only: every record under test is one, and each category built from Firestore costs
  // seconds of the local runtime's KV writes. The other seven collections are empty, which builds
  // them empty (a first build has nothing to lose: build-guard.ts).
  const records = [...SAMPLE_CATALOGUE.tv, ...hostileRecords(), ...refused, ...shown];
  await writeDocuments(
    emulatorTarget(emulator.hostPort, emulator.projectId),
    "tv",
    records.map(({ id, ...data }) => ({ id, data })),
  );
  server = await startTestServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId } });
  // These checks are about the hydrated page, not a cold start: every category's snapshot is built
  // first (the home reads all eight), the whole page read, as the builds finish before its body does.
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("/productos/tv/");
});

afterAll(async () => {
  await server?.stop();
});

const pool = usePagePool();

describe("hostile and malformed catalogue records in a hydrated page (Chromium, 375×812)", () => {
  it.each(PAGES)("%s: nothing executes, nothing is thrown, no unsafe link or refused record", async (path) => {
    let watched!: Watched;
    const { page, errors } = await pool.pages.open(server.url + path, {
      ...PHONE,
      prepare: async (context) => (watched = watchContext(context)),
    });
    await waitForHydration(page);
    // Nothing in the hydrated document can still run: no inline handler, no script the page did not
    // bring, no javascript: or data: address. Checked on the document itself, so no wait for a handler
    // that might fire later is needed.
    const runnable = await page.evaluate(() => ({
      handlers: [...document.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
      ),
      scripts: [...document.scripts]
        // The page's own: its modules from its origin and inline scripts with the response's nonce.
        .filter((script) => !/^application\/(ld\+)?json$/.test(script.type) && (script.src ? new URL(script.src).origin !== location.origin : !script.nonce))
        .map((script) => script.outerHTML.slice(0, 100)),
      addresses: [...document.querySelectorAll("[href], [src], [action], [formaction]")]
        .flatMap((el) => ["href", "src", "action", "formaction"].map((name) => el.getAttribute(name) ?? ""))
        .filter((address) => /^\s*(javascript|data|vbscript):/i.test(address)),
      embedded: document.querySelectorAll("iframe, object, embed").length,
      pwned: (window as unknown as { __pwned?: number }).__pwned,
    }));
    expect(runnable).toEqual({ handlers: [], scripts: [], addresses: [], embedded: 0, pwned: undefined });
    expect(watched.dialogs).toEqual([]);
    expect(watched.refused).toEqual([]); // nothing hostile even reached the DOM for the CSP to block
    expect(errors).toEqual([]);

    await expect(page.locator("main h1").count()).resolves.toBe(1);
    expect(await page.locator("main").innerText()).not.toMatch(/NaN|undefined|Invalid|-100,00|RangeError/);
    const links = await page.locator("main a[href^='/productos/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    for (const record of refused) expect(links).not.toContain(`/productos/tv/${record.id}`);
  });
});
