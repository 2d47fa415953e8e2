import type { Analysis, Product } from "../../shared/product";
import { specGroups } from "../../shared/spec-table";
import type { ProductDocument } from "../../shared/snapshot";
import { renderAnalysis } from "./analysis";

/** The cached form of a product: the product, its analysis (rendered here unless given), and its content revision. */
export function productDocument(product: Product, revision: string, builtAt: string, analysis: Analysis = renderAnalysis(product)): ProductDocument {
  return { revision, builtAt, product: { ...product, analysis, specGroups: specGroups(product) } };
}
