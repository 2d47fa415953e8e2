import { describe, expect, it } from "vitest";
import { structuredData } from "../../client/routes/heads";
import type { ProductDetail, ShopOffer } from "../../shared/product";
import { BundledSource } from "../../worker/data/bundled-source";
import { productDocument } from "../../worker/data/product-document";

const origin = "https://comparador.example";
const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

async function product(amazonHoursAgo: number, offers: ShopOffer[], extra: Partial<ProductDetail> = {}): Promise<ProductDetail> {
  const [first] = await new BundledSource().listCategory("tv");
  const base = productDocument(first, "rev", ago(0)).product;
  return { ...base, amazon: { ...base.amazon, price: 1099, availability: "InStock", lastPriceUpdate: ago(amazonHoursAgo) }, offers, ...extra };
}

const offer = (shopId: string, shopName: string, price: number, hoursAgo: number, extra: Partial<ShopOffer> = {}): ShopOffer => ({
  shopId,
  shopName,
  price,
  priceCurrency: "EUR",
  availability: "InStock",
  link: `https://www.${shopId}.es/p`,
  checkedAt: ago(hoursAgo),
  ...extra,
});

const productLd = (p: ProductDetail) => structuredData({ view: "product", categoryId: "tv", product: p, related: null }, origin, NOW)[0];

describe("Product structured data over the current offers", () => {
  it("several current offers: an AggregateOffer (lowest, highest, how many) with each shop as seller, cheapest first; stale ones left out", async () => {
    const p = await product(2, [
      offer("pccomponentes", "PcComponentes", 999, 1, { shipping: 0, priceValidUntil: "2026-11-30" }),
      offer("fnac", "Fnac", 1049.9, 3, { availability: "Limited" }),
      offer("mediamarkt", "MediaMarkt", 899, 100),
    ]);
    const ld = productLd({ ...p, gtin: "2012345678903", mpn: "QE55S90DATXXC" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).toMatchObject({ gtin13: "2012345678903", mpn: "QE55S90DATXXC", sku: p.id });
    expect(ld.offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "999.00",
      highPrice: "1099.00",
      offerCount: 3,
      priceCurrency: "EUR",
      offers: [
        {
          "@type": "Offer",
          url: "https://www.pccomponentes.es/p",
          price: "999.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          priceValidUntil: "2026-11-30",
          shippingDetails: {
            "@type": "OfferShippingDetails",
            shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "EUR" },
            shippingDestination: { "@type": "DefinedRegion", addressCountry: "ES" },
          },
          seller: { "@type": "Organization", name: "PcComponentes" },
        },
        {
          "@type": "Offer",
          url: "https://www.fnac.es/p",
          price: "1049.90",
          priceCurrency: "EUR",
          availability: "https://schema.org/LimitedAvailability",
          seller: { "@type": "Organization", name: "Fnac" },
        },
        {
          "@type": "Offer",
          url: p.amazon.affiliateLink,
          price: "1099.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          seller: { "@type": "Organization", name: "Amazon" },
        },
      ],
    });
    expect(JSON.stringify(ld)).not.toContain("MediaMarkt");
  });

  it("only stale prices: no offer at all (a stale price is never offered as one)", async () => {
    const ld = productLd(await product(24 * 30, [offer("fnac", "Fnac", 999, 72)]));
    expect(ld).not.toHaveProperty("offers");
    expect(ld).toMatchObject({ "@type": "Product", sku: expect.any(String) });
  });

  it("Amazon's price only, and no other shop: one Offer with its seller, no codes the record lacks", async () => {
    const p = await product(5, []);
    const ld = productLd({ ...p, offers: undefined, gtin: undefined });
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: p.amazon.affiliateLink,
      price: "1099.00",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: "Amazon" },
    });
    expect(Object.keys(ld).filter((key) => key.startsWith("gtin") || key === "mpn")).toEqual([]);
  });
});
