import { describe, expect, it } from "vitest";
import { feedFormatOf, missingFields, moneyOf, readRow, saleApplies, type RowReading } from "../../shared/price-feed/formats";
import { normalGtin } from "../../shared/price-feed/gtin";
import type { FeedRecord } from "../../shared/price-feed/records/feed-record";
import { AWIN_CSV, GOOGLE_RSS, GOOGLE_TSV, read } from "../support/price-feeds";

const NOW = Date.parse("2026-11-28T12:00:00+01:00");

/** Each record of a feed read as an offer of the format its fields show. */
async function rows(content: string): Promise<{ format: string | undefined; readings: RowReading[] }> {
  const { records } = await read(content);
  const format = feedFormatOf(Object.keys(records[0].fields));
  return { format, readings: records.map((record) => readRow(format!, record, NOW)) };
}

const record = (fields: Record<string, string>, groups: FeedRecord["groups"] = {}): FeedRecord => ({ line: 2, fields, groups });

describe("the format of a feed, by its field names", () => {
  it("Google RSS: the sale price (no date range), shipping to Spain from its ES group, the GTIN as 14 digits; the shop is the command's", async () => {
    const { format, readings } = await rows(GOOGLE_RSS);
    expect(format).toBe("google");
    expect(readings).toEqual([
      {
        offer: {
          line: 1,
          code: "TV-65C4",
          gtin: "02018028877342",
          title: "LG OLED65C44LA & soporte",
          price: 999,
          availability: "InStock",
          shipping: 4.99,
          link: "https://www.pccomponentes.com/p/lg-oled65c44la",
        },
      },
      {
        offer: {
          line: 2,
          code: "TV-55S90D",
          title: 'Samsung QE55S90D <55">',
          price: 899,
          availability: "OutOfStock",
          link: "https://www.pccomponentes.com/p/samsung-qe55s90d",
        },
      },
    ]);
  });

  it("Google TSV: shipping in its text form; a refurbished row is not an offer", async () => {
    const { format, readings } = await rows(GOOGLE_TSV);
    expect(format).toBe("google");
    expect(readings[0]).toMatchObject({ offer: { price: 1099, availability: "InStock", shipping: 4.99, gtin: "02018028877342" } });
    expect(readings[1]).toEqual({ used: { reason: "no es nuevo", detail: 'estado "refurbished": solo productos nuevos' } });
  });

  it("Awin CSV: search_price in its currency, in_stock 1/0/yes, delivery_cost, the merchant's id and product code", async () => {
    const { format, readings } = await rows(AWIN_CSV);
    expect(format).toBe("awin");
    expect(readings.map((r) => ("offer" in r ? [r.offer.merchantId, r.offer.code, r.offer.price, r.offer.availability, r.offer.shipping] : r))).toEqual([
      ["20982", "LG-65C4", 1099, "InStock", 0],
      ["20982", "SM-S90D", 899, "OutOfStock", 4.99],
      ["20982", "X-1", 10, "InStock", undefined],
    ]);
  });

  it("this site's dialect, English or Spanish", () => {
    expect(feedFormatOf(["tienda", "ean", "precio", "disponibilidad", "enlace"])).toBe("site");
    expect(
      readRow("site", record({ tienda: "fnac", ean: "2018028877342", precio: "1.099,50", disponibilidad: "agotado", enlace: "https://www.fnac.es/a" }), NOW),
    ).toEqual({
      offer: { line: 2, shop: "fnac", gtin: "02018028877342", price: 1099.5, availability: "OutOfStock", link: "https://www.fnac.es/a" },
    });
  });

  it("names what a header lacks, and no format for unknown names", () => {
    expect(feedFormatOf(["nombre", "coste"])).toBeUndefined();
    expect(missingFields("google", ["id", "price", "title"])).toEqual(["link", "availability"]);
    expect(missingFields("awin", ["aw_deep_link", "merchant_id", "search_price", "product_name"])).toEqual([
      "in_stock o stock_status",
      "gtin/ean, asin o un código de la tienda",
    ]);
    expect(missingFields("site", ["precio", "enlace", "disponibilidad", "ean"])).toEqual(["shop"]);
    expect(missingFields("google", ["id", "price", "link", "availability"])).toEqual([]);
  });
});

describe("what a row means", () => {
  it("refuses another currency, a bad GTIN check digit, an unknown availability, and says each reason", () => {
    const google = (fields: Record<string, string>) =>
      readRow("google", record({ id: "A", link: "https://t.es/a", availability: "in_stock", price: "10.00 EUR", ...fields }), NOW);
    const refused = (reading: RowReading) => ("refused" in reading ? reading.refused : reading);
    expect(refused(google({ price: "10.00 USD" }))).toEqual([{ reason: "moneda distinta del euro", detail: "moneda USD: solo se admiten euros" }]);
    expect(refused(google({ gtin: "2018028877343" }))).toEqual([
      { reason: "GTIN no válido", detail: 'GTIN "2018028877343" no válido (longitud o dígito de control)' },
    ]);
    expect(refused(google({ availability: "quizá" }))).toEqual([{ reason: "disponibilidad desconocida", detail: 'disponibilidad "quizá" desconocida' }]);
    expect(refused(google({ price: "gratis", availability: "x" }))).toEqual([
      { reason: "precio no válido", detail: 'precio "gratis" no válido' },
      { reason: "disponibilidad desconocida", detail: 'disponibilidad "x" desconocida' },
    ]);
    expect(
      refused(
        readRow("awin", record({ aw_deep_link: "https://www.awin1.com/x", search_price: "10", currency: "GBP", in_stock: "1", ean: "2018028877342" }), NOW),
      ),
    ).toEqual([{ reason: "moneda distinta del euro", detail: "moneda GBP: solo se admiten euros" }]);
    expect(google({ availability: "backorder" })).toMatchObject({ offer: { availability: "PreOrder" } });
  });

  it("the sale price only while its effective dates include now", () => {
    const sale = (range: string) =>
      readRow(
        "google",
        record({ id: "A", link: "https://t.es/a", availability: "in_stock", price: "100.00 EUR", sale_price: "80.00 EUR", sale_price_effective_date: range }),
        NOW,
      );
    expect(sale("2026-11-27T00:00+01:00/2026-11-30T23:59+01:00")).toMatchObject({ offer: { price: 80 } });
    expect(sale("2026-12-01T00:00+01:00/2026-12-31T23:59+01:00")).toMatchObject({ offer: { price: 100 } });
    expect(sale("2026-11-01T00:00+01:00/2026-11-28T11:59+01:00")).toMatchObject({ offer: { price: 100 } });
    expect(saleApplies(undefined, NOW)).toBe(true);
    expect(saleApplies("nunca", NOW)).toBe(false);
  });

  it("reads amounts as feeds write them", () => {
    expect(moneyOf("1099.00 EUR")).toEqual({ amount: 1099, currency: "EUR" });
    expect(moneyOf("EUR 5")).toEqual({ amount: 5, currency: "EUR" });
    expect(moneyOf("1.099,95 €")).toEqual({ amount: 1099.95, currency: "EUR" });
    expect(moneyOf("1,099.95")).toEqual({ amount: 1099.95 });
    expect(moneyOf("12")).toEqual({ amount: 12 });
    for (const bad of ["", "-1", "1e5", "12.345.6", "abc EUR"]) expect(moneyOf(bad), bad).toBeUndefined();
  });

  it("GTINs of every length in one 14-digit form, their check digit verified", () => {
    expect(normalGtin("036000291452")).toBe("00036000291452");
    expect(normalGtin("0036000291452")).toBe(normalGtin("036000291452"));
    expect(normalGtin("96385074")).toBe("00000096385074");
    expect(normalGtin("10036000291459")).toBe("10036000291459");
    for (const bad of ["036000291453", "1234567", "00000000000000", "03600029145X"]) expect(normalGtin(bad), bad).toBeUndefined();
  });
});
