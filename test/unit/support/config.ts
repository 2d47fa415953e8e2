import type { PublicConfig } from "../../../client/config";

/** The public configuration of a production site with analytics configured (the analytics and tray tests). */
export const PRODUCTION_CONFIG: PublicConfig = {
  siteHost: "comparador.example",
  contactEmail: "a@b.c",
  owner: { name: "Titular", taxId: "B00000000", address: "Madrid", registry: "RM" },
  production: true,
  measurementId: "G-TEST",
};
