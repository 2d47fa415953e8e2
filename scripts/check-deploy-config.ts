/**
 * Refuses a production deploy while wrangler.toml's production environment is incomplete
 * (scripts/lib/deploy-config.ts says what is checked): the site's identity in [env.production.vars],
 * the Firestore project, a real KV namespace id, and, when wrangler can reach Cloudflare, the
 * secrets the worker needs (their names only: values can never be read back). Reads the file with
 * wrangler's own reader, so it sees the configuration exactly as `wrangler deploy` will.
 *
 *   npm run deploy    (runs this, then wrangler deploy --env production)
 *   npx tsx scripts/check-deploy-config.ts [--config path/to/wrangler.toml] [--offline]
 */
import { execFileSync } from "node:child_process";
import { unstable_readConfig } from "wrangler";
import {
  DEPLOY_OPTIONAL_SECRETS,
  DEPLOY_REQUIRED_SECRETS,
  deployConfigProblems,
  productionBindingProblems,
  secretProblems,
  shopFeedProblems,
  type DeployConfigProblem,
} from "./lib/deploy-config";

/** The problems of the production environment's variables in `configPath`. */
export function checkDeployConfig(configPath: string): DeployConfigProblem[] {
  const { vars } = unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true });
  return deployConfigProblems(vars);
}

/** The problems of the production environment's Firestore project and KV namespace in `configPath`. */
export function checkProductionBindings(configPath: string): string[] {
  const config = unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true });
  return productionBindingProblems(config.vars, config.kv_namespaces);
}

/** The names of the production worker's secrets, or null when wrangler cannot list them (offline, not logged in). */
function listedSecrets(configPath: string): string[] | null {
  try {
    const out = execFileSync("npx", ["wrangler", "secret", "list", "--env", "production", "--config", configPath, "--format", "json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
    const list = JSON.parse(out.slice(out.indexOf("["))) as { name: string }[];
    return list.map((secret) => secret.name);
  } catch {
    return null;
  }
}

/**
 * What the command says of `configPath`, given the production worker's secret names (null: they could
 * not be listed): its lines for standard output and for standard error, and whether the deploy may go on.
 */
export function deployCheckReport(configPath: string, secrets: string[] | null): { ok: boolean; out: string[]; err: string[] } {
  const lines = [...checkDeployConfig(configPath).map((problem) => problem.line), ...checkProductionBindings(configPath)];
  const missingSecrets = secretProblems(secrets);
  lines.push(...(missingSecrets ?? []));
  lines.push(...shopFeedProblems(unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true }).vars, secrets));
  const out: string[] = [];
  if (missingSecrets === null) {
    out.push(
      `No se pudo consultar la lista de secretos (sin conexión o sin sesión de wrangler): comprueba que existen ${DEPLOY_REQUIRED_SECRETS.join(", ")} ` +
        `(y, para purgar la caché, ${DEPLOY_OPTIONAL_SECRETS.join(", ")}). / Could not list the secrets (offline or not logged in): make sure they exist.`,
    );
  }
  if (lines.length > 0) {
    return {
      ok: false,
      out,
      err: [
        ...lines,
        `\nDespliegue a producción cancelado: completa estos valores en el entorno de producción de ${configPath} (README, Configuración y Despliegue).` +
          `\nProduction deploy refused: complete these values in ${configPath}'s production environment (README, Configuration and Deploying).`,
      ],
    };
  }
  out.push(`Configuración de producción completa / production configuration complete (${configPath}).`);
  return { ok: true, out, err: [] };
}

if (process.argv[1]?.endsWith("check-deploy-config.ts")) {
  const at = process.argv.indexOf("--config");
  const configPath = at > 0 ? process.argv[at + 1] : "wrangler.toml";
  const report = deployCheckReport(configPath, process.argv.includes("--offline") ? null : listedSecrets(configPath));
  for (const line of report.out) console.log(line);
  for (const line of report.err) console.error(line);
  if (!report.ok) process.exit(1);
}
