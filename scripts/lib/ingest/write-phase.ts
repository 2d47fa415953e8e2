import type { CategoryId } from "../../../shared/categories";
import { getCategory } from "../../../shared/categories";
import { writeInBatches, type FailedBatch, type FirestoreTarget } from "../../../worker/feeds/firestore-writer";
import { readStored } from "../../../worker/feeds/apply-feed";
import { planIngest } from "./plan";

export interface ValidRecord {
  id: string;
  category: CategoryId;
  data: Record<string, unknown>;
}

export interface WriteOutcome {
  /** Categories with at least one document written: these must be revalidated, whatever else failed. */
  touched: CategoryId[];
  counts: { new: number; changed: number; unchanged: number; pricesAppended: number };
  /** Batches Firestore refused, and categories that could not be read or written at all. */
  failures: { category: CategoryId; ids: string[]; message: string }[];
}

/**
 * Writes what changed, category by category, in batches. One refused batch or one unreadable
 * category never stops the rest: the report says which records each failure held, and every
 * category that got any document is listed as touched so that it is revalidated.
 */
export async function writeChanged(
  target: FirestoreTarget,
  records: readonly ValidRecord[],
  now: Date,
  onProgress: (done: number) => void = () => undefined,
  batchSize = 200,
): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { touched: [], counts: { new: 0, changed: 0, unchanged: 0, pricesAppended: 0 }, failures: [] };
  const byCategory = new Map<CategoryId, ValidRecord[]>();
  for (const record of records) byCategory.set(record.category, [...(byCategory.get(record.category) ?? []), record]);
  for (const [category, list] of byCategory) {
    let stored: Awaited<ReturnType<typeof readStored>>;
    try {
      stored = await readStored(
        target,
        category,
        list.map((r) => r.id),
      );
    } catch (error) {
      outcome.failures.push({
        category,
        ids: list.map((r) => r.id),
        message: `no se pudo leer "${getCategory(category).collection}": ${String(error instanceof Error ? error.message : error)}`,
      });
      onProgress(list.length);
      continue;
    }
    const writes: { id: string; data: Record<string, unknown> }[] = [];
    const plans = new Map<string, ReturnType<typeof planIngest>>();
    for (const record of list) {
      const plan = planIngest(record.data, stored.get(record.id) ?? null, now);
      plans.set(record.id, plan);
      if (plan.document) writes.push({ id: record.id, data: plan.document });
    }
    onProgress(list.length - writes.length);
    const { written, failed } = await writeInBatches(target, category, writes, batchSize, onProgress);
    for (const id of written) {
      const plan = plans.get(id)!;
      outcome.counts[plan.outcome]++;
      if (plan.priceChanged && plan.outcome !== "new") outcome.counts.pricesAppended++;
    }
    outcome.counts.unchanged += list.length - writes.length;
    outcome.failures.push(...failed.map((batch: FailedBatch) => ({ category, ...batch })));
    if (written.length > 0) outcome.touched.push(category);
  }
  return outcome;
}
