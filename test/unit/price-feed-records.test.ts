import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_FIELD_CHARS, UnreadableFeed } from "../../shared/price-feed/records/feed-record";
import { AWIN_CSV, GOOGLE_RSS, GOOGLE_TSV, read } from "../support/price-feeds";

async function refusal(content: string | Uint8Array): Promise<string> {
  const error = await read(content).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableFeed);
  return (error as Error).message;
}

describe("a Google Merchant Center feed in XML", () => {
  it("RSS 2.0: one record per <item>, fields by local name, <g:shipping> as groups, the channel's own fields left out", async () => {
    const { syntax, gzip, records } = await read(GOOGLE_RSS);
    expect({ syntax, gzip }).toEqual({ syntax: "xml", gzip: false });
    expect(records).toEqual([
      {
        line: 1,
        fields: {
          id: "TV-65C4",
          title: "LG OLED65C44LA & soporte",
          link: "https://www.pccomponentes.com/p/lg-oled65c44la",
          price: "1099.00 EUR",
          sale_price: "999.00 EUR",
          availability: "in_stock",
          condition: "new",
          gtin: "2018028877342",
        },
        groups: {
          shipping: [
            { country: "ES", service: "Estándar", price: "4.99 EUR" },
            { country: "PT", price: "9.99 EUR" },
          ],
        },
      },
      {
        line: 2,
        fields: {
          id: "TV-55S90D",
          title: 'Samsung QE55S90D <55">',
          link: "https://www.pccomponentes.com/p/samsung-qe55s90d",
          price: "899.00 EUR",
          availability: "out_of_stock",
        },
        groups: {},
      },
    ]);
  });

  it("Atom 1.0 with another prefix for Google's namespace: <entry> rows, <link href>, un-prefixed fields", async () => {
    const atom = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gm="http://base.google.com/ns/1.0">
  <title>Tienda</title>
  <link rel="self" href="https://www.pccomponentes.com/feed.xml"/>
  <entry>
    <gm:id>MB-16</gm:id>
    <title>Apple iPhone 16</title>
    <link href="https://www.pccomponentes.com/p/iphone-16"/>
    <gm:price>959.00 EUR</gm:price>
    <availability>preorder</availability>
  </entry>
</feed>`;
    const { records } = await read(atom);
    expect(records).toEqual([
      {
        line: 1,
        fields: { id: "MB-16", title: "Apple iPhone 16", link: "https://www.pccomponentes.com/p/iphone-16", price: "959.00 EUR", availability: "preorder" },
        groups: {},
      },
    ]);
  });

  it("reads the same records however the bytes are cut (a multi-byte character split included)", async () => {
    const whole = await read(GOOGLE_RSS);
    for (const size of [1, 3, 7, 100]) expect(await read(GOOGLE_RSS, size)).toEqual(whole);
  });

  it("keeps CDATA as written: an entity inside it is text, never decoded", async () => {
    const { records } = await read("<rss><channel><item><id>1</id><title><![CDATA[A &amp; B &lt;script&gt;]]></title></item></channel></rss>");
    expect(records[0].fields.title).toBe("A &amp; B &lt;script&gt;");
  });

  it("refuses a DOCTYPE at once (entity declarations: no expansion, no external fetch)", async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss><channel><item><title>&lol2;</title></item></channel></rss>`;
    expect(await refusal(laughs)).toMatch(/DOCTYPE/);
    const external = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&x;</title></item></channel></rss>`;
    expect(await refusal(external)).toMatch(/DOCTYPE/);
  });

  it("refuses XML that is not well formed, cut short, or holds no row", async () => {
    expect(await refusal("<rss><channel><item><title>a</channel></rss>")).toMatch(/^XML mal formado/);
    expect(await refusal("<rss><channel><item><title>a</title>")).toMatch(/^XML mal formado/);
    expect(await refusal("<rss><channel><title>nada</title></channel></rss>")).toMatch(/^XML sin filas/);
  });

  it("a field over its size limit makes its row unreadable, not the feed", async () => {
    const long = "x".repeat(MAX_FIELD_CHARS + 1);
    const { records } = await read(
      `<rss><channel><item><title>${long}</title><g:id xmlns:g="http://base.google.com/ns/1.0">A</g:id></item><item><title>ok</title></item></channel></rss>`,
    );
    expect(records.map((r) => r.unreadable)).toEqual([`campo <title> de más de ${MAX_FIELD_CHARS} caracteres`, undefined]);
    expect(records[1].fields).toEqual({ title: "ok" });
  });
});

describe("a feed in CSV or TSV", () => {
  it("Google's TSV, gzip'd: recognised by its magic bytes and its tab header; a '\"' in a title is text", async () => {
    const { syntax, gzip, records } = await read(gzipSync(GOOGLE_TSV));
    expect({ syntax, gzip }).toEqual({ syntax: "tsv", gzip: true });
    expect(records).toEqual([
      {
        line: 2,
        fields: {
          id: "TV-65C4",
          title: 'LG OLED65C44LA 65"',
          link: "https://www.pccomponentes.com/p/lg",
          price: "1099.00 EUR",
          availability: "in stock",
          condition: "new",
          gtin: "2018028877342",
          shipping: "ES::Estándar:4.99 EUR",
        },
        groups: {},
      },
      {
        line: 3,
        fields: {
          id: "TV-55S90D",
          title: "Samsung QE55S90D",
          link: "https://www.pccomponentes.com/p/samsung",
          price: "899.00 EUR",
          availability: "out of stock",
          condition: "refurbished",
        },
        groups: {},
      },
    ]);
  });

  it("an Awin CSV: quoted separators, quotes and line breaks (CRLF); each record numbered as a spreadsheet numbers its row", async () => {
    const { syntax, records } = await read(AWIN_CSV, 5);
    expect(syntax).toBe("csv");
    expect(records.map((r) => [r.line, r.fields.product_name, r.fields.merchant_product_id])).toEqual([
      [2, 'LG OLED, 65"', "LG-65C4"],
      [3, "Samsung QE55S90D\r\nsegunda línea", "SM-S90D"],
      [4, "Cable", "X-1"],
    ]);
    expect(records[0].fields.aw_deep_link).toBe("https://www.awin1.com/pclick.php?p=1&a=2&m=3");
  });

  it("this site's own dialect with ';' and a byte order mark", async () => {
    const { syntax, records } = await read(
      "\uFEFFtienda;ean;precio;disponibilidad;enlace\npccomponentes;2018028877342;12,34;en stock;https://www.pccomponentes.com/x\n",
    );
    expect(syntax).toBe("csv");
    expect(records).toEqual([
      {
        line: 2,
        fields: { tienda: "pccomponentes", ean: "2018028877342", precio: "12,34", disponibilidad: "en stock", enlace: "https://www.pccomponentes.com/x" },
        groups: {},
      },
    ]);
  });

  it("refuses a row with the wrong number of fields, an unclosed quote, an empty file, bytes that are not text", async () => {
    expect(await refusal("a,b,c\n1,2,3\n4,5\n")).toMatch(/^línea 3: número de campos/);
    expect(await refusal('a,b\n1,"2\n')).toMatch(/comillas sin cerrar/);
    expect(await refusal("  \n ")).toBe("el fichero está vacío");
    expect(await refusal(new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x41]))).toMatch(/UTF-8/);
    expect(await refusal(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]))).toMatch(/gzip/);
  });
});
