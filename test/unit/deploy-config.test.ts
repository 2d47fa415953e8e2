import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDeployConfig } from "../../scripts/check-deploy-config";
import { DEPLOY_REQUIRED_VARS, deployConfigProblems } from "../../scripts/lib/deploy-config";

const filled = {
  SITE_HOST: "comparadortecnologico.es",
  CONTACT_EMAIL: "hola@comparadortecnologico.es",
  OWNER_NAME: "Comparativas Digitales, S.L.",
  OWNER_TAX_ID: "B12345678",
  OWNER_ADDRESS: "Calle de Alcalá 1, 28014 Madrid, España",
  OWNER_REGISTRY: "Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1",
};

describe("npm run deploy: the production configuration must name the real site and owner", () => {
  it("passes a filled configuration", () => {
    expect(deployConfigProblems(filled)).toEqual([]);
  });

  it("refuses every missing, empty or placeholder value, one report line each", () => {
    const problems = deployConfigProblems({
      SITE_HOST: "comparador.example",
      CONTACT_EMAIL: "contacto@comparador.example",
      OWNER_NAME: "[Titular del sitio: OWNER_NAME]",
      OWNER_TAX_ID: "  ",
      OWNER_ADDRESS: "[Domicilio social: OWNER_ADDRESS]",
    });
    expect(problems.map((p) => p.name)).toEqual([...DEPLOY_REQUIRED_VARS]);
    expect(problems.find((p) => p.name === "OWNER_TAX_ID")!.line).toMatch(/OWNER_TAX_ID.*vacío.*empty/);
    expect(problems.find((p) => p.name === "OWNER_REGISTRY")!.line).toMatch(/OWNER_REGISTRY.*falta.*missing/);
    expect(problems.find((p) => p.name === "OWNER_NAME")!.line).toMatch(/marcador de posición.*placeholder/);
    expect(problems.find((p) => p.name === "SITE_HOST")!.line).toMatch(/comparador\.example/);
  });

  it("refuses reserved example domains and a host or address in the wrong shape", () => {
    const names = (vars: Record<string, unknown>) => deployConfigProblems({ ...filled, ...vars }).map((p) => p.name);
    expect(names({ SITE_HOST: "example.com" })).toEqual(["SITE_HOST"]);
    expect(names({ SITE_HOST: "tienda.test" })).toEqual(["SITE_HOST"]);
    expect(names({ SITE_HOST: "https://comparadortecnologico.es/" })).toEqual(["SITE_HOST"]);
    expect(names({ CONTACT_EMAIL: "hola@example.org" })).toEqual(["CONTACT_EMAIL"]);
    expect(names({ CONTACT_EMAIL: "hola" })).toEqual(["CONTACT_EMAIL"]);
    expect(names({ OWNER_NAME: 42 })).toEqual(["OWNER_NAME"]);
  });

  it("reads wrangler.toml's [env.production.vars] as wrangler deploy would", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-config-"));
    const toml = (vars: Record<string, string>) =>
      `name = "x"\nmain = "worker.ts"\ncompatibility_date = "2026-04-01"\n[vars]\n` +
      // The development values must not count: production has its own.
      Object.keys(filled)
        .map((k) => `${k} = "[${k}]"`)
        .join("\n") +
      `\n[env.production.vars]\n` +
      Object.entries(vars)
        .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
        .join("\n") +
      "\n";
    writeFileSync(join(dir, "placeholder.toml"), toml({ ...filled, OWNER_TAX_ID: "[NIF: OWNER_TAX_ID]", CONTACT_EMAIL: "contacto@comparador.example" }));
    writeFileSync(join(dir, "filled.toml"), toml(filled));
    expect(checkDeployConfig(join(dir, "placeholder.toml")).map((p) => p.name)).toEqual(["CONTACT_EMAIL", "OWNER_TAX_ID"]);
    expect(checkDeployConfig(join(dir, "filled.toml"))).toEqual([]);
  });

  it("refuses the repository's own wrangler.toml until its production values are filled in", () => {
    expect(checkDeployConfig("wrangler.toml").map((p) => p.name)).toEqual([...DEPLOY_REQUIRED_VARS]);
  });
});
