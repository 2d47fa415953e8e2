import { describe, expect, it } from "vitest";
import { applyFeedUpdates, feedKeys, type FeedKeys, type ProductRef } from "../../shared/price-feed/apply";
import type { FeedOfferRow } from "../../shared/price-feed/formats";
import { affiliateLink, EXAMPLES_PER_REASON } from "../../shared/price-feed/match";
import { readFeed, type FeedReading } from "../../shared/price-feed/read-feed";
import { openFeed } from "../../shared/price-feed/records/open-feed";
import { readOffers } from "../../shared/prices/offer-validation";
import { findShop } from "../../shared/shops";
import { AWIN_CSV, GOOGLE_RSS, bytes } from "../support/price-feeds";

const tv = (id: string): ProductRef => ({ category: "tv", id });
const NOW = new Date("2026-11-25T06:00:00.000Z");

/** A 13-digit GTIN from its first 12 digits, with its GS1 check digit. */
export function gtin13(first12: string): string {
  const sum = [...first12].reduce((n, digit, i) => n + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + ((10 - (sum % 10)) % 10);
}

const A_GTIN = gtin13("200000000001");
const catalogue = [
  { ref: tv("a"), data: { gtin: A_GTIN, amazon: { asin: "B0AAA", price: 500 } } },
  { ref: tv("b"), data: { amazon: { asin: "B0BBB", price: 300 }, offers: [{ shopId: "fnac", shopCode: "F-77", price: 310 }] } },
  { ref: tv("lg"), data: { gtin: "2018028877342", amazon: { asin: "B0LG", price: 1200 } } },
];
const keys = feedKeys(catalogue, [{ shop: "mediamarkt", code: "MM-1", ref: tv("a") }]);

async function read(text: string, options: { keys?: FeedKeys; shop?: string } = {}): Promise<FeedReading & { unmatched: FeedOfferRow[] }> {
  const unmatched: FeedOfferRow[] = [];
  const reading = await readFeed(await openFeed(bytes(text)), {
    keys: options.keys ?? keys,
    shop: options.shop ? findShop(options.shop) : undefined,
    now: NOW.getTime(),
    onUnmatched: (row) => unmatched.push(row),
  });
  return { ...reading, unmatched };
}

const refusedOf = (reading: FeedReading) => Object.fromEntries([...reading.tally.refused].map(([reason, tally]) => [reason, tally.examples]));

const SITE_CSV = [
  "shop;ean;asin;code;price;availability;link;shipping",
  `pccomponentes;${A_GTIN};;;1.099,90;InStock;https://www.pccomponentes.com/a;0`,
  "amazon;;B0BBB;;289,00;en stock;https://www.amazon.es/dp/B0BBB;",
  "fnac;;;F-77;305.5;agotado;https://www.fnac.es/a77;4,99",
  "mediamarkt;;;MM-1;499;https://schema.org/LimitedAvailability;https://www.mediamarkt.es/p1;",
  `elcorteingles;${gtin13("999999999999")};;;100;InStock;https://www.elcorteingles.es/x;`,
  `tiendafalsa;${A_GTIN};;;100;InStock;https://x.es/;`,
  `fnac;${A_GTIN};;;"-3";InStock;https://www.fnac.es/a;`,
].join("\n");

describe("a price feed matched to the catalogue as it is read", () => {
  it("by GTIN, ASIN and the shop's code (the mapping table's and the offers' own); the others by reason, each with its row", async () => {
    const reading = await read(SITE_CSV);
    expect(reading.described).toBe("formato propio, CSV");
    expect(reading.tally).toMatchObject({ rows: 7, matched: 4, unmatched: 1 });
    expect([...reading.updates.keys()]).toEqual(["tv/a", "tv/b"]);
    expect(reading.updates.get("tv/a")!.updates.map((u) => [u.line, u.shopId, u.price, u.availability])).toEqual([
      [2, "pccomponentes", 1099.9, "InStock"],
      [5, "mediamarkt", 499, "Limited"],
    ]);
    expect(reading.updates.get("tv/b")!.updates.map((u) => [u.shopId, u.price, u.availability, u.shipping])).toEqual([
      ["amazon", 289, "InStock", undefined],
      ["fnac", 305.5, "OutOfStock", 4.99],
    ]);
    expect(reading.unmatched.map((row) => [row.line, row.gtin])).toEqual([[6, `0${gtin13("999999999999")}`]]);
    expect(refusedOf(reading)).toEqual({
      "tienda no configurada": [{ line: 7, detail: 'tienda "tiendafalsa" no configurada' }],
      "precio no válido": [{ line: 8, detail: 'precio "-3" no válido' }],
    });
  });

  it("a second row of one shop for one product is refused; the first applies", async () => {
    const reading = await read(
      `shop,ean,price,availability,link\nfnac,${A_GTIN},10,InStock,https://www.fnac.es/1\nfnac,${A_GTIN},9,InStock,https://www.fnac.es/2\n`,
    );
    expect(reading.updates.get("tv/a")!.updates).toMatchObject([{ line: 2, price: 10 }]);
    expect(refusedOf(reading)).toEqual({ "fila repetida": [{ line: 3, detail: "otra fila de Fnac para tv/a (se aplica la primera)" }] });
  });

  it("keeps the first examples of a reason, and counts them all", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `fnac,${A_GTIN},gratis,InStock,https://www.fnac.es/${i}`);
    const reading = await read(["shop,ean,price,availability,link", ...rows].join("\n"));
    const tally = reading.tally.refused.get("precio no válido")!;
    expect(tally.count).toBe(30);
    expect(tally.examples.map((example) => example.line)).toEqual(Array.from({ length: EXAMPLES_PER_REASON }, (_, i) => i + 2));
  });

  it("Google's feed takes its shop from the command, and is refused without one", async () => {
    expect((await read(GOOGLE_RSS)).unreadable).toBe("un feed de Google no nombra su tienda: indícala con --shop");
    const reading = await read(GOOGLE_RSS, { shop: "pccomponentes" });
    expect(reading.described).toBe("Google Merchant Center, XML");
    expect(reading.updates.get("tv/lg")!.updates).toEqual([
      {
        line: 1,
        shopId: "pccomponentes",
        price: 999,
        availability: "InStock",
        link: "https://www.pccomponentes.com/p/lg-oled65c44la",
        shipping: 4.99,
        code: "TV-65C4",
      },
    ]);
  });

  it("Awin's feed names its shop by merchant_id, so it needs no --shop; its links are on Awin's tracking host", async () => {
    const reading = await read(AWIN_CSV);
    expect(reading.described).toBe("Awin, CSV");
    expect(reading.updates.get("tv/lg")!.updates).toMatchObject([
      { shopId: "pccomponentes", price: 1099, link: "https://www.awin1.com/pclick.php?p=1&a=2&m=3" },
    ]);
    const unknown = await read(AWIN_CSV.replaceAll(",20982,", ",99999,"));
    expect(refusedOf(unknown)["tienda no configurada"]?.[0]).toEqual({ line: 2, detail: 'tienda "merchant_id 99999" no configurada' });
  });

  it("a shop's affiliate template wraps links to its own site, and keeps those already on the template's host", () => {
    const shop = { affiliateTemplate: "https://track.example/c?id=7&u={url}" };
    expect(affiliateLink(shop, "https://www.fnac.es/a?x=1")).toBe(`https://track.example/c?id=7&u=${encodeURIComponent("https://www.fnac.es/a?x=1")}`);
    expect(affiliateLink(shop, "https://track.example/c?id=7&u=z")).toBe("https://track.example/c?id=7&u=z");
    expect(affiliateLink({}, "https://www.fnac.es/a")).toBe("https://www.fnac.es/a");
  });

  it("an XML feed of empty rows (<offer/> after <offer/>) is refused as a format it cannot recognise", async () => {
    const reading = await read(`<feed>${"<offer/>".repeat(150_000)}</feed>`);
    expect(reading.unreadable).toBe("formato no reconocido (campos: ninguno)");
  });

  it("a feed whose header lacks a price, a link or a product key is refused before its rows", async () => {
    expect((await read("shop,ean,price,link\nfnac,1,10,https://www.fnac.es/a\n")).unreadable).toBe("faltan columnas: availability");
    expect((await read("nombre,coste\nx,1\n")).unreadable).toBe("formato no reconocido (campos: nombre, coste)");
  });
});

describe("hostile rows reach no page and no history", () => {
  const hostile = async (row: string) =>
    refusedOf(await read(`shop,asin,ean,price,availability,link\n${row}\n`, { keys: feedKeys([...catalogue, { ref: tv("twin"), data: { gtin: A_GTIN } }]) }));

  it("a link off the shop's hosts, with credentials, not https, or too long is refused", async () => {
    expect(await hostile("amazon,B0EY9ZF8ZP,,777,InStock,https://evil.example/amazon-lookalike")).toEqual({
      "el enlace no apunta a la tienda ni a su red de afiliación": [{ line: 2, detail: 'enlace "https://evil.example/amazon-lookalike"' }],
    });
    expect(Object.keys(await hostile("amazon,B0BBB,,777,InStock,https://www.amazon.es.evil.example/dp/B0BBB"))).toEqual([
      "el enlace no apunta a la tienda ni a su red de afiliación",
    ]);
    expect(Object.keys(await hostile("amazon,B0BBB,,777,InStock,https://user:pass@www.amazon.es/dp/B0BBB"))).toEqual(["el enlace lleva usuario o contraseña"]);
    for (const link of ["javascript:alert(1)", "//www.amazon.es/dp/B0BBB", "data:text/html,x", "http://www.amazon.es/dp/B0BBB"]) {
      expect(Object.keys(await hostile(`amazon,B0BBB,,777,InStock,"${link}"`)), link).toHaveLength(1);
    }
    expect(Object.keys(await hostile(`fnac,B0BBB,,450,InStock,https://www.fnac.es/${"a".repeat(3_000)}`))).toEqual(["enlace de más de 2000 caracteres"]);
  });

  it("a price above its category's highest is refused, and a GTIN two products carry is reported, never guessed", async () => {
    expect(await hostile("amazon,B0BBB,,999999999999999,InStock,https://www.amazon.es/dp/B0BBB")).toEqual({
      "precio por encima del máximo de la categoría": [{ line: 2, detail: "999999999999999 € en tv (máximo 60000 €)" }],
    });
    expect(await hostile(`fnac,,${A_GTIN},450,InStock,https://www.fnac.es/a`)).toEqual({
      "GTIN de varios productos": [{ line: 2, detail: `GTIN 0${A_GTIN} lo tienen tv/a, tv/twin` }],
    });
  });
});

describe("a matched row applied to a stored record", () => {
  it("updates the offers only: Amazon's row the amazon object, another shop's its entry, named as the configuration names the shop", async () => {
    const reading = await read(SITE_CSV);
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
          shopName: "Tienda <b>falsa</b>",
          price: 310,
          priceCurrency: "EUR",
          availability: "InStock",
          link: "https://www.fnac.es/old",
          checkedAt: "2026-11-01T00:00:00.000Z",
          shopCode: "F-77",
        },
      ],
    };
    const updated = applyFeedUpdates(record, reading.updates.get("tv/b")!.updates, NOW);
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

  it("matches a feed of 10 000 rows over 10 000 products, each row once", async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ref: tv(`p${i}`),
      data: { gtin: gtin13(String(200_000_000_000 + i)), amazon: { asin: `B${i}` } },
    }));
    const shops = ["fnac", "mediamarkt", "pccomponentes"];
    const lines = [
      "shop,ean,price,availability,link",
      ...many.map((p, i) => `${shops[i % 3]},${p.data.gtin},${100 + (i % 50)},InStock,https://www.${shops[i % 3]}.es/p${i}`),
    ];
    const reading = await read(lines.join("\n").replaceAll("www.pccomponentes.es", "www.pccomponentes.com"), { keys: feedKeys(many) });
    expect(reading.tally).toMatchObject({ rows: 10_000, matched: 10_000, unmatched: 0 });
    expect(reading.tally.refused.size).toBe(0);
    expect(reading.updates.size).toBe(10_000);
    expect(reading.updates.get("tv/p9999")!.updates[0]).toMatchObject({ shopId: "fnac", price: 149 });
  });
});
