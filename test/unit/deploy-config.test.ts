import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDeployConfig, checkProductionBindings, deployCheckReport } from "../../scripts/check-deploy-config";
import { DEPLOY_REQUIRED_VARS, deployConfigProblems, productionBindingProblems, secretProblems } from "../../scripts/lib/deploy-config";

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

describe("npm run deploy: the production worker must be able to serve the real catalogue", () => {
  const KV_ID = "0123456789abcdef0123456789abcdef";
  it("refuses a missing Firestore project and the all-zero KV namespace id, and passes real ones", () => {
    expect(productionBindingProblems({ FIREBASE_PROJECT_ID: "comparador" }, [{ binding: "CATALOGUE", id: KV_ID }])).toEqual([]);
    const problems = productionBindingProblems({ FIREBASE_PROJECT_ID: " " }, [{ binding: "CATALOGUE", id: "00000000000000000000000000000000" }]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^✗ FIREBASE_PROJECT_ID: /);
    expect(problems[1]).toMatch(/^✗ CATALOGUE \(kv_namespaces\): .*all-zero placeholder id/);
    expect(productionBindingProblems({ FIREBASE_PROJECT_ID: "p" }, [{ binding: "CATALOGUE", id: "local-catalogue" }])[0]).toMatch(
      /not a Cloudflare namespace id/,
    );
    expect(productionBindingProblems({ FIREBASE_PROJECT_ID: "p" }, [])[0]).toMatch(/CATALOGUE.*missing/);
  });

  it("the repository's wrangler.toml still holds the all-zero id, so it is refused", () => {
    expect(checkProductionBindings("wrangler.toml")).toEqual([expect.stringMatching(/all-zero placeholder id/)]);
  });

  it("names every required secret wrangler does not list, and knows when it could not list them", () => {
    expect(secretProblems(["FIREBASE_CLIENT_EMAIL", "ADMIN_TOKEN", "CLOUDFLARE_ZONE_ID"])).toEqual([
      "✗ FIREBASE_PRIVATE_KEY: secreto no definido / secret not set (npx wrangler secret put FIREBASE_PRIVATE_KEY --env production)",
    ]);
    expect(secretProblems(["FIREBASE_CLIENT_EMAIL", "FIREBASE_PRIVATE_KEY", "ADMIN_TOKEN"])).toEqual([]);
    expect(secretProblems(null)).toBeNull();
  });

  it("the command refuses the all-zero id, and says offline that the secrets could not be checked", () => {
    const dir = mkdtempSync(join(tmpdir(), "deploy-check-"));
    const toml = (id: string) =>
      `name = "x"\nmain = "worker.ts"\ncompatibility_date = "2026-04-01"\n[env.production]\n[[env.production.kv_namespaces]]\nbinding = "CATALOGUE"\nid = "${id}"\n` +
      `[env.production.vars]\nFIREBASE_PROJECT_ID = "comparador"\n` +
      Object.entries(filled)
        .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
        .join("\n") +
      "\n";
    writeFileSync(join(dir, "zero.toml"), toml("00000000000000000000000000000000"));
    writeFileSync(join(dir, "real.toml"), toml(KV_ID));
    // The command's report, in process: what `tsx scripts/check-deploy-config.ts --offline --config …` prints.
    const check = (file: string) => {
      const report = deployCheckReport(join(dir, file), null);
      return { code: report.ok ? 0 : 1, out: [...report.out, ...report.err].join("\n") };
    };
    const zero = check("zero.toml");
    expect(zero.code).toBe(1);
    expect(zero.out).toContain("all-zero placeholder id");
    const real = check("real.toml");
    expect(real.code).toBe(0);
    expect(real.out).toContain("Could not list the secrets (offline or not logged in)");
    expect(real.out).toContain("FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY, ADMIN_TOKEN");
  });
});
