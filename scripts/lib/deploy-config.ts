import { missingFeedSecrets, readShopFeeds } from "../../shared/price-feed/shop-feeds";

/**
 * What a production deploy must have configured: the site's public identity. The domain decides
 * which requests use the production configuration (PRODUCT-RULES.md, Audience and categories), the contact address is in every
 * footer, and the owner's details are what the legal pages must state (LSSI-CE art. 10).
 */
export const DEPLOY_REQUIRED_VARS = ["SITE_HOST", "CONTACT_EMAIL", "OWNER_NAME", "OWNER_TAX_ID", "OWNER_ADDRESS", "OWNER_REGISTRY"] as const;

export interface DeployConfigProblem {
  name: (typeof DEPLOY_REQUIRED_VARS)[number];
  /** One report line, in Spanish and English. */
  line: string;
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real site. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
/** Our development placeholders are written in brackets: "[NIF: OWNER_TAX_ID]". */
const BRACKETED = /\[[^\]]*\]/;

function problemWith(name: DeployConfigProblem["name"], raw: unknown): string | null {
  if (raw === undefined) return "falta / missing";
  if (typeof raw !== "string") return "no es un texto / is not a string";
  const value = raw.trim();
  if (value === "") return "vacío / empty";
  if (BRACKETED.test(value)) return `es un marcador de posición / is a placeholder: "${value}"`;
  if (name === "SITE_HOST") {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value)) return `no es un dominio sin esquema ni ruta / is not a bare domain: "${value}"`;
    if (RESERVED_DOMAIN.test(value)) return `es un dominio de ejemplo / is an example domain: "${value}"`;
  }
  if (name === "CONTACT_EMAIL") {
    const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(value)?.[1];
    if (!domain) return `no es una dirección de correo / is not an email address: "${value}"`;
    if (RESERVED_DOMAIN.test(domain)) return `es una dirección de ejemplo / is an example address: "${value}"`;
  }
  return null;
}

/** Every required variable that is missing, empty or still a placeholder, in DEPLOY_REQUIRED_VARS order. */
export function deployConfigProblems(vars: Record<string, unknown>): DeployConfigProblem[] {
  return DEPLOY_REQUIRED_VARS.flatMap((name) => {
    const problem = problemWith(name, Object.hasOwn(vars, name) ? vars[name] : undefined);
    return problem ? [{ name, line: `✗ ${name}: ${problem}` }] : [];
  });
}

/** The production worker's secrets: without the first two it serves nothing, without ADMIN_TOKEN no ingest can revalidate it. */
export const DEPLOY_REQUIRED_SECRETS = ["FIREBASE_CLIENT_EMAIL", "FIREBASE_PRIVATE_KEY", "ADMIN_TOKEN"] as const;
/** Secrets the worker uses when present: a revalidation purges the zone's cache by tag only with both. */
export const DEPLOY_OPTIONAL_SECRETS = ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"] as const;

/** A KV namespace id as Cloudflare prints it: 32 hexadecimal digits. */
const KV_NAMESPACE_ID = /^[0-9a-f]{32}$/i;

/**
 * What the production worker needs to serve the real catalogue, as report lines: the Firestore
 * project in [env.production.vars] (the worker refuses to serve without it, and never falls back to
 * the sample) and a real KV namespace id in place of the all-zero one wrangler.toml ships with.
 */
export function productionBindingProblems(vars: Record<string, unknown>, kvNamespaces: readonly { binding: string; id?: string }[]): string[] {
  const problems: string[] = [];
  const project = Object.hasOwn(vars, "FIREBASE_PROJECT_ID") ? vars.FIREBASE_PROJECT_ID : undefined;
  if (typeof project !== "string" || project.trim() === "") problems.push("✗ FIREBASE_PROJECT_ID: falta o vacío / missing or empty");
  const catalogue = kvNamespaces.find((kv) => kv.binding === "CATALOGUE");
  if (!catalogue?.id) problems.push("✗ CATALOGUE (kv_namespaces): falta / missing");
  else if (/^0+$/.test(catalogue.id)) {
    problems.push(
      `✗ CATALOGUE (kv_namespaces): id de ejemplo / the all-zero placeholder id "${catalogue.id}" (wrangler kv namespace create CATALOGUE --env production)`,
    );
  } else if (!KV_NAMESPACE_ID.test(catalogue.id))
    problems.push(`✗ CATALOGUE (kv_namespaces): no es un id de Cloudflare / not a Cloudflare namespace id: "${catalogue.id}"`);
  return problems;
}

/**
 * The required secrets `wrangler secret list` did not name, as report lines; null when the list
 * could not be read (offline, not logged in): secret values can never be read, only their names.
 */
export function secretProblems(names: readonly string[] | null): string[] | null {
  if (names === null) return null;
  return DEPLOY_REQUIRED_SECRETS.filter((name) => !names.includes(name)).map(
    (name) => `✗ ${name}: secreto no definido / secret not set (npx wrangler secret put ${name} --env production)`,
  );
}

/**
 * The production feeds' problems, as report lines: a `SHOP_FEEDS` entry that cannot be read, and
 * (when the secret names could be listed) a feed whose address lives in a secret that is not set.
 */
export function shopFeedProblems(vars: Record<string, unknown>, secretNames: readonly string[] | null): string[] {
  const raw = Object.hasOwn(vars, "SHOP_FEEDS") ? vars.SHOP_FEEDS : undefined;
  const { feeds, problems } = readShopFeeds(typeof raw === "string" ? raw : raw === undefined ? undefined : JSON.stringify(raw));
  const lines = problems.map((problem) => `✗ ${problem}`);
  if (secretNames !== null)
    for (const name of missingFeedSecrets(feeds, secretNames))
      lines.push(`✗ ${name}: secreto del feed no definido / feed secret not set (npx wrangler secret put ${name} --env production)`);
  return lines;
}
