import type { CategoryId } from "../../../shared/categories";
import type { FeedKeys } from "../../../shared/price-feed/apply";
import { normalGtin } from "../../../shared/price-feed/gtin";

/**
 * Records whose GTIN another product already carries (one stored under another id, or an earlier
 * record of this run): a GTIN names one product, and a feed row with a shared one could only be
 * guessed. The first record with a GTIN keeps it; each later one gets its problem line.
 */
export function sharedGtinProblems(
  records: readonly { id: string; category: CategoryId; data: Record<string, unknown> }[],
  stored: Pick<FeedKeys, "byGtin"> | null,
): Map<string, string> {
  const problems = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const record of records) {
    const gtin = typeof record.data.gtin === "string" ? normalGtin(record.data.gtin) : undefined;
    if (!gtin) continue;
    const key = `${record.category}/${record.id}`;
    const storedRef = stored?.byGtin.get(gtin);
    const storedOwner = storedRef && `${storedRef.category}/${storedRef.id}`;
    const owner = owners.get(gtin) ?? (storedOwner !== key ? storedOwner : undefined);
    if (owner && owner !== key) problems.set(key, `Invalid field: gtin (${record.data.gtin as string}: already the GTIN of ${owner})`);
    else owners.set(gtin, key);
  }
  return problems;
}
