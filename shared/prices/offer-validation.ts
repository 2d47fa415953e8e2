import type { Availability, PricePoint, ShopOffer } from "../product";
import { quote } from "../report-quote";
import { AMAZON_SHOP_ID, findShop } from "../shops";
import { checkShopLink, LINK_PROBLEM_TEXT } from "./shop-links";

/** The only currency the site sells in (shared/validation.ts says the same of `amazon`). */
const CURRENCY = "EUR";
const AVAILABILITY: readonly Availability[] = ["InStock", "OutOfStock", "PreOrder", "Limited"];
/** A shop's own history is kept short: the product's best price per day is the long one. */
export const SHOP_HISTORY_DAYS = 30;

export interface OffersRead {
  /** The valid offers, normalised, at most one per shop. */
  offers: ShopOffer[];
  /** One line per offer left out: "Offer dropped: offers[i] (shop): field (why); …". */
  problems: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** The offer's link, or why it is not one of its shop's (shared/prices/shop-links.ts). */
function shopLink(shopId: unknown, value: unknown): { link: string } | { problem: string } {
  if (typeof value !== "string") return { problem: "expected an https address" };
  const checked = checkShopLink(typeof shopId === "string" ? findShop(shopId) : undefined, value);
  return "link" in checked ? checked : { problem: LINK_PROBLEM_TEXT[checked.problem].en };
}

function shortHistory(value: unknown): PricePoint[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const points = value
    .filter(
      (p): p is PricePoint => isObject(p) && typeof p.date === "string" && !Number.isNaN(Date.parse(p.date)) && typeof p.price === "number" && p.price > 0,
    )
    .map((p) => ({ date: p.date.slice(0, 10), price: p.price }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return points.length ? points.slice(-SHOP_HISTORY_DAYS) : undefined;
}

/** Why one stored offer cannot be shown (empty when it can), each reason naming its field. */
function offerProblems(offer: Record<string, unknown>, maxPrice: number): string[] {
  const problems: string[] = [];
  const { shopId, price, priceCurrency, link, availability, checkedAt, shipping, shopName, priceValidUntil } = offer;
  if (typeof shopId !== "string" || shopId === "") problems.push("shopId (missing)");
  else if (shopId === AMAZON_SHOP_ID) problems.push("shopId ('amazon': Amazon's offer is the record's amazon object)");
  else if (!findShop(shopId)) problems.push(`shopId (${quote(shopId)}: not a configured shop)`);
  if (shopName !== undefined && (typeof shopName !== "string" || shopName.trim() === "")) problems.push("shopName (expected text)");
  if (typeof price !== "number" || !Number.isFinite(price)) problems.push(`price (${quote(price)}: expected a number)`);
  else if (!(price > 0)) problems.push(`price (${quote(price)}: a price must be greater than 0)`);
  else if (price > maxPrice) problems.push(`price (${quote(price)}: above the category's highest price, ${maxPrice})`);
  if (priceCurrency !== CURRENCY) problems.push(`priceCurrency (${quote(priceCurrency)}: the site sells in ${CURRENCY})`);
  const checkedLink = shopLink(shopId, link);
  if ("problem" in checkedLink) problems.push(`link (${quote(link)}: ${checkedLink.problem})`);
  if (!AVAILABILITY.includes(availability as Availability)) problems.push(`availability (${quote(availability)}: expected one of ${AVAILABILITY.join(", ")})`);
  if (typeof checkedAt !== "string" || Number.isNaN(Date.parse(checkedAt))) problems.push(`checkedAt (${quote(checkedAt)}: expected an ISO date and time)`);
  if (shipping !== undefined && !(typeof shipping === "number" && Number.isFinite(shipping) && shipping >= 0)) {
    problems.push(`shipping (${quote(shipping)}: expected a cost of 0 or more)`);
  }
  if (priceValidUntil !== undefined && (typeof priceValidUntil !== "string" || Number.isNaN(Date.parse(priceValidUntil)))) {
    problems.push(`priceValidUntil (${quote(priceValidUntil)}: expected an ISO date)`);
  }
  return problems;
}

/**
 * A record's `offers` checked one by one, as `amazon` is (a positive price in euros, an https link,
 * a known availability, a parseable check time, a configured shop, a link on that shop's hosts, a
 * price no higher than the category's `maxPrice`): a bad offer is left out with a line saying why,
 * and never hides the product or the other offers. The shop's name is always its configuration's.
 */
export function readOffers(value: unknown, maxPrice = Infinity): OffersRead {
  if (value === undefined || value === null) return { offers: [], problems: [] };
  if (!Array.isArray(value)) return { offers: [], problems: ["Offer dropped: offers (expected a list of offers)"] };
  const offers: ShopOffer[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  value.forEach((raw, i) => {
    if (!isObject(raw)) {
      problems.push(`Offer dropped: offers[${i}] (expected an object)`);
      return;
    }
    const label = typeof raw.shopId === "string" ? ` (${raw.shopId.slice(0, 40)})` : "";
    const why = offerProblems(raw, maxPrice);
    if (why.length === 0 && seen.has(raw.shopId as string)) why.push("shopId (a second offer from the same shop)");
    if (why.length) {
      problems.push(`Offer dropped: offers[${i}]${label}: ${why.join("; ")}`);
      return;
    }
    const shopId = raw.shopId as string;
    seen.add(shopId);
    const offer: ShopOffer = {
      shopId,
      shopName: findShop(shopId)!.name,
      price: raw.price as number,
      priceCurrency: CURRENCY,
      availability: raw.availability as Availability,
      link: (shopLink(shopId, raw.link) as { link: string }).link,
      checkedAt: new Date(Date.parse(raw.checkedAt as string)).toISOString(),
    };
    if (raw.shipping !== undefined) offer.shipping = raw.shipping as number;
    if (raw.priceValidUntil !== undefined) offer.priceValidUntil = (raw.priceValidUntil as string).slice(0, 40);
    if (typeof raw.shopCode === "string" && raw.shopCode.trim()) offer.shopCode = raw.shopCode.trim().slice(0, 80);
    const history = shortHistory(raw.priceHistory);
    if (history) offer.priceHistory = history;
    offers.push(offer);
  });
  return { offers, problems };
}
