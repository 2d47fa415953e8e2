/** Who runs the site, as the legal pages state it (LSSI-CE art. 10); from the OWNER_* variables. */
export interface SiteOwner {
  /** Legal name (razón social, or the person's name). */
  name: string;
  /** NIF. */
  taxId: string;
  /** Registered address, in full. */
  address: string;
  /** Commercial registry data (Registro Mercantil), or why there are none. */
  registry: string;
}

/** Configuration the worker passes to the page: no secrets, only what the browser may know. */
export interface PublicConfig {
  /** The production domain (production is its two forms: PRODUCT-RULES.md, Audience and categories). */
  siteHost: string;
  /** The contact address shown in the footer. */
  contactEmail: string;
  owner: SiteOwner;
  /** PRODUCT-RULES.md (Audience and categories): production when the page's hostname is the domain's bare or www. form. */
  production: boolean;
  /** Web analytics measurement id; analytics exists only in production with one configured. */
  measurementId: string | null;
  /** Hours a shop's price may be shown as current (PRICE_FRESH_HOURS); older prices show their age. */
  priceFreshHours?: number;
}

/** PRODUCT-RULES.md (Audience and categories): the two production forms of the domain. */
export function isProductionHost(hostname: string, siteHost: string): boolean {
  const host = hostname.toLowerCase();
  const site = siteHost.toLowerCase();
  return site !== "" && (host === site || host === `www.${site}`);
}
