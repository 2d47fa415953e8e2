import type { ShopConfig } from "../shops";

/** The longest link an offer may carry (longer ones are not a shop's product page). */
export const MAX_LINK_CHARS = 2_000;

/** Why a link cannot be a shop's offer link. */
export type LinkProblem = "too-long" | "not-a-url" | "not-https" | "credentials" | "foreign-host";

/** The report's words for each problem, Spanish for the ingest's report and English for a record's warnings. */
export const LINK_PROBLEM_TEXT: Record<LinkProblem, { es: string; en: string }> = {
  "too-long": { es: `enlace de más de ${MAX_LINK_CHARS} caracteres`, en: `longer than ${MAX_LINK_CHARS} characters` },
  "not-a-url": { es: "el enlace no es una dirección", en: "not an address" },
  "not-https": { es: "el enlace no es https", en: "expected an https address" },
  credentials: { es: "el enlace lleva usuario o contraseña", en: "carries a user name or password" },
  "foreign-host": { es: "el enlace no apunta a la tienda ni a su red de afiliación", en: "not on the shop's hosts" },
};

/** Whether `hostname` is `host` or one of its subdomains. */
const onHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/**
 * A shop's offer link, checked: an absolute https address (no `javascript:`, `data:` or
 * protocol-relative link), without credentials, on one of the hosts the shop's configuration lists.
 * A shop without a host list (old configuration) is only held to the first two.
 */
export function checkShopLink(shop: Pick<ShopConfig, "hosts"> | undefined, raw: string): { link: string } | { problem: LinkProblem } {
  const text = raw.trim();
  if (text.length > MAX_LINK_CHARS) return { problem: "too-long" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: "not-a-url" };
  }
  if (url.protocol !== "https:" || url.hostname === "") return { problem: "not-https" };
  if (url.username || url.password) return { problem: "credentials" };
  const hostname = url.hostname.toLowerCase();
  if (shop && shop.hosts.length > 0 && !shop.hosts.some((host) => onHost(hostname, host))) return { problem: "foreign-host" };
  return { link: url.href };
}

/** Whether a link is on one of `hosts` (an affiliate network's tracking host, for instance). */
export const linkOnHosts = (link: string, hosts: readonly string[]): boolean => hosts.some((host) => onHost(new URL(link).hostname, host));
