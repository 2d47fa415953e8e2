import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductDetail, ShopOffer } from "../../shared/product";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { emulatorTarget, writeDocuments } from "../../scripts/lib/firestore-writer";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { runIngest } from "./support/ingest-cli";
import { sharedEmulator } from "../support/shared-emulator";
import { scaled } from "../support/property-scale";

/** `npm run ingest` with price feeds (CSV and XML) against the Firestore emulator and a worker on it. */
const ADMIN_TOKEN = "feed-test-token";
let emulator: RunningEmulator;
let server: RunningDevServer;
let folder: string;

const tv = SAMPLE_CATALOGUE.tv.map((r) => structuredClone(r)) as unknown as (ProductDetail & { gtin?: string })[];
const byGtin = tv.find((r) => r.gtin)!;
const byAsin = tv.find((r) => r !== byGtin)!;
const byCode = tv.find((r) => r !== byGtin && r !== byAsin)!;
/**
 * The large feed's rows: more than one Firestore commit (200 writes) and many batchGet reads (100 ids)
 * of the category, so that every batching path runs; PROPERTY_SCALE makes it larger (a real shop's feed
 * of 100 000 rows and more is the streaming ingest's to test).
 */
const LARGE_FEED_ROWS = scaled(1_200);

beforeAll(async () => {
  emulator = sharedEmulator("demo-feed");
  const target = emulatorTarget(emulator.hostPort, emulator.projectId);
  await writeDocuments(
    target,
    "tv",
    tv.map(({ id, ...data }) => ({ id, data: data as unknown as Record<string, unknown> })),
  );
  // A category of its own for the large feed, one laptop per row.
  await writeDocuments(
    target,
    "laptop",
    syntheticRecords("laptop", LARGE_FEED_ROWS).map(({ id, ...data }) => ({ id, data })),
  );
  server = await startDevServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId, ADMIN_TOKEN } });
  folder = mkdtempSync(join(tmpdir(), "feed-"));
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

const ingest = (...args: string[]) => runIngest({ emulator, serverUrl: server.url, adminToken: ADMIN_TOKEN }, args);

async function stored(collection: string, id: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${emulator.hostPort}/v1/projects/${emulator.projectId}/databases/(default)/documents/${encodeURIComponent(collection)}/${id}`,
    {
      headers: { Authorization: "Bearer owner" },
    },
  );
  return ((await response.json()) as { fields: Record<string, unknown> }).fields;
}

const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

describe("npm run ingest with a price feed, against the Firestore emulator", () => {
  it("applies matched rows (EAN, ASIN, a mapped shop code) to the offers only, reports the others, revalidates, and the page shows it", async () => {
    const before = await stored("TV Data", byGtin.id);
    const feed = file(
      "precios.csv",
      [
        "tienda;ean;asin;codigo;precio;disponibilidad;enlace;envio",
        `pccomponentes;${byGtin.gtin};;;12,34;en stock;https://www.pccomponentes.com/feed-1;0`,
        `amazon;;${byAsin.amazon.asin};;23,45;InStock;https://www.amazon.es/dp/${byAsin.amazon.asin}?tag=x-21;`,
        `mediamarkt;;;MM-777;34,56;agotado;https://www.mediamarkt.es/feed-3;`,
        "fnac;0000000000000;;;10;InStock;https://www.fnac.es/x;",
        `fnac;${byGtin.gtin};;;-1;InStock;https://www.fnac.es/y;`,
      ].join("\n"),
    );
    const mapping = file("tabla.csv", `tienda,codigo,categoria,id\nmediamarkt,MM-777,tv,${byCode.id}\n`);
    const { code, out } = await ingest("--mapping", mapping, feed);
    expect(out).toContain("SIN PRODUCTO  línea 5 (fnac): ningún producto con EAN 0000000000000");
    expect(out).toContain('RECHAZADA  línea 6 (fnac): precio "-1" no válido');
    expect(out).toContain("Feed de precios: 5 filas, 3 aplicables a 3 productos, 1 sin producto, 1 rechazadas.");
    expect(out).toContain("Firestore: 3 productos con precios nuevos (tv).");
    expect(out).toMatch(/Revalidado en \d+ ms: tv \(/);
    expect(code).toBe(0);

    const after = await stored("TV Data", byGtin.id);
    // Everything but the offers and the price histories is as it was.
    for (const key of Object.keys(before).filter((k) => !["offers", "bestPriceHistory"].includes(k))) expect(after[key], key).toEqual(before[key]);

    const product = (await (await fetch(`${server.url}/api/products/tv/${byGtin.id}`)).json()) as ProductDetail;
    expect(product.offers!.find((o: ShopOffer) => o.shopId === "pccomponentes")).toMatchObject({
      price: 12.34,
      shipping: 0,
      link: "https://www.pccomponentes.com/feed-1",
    });
    expect(product.bestPriceHistory!.at(-1)!.price).toBe(12.34);
    const amazon = (await (await fetch(`${server.url}/api/products/tv/${byAsin.id}`)).json()) as ProductDetail;
    expect(amazon.amazon).toMatchObject({ price: 23.45, affiliateLink: `https://www.amazon.es/dp/${byAsin.amazon.asin}?tag=x-21` });
    const mapped = (await (await fetch(`${server.url}/api/products/tv/${byCode.id}`)).json()) as ProductDetail;
    expect(mapped.offers!.find((o: ShopOffer) => o.shopId === "mediamarkt")).toMatchObject({ price: 34.56, availability: "OutOfStock", shopCode: "MM-777" });
    const page = await (await fetch(`${server.url}/productos/tv/${byGtin.id}`)).text();
    expect(page).toContain("Ver en PcComponentes");
  });

  it("a malformed feed changes nothing", async () => {
    const before = await stored("TV Data", byGtin.id);
    const broken = file("roto.xml", `<feed><offer><shop>fnac</shop><ean>${byGtin.gtin}</ean><price>1</price></feed>`);
    const good = file("bueno.csv", `shop,ean,price,availability,link\nfnac,${byGtin.gtin},1,InStock,https://www.fnac.es/z\n`);
    const { code, out } = await ingest(good, broken);
    expect(code).toBe(1);
    expect(out).toMatch(/ERROR\s+.*roto\.xml: feed no válido, no se aplica nada: XML mal formado/);
    expect(await stored("TV Data", byGtin.id)).toEqual(before);
  });

  it(`applies a feed of ${LARGE_FEED_ROWS} rows, many Firestore batches, in one command`, async () => {
    const records = syntheticRecords("laptop", LARGE_FEED_ROWS);
    const shops = ["pccomponentes", "mediamarkt", "elcorteingles", "fnac"];
    const lines = records.map(
      (r, i) => `${shops[i % 4]},${String((r.amazon as { asin: string }).asin)},${(100 + (i % 900)).toFixed(2)},InStock,https://www.tienda.es/p/${i}`,
    );
    const feed = file("grande.csv", ["shop,asin,price,availability,link", ...lines].join("\n"));
    // Without a worker to revalidate: rebuilding a large category from the emulator takes the worker
    // several invocations (KV's operations per invocation); revalidating what a feed touched is the
    // first test's.
    const { code, out } = await runIngest({ emulator, serverUrl: null, adminToken: ADMIN_TOKEN }, [feed]);
    const n = LARGE_FEED_ROWS;
    expect(out).toContain(`Feed de precios: ${n} filas, ${n} aplicables a ${n} productos, 0 sin producto, 0 rechazadas.`);
    expect(out).toContain(`Firestore: ${n} productos con precios nuevos (laptop).`);
    expect(out).toContain("Revalidación omitida");
    expect(code).toBe(1);
    // What Firestore holds: the last row's offer.
    const last = await stored("Laptop Data", records[n - 1].id);
    expect(JSON.stringify(last.offers)).toContain(`https://www.tienda.es/p/${n - 1}`);
  });
});
