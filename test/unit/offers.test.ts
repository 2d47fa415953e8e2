import { scheduledPrice } from "../support/whole-lists";
import { describe, expect, it, vi } from "vitest";
import { keepValid, normaliseRecord } from "../../worker/data/normalise";
import { readOffers } from "../../shared/prices/offer-validation";
import { cardPrice } from "../../shared/prices/card-price";
import { currentPrice } from "../../shared/prices/current-price";
import { freshCutoff, freshUntil, offersOf, priceBoard, priceSchedule } from "../../shared/prices/offers";
import type { Product, RetailerOffer, ShopOffer } from "../../shared/product";
import { validateProduct } from "../../shared/validation";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { toSummary, type CardOffer } from "../../shared/summary";
import { toCard } from "../../shared/card";
import { pageFreshUntil } from "../../client/routes/servers";
import type { ViewData } from "../../client/view-data";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

const amazon = (price: number, checkedHoursAgo: number, extra: Partial<RetailerOffer> = {}): RetailerOffer => ({
  affiliateLink: "https://www.amazon.es/dp/B0",
  image: "/x.svg",
  price,
  priceCurrency: "EUR",
  asin: "B0",
  availability: "InStock",
  lastPriceUpdate: hoursAgo(checkedHoursAgo),
  ...extra,
});

const offer = (shopId: string, price: number, checkedHoursAgo: number, extra: Partial<ShopOffer> = {}): ShopOffer => ({
  shopId,
  shopName: shopId,
  price,
  priceCurrency: "EUR",
  availability: "InStock",
  link: `https://www.${shopId}.es/p/1`,
  checkedAt: hoursAgo(checkedHoursAgo),
  ...extra,
});

describe("offers are validated one by one, as amazon is", () => {
  const good = {
    shopId: "pccomponentes",
    price: 99.9,
    priceCurrency: "EUR",
    availability: "InStock",
    link: "https://www.pccomponentes.com/x",
    checkedAt: "2026-11-25T10:00:00Z",
  };

  it("keeps a good offer, naming its shop from the configuration", () => {
    const { offers, problems } = readOffers([good]);
    expect(problems).toEqual([]);
    expect(offers).toEqual([{ ...good, shopName: "PcComponentes", checkedAt: "2026-11-25T10:00:00.000Z" }]);
  });

  const wrong: [string, Record<string, unknown>, RegExp][] = [
    ["shopId missing", { shopId: undefined }, /shopId \(missing\)/],
    ["an unknown shop", { shopId: "tiendafalsa" }, /shopId \("tiendafalsa": not a configured shop\)/],
    ["amazon in offers", { shopId: "amazon" }, /Amazon's offer is the record's amazon object/],
    ["shopName not text", { shopName: 7 }, /shopName \(expected text\)/],
    ["price as text", { price: "99" }, /price \("99": expected a number\)/],
    ["price zero", { price: 0 }, /price \(0: a price must be greater than 0\)/],
    ["price negative", { price: -5 }, /price \(-5: a price must be greater than 0\)/],
    ["another currency", { priceCurrency: "USD" }, /priceCurrency \("USD": the site sells in EUR\)/],
    ["an http link", { link: "http://www.pccomponentes.com/x" }, /link \(.*expected an https address\)/],
    ["a javascript: link", { link: "javascript:alert(1)" }, /link \(.*expected an https address\)/],
    ["an unknown availability", { availability: "Soon" }, /availability \("Soon": expected one of InStock, OutOfStock, PreOrder, Limited\)/],
    ["no check time", { checkedAt: undefined }, /checkedAt \(undefined: expected an ISO date and time\)/],
    ["an unparseable check time", { checkedAt: "ayer" }, /checkedAt \("ayer": expected an ISO date and time\)/],
    ["negative shipping", { shipping: -1 }, /shipping \(-1: expected a cost of 0 or more\)/],
    ["shipping as text", { shipping: "gratis" }, /shipping \("gratis": expected a cost of 0 or more\)/],
    ["an unparseable validity", { priceValidUntil: "pronto" }, /priceValidUntil \("pronto": expected an ISO date\)/],
  ];
  for (const [what, change, reason] of wrong) {
    it(`drops an offer with ${what}, with one report line, and keeps the others`, () => {
      const bad = { ...good, shopId: "fnac", link: "https://www.fnac.es/a1", ...change };
      const { offers, problems } = readOffers([good, bad]);
      expect(offers.map((o) => o.shopId)).toEqual(["pccomponentes"]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^Offer dropped: offers\[1\]/);
      expect(problems[0]).toMatch(reason);
    });
  }

  it("drops a second offer from the same shop, and anything that is not an offer", () => {
    const { offers, problems } = readOffers([good, { ...good, price: 10 }, "x", null]);
    expect(offers).toHaveLength(1);
    expect(problems).toEqual([
      "Offer dropped: offers[1] (pccomponentes): shopId (a second offer from the same shop)",
      "Offer dropped: offers[2] (expected an object)",
      "Offer dropped: offers[3] (expected an object)",
    ]);
    expect(readOffers({ shopId: "fnac" }).problems).toEqual(["Offer dropped: offers (expected a list of offers)"]);
  });

  it("a bad offer is a warning of the record, never an error: the product stays", () => {
    const record = structuredClone(SAMPLE_CATALOGUE.tv[0]) as Record<string, unknown>;
    record.offers = [{ ...good, price: -1 }];
    const report = validateProduct("tv", record);
    expect(report.valid).toBe(true);
    expect(report.warnings).toContain("Offer dropped: offers[0] (pccomponentes): price (-1: a price must be greater than 0)");
  });

  for (const category of CATEGORY_IDS) {
    it(`${category}: every sample offer is valid`, () => {
      const problems = SAMPLE_CATALOGUE[category].flatMap((record) => readOffers(record.offers).problems);
      expect(problems).toEqual([]);
    });
  }
});

describe("the best current offer", () => {
  it("is the lowest total price (shipping included) among the fresh offers", () => {
    const product = { amazon: amazon(100, 1), offers: [offer("pccomponentes", 95, 2, { shipping: 6 }), offer("fnac", 98, 3, { shipping: 0 })] };
    expect(currentPrice(product, NOW)).toMatchObject({ shopId: "fnac", price: 98, fresh: true, currentShops: 3, shipping: 0, shopName: "fnac" });
  });

  it("leaves stale offers out of the best price, however cheap", () => {
    const product = { amazon: amazon(100, 1), offers: [offer("pccomponentes", 50, 49)] };
    expect(currentPrice(product, NOW)).toMatchObject({ shopId: "amazon", price: 100, fresh: true, currentShops: 1 });
  });

  it("prefers what can be bought: an out-of-stock offer is chosen only when nothing else is fresh", () => {
    const product = { amazon: amazon(100, 1), offers: [offer("mediamarkt", 80, 1, { availability: "OutOfStock" })] };
    expect(currentPrice(product, NOW).shopId).toBe("amazon");
    const onlyOut = { amazon: amazon(100, 100), offers: [offer("mediamarkt", 80, 1, { availability: "OutOfStock" })] };
    expect(currentPrice(onlyOut, NOW)).toMatchObject({ shopId: "mediamarkt", fresh: true });
  });

  it("when every price is stale, gives the last one seen, not fresh", () => {
    const product = { amazon: amazon(100, 24 * 60), offers: [offer("fnac", 90, 24 * 70), offer("mediamarkt", 120, 24 * 3)] };
    expect(currentPrice(product, NOW)).toMatchObject({ shopId: "mediamarkt", price: 120, fresh: false, currentShops: 0 });
  });

  it("the amazon object alone is read as the Amazon offer", () => {
    expect(offersOf({ amazon: amazon(100, 1) })).toEqual([
      {
        shopId: "amazon",
        shopName: "Amazon",
        price: 100,
        priceCurrency: "EUR",
        link: "https://www.amazon.es/dp/B0",
        availability: "InStock",
        checkedAt: hoursAgo(1),
      },
    ]);
  });

  it("turns stale exactly at the limit, at the time asked (the configured limit included)", () => {
    const product = { amazon: amazon(100, 48) };
    expect(currentPrice(product, NOW).fresh).toBe(true);
    expect(currentPrice(product, NOW + 1).fresh).toBe(false);
    expect(currentPrice(product, NOW, 24).fresh).toBe(false);
    expect(currentPrice(product, NOW + 10 * HOUR, 72).fresh).toBe(true);
  });

  it("sorts 'Dónde comprar': current offers by total, the stale ones apart, newest first", () => {
    const board = priceBoard(
      offersOf({
        amazon: amazon(100, 1),
        offers: [offer("fnac", 97, 2, { shipping: 5 }), offer("pccomponentes", 99, 1), offer("mediamarkt", 60, 100), offer("elcorteingles", 70, 60)],
      }),
      NOW,
    );
    expect(board.current.map((o) => o.shopId)).toEqual(["pccomponentes", "amazon", "fnac"]);
    expect(board.stale.map((o) => o.shopId)).toEqual(["elcorteingles", "mediamarkt"]);
  });

  it("a card chooses the same way at the time of the request, from the offers it carries", () => {
    // As a build writes them: [price, check time (ms), availability code, shipping?].
    const card = {
      price: 50,
      offers: [
        [80, Date.parse(hoursAgo(47)), 1],
        [90, Date.parse(hoursAgo(10)), 1, 0],
      ] as CardOffer[],
    };
    expect(cardPrice(card, NOW)).toMatchObject({ price: 80, fresh: true });
    expect(cardPrice(card, NOW + 2 * HOUR)).toMatchObject({ price: 90, fresh: true });
    expect(cardPrice(card, NOW + 39 * HOUR)).toMatchObject({ price: 90, fresh: false, checkedAt: hoursAgo(10) });
    expect(cardPrice({ price: 50 }, NOW)).toEqual({ price: 50, fresh: true });
    // The card's choice is the product page's, at every hour.
    const product = { amazon: amazon(100, 30), offers: [offer("fnac", 80, 40, { shipping: 5 }), offer("pccomponentes", 90, 10, { availability: "Limited" })] };
    const built = toCard(toSummary({ ...(SAMPLE_CATALOGUE.tv[0] as unknown as Product), ...product, id: "x", categoryId: "tv" } as Product, NOW));
    for (let hour = 0; hour < 60; hour += 1) {
      const current = currentPrice(product, NOW + hour * HOUR);
      expect(cardPrice(built, NOW + hour * HOUR), `${hour} h`).toMatchObject({ price: current.price, fresh: current.fresh });
    }
  });
});

describe("prices over time, for the listing and for caches", () => {
  const offers = offersOf({ amazon: amazon(100, 30), offers: [offer("fnac", 80, 40), offer("pccomponentes", 90, 10)] });

  it("a schedule gives the same price as the best-offer rule at every cutoff", () => {
    const schedule = priceSchedule(offers)!;
    for (let hour = 0; hour < 80; hour += 0.5) {
      const now = NOW + hour * HOUR;
      expect(scheduledPrice(schedule, freshCutoff(now)), `${hour} h later`).toBe(currentPrice({ amazon: amazon(100, 30), offers: offers.slice(1) }, now).price);
    }
    expect(schedule.changes.length).toBeGreaterThan(0);
  });

  it("a page's prices are true until the first fresh one of them grows stale", () => {
    const times = offers.map((o) => o.checkedAt);
    expect(freshUntil(times, NOW)).toBe(NOW + 8 * HOUR + 1);
    expect(freshUntil(times, NOW + 9 * HOUR)).toBe(NOW + 18 * HOUR + 1);
    expect(freshUntil(times, NOW + 100 * HOUR)).toBeNull();
  });

  it("a listing's page is true until the first fresh offer of its cards grows stale, read from the cards' own check times", () => {
    const product = { amazon: amazon(100, 30), offers: [offer("fnac", 80, 40), offer("pccomponentes", 90, 10)] };
    const card = toCard(toSummary({ ...(SAMPLE_CATALOGUE.tv[0] as unknown as Product), ...product, id: "x", categoryId: "tv" } as Product, NOW));
    const never = { ...card, id: "y", offers: [[70, -1, 0]] as CardOffer[] };
    const page = (at: number) => pageFreshUntil({ view: "home", latest: [card, never] } as unknown as ViewData, at, 48);
    for (const hours of [0, 9, 17, 19, 100]) {
      const at = NOW + hours * HOUR;
      expect(page(at), `${hours} h later`).toBe(
        freshUntil(
          offersOf(product).map((o) => o.checkedAt),
          at,
        ),
      );
    }
    expect(page(NOW)).toBe(NOW + 8 * HOUR + 1);
  });
});

describe("a catalogue source reports each dropped offer, one line each, and keeps the product", () => {
  it("logs '[catalogue] category/id: Offer dropped: …' per bad offer", () => {
    const record = structuredClone(SAMPLE_CATALOGUE.tv[0]) as Record<string, unknown>;
    record.offers = [
      { shopId: "fnac", price: 10, priceCurrency: "EUR", availability: "InStock", link: "javascript:alert(1)", checkedAt: "2026-11-25T10:00:00Z" },
      { shopId: "tiendafalsa", price: 10, priceCurrency: "EUR", availability: "InStock", link: "https://x.es/", checkedAt: "2026-11-25T10:00:00Z" },
      {
        shopId: "elcorteingles",
        price: 12,
        priceCurrency: "EUR",
        availability: "InStock",
        link: "https://www.elcorteingles.es/p",
        checkedAt: "2026-11-25T10:00:00Z",
      },
    ];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const [kept] = keepValid("tv", [normaliseRecord("tv", "tv-1", record)]);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(kept.offers!.map((o) => o.shopId)).toEqual(["elcorteingles"]);
    expect(lines).toEqual([
      `[catalogue] tv/tv-1: Offer dropped: offers[0] (fnac): link ("javascript:alert(1)": expected an https address)`,
      `[catalogue] tv/tv-1: Offer dropped: offers[1] (tiendafalsa): shopId ("tiendafalsa": not a configured shop)`,
    ]);
  });
});
