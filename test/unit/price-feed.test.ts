import { describe, expect, it } from "vitest";
import { applyFeedUpdates, feedKeys, matchFeed, parseAmount, type ProductRef } from "../../shared/price-feed/apply";
import { MalformedFeed, parseCsvFeed, parsePriceFeed, parseXmlFeed } from "../../shared/price-feed/parse";
import { readOffers } from "../../shared/prices/offer-validation";

const tv = (id: string): ProductRef => ({ category: "tv", id });
const catalogue = [
  { ref: tv("a"), data: { gtin: "2000000000015", amazon: { asin: "B0AAA", price: 500 } } },
  { ref: tv("b"), data: { amazon: { asin: "B0BBB", price: 300 }, offers: [{ shopId: "fnac", shopCode: "F-77", price: 310 }] } },
];
const keys = feedKeys(catalogue, [{ shop: "mediamarkt", code: "MM-1", ref: tv("a") }]);
const NOW = new Date("2026-11-25T06:00:00.000Z");

const CSV = [
  "shop;ean;asin;code;price;availability;link;shipping",
  "pccomponentes;2000000000015;;;1.099,90;InStock;https://www.pccomponentes.com/a;0",
  "amazon;;B0BBB;;289,00;en stock;https://www.amazon.es/dp/B0BBB;",
  "fnac;;;F-77;305.5;agotado;https://www.fnac.es/a77;4,99",
  "mediamarkt;;;MM-1;499;https://schema.org/LimitedAvailability;https://www.mediamarkt.es/p1;",
  "elcorteingles;9999999999999;;;100;InStock;https://www.elcorteingles.es/x;",
  "tiendafalsa;2000000000015;;;100;InStock;https://x.es/;",
  'fnac;2000000000015;;;"-3";InStock;http://www.fnac.es/a;',
].join("\n");

describe("a price feed: read, matched and applied", () => {
  it("reads CSV (';' or ',', quoted fields) and XML with the same fields", () => {
    const csv = parseCsvFeed('shop,ean,price,availability,link\nfnac,1,"1,5",InStock,"https://a.es/?x=1,2"\n');
    expect(csv).toEqual([{ line: 2, shop: "fnac", ean: "1", price: "1,5", availability: "InStock", link: "https://a.es/?x=1,2" }]);
    const xml = parseXmlFeed(
      '<?xml version="1.0"?><feed><offer><shop>fnac</shop><ean>1</ean><price>1,5</price><availability>InStock</availability><link><![CDATA[https://a.es/?x=1&y=2]]></link></offer></feed>',
    );
    expect(xml).toEqual([{ line: 1, shop: "fnac", ean: "1", price: "1,5", availability: "InStock", link: "https://a.es/?x=1&y=2" }]);
    expect(
      parsePriceFeed(
        " <feed><item><tienda>fnac</tienda><asin>B</asin><precio>2</precio><disponibilidad>agotado</disponibilidad><url>https://a.es</url></item></feed>",
      )[0],
    ).toMatchObject({ shop: "fnac", asin: "B" });
  });

  it("matches by EAN, ASIN and shop code (the mapping table's and the offers' own), reports unmatched and refused rows one line each", () => {
    const match = matchFeed(parsePriceFeed(CSV), keys);
    expect(match.counts).toEqual({ rows: 7, matched: 4, unmatched: 1, refused: 2 });
    expect([...match.updates.keys()]).toEqual(["tv/a", "tv/b"]);
    expect(match.updates.get("tv/a")!.updates.map((u) => [u.shopId, u.price, u.availability])).toEqual([
      ["pccomponentes", 1099.9, "InStock"],
      ["mediamarkt", 499, "Limited"],
    ]);
    expect(match.updates.get("tv/b")!.updates.map((u) => [u.shopId, u.price, u.availability, u.shipping])).toEqual([
      ["amazon", 289, "InStock", undefined],
      ["fnac", 305.5, "OutOfStock", 4.99],
    ]);
    expect(match.report).toEqual([
      "SIN PRODUCTO  línea 6 (elcorteingles): ningún producto con EAN 9999999999999",
      'RECHAZADA  línea 7 (tiendafalsa): tienda "tiendafalsa" no configurada',
      'RECHAZADA  línea 8 (fnac): precio "-3" no válido; enlace "http://www.fnac.es/a" no es https',
    ]);
  });

  it("refuses a second row of one shop for one product", () => {
    const rows = parsePriceFeed("shop,ean,price,availability,link\nfnac,2000000000015,10,InStock,https://a.es\nfnac,2000000000015,9,InStock,https://a.es\n");
    expect(matchFeed(rows, keys).report).toEqual(["RECHAZADA  línea 3 (fnac): otra fila de la misma tienda para tv/a"]);
  });

  it("updates the offers only: Amazon's row the amazon object, another shop's its entry, with the check time", () => {
    const match = matchFeed(parsePriceFeed(CSV), keys);
    const record = {
      title: "tv",
      model: "M",
      brand: "B",
      year: 2024,
      specs: { x: 1 },
      amazon: { asin: "B0BBB", price: 300, image: "/i.svg" },
      offers: [
        {
          shopId: "fnac",
          shopName: "Fnac",
          price: 310,
          priceCurrency: "EUR",
          availability: "InStock",
          link: "https://www.fnac.es/old",
          checkedAt: "2026-11-01T00:00:00.000Z",
          shopCode: "F-77",
        },
      ],
    };
    const updated = applyFeedUpdates(record, match.updates.get("tv/b")!.updates, NOW);
    expect(updated).toEqual({
      ...record,
      amazon: {
        asin: "B0BBB",
        price: 289,
        image: "/i.svg",
        availability: "InStock",
        affiliateLink: "https://www.amazon.es/dp/B0BBB",
        lastPriceUpdate: NOW.toISOString(),
      },
      offers: [
        {
          shopId: "fnac",
          shopName: "Fnac",
          price: 305.5,
          priceCurrency: "EUR",
          availability: "OutOfStock",
          link: "https://www.fnac.es/a77",
          checkedAt: NOW.toISOString(),
          shopCode: "F-77",
          shipping: 4.99,
        },
      ],
    });
    expect(readOffers(updated.offers).problems).toEqual([]);
  });

  it.each([
    ["a broken quote", 'shop,ean,price,availability,link\nfnac,1,"10,InStock,https://a.es\n', /línea 2: comillas sin cerrar/],
    ["a row with a field too many", "shop,ean,price,availability,link\nfnac,1,10,InStock,https://a.es,extra\n", /línea 2: 6 campos, la cabecera tiene 5/],
    ["a missing column", "shop,ean,price,link\nfnac,1,10,https://a.es\n", /faltan columnas: availability/],
    ["no product key", "shop,price,availability,link\nfnac,10,InStock,https://a.es\n", /faltan columnas: ean, asin o code/],
    ["an empty file", "", /vacío/],
    ["unbalanced XML", "<feed><offer><shop>fnac</shop></feed>", /XML mal formado/],
    ["XML without offers", "<feed></feed>", /XML sin ofertas/],
  ])("refuses a malformed feed whole: %s", (_what, text, why) => {
    expect(() => parsePriceFeed(text)).toThrow(MalformedFeed);
    expect(() => parsePriceFeed(text)).toThrow(why);
  });

  it("reads amounts the Spanish and the English way, and nothing else", () => {
    expect([parseAmount("1.099,00"), parseAmount("1099.5"), parseAmount("1,099.00"), parseAmount("12 €"), parseAmount("diez"), parseAmount("1.2.3")]).toEqual([
      1099,
      1099.5,
      1099,
      12,
      undefined,
      undefined,
    ]);
  });

  it("matches a feed of 10 000 rows over 10 000 products, each row once", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ref: tv(`p${i}`), data: { gtin: String(2_000_000_000_000 + i), amazon: { asin: `B${i}` } } }));
    const lines = [
      "shop,ean,price,availability,link",
      ...many.map((_, i) => `${["fnac", "mediamarkt", "pccomponentes"][i % 3]},${2_000_000_000_000 + i},${100 + (i % 50)},InStock,https://www.shop.es/p${i}`),
    ];
    const match = matchFeed(parsePriceFeed(lines.join("\n")), feedKeys(many));
    expect(match.counts).toEqual({ rows: 10_000, matched: 10_000, unmatched: 0, refused: 0 });
    expect(match.updates.size).toBe(10_000);
    expect(match.updates.get("tv/p9999")!.updates[0]).toMatchObject({ shopId: "fnac", price: 149 });
  });
});
