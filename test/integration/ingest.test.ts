import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductDetail } from "../../shared/product";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { runIngest } from "./support/ingest-cli";
import { sharedEmulator } from "../support/shared-emulator";

const ADMIN_TOKEN = "ingest-test-token";
let emulator: RunningEmulator;
let server: RunningDevServer;
let folder: string;

const [first, second, third] = SAMPLE_CATALOGUE.tv.map((r) => structuredClone(r));

beforeAll(async () => {
  emulator = sharedEmulator("demo-ingest");
  server = await startTestServer({
    vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId, ADMIN_TOKEN },
  });
  folder = mkdtempSync(join(tmpdir(), "ingest-"));
  writeFileSync(join(folder, "tv.json"), JSON.stringify([first, second, { id: "sin-precio", title: "tv", brand: "Marca", model: "X" }]));
  writeFileSync(join(folder, "one.json"), JSON.stringify(third));
  writeFileSync(join(folder, "broken.json"), "{ not json");
});

afterAll(async () => {
  await server?.stop();
});

const ingest = (...args: string[]) => runIngest({ emulator, serverUrl: server.url, adminToken: ADMIN_TOKEN }, args);
/** The same, through `npm run ingest` itself, as the README tells an operator to run it. */
const ingestByNpm = (...args: string[]) => runIngest({ emulator, serverUrl: server.url, adminToken: ADMIN_TOKEN }, args, { via: "npm" });

const storedDoc = (id: string) =>
  fetch(`http://${emulator.hostPort}/v1/projects/${emulator.projectId}/databases/(default)/documents/TV%20Data/${id}`, {
    headers: { Authorization: "Bearer owner" },
  });

describe("npm run ingest against the Firestore emulator", () => {
  it("reports every record, writes only the valid ones, and exits non-zero for the invalid", async () => {
    const dry = await ingest("--dry-run", folder);
    expect(dry.out).toContain("--dry-run: no se escribe nada.");
    expect((await storedDoc(first.id)).status).toBe(404);

    const { code, out } = await ingestByNpm(folder);
    expect(code).toBe(1);
    expect(out).toMatch(/ERROR\s+.*broken\.json: JSON no válido/);
    expect(out).toMatch(/ERROR\s+.*sin-precio\n\s+Missing required field: year/);
    expect(out).toContain("Missing required field: amazon.price");
    expect(out).toContain("Validación: 5 registros, 3 válidos, 2 no válidos");
    expect(out).toContain("Firestore: 3 nuevos, 0 actualizados (0 con precio nuevo), 0 sin cambios.");
    expect(out).toMatch(/Revalidado en \d+ ms: tv \(3\)/);
    expect((await storedDoc(first.id)).status).toBe(200);
    expect((await storedDoc(third.id)).status).toBe(200);
    expect((await storedDoc("sin-precio")).status).toBe(404);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await (await storedDoc(first.id)).json();
    const { out } = await ingest(folder);
    expect(out).toContain("Firestore: 0 nuevos, 0 actualizados (0 con precio nuevo), 3 sin cambios.");
    expect(await (await storedDoc(first.id)).json()).toEqual(before);
  });

  it("appends a changed price once, revalidates, and the next page and JSON show it", async () => {
    const before = (await (await fetch(`${server.url}/api/products/tv/${first.id}`)).json()) as ProductDetail;
    const changed = { ...structuredClone(first), amazon: { ...(first.amazon as object), price: 777.77 } };
    writeFileSync(join(folder, "tv.json"), JSON.stringify([changed, second]));
    const { out } = await ingest(join(folder, "tv.json"));
    expect(out).toContain("Firestore: 0 nuevos, 1 actualizados (1 con precio nuevo), 1 sin cambios.");

    const after = (await (await fetch(`${server.url}/api/products/tv/${first.id}`)).json()) as ProductDetail;
    expect(after.amazon.price).toBe(777.77);
    expect(after.amazon.priceHistory!.length).toBe(before.amazon.priceHistory!.length + 1);
    expect(after.amazon.priceHistory!.at(-1)!.price).toBe(777.77);
    expect(await (await fetch(`${server.url}/productos/tv/${first.id}`)).text()).toContain("777,77");

    const again = await ingest(join(folder, "tv.json"));
    expect(again.out).toContain("0 actualizados (0 con precio nuevo), 2 sin cambios");
    const stable = (await (await fetch(`${server.url}/api/products/tv/${first.id}`)).json()) as ProductDetail;
    expect(stable.amazon.priceHistory!.length).toBe(after.amazon.priceHistory!.length);
  });

  it("reports what Firestore would refuse as invalid, writes the rest and revalidates it", async () => {
    const huge = { ...structuredClone(SAMPLE_CATALOGUE.tv[3]), general: { description: "# Enorme", warranty: "texto ".repeat(200_000) } };
    const unstorable = { ...structuredClone(SAMPLE_CATALOGUE.tv[4]), energy: { efficiencyClass: "F", powerConsumptionWatts: 1e20 } };
    const fine = { ...structuredClone(SAMPLE_CATALOGUE.tv[5]), amazon: { ...(SAMPLE_CATALOGUE.tv[5].amazon as object), price: 555.55 } };
    const file = join(folder, "limits.json");
    writeFileSync(file, JSON.stringify([huge, unstorable, fine]));
    const { code, out } = await ingest(file);
    expect(code).toBe(1);
    expect(out).not.toMatch(/\n\s+at /); // no stack trace
    expect(out).toMatch(new RegExp(`ERROR\\s+\\S+ ${huge.id}\\n\\s+Invalid field: document \\(1\\.\\d+ MiB: over Firestore's limit of 1 MiB per document\\)`));
    expect(out).toContain(`Invalid field: energy.powerConsumptionWatts (100000000000000000000 is too large to store exactly)`);
    expect(out).toContain("Validación: 3 registros, 1 válidos, 2 no válidos");
    expect(out).toMatch(/Revalidado en \d+ ms: tv \(/);
    expect((await storedDoc(huge.id)).status).toBe(404);
    expect((await storedDoc(fine.id)).status).toBe(200);
    const served = (await (await fetch(`${server.url}/api/products/tv/${fine.id}`)).json()) as ProductDetail;
    expect(served.amazon.price).toBe(555.55);
  });

  it("refuses hostile records one by one and writes the valid ones of the same batch", async () => {
    const tv = (i: number) => structuredClone(SAMPLE_CATALOGUE.tv[i]) as Record<string, unknown> & { id: string; specs: Record<string, unknown> };
    const nested = { ...tv(6), specs: { ...tv(6).specs, ports: [["HDMI 2.1", "HDMI 2.0"]] } };
    const slow = { ...tv(7), general: { description: "# Lento\n\n" + "*a".repeat(9_000) } };
    const wide = { ...tv(8), specs: { ...tv(8).specs, wide: Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`f${i}`, i])) } };
    const fine = tv(9);
    const file = join(folder, "hostile.json");
    writeFileSync(file, JSON.stringify([nested, slow, wide, fine]));
    const { code, out } = await ingest(file);
    expect(code).toBe(1);
    expect(out).toContain("Invalid field: specs.ports[0] (a list inside a list: Firestore cannot store it)");
    expect(out).toContain("Invalid field: general.description (9000 runs of emphasis marks * _ ~: at most 400)");
    expect(out).toContain("Invalid field: record (more than 4000 fields and list items)");
    expect(out).toContain("Validación: 4 registros, 1 válidos, 3 no válidos");
    expect(out).not.toContain("lote no escrito");
    for (const refused of [nested, slow, wide]) expect((await storedDoc(refused.id)).status).toBe(404);
    expect((await storedDoc(fine.id)).status).toBe(200);
  });

  it("a run after a failed revalidation revalidates, though it writes nothing, and the site then shows the data", async () => {
    const record = { ...structuredClone(SAMPLE_CATALOGUE.tv[10]), amazon: { ...(SAMPLE_CATALOGUE.tv[10].amazon as object), price: 432.1 } };
    const file = join(folder, "retry.json");
    writeFileSync(file, JSON.stringify([record]));
    // The worker cannot be reached: Firestore is written, the site is not revalidated, and the run says so.
    const failed = await ingest("--revalidate-url", "http://127.0.0.1:9/api/admin/revalidate", file);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain("Firestore: 1 nuevos");
    expect(failed.out).toMatch(/Revalidación fallida: /);
    expect(failed.out).toContain("vuelve a ejecutar la ingesta para revalidar");

    const again = await ingest(file);
    expect(again.out).toContain("Firestore: 0 nuevos, 0 actualizados (0 con precio nuevo), 1 sin cambios.");
    expect(again.out).toMatch(/Revalidado en \d+ ms: tv \(/);
    expect(again.code).toBe(0);
    const served = (await (await fetch(`${server.url}/api/products/tv/${record.id}`)).json()) as ProductDetail;
    expect(served.amazon.price).toBe(432.1);
  });
});
