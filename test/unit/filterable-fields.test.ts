import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { toSummary, type ProductSummary } from "../../shared/summary";
import { normaliseRecord } from "../../worker/data/normalise";

/** docs/PRODUCT-RULES.md, "Filterable fields per category": the share of a category's products from which a field must be a filter. */
const SHARE = 0.6;

function summaries(category: CategoryId): ProductSummary[] {
  return SAMPLE_CATALOGUE[category].flatMap((r) => {
    const result = normaliseRecord(category, r.id, r);
    return result.ok ? [toSummary(result.product)] : [];
  });
}

/** Each numeric or option field under `specs` (a number, a text, a list of them, a yes/no) and the products that state it. */
function statedFields(products: readonly ProductSummary[]): Map<string, Set<string>> {
  const stated = new Map<string, Set<string>>();
  const add = (path: string, id: string) => (stated.get(path) ?? stated.set(path, new Set()).get(path)!).add(id);
  const walk = (value: unknown, path: string, id: string) => {
    if (Array.isArray(value)) {
      if (value.some((v) => v !== null && typeof v === "object")) value.forEach((v) => walk(v, path, id));
      else if (value.length) add(path, id);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key, id);
    } else if (typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && value.trim() !== "")) {
      add(path, id);
    }
  };
  for (const product of products) walk(product.specs, "", product.id);
  return stated;
}

/** The doc's list of fields that are not filters, per category, each with its reason. */
function documentedExceptions(): Map<string, Map<string, string>> {
  const doc = readFileSync(new URL("../../docs/PRODUCT-RULES.md", import.meta.url), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Filterable fields per category"));
  const lists = new Map<string, Map<string, string>>();
  for (const block of (section ?? "").split(/^### /m).slice(1)) {
    const [heading, ...lines] = block.split("\n");
    const reasons = new Map<string, string>();
    for (const line of lines) {
      const match = /^- `([^`]+)`: (.+)$/.exec(line);
      if (match) reasons.set(match[1], match[2].trim());
    }
    lists.set(heading.trim(), reasons);
  }
  return lists;
}

describe("docs/PRODUCT-RULES.md (Filterable fields per category): what most products state can be filtered", () => {
  const exceptions = documentedExceptions();

  it("the doc has a list for every category", () => {
    expect([...exceptions.keys()].sort()).toEqual([...CATEGORY_IDS].sort());
  });

  for (const category of CATEGORY_IDS) {
    it(`${category}: every field stated by ≥ 60 % of the sample's products is a filter or listed with a reason`, () => {
      const products = summaries(category);
      const definitions = buildFilterDefinitions(category, products);
      const filtered = new Set(definitions.flatMap((d) => [d, ...(d.children ?? [])]).map((d) => d.path?.replace(/^specs\./, "")));
      const listed = exceptions.get(category) ?? new Map<string, string>();
      const common = [...statedFields(products)].filter(([, ids]) => ids.size >= SHARE * products.length).map(([path]) => path);
      expect(common.length).toBeGreaterThan(0);
      const neither = common.filter((path) => !filtered.has(path) && !listed.has(path));
      expect(neither, `${category}: neither a filter nor listed in docs/PRODUCT-RULES.md`).toEqual([]);
      const both = [...listed.keys()].filter((path) => filtered.has(path));
      expect(both, `${category}: listed as not filterable, but a filter`).toEqual([]);
      for (const [path, reason] of listed) expect(reason.length, `${category}: ${path} has no reason`).toBeGreaterThan(15);
    });
  }
});
