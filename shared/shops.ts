/**
 * The shops whose prices the site shows: configuration, not code. Adding a shop is one entry here
 * (and its offers in the catalogue or a price feed); nothing else in the code names a shop. An
 * offer for a shop that is not listed is refused with a report line. docs/CONECTAR-UNA-TIENDA.md
 * says how to add one.
 */
export interface ShopConfig {
  /** The id offers and price feeds name the shop by. */
  id: string;
  /** How the shop is named on pages ('Ver en {name}'): always this, never a name a feed carries. */
  name: string;
  /** What the site earns when a visitor buys through the link, shown beside the shop's offer. */
  disclosure: string;
  /** A picture of the shop's mark (a site path), when there is one to show. */
  logo?: string;
  /**
   * The hosts its links may point at (each with its subdomains): the shop's own site and the
   * tracking hosts of the networks it is reached through. A feed's link anywhere else is refused, so
   * a feed cannot send a shopper to a look-alike site under the shop's name.
   */
  hosts: readonly string[];
  /** Its ids in affiliate networks: an Awin feed names the shop by `merchant_id`, so it needs no `--shop`. */
  networks?: { awin?: readonly string[] };
  /**
   * How a link to the shop's own site becomes an affiliate link: `{url}` is replaced by the link,
   * URL-encoded. Links already on a tracking host (an Awin `aw_deep_link`) are kept as they are.
   */
  affiliateTemplate?: string;
}

const COMMISSION = "Enlace de afiliado: podemos recibir una comisión, sin coste para ti.";

/** Awin's tracking hosts: an `aw_deep_link` points at one of them. */
const AWIN_HOSTS = ["awin1.com"];

// The Awin ids below are placeholders in Awin's format: the operator puts the ids Awin gives the site
// for each advertiser (docs/CONECTAR-UNA-TIENDA.md).
export const SHOPS: readonly ShopConfig[] = [
  {
    id: "amazon",
    name: "Amazon",
    disclosure: `${COMMISSION} Como Afiliado de Amazon, obtenemos ingresos por las compras adscritas que cumplen los requisitos aplicables.`,
    hosts: ["amazon.es", "amzn.to", "amzn.eu"],
  },
  { id: "pccomponentes", name: "PcComponentes", disclosure: COMMISSION, hosts: ["pccomponentes.com", ...AWIN_HOSTS], networks: { awin: ["20982"] } },
  { id: "mediamarkt", name: "MediaMarkt", disclosure: COMMISSION, hosts: ["mediamarkt.es", ...AWIN_HOSTS], networks: { awin: ["15202"] } },
  { id: "elcorteingles", name: "El Corte Inglés", disclosure: COMMISSION, hosts: ["elcorteingles.es", ...AWIN_HOSTS], networks: { awin: ["13075"] } },
  { id: "fnac", name: "Fnac", disclosure: COMMISSION, hosts: ["fnac.es", ...AWIN_HOSTS], networks: { awin: ["12422"] } },
];

/** The shop every record's `amazon` object is read as. */
export const AMAZON_SHOP_ID = "amazon";

const BY_ID = new Map(SHOPS.map((shop) => [shop.id, shop]));
const BY_AWIN_ID = new Map(SHOPS.flatMap((shop) => (shop.networks?.awin ?? []).map((id) => [id, shop] as const)));

export const findShop = (id: string): ShopConfig | undefined => BY_ID.get(id);

/** The shop an Awin feed's `merchant_id` names, when it is configured. */
export const findAwinShop = (merchantId: string): ShopConfig | undefined => BY_AWIN_ID.get(merchantId.trim());

/** The display name of a shop id; the id itself for a shop no longer configured (old stored data). */
export const shopName = (id: string): string => BY_ID.get(id)?.name ?? id;
