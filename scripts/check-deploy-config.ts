/**
 * Refuses a production deploy while the site's identity in wrangler.toml's [env.production.vars]
 * is missing or still a placeholder (scripts/lib/deploy-config.ts says what is checked). Reads the
 * file with wrangler's own reader, so it sees the variables exactly as `wrangler deploy` will.
 *
 *   npm run deploy    (runs this, then wrangler deploy --env production)
 *   npx tsx scripts/check-deploy-config.ts [--config path/to/wrangler.toml]
 */
import { unstable_readConfig } from "wrangler";
import { deployConfigProblems, type DeployConfigProblem } from "./lib/deploy-config";

/** The problems of the production environment's variables in `configPath`. */
export function checkDeployConfig(configPath: string): DeployConfigProblem[] {
  const { vars } = unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true });
  return deployConfigProblems(vars);
}

if (process.argv[1]?.endsWith("check-deploy-config.ts")) {
  const at = process.argv.indexOf("--config");
  const configPath = at > 0 ? process.argv[at + 1] : "wrangler.toml";
  const problems = checkDeployConfig(configPath);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem.line);
    console.error(
      `\nDespliegue a producción cancelado: completa estos valores en [env.production.vars] de ${configPath} (README, Configuración).` +
        `\nProduction deploy refused: set these values in [env.production.vars] of ${configPath} (README, Configuration).`,
    );
    process.exit(1);
  }
  console.log(`Configuración de producción completa / production configuration complete (${configPath}).`);
}
