import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFeed } from "../../shared/price-feed/records/open-feed";
import { UnreadableFeed } from "../../shared/price-feed/records/feed-record";
import { MAX_NODE_CHARS } from "../../shared/price-feed/records/xml-records";
import { sortInputs } from "../../scripts/lib/feeds/sources";
import { urlSource } from "../../shared/price-feed/url-source";
import { inertCell, UnmatchedCsv } from "../../scripts/lib/feeds/unmatched-csv";
import { emulatorTarget, writeInBatches } from "../../worker/feeds/firestore-writer";
import { parseMapping } from "../../scripts/lib/ingest/mapping-table";
import { sharedGtinProblems } from "../../scripts/lib/ingest/shared-gtins";
import { AWIN_CSV, GOOGLE_TSV, bytes } from "../support/price-feeds";

const drain = async (stream: ReadableStream<Uint8Array>) => {
  let length = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) length += chunk.length;
  return length;
};

async function readAll(stream: ReadableStream<Uint8Array>, maxBytes?: number): Promise<number> {
  const feed = await openFeed(stream, maxBytes);
  let rows = 0;
  for await (const record of feed.records) rows += record.line > 0 ? 1 : 0;
  return rows;
}

describe("what the ingest is given, sorted by content", () => {
  it("JSON files are records; XML, CSV, TSV and gzip are feeds whatever their names; a missing path is a report line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    mkdirSync(join(dir, "folder"));
    writeFileSync(join(dir, "records.csv"), ' [{"id":"x"}]');
    writeFileSync(join(dir, "folder", "google.json"), GOOGLE_TSV);
    writeFileSync(join(dir, "folder", "awin.bin"), gzipSync(AWIN_CSV));
    writeFileSync(join(dir, "folder", ".hidden"), "x");
    const sorted = await sortInputs([join(dir, "records.csv"), join(dir, "folder"), join(dir, "nothing"), "https://feeds.example/f.xml.gz"]);
    expect(sorted.recordFiles).toEqual([join(dir, "records.csv")]);
    expect(sorted.feeds.map((feed) => feed.name)).toEqual([
      join(dir, "folder", "awin.bin"),
      join(dir, "folder", "google.json"),
      "https://feeds.example/f.xml.gz",
    ]);
    expect(sorted.problems).toEqual([`${join(dir, "nothing")}: no existe o no se puede leer`]);
  });
});

describe("limits: a feed cannot fill the disk or memory", () => {
  it("a gzip that unfolds past the limit is refused once decompressed", async () => {
    const limit = 64 * 1024;
    const bomb = gzipSync("id,price\n" + "1,2\n".repeat(64 * 1024));
    expect(bomb.length).toBeLessThan(limit / 4); // small as it arrives, four times the limit unfolded
    await expect(readAll(bytes(new Uint8Array(bomb)), limit)).rejects.toThrow(new UnreadableFeed("el feed pasa de 64 KB descomprimido"));
  });

  it("one XML node of more than the limit is refused, without waiting for its end", async () => {
    const huge = `<rss><channel><item><id>1</id><title>${"x".repeat(2 * MAX_NODE_CHARS)}`;
    await expect(readAll(bytes(huge))).rejects.toThrow(`XML con un nodo de más de ${MAX_NODE_CHARS} caracteres`);
  });
});

describe("a feed at an address", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/feed.tsv") {
        response.writeHead(200, { "Content-Type": "text/tab-separated-values", "Content-Encoding": "gzip" });
        response.end(gzipSync(GOOGLE_TSV));
      } else if (request.url === "/big") {
        response.writeHead(200, { "Content-Length": String(10 * 1024 * 1024) });
        response.end();
      } else if (request.url === "/chunked") {
        response.writeHead(200);
        response.write(Buffer.alloc(512 * 1024, "a"));
        response.end(Buffer.alloc(1024 * 1024, "a"));
      } else if (request.url === "/stalls") {
        response.writeHead(200);
        response.write("id\tprice\n");
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("is read as a stream, a server's gzip undone", async () => {
    expect(await readAll(await urlSource(`${origin}/feed.tsv`, 60_000).open())).toBe(2);
  });

  it("an error answer, a size announced or reached past the limit, a stalled download: each a clear refusal", async () => {
    await expect(urlSource(`${origin}/missing`, 60_000).open()).rejects.toThrow("la descarga respondió HTTP 404");
    await expect(urlSource(`${origin}/big`, 60_000, 1024 * 1024).open()).rejects.toThrow("la descarga anuncia 10 MB, más que el límite de 1 MB");
    await expect(drain(await urlSource(`${origin}/chunked`, 60_000, 1024 * 1024).open())).rejects.toThrow("la descarga pasa de 1 MB");
    // The time limit covers the whole download: whether it runs out before the answer's head or during its body, the feed fails.
    await expect(urlSource(`${origin}/stalls`, 300).open().then(drain)).rejects.toThrow(/abort|timeout/i);
  });
});

describe("the operator's files", () => {
  it("--unmatched: one line per row, a formula made inert, quotes and separators kept in their cell", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "unmatched-")), "sin-producto.csv");
    const csv = new UnmatchedCsv(path);
    csv.add("feed.xml", {
      line: 3,
      gtin: "02018028877342",
      title: '=HYPERLINK("https://evil.example","x")',
      brand: "@LG",
      price: 1099,
      availability: "InStock",
      link: "https://a.es/?a=1,2",
    });
    await csv.close();
    expect(readFileSync(path, "utf8")).toBe(
      '\uFEFFfeed,fila,gtin,titulo,marca,precio,enlace\nfeed.xml,3,02018028877342,"\'=HYPERLINK(""https://evil.example"",""x"")",\'@LG,1099.00,"https://a.es/?a=1,2"\n',
    );
    expect(["+34", "-1", "\t=1", "normal"].map(inertCell)).toEqual(["'+34", "'-1", "'\t=1", "normal"]);
  });

  it("the mapping table is read by the CSV parser: quotes, ';' and a bad line named", () => {
    expect(parseMapping('shop;code;category;id\nfnac;"F;1";tv;lg-oled65c44la\n')).toEqual({
      mapping: [{ shop: "fnac", code: "F;1", ref: { category: "tv", id: "lg-oled65c44la" } }],
      problems: [],
    });
    expect(parseMapping("shop,code,category,id\nfnac,F1,nevera,x\n").problems).toEqual([
      "tabla de correspondencias, línea 2: se esperaba tienda, código, categoría e id",
    ]);
  });

  it("a record whose GTIN another product carries is refused, stored or earlier in the run", () => {
    const stored = { byGtin: new Map([["02018028877342", { category: "tv" as const, id: "lg-oled65c44la" }]]) };
    const problems = sharedGtinProblems(
      [
        { id: "lg-oled65c44la", category: "tv", data: { gtin: "2018028877342" } },
        { id: "copia", category: "tv", data: { gtin: "02018028877342" } },
        { id: "nuevo-a", category: "mobile", data: { gtin: "036000291452" } },
        { id: "nuevo-b", category: "mobile", data: { gtin: "0036000291452" } },
      ],
      stored,
    );
    expect([...problems]).toEqual([
      ["tv/copia", "Invalid field: gtin (02018028877342: already the GTIN of tv/lg-oled65c44la)"],
      ["mobile/nuevo-b", "Invalid field: gtin (0036000291452: already the GTIN of mobile/nuevo-a)"],
    ]);
  });
});

describe("Firestore's batch commits", () => {
  it("are sent again while Firestore answers 'try again' (503, 429), and not when it refuses the data (400)", async () => {
    const answers = [503, 429, 200, 400];
    const seen: number[] = [];
    const firestore = createServer((request, response) => {
      request.resume();
      const status = answers.shift() ?? 500;
      seen.push(status);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(status === 200 ? "{}" : JSON.stringify({ error: { message: `status ${status}` } }));
    });
    await new Promise<void>((resolve) => firestore.listen(0, "127.0.0.1", resolve));
    try {
      const target = emulatorTarget(`127.0.0.1:${(firestore.address() as AddressInfo).port}`, "demo-retry");
      const first = await writeInBatches(target, "tv", [{ id: "a", data: { title: "tv" } }]);
      expect(first).toEqual({ written: ["a"], failed: [] });
      const second = await writeInBatches(target, "tv", [{ id: "b", data: { title: "tv" } }]);
      expect(second).toEqual({ written: [], failed: [{ ids: ["b"], message: "HTTP 400: status 400" }] });
      expect(seen).toEqual([503, 429, 200, 400]);
    } finally {
      firestore.close();
    }
  });
});
