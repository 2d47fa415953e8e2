/**
 * Adds illustrative offers from Spanish shops to the sample catalogue (data/catalogue/*.json), as
 * the sample's Amazon prices are illustrative: for most products two to four of PcComponentes,
 * MediaMarkt, El Corte Inglés and Fnac at prices around Amazon's, some out of stock, some checked
 * weeks ago (stale), and a few products with Amazon's price only. It also dates each Amazon price
 * (most checked in the hours before SAMPLE_PRICES_AS_OF, some weeks before) with its history
 * ending that day, and gives most products a made-up GTIN from GS1's restricted-circulation range
 * (prefix 20–29, never a real product's code), so price feeds can be matched by EAN.
 *
 * Deterministic: every choice comes from the product's id, so re-running changes nothing.
 *
 *   npx tsx scripts/sample/add-offers.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CATEGORY_IDS } from "../../shared/categories";
import type { ShopOffer } from "../../shared/product";
import { SHOPS } from "../../shared/shops";
import { SAMPLE_PRICES_AS_OF } from "../../worker/data/sample-clock";
import { priceHistory, retail, seededRandom } from "./sample-prices";
import { bestPriceHistory } from "./best-price-history";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const AS_OF = Date.parse(SAMPLE_PRICES_AS_OF);
/** Days of each shop's own history (the product's best price per day is the long one). */
const SHOP_HISTORY_DAYS = 30;

const OTHER_SHOPS = SHOPS.filter((shop) => shop.id !== "amazon");

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function shopLink(shopId: string, name: string, code: string): string {
  switch (shopId) {
    case "pccomponentes":
      return `https://www.pccomponentes.com/${slug(name)}`;
    case "mediamarkt":
      return `https://www.mediamarkt.es/es/product/_${slug(name)}-${code}.html`;
    case "elcorteingles":
      return `https://www.elcorteingles.es/electronica/A${code}-${slug(name)}/`;
    default:
      return `https://www.fnac.es/a${code}/${slug(name)}`;
  }
}

/** A GTIN-13 in the restricted-circulation range (20…): its check digit computed as GS1 says. */
function restrictedGtin(random: () => number): string {
  const body = `20${String(Math.floor(random() * 1e10)).padStart(10, "0")}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A check time: `fresh` within the 12 hours before the sample's moment, otherwise 4 to 60 days before. */
function checkedAt(random: () => number, fresh: boolean): string {
  const age = fresh ? (1 + random() * 11) * HOUR_MS : (4 + random() * 56) * DAY_MS;
  return new Date(Math.floor((AS_OF - age) / 60_000) * 60_000).toISOString();
}

interface SampleRecord {
  id: string;
  brand: string;
  model: string;
  gtin?: string;
  amazon: Record<string, unknown>;
  offers?: ShopOffer[];
  bestPriceHistory?: unknown;
}

function addOffers(record: SampleRecord): SampleRecord {
  const random = seededRandom(`offers:${record.id}`);
  const amazonPrice = Number(record.amazon.price);
  const name = `${record.brand} ${record.model}`;
  // Amazon's price: most checked hours ago, one in five weeks ago.
  const amazonChecked = checkedAt(random, random() < 0.8);
  const { priceHistory: _old, ...amazon } = record.amazon;
  const lastDay = new Date(`${amazonChecked.slice(0, 10)}T00:00:00Z`);
  const next: SampleRecord = { ...record, amazon: { ...amazon, lastPriceUpdate: amazonChecked, priceHistory: priceHistory(record.id, amazonPrice, lastDay) } };
  if (random() < 0.85) next.gtin = restrictedGtin(random);
  else delete next.gtin;

  const offers: ShopOffer[] = [];
  // One product in seven has Amazon's price only.
  if (random() >= 1 / 7) {
    const count = 2 + Math.floor(random() * 3);
    const shops = [...OTHER_SHOPS].sort(() => random() - 0.5).slice(0, count);
    for (const shop of shops) {
      const code = String(1000000 + Math.floor(random() * 8999999));
      const price = retail(amazonPrice * (0.93 + random() * 0.15));
      const roll = random();
      const availability = roll < 0.1 ? "OutOfStock" : roll < 0.16 ? "Limited" : "InStock";
      const shippingRoll = random();
      const shipping = shippingRoll < 0.45 ? 0 : shippingRoll < 0.7 ? 4.99 : undefined;
      const checked = checkedAt(random, random() < 0.75);
      const offer: ShopOffer = {
        shopId: shop.id,
        shopName: shop.name,
        price,
        priceCurrency: "EUR",
        availability,
        link: shopLink(shop.id, name, code),
        checkedAt: checked,
        shopCode: code,
        ...(shipping !== undefined ? { shipping } : {}),
        priceHistory: priceHistory(`${record.id}:${shop.id}`, price, new Date(`${checked.slice(0, 10)}T00:00:00Z`)).slice(-SHOP_HISTORY_DAYS),
      };
      offers.push(offer);
    }
  }
  if (offers.length) next.offers = offers;
  else delete next.offers;
  next.bestPriceHistory = bestPriceHistory(next.amazon.priceHistory as never, offers);
  return next;
}

const dir = join(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "../../data/catalogue");
for (const category of CATEGORY_IDS) {
  const file = join(dir, `${category}.json`);
  const records = JSON.parse(await readFile(file, "utf8")) as SampleRecord[];
  const updated = records.map(addOffers);
  await writeFile(file, JSON.stringify(updated, null, 2) + "\n");
  const withOffers = updated.filter((r) => r.offers?.length).length;
  console.log(`${category}: ${updated.length} products, ${withOffers} with offers from other shops`);
}
