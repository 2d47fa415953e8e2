import type { Availability } from "../product";
import { normalGtin } from "./gtin";
import type { FeedRecord } from "./records/feed-record";

/**
 * The feed formats shops publish, recognised by their field names (the header of a CSV or TSV, the
 * first row's elements in XML):
 * - google: Google Merchant Center product data (RSS, Atom, TSV or CSV): `id`, `price`, `link`, `gtin`…
 * - awin: Awin's product feeds (CSV): `aw_deep_link`, `search_price`, `merchant_id`, `ean`…
 * - site: this site's own dialect, in English or Spanish: `shop`/`tienda`, `price`/`precio`…
 */
export type FeedFormat = "google" | "awin" | "site";

/** A row as an offer: what a shop sells, at what price, and how to find the product. */
export interface FeedOfferRow {
  line: number;
  /** The shop as the row names it: this site's dialect only (a shop id); Google's feeds never do. */
  shop?: string;
  /** The shop's id in the network the feed came through (Awin's `merchant_id`). */
  merchantId?: string;
  gtin?: string;
  asin?: string;
  /** The shop's own code for the product (Google's `id`, Awin's `merchant_product_id`). */
  code?: string;
  title?: string;
  brand?: string;
  price: number;
  availability: Availability;
  /** Shipping to Spain, when the row says. */
  shipping?: number;
  link: string;
}

/** Why a row is left out: a short reason the report groups rows by, and the row's own detail. */
export interface RowProblem {
  reason: string;
  detail: string;
}

/** A row as an offer, or why it is not one (`used`: refurbished or second-hand, not a new product's price). */
export type RowReading = { offer: FeedOfferRow } | { refused: RowProblem[] } | { used: RowProblem };

const FIELDS: Record<FeedFormat, Record<string, readonly string[]>> = {
  google: {
    code: ["id"],
    gtin: ["gtin"],
    title: ["title"],
    brand: ["brand"],
    price: ["price"],
    salePrice: ["sale_price"],
    saleDates: ["sale_price_effective_date"],
    availability: ["availability"],
    condition: ["condition"],
    link: ["link"],
  },
  awin: {
    merchantId: ["merchant_id"],
    code: ["merchant_product_id"],
    gtin: ["ean", "product_gtin", "gtin"],
    title: ["product_name"],
    brand: ["brand_name"],
    price: ["search_price"],
    currency: ["currency"],
    inStock: ["in_stock"],
    stockStatus: ["stock_status"],
    condition: ["condition"],
    shipping: ["delivery_cost"],
    link: ["aw_deep_link"],
  },
  site: {
    shop: ["shop", "tienda"],
    gtin: ["ean", "gtin", "ean13"],
    asin: ["asin"],
    code: ["code", "sku", "codigo", "código"],
    price: ["price", "precio"],
    availability: ["availability", "disponibilidad"],
    shipping: ["shipping", "envio", "envío"],
    link: ["link", "url", "enlace"],
  },
};

/** The format whose field names these are, or undefined for none of them. */
export function feedFormatOf(names: readonly string[]): FeedFormat | undefined {
  const has = new Set(names);
  if (has.has("aw_deep_link") || (has.has("merchant_id") && has.has("search_price"))) return "awin";
  if (has.has("shop") || has.has("tienda")) return "site";
  if (has.has("id") && has.has("price")) return "google";
  return undefined;
}

/** What a format's header (or first row) lacks to be applied: a price, a link, a product key, a shop for the site's dialect. */
export function missingFields(format: FeedFormat, names: readonly string[]): string[] {
  const has = (field: string) => (FIELDS[format][field] ?? []).some((name) => names.includes(name));
  const missing = ["price", "link"].filter((field) => !has(field)).map((field) => FIELDS[format][field][0]);
  if (format === "site" && !has("shop")) missing.unshift("shop");
  if (format === "awin" && !has("availability") && !has("inStock") && !has("stockStatus")) missing.push("in_stock o stock_status");
  if (format !== "awin" && !has("availability")) missing.push(FIELDS[format].availability[0]);
  if (!has("gtin") && !has("asin") && !has("code")) missing.push("gtin/ean, asin o un código de la tienda");
  return missing;
}

const AVAILABILITY: Record<string, Availability> = {
  // Google's values (with '_' or a space) and schema.org's.
  in_stock: "InStock",
  "in stock": "InStock",
  instock: "InStock",
  out_of_stock: "OutOfStock",
  "out of stock": "OutOfStock",
  outofstock: "OutOfStock",
  preorder: "PreOrder",
  "pre-order": "PreOrder",
  // Orderable now, shipped when it is back: the shopper can buy it, later, as with a pre-order.
  backorder: "PreOrder",
  limitedavailability: "Limited",
  limited: "Limited",
  // Awin's in_stock flag and stock_status words.
  "1": "InStock",
  "0": "OutOfStock",
  yes: "InStock",
  no: "OutOfStock",
  true: "InStock",
  false: "OutOfStock",
  // This site's Spanish words.
  "en stock": "InStock",
  disponible: "InStock",
  agotado: "OutOfStock",
  "sin stock": "OutOfStock",
  reserva: "PreOrder",
  "pre-orden": "PreOrder",
  "stock limitado": "Limited",
};

export function availabilityOf(raw: string): Availability | undefined {
  return AVAILABILITY[
    raw
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\/schema\.org\//, "")
  ];
}

/** An amount with its currency as feeds write it: "1099.00 EUR", "EUR 1099", "1.099,00 €", "1099". */
export function moneyOf(raw: string): { amount: number; currency?: string } | undefined {
  const text = raw.trim();
  const currency = /(?:^|\s)([A-Z]{3})$|^([A-Z]{3})\s/.exec(text);
  const code = currency ? (currency[1] ?? currency[2]) : text.includes("€") ? "EUR" : undefined;
  const number = text
    .replace(/[A-Z]{3}/, "")
    .replace(/€/g, "")
    .replace(/\s/g, "");
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$/.test(number)) return undefined;
  // The last separator is the decimal one when one or two digits follow it; the others group thousands.
  const last = Math.max(number.lastIndexOf("."), number.lastIndexOf(","));
  const decimals = last >= 0 && number.length - last - 1 <= 2 ? number.slice(last + 1) : "";
  // A decimal separator never also groups thousands ("12.345.6" is no amount).
  if (decimals && number.slice(0, last).includes(number[last])) return undefined;
  const whole = (decimals ? number.slice(0, last) : number).replace(/[.,]/g, "");
  const amount = Number(`${whole}.${decimals || "0"}`);
  return Number.isFinite(amount) ? { amount, ...(code ? { currency: code } : {}) } : undefined;
}

/** Whether Google's `sale_price_effective_date` ("start/end", ISO 8601) includes `now`; no range is always. */
export function saleApplies(range: string | undefined, now: number): boolean {
  if (!range) return true;
  const [start, end] = range.split("/").map((part) => Date.parse(part.trim()));
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= now && now < end;
}

/** Shipping to Spain: a Google <g:shipping> group for ES, or its text form "ES:region:service:4.99 EUR". */
function googleShipping(record: FeedRecord): string | undefined {
  const group = record.groups.shipping?.find((g) => (g.country ?? "").toUpperCase() === "ES");
  if (group) return group.price;
  for (const entry of (record.fields.shipping ?? "").split(",")) {
    const parts = entry.split(":");
    if (parts.length >= 4 && parts[0].trim().toUpperCase() === "ES") return parts.slice(3).join(":");
  }
  return undefined;
}

/**
 * Reads a row of a feed of this format as an offer: its price (the sale price while it applies), in
 * euros only; its availability; shipping to Spain; its link; its product keys (a GTIN normalised and
 * checked). Only new products are offers: refurbished and used rows come back as `used`.
 */
export function readRow(format: FeedFormat, record: FeedRecord, now: number): RowReading {
  if (record.unreadable) return { refused: [{ reason: "fila ilegible", detail: record.unreadable }] };
  const get = (field: string) => {
    // An empty cell (a CSV's ",,") is a field the row does not give.
    for (const name of FIELDS[format][field] ?? []) if (record.fields[name] !== undefined && record.fields[name].trim() !== "") return record.fields[name];
    return undefined;
  };
  const condition = get("condition")?.toLowerCase();
  if (condition && condition !== "new" && condition !== "nuevo")
    return { used: { reason: "no es nuevo", detail: `estado "${condition}": solo productos nuevos` } };

  const problems: RowProblem[] = [];
  const problem = (reason: string, detail: string) => problems.push({ reason, detail });
  const saleText = get("salePrice");
  const priceText = saleText && saleApplies(get("saleDates"), now) ? saleText : get("price");
  const money = priceText === undefined ? undefined : moneyOf(priceText);
  const currency = money?.currency ?? get("currency")?.toUpperCase();
  if (!money || !(money.amount > 0)) problem("precio no válido", `precio "${priceText ?? ""}" no válido`);
  else if (currency && currency !== "EUR") problem("moneda distinta del euro", `moneda ${currency}: solo se admiten euros`);

  const availabilityText = format === "awin" ? (get("stockStatus") ?? get("inStock")) : get("availability");
  const availability = availabilityText === undefined ? undefined : availabilityOf(availabilityText);
  if (!availability) problem("disponibilidad desconocida", `disponibilidad "${availabilityText ?? ""}" desconocida`);

  const shippingText = format === "google" ? googleShipping(record) : get("shipping");
  const shipping = shippingText === undefined ? undefined : moneyOf(shippingText);
  if (shippingText !== undefined && (!shipping || (shipping.currency && shipping.currency !== "EUR")))
    problem("envío no válido", `envío "${shippingText}" no válido`);

  const gtinText = get("gtin");
  const gtin = gtinText === undefined ? undefined : normalGtin(gtinText);
  if (gtinText !== undefined && !gtin) problem("GTIN no válido", `GTIN "${gtinText}" no válido (longitud o dígito de control)`);

  const link = get("link");
  if (!link) problem("sin enlace", "sin enlace");
  if (problems.length) return { refused: problems };

  const optional = {
    shop: get("shop"),
    merchantId: get("merchantId"),
    gtin,
    asin: get("asin")?.toUpperCase(),
    code: get("code"),
    title: get("title"),
    brand: get("brand"),
  };
  return {
    offer: {
      line: record.line,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined && value !== "")),
      price: money!.amount,
      availability: availability!,
      ...(shipping ? { shipping: shipping.amount } : {}),
      link: link!,
    },
  };
}
