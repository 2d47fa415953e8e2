import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { findGuide, guideIndexGroup, guideMentions, guidePage, guidePositions } from "../../shared/guides/guide-page";
import type { GuideMention } from "../../shared/guides/guide-types";
import { currentPrice } from "../../shared/prices/current-price";
import type { ProductDetail } from "../../shared/product";
import type { GuideIndexGroup, GuidePageData } from "../../shared/guides/guide-types";
import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import type { CatalogueReader } from "./catalogue-reader";

/**
 * A guide page's data: the guide its category's build worked out (shared/guides/guide-rules.ts),
 * with the cards it names read by position and the picks' prices judged now. Null when the build
 * has no such guide (an unknown use, or a manifest built before guides).
 */
export async function guideAnswer(
  reader: CatalogueReader,
  category: CategoryId,
  use: string | null,
  now: number = Date.now(),
  freshHours: number = DEFAULT_PRICE_FRESH_HOURS,
): Promise<GuidePageData | null> {
  const manifest = await reader.manifest(category);
  const stored = findGuide(manifest.guides, use);
  if (!manifest.guides || !stored) return null;
  const positions = guidePositions(stored);
  const cards = await reader.cards(category, positions, manifest);
  const byPosition = new Map(cards.map((card, i) => [positions[i], card]));
  return guidePage(category, manifest.guides, stored, byPosition, now, freshHours);
}

/** Every category's guides, from the manifests alone; a category that cannot be read is left out. */
export async function guideIndex(reader: CatalogueReader): Promise<{ groups: GuideIndexGroup[]; complete: boolean }> {
  const { manifests, failed } = await reader.manifests(CATEGORY_IDS);
  return { groups: manifests.map((manifest) => guideIndexGroup(manifest.categoryId, manifest.guides)), complete: failed.length === 0 };
}

/** The guides that name a product, while its price is fresh (a stale price is no pick): for its page. */
export function productGuides(
  category: CategoryId,
  manifest: CategoryManifest,
  position: number,
  product: ProductDetail,
  freshHours: number,
): { guides?: GuideMention[] } {
  if (!manifest.guides || !currentPrice(product, Date.now(), freshHours).fresh) return {};
  const guides = guideMentions(category, manifest.guides, position);
  return guides.length ? { guides } : {};
}
