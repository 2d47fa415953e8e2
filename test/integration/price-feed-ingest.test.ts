import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductDetail, ShopOffer } from "../../shared/product";
import type { RunningDevServer } from "../../scripts/lib/dev-server";
import { startTestServer } from "../support/test-server";
import { emulatorTarget, writeDocuments } from "../../worker/feeds/firestore-writer";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { RunningEmulator } from "../../scripts/lib/firestore-emulator";
import { runIngest } from "./support/ingest-cli";
import { sharedEmulator } from "../support/shared-emulator";
import { scaled } from "../support/property-scale";

/**
 * `npm run ingest` with the price feeds shops publish (Google Merchant Center's RSS, Atom and TSV,
 * Awin's CSV, this site's own dialect), from files and an address, against the Firestore emulator and
 * a worker on it: what each puts on the product page, what a second run writes (nothing), and what a
 * hostile feed gets (nothing).
 */
const ADMIN_TOKEN = "feed-test-token";
let emulator: RunningEmulator;
let server: RunningDevServer;
let folder: string;
let feedServer: Server;
let feedOrigin: string;

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
  server = await startTestServer({ vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId, ADMIN_TOKEN } });
  folder = mkdtempSync(join(tmpdir(), "feed-"));
  // A shop's server: its feed as a .gz file, and the same TSV sent with Content-Encoding: gzip.
  feedServer = createServer((request, response) => {
    const body = feedsServed.get(request.url ?? "");
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, request.url!.endsWith(".gz") ? { "Content-Type": "application/gzip" } : { "Content-Encoding": "gzip" });
    response.end(gzipSync(body));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  feedServer?.closeAllConnections();
  feedServer?.close();
  await server?.stop();
});

/** What the shop's server answers, by path. */
const feedsServed = new Map<string, string>();

const ingest = (...args: string[]) => runIngest({ emulator, serverUrl: server.url, adminToken: ADMIN_TOKEN }, args);

async function storedDocument(collection: string, id: string): Promise<{ fields: Record<string, unknown>; updateTime: string }> {
  const response = await fetch(
    `http://${emulator.hostPort}/v1/projects/${emulator.projectId}/databases/(default)/documents/${encodeURIComponent(collection)}/${id}`,
    {
      headers: { Authorization: "Bearer owner" },
    },
  );
  return (await response.json()) as { fields: Record<string, unknown>; updateTime: string };
}
const stored = async (collection: string, id: string) => (await storedDocument(collection, id)).fields;

/** The product as the worker serves it, and its page's HTML. */
async function served(id: string): Promise<{ product: ProductDetail; page: string }> {
  const product = (await (await fetch(`${server.url}/api/products/tv/${id}`)).json()) as ProductDetail;
  return { product, page: await (await fetch(`${server.url}/productos/tv/${id}`)).text() };
}
const offerOf = (product: ProductDetail, shopId: string) => product.offers?.find((o: ShopOffer) => o.shopId === shopId);

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
    expect(out).toContain(`Feed ${feed} (formato propio, CSV)`);
    expect(out).toContain("  filas leídas: 5\n  aplicadas: 3 (3 productos escritos)\n  sin cambios: 0\n  sin producto en el catálogo: 0\n  rechazadas: 2");
    expect(out).toContain('    GTIN no válido: 1\n      fila 5: GTIN "0000000000000" no válido (longitud o dígito de control)');
    expect(out).toContain('    precio no válido: 1\n      fila 6: precio "-1" no válido');
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

  describe("the formats shops publish, each price on the product page", () => {
    const lg = tv.find((r) => r.id === "lg-oled65c44la")!;
    const googleItem = (price: string, link: string) =>
      `<g:id>LG-C4</g:id><title>LG OLED65C44LA</title><link>${link}</link><g:price>${price}</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition><g:gtin>${lg.gtin}</g:gtin>`;

    it("Google RSS 2.0 (--shop), its ES shipping; the same feed again writes nothing", async () => {
      const rss = file(
        "google.xml",
        `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>PcComponentes</title><item>${googleItem("991.11 EUR", "https://www.pccomponentes.com/lg-c4")}<g:shipping><g:country>ES</g:country><g:price>0.00 EUR</g:price></g:shipping></item><item><g:id>S90D</g:id><title>Samsung QE55S90D</title><link>https://www.pccomponentes.com/s90d</link><g:price>1049.00 EUR</g:price><g:availability>in_stock</g:availability><g:gtin>2039228302632</g:gtin></item><item><g:id>OTRO</g:id><title>Cable HDMI</title><link>https://www.pccomponentes.com/cable</link><g:price>9.99 EUR</g:price><g:availability>in_stock</g:availability><g:gtin>4006381333931</g:gtin></item></channel></rss>`,
      );
      const unmatched = join(folder, "sin-producto.csv");
      const first = await ingest("--shop", "pccomponentes", "--unmatched", unmatched, rss);
      expect(first.code).toBe(0);
      expect(first.out).toContain(`Feed ${rss} (Google Merchant Center, XML)`);
      expect(first.out).toContain(
        "  filas leídas: 3\n  aplicadas: 2 (2 productos escritos)\n  sin cambios: 0\n  sin producto en el catálogo: 1\n  rechazadas: 0",
      );
      expect(readFileSync(unmatched, "utf8")).toContain(`${rss},3,04006381333931,Cable HDMI,,9.99,https://www.pccomponentes.com/cable`);
      const { product, page } = await served(lg.id);
      expect(offerOf(product, "pccomponentes")).toMatchObject({ price: 991.11, shipping: 0, shopName: "PcComponentes" });
      expect(page).toContain("991,11");

      // Samsung's record has other shops' offers and their histories: those stay as the first run left them too.
      const written = await Promise.all([lg.id, "samsung-qe55s90d"].map((id) => storedDocument("TV Data", id)));
      const again = await ingest("--shop", "pccomponentes", rss);
      expect(again.code).toBe(0);
      expect(again.out).toContain("  aplicadas: 0 (0 productos escritos)\n  sin cambios: 2");
      expect((await Promise.all([lg.id, "samsung-qe55s90d"].map((id) => storedDocument("TV Data", id)))).map((d) => d.updateTime)).toEqual(
        written.map((d) => d.updateTime),
      );
    });

    it("Google Atom 1.0 (another prefix, un-prefixed fields, <link href>)", async () => {
      const atom = file(
        "google-atom.xml",
        `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:gm="http://base.google.com/ns/1.0"><title>MediaMarkt</title><entry><gm:id>LG-C4</gm:id><title>LG</title><link href="https://www.mediamarkt.es/lg-c4"/><price>992.22 EUR</price><availability>out_of_stock</availability><gm:gtin>${lg.gtin}</gm:gtin></entry></feed>`,
      );
      const { code, out } = await ingest("--shop", "mediamarkt", atom);
      expect(code, out).toBe(0);
      const { product, page } = await served(lg.id);
      expect(offerOf(product, "mediamarkt")).toMatchObject({ price: 992.22, availability: "OutOfStock" });
      expect(page).toContain("992,22");
    });

    it("Google TSV, gzip'd, from an address: a .gz file, and the same answer with Content-Encoding: gzip", async () => {
      const tsv = (price: string) =>
        [
          "id\ttitle\tlink\tprice\tavailability\tcondition\tgtin\tshipping",
          `LG-C4\tLG\thttps://www.elcorteingles.es/lg-c4\t${price}\tin stock\tnew\t${lg.gtin}\tES::Estándar:4.99 EUR`,
        ].join("\n");
      feedsServed.set("/feeds/eci.tsv.gz", tsv("993.33 EUR"));
      feedsServed.set("/feeds/eci.tsv", tsv("994.44 EUR"));
      const gz = await ingest("--shop", "elcorteingles", `${feedOrigin}/feeds/eci.tsv.gz`);
      expect(gz.code, gz.out).toBe(0);
      expect(gz.out).toContain("(Google Merchant Center, TSV, gzip)");
      expect(offerOf((await served(lg.id)).product, "elcorteingles")).toMatchObject({ price: 993.33, shipping: 4.99 });
      const encoded = await ingest("--shop", "elcorteingles", `${feedOrigin}/feeds/eci.tsv`);
      expect(encoded.code, encoded.out).toBe(0);
      const { product, page } = await served(lg.id);
      expect(offerOf(product, "elcorteingles")).toMatchObject({ price: 994.44 });
      expect(page).toContain("994,44");
      const missing = await ingest("--shop", "elcorteingles", `${feedOrigin}/feeds/none.tsv`);
      expect(missing.code).toBe(1);
      expect(missing.out).toContain("no se aplica nada: la descarga respondió HTTP 404");
    });

    it("Awin CSV: the shop by its merchant_id, no --shop; a refurbished row left out", async () => {
      const awin = file(
        "awin.csv",
        [
          "aw_deep_link,merchant_name,merchant_id,merchant_product_id,search_price,currency,ean,in_stock,delivery_cost,product_name,brand_name,condition",
          `"https://www.awin1.com/pclick.php?p=1&a=2&m=12422",Tienda de otro nombre,12422,LG-C4,995.55,EUR,${lg.gtin},1,,"LG OLED65C44LA, 65""",LG,new`,
          `"https://www.awin1.com/pclick.php?p=2&a=2&m=12422",Fnac,12422,LG-C4R,500.00,EUR,${lg.gtin},1,,LG OLED reacondicionado,LG,refurbished`,
        ].join("\r\n"),
      );
      const { code, out } = await ingest(awin);
      expect(code, out).toBe(0);
      expect(out).toContain('    no es nuevo: 1\n      fila 3: estado "refurbished": solo productos nuevos');
      const { product, page } = await served(lg.id);
      expect(offerOf(product, "fnac")).toMatchObject({ price: 995.55, shopName: "Fnac", link: "https://www.awin1.com/pclick.php?p=1&a=2&m=12422" });
      expect(page).toContain("995,55");
      expect(page).not.toContain("Tienda de otro nombre");
    });

    it("hostile rows reach no page and no history: a look-alike host, credentials, an absurd price, a link too long, a GTIN two products share", async () => {
      const twin = tv.find((r) => r.id === "samsung-qe65qn90d")!;
      const before = await storedDocument("TV Data", twin.id);
      const hostile = file(
        "hostil.csv",
        [
          "shop,ean,asin,price,availability,link",
          `amazon,,${twin.amazon.asin},777,InStock,https://evil.example/amazon-lookalike`,
          `amazon,,${twin.amazon.asin},777,InStock,https://user:pass@www.amazon.es/dp/${twin.amazon.asin}`,
          `amazon,,${twin.amazon.asin},999999999999999,InStock,https://www.amazon.es/dp/${twin.amazon.asin}`,
          `fnac,,${twin.amazon.asin},450,InStock,https://www.fnac.es/${"a".repeat(3_029)}`,
        ].join("\n"),
      );
      const { code, out } = await ingest(hostile);
      expect(code, out).toBe(0);
      expect(out).toContain("  rechazadas: 4");
      for (const reason of [
        "el enlace no apunta a la tienda ni a su red de afiliación: 1",
        "el enlace lleva usuario o contraseña: 1",
        "precio por encima del máximo de la categoría: 1",
        "enlace de más de 2000 caracteres: 1",
      ])
        expect(out).toContain(reason);
      expect((await storedDocument("TV Data", twin.id)).updateTime).toBe(before.updateTime);

      // A GTIN two products carry: refused at record ingest, and a feed row with it is reported, never guessed.
      const { id, ...copy } = structuredClone(twin) as unknown as Record<string, unknown>;
      const records = file("copia.json", JSON.stringify([{ ...copy, id: `${String(id)}-copia` }]));
      const refused = await runIngest({ emulator, serverUrl: null, adminToken: ADMIN_TOKEN }, [records]);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`already the GTIN of tv/${twin.id}`);
    });
  });

  it("a malformed feed changes nothing of itself, the feed beside it still applies, and the exit code is 1", async () => {
    const before = await stored("TV Data", byGtin.id);
    const broken = file("roto.xml", `<feed><offer><shop>fnac</shop><ean>${byGtin.gtin}</ean><price>1</price></feed>`);
    const good = file("bueno.csv", `shop,asin,price,availability,link\nfnac,${byAsin.amazon.asin},77.70,InStock,https://www.fnac.es/bueno\n`);
    const { code, out } = await ingest(broken, good);
    expect(code).toBe(1);
    expect(out).toMatch(/ERROR {2}no se puede leer el feed, no se aplica nada: XML mal formado/);
    expect(out).toContain("aplicadas: 1 (1 producto escrito)");
    expect(await stored("TV Data", byGtin.id)).toEqual(before);
  });

  it("a wrong command exits 2 with the usage, and reads nothing", async () => {
    const feed = file("nada.csv", "shop,ean,price,availability,link\n");
    for (const args of [["--shop", "nadie", feed], ["--desconocida", feed], []]) {
      const { code, out } = await ingest(...args);
      expect(code, out).toBe(2);
      expect(out).toContain("Uso: npm run ingest --");
    }
  });

  it("an entity-expansion XML feed is refused at its DOCTYPE, at once, changing nothing", async () => {
    const before = await storedDocument("TV Data", byGtin.id);
    const entities = Array.from({ length: 10 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join("");
    const bomb = file(
      "laughs.xml",
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "ja">${entities}]><rss><channel><item><g:id>&l10;</g:id></item></channel></rss>`,
    );
    const { code, out } = await ingest("--shop", "fnac", bomb);
    expect(code).toBe(1);
    expect(out).toContain("no se aplica nada: XML con DOCTYPE: no se admite (declaraciones de entidades)");
    expect((await storedDocument("TV Data", byGtin.id)).updateTime).toBe(before.updateTime);
  });

  it(`applies a feed of ${LARGE_FEED_ROWS} rows, many Firestore batches, in one command`, async () => {
    const records = syntheticRecords("laptop", LARGE_FEED_ROWS);
    const shops = ["pccomponentes", "mediamarkt", "elcorteingles", "fnac"];
    const lines = records.map((r, i) =>
      `${shops[i % 4]},${String((r.amazon as { asin: string }).asin)},${(100 + (i % 900)).toFixed(2)},InStock,https://www.${shops[i % 4]}.es/p/${i}`.replace(
        "pccomponentes.es",
        "pccomponentes.com",
      ),
    );
    const feed = file("grande.csv", ["shop,asin,price,availability,link", ...lines].join("\n"));
    // Without a worker to revalidate: rebuilding a large category from the emulator takes the worker
    // several invocations (KV's operations per invocation); revalidating what a feed touched is the
    // first test's.
    const { code, out } = await runIngest({ emulator, serverUrl: null, adminToken: ADMIN_TOKEN }, [feed]);
    const n = LARGE_FEED_ROWS;
    expect(out).toContain(
      `  filas leídas: ${n.toLocaleString("es-ES")}\n  aplicadas: ${n.toLocaleString("es-ES")} (${n.toLocaleString("es-ES")} productos escritos)`,
    );
    expect(out).toContain("Revalidación omitida");
    expect(code).toBe(1);
    // What Firestore holds: the last row's offer.
    const last = await stored("Laptop Data", records[n - 1].id);
    expect(JSON.stringify(last.offers)).toContain(`/p/${n - 1}"`);
  });
});
