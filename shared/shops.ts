/**
 * The shops whose prices the site shows: configuration, not code. Adding a shop is one entry here
 * (and its offers in the catalogue or a price feed); nothing else in the code names a shop. An
 * offer for a shop that is not listed is refused with a report line.
 */
export interface ShopConfig {
  /** The id offers and price feeds name the shop by. */
  id: string;
  /** How the shop is named on pages ('Ver en {name}'). */
  name: string;
  /** What the site earns when a visitor buys through the link, shown beside the shop's offer. */
  disclosure: string;
  /** A picture of the shop's mark (a site path), when there is one to show. */
  logo?: string;
}

const COMMISSION = "Enlace de afiliado: podemos recibir una comisión, sin coste para ti.";

export const SHOPS: readonly ShopConfig[] = [
  {
    id: "amazon",
    name: "Amazon",
    disclosure: `${COMMISSION} Como Afiliado de Amazon, obtenemos ingresos por las compras adscritas que cumplen los requisitos aplicables.`,
  },
  { id: "pccomponentes", name: "PcComponentes", disclosure: COMMISSION },
  { id: "mediamarkt", name: "MediaMarkt", disclosure: COMMISSION },
  { id: "elcorteingles", name: "El Corte Inglés", disclosure: COMMISSION },
  { id: "fnac", name: "Fnac", disclosure: COMMISSION },
];

/** The shop every record's `amazon` object is read as. */
export const AMAZON_SHOP_ID = "amazon";

const BY_ID = new Map(SHOPS.map((shop) => [shop.id, shop]));

export const findShop = (id: string): ShopConfig | undefined => BY_ID.get(id);

/** The display name of a shop id; the id itself for a shop no longer configured (old stored data). */
export const shopName = (id: string): string => BY_ID.get(id)?.name ?? id;
