import type { CategoryId } from "../../shared/categories";
import { KvBudgetExhausted } from "./catalogue-errors";

/**
 * Cloudflare allows 1 000 KV operations per invocation; the writes of one rebuild (its chunks,
 * buckets, manifest, product documents, deletions) share what the invocation has left. A product
 * document that does not fit is left for the next rebuild ("pending"): the listing is complete
 * regardless, and a document older than its build is read through from the source on first visit.
 */
export const KV_OPERATIONS_PER_INVOCATION = 1000;
/** Kept back for the request's own reads (the current manifest among them). */
const RESERVED_OPERATIONS = 40;

/** The KV operations one invocation has left, shared by every rebuild it runs (the cron runs eight). */
export interface KvBudget {
  left: number;
}

export const invocationBudget = (operations = KV_OPERATIONS_PER_INVOCATION): KvBudget => ({ left: operations - RESERVED_OPERATIONS });

/**
 * Refuses a category whose build needs more operations than are left: half a build in KV would
 * name parts that were never written, so it is left whole for another invocation.
 */
export function requireOperations(budget: KvBudget, category: CategoryId, needed: number): void {
  if (needed > budget.left) throw new KvBudgetExhausted(category, needed, budget.left);
}

/** Spends operations that must be made whatever is left (a build's fixed part, checked before). */
export function spendOperations(budget: KvBudget, operations: number): void {
  budget.left -= operations;
}

/** As many of `items` as the budget still has operations for, spending them. */
export function takeOperations<T>(budget: KvBudget, items: readonly T[]): T[] {
  const taken = items.slice(0, Math.max(0, budget.left));
  budget.left -= taken.length;
  return taken;
}
