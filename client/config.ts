/** Configuration the worker passes to the page: no secrets, only what the browser may know. */
export interface PublicConfig {
  /** The production domain ({host} in the seeds). */
  siteHost: string;
  /** The contact address ({email} in the seeds). */
  contactEmail: string;
  /** Seed 000 §1: production when the page's hostname is the domain's bare or www. form. */
  production: boolean;
  /** Web analytics measurement id; analytics exists only in production with one configured. */
  measurementId: string | null;
}

/** Seed 000 §1: the two production forms of the domain. */
export function isProductionHost(hostname: string, siteHost: string): boolean {
  const host = hostname.toLowerCase();
  const site = siteHost.toLowerCase();
  return site !== "" && (host === site || host === `www.${site}`);
}
