import { CATEGORY_IDS } from "../../shared/categories";
import type { DealGroup } from "../../shared/home-deals";
import { CatalogueUnavailableError, type CatalogueReader } from "./catalogue-reader";

/**
 * 'Mejores ofertas ahora' as each category's build kept them (shared/home-deals.ts), in the
 * categories' order: the candidates, not yet judged at any time, so an answer holds for its builds.
 * A failed category is skipped, as the latest products skip it; throws only when every one failed.
 */
export async function dealGroups(reader: CatalogueReader): Promise<{ groups: DealGroup[]; complete: boolean }> {
  const { manifests, failed } = await reader.manifests(CATEGORY_IDS);
  if (manifests.length === 0 && failed.length > 0) throw new CatalogueUnavailableError(failed[0]);
  const groups = manifests.flatMap((manifest) => (manifest.deals?.length ? [{ categoryId: manifest.categoryId, deals: manifest.deals }] : []));
  return { groups, complete: failed.length === 0 };
}
