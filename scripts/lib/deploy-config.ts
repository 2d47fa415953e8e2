/**
 * What a production deploy must have configured: the site's public identity. The domain decides
 * which requests use the production configuration (seed 000 §1), the contact address is in every
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
