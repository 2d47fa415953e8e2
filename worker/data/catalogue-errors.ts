import type { CategoryId } from "../../shared/categories";

/** A category that has no build in KV and whose source failed: the only read that is an error. */
export class CatalogueUnavailableError extends Error {
  constructor(
    readonly category: CategoryId,
    options?: { cause?: unknown },
  ) {
    super(`Catalogue for "${category}" is unavailable: no snapshot and the source failed`, options);
    this.name = "CatalogueUnavailableError";
  }
}

/**
 * This invocation has too few KV operations left to write a category's build whole (the cron
 * rebuilding eight large categories in one): it is left for the next invocation, and its last good
 * build keeps being served.
 */
export class KvBudgetExhausted extends Error {
  constructor(
    readonly category: CategoryId,
    needed: number,
    left: number,
  ) {
    super(`Not enough KV operations left to write ${category} (needs ${needed}, ${left} left); deferred`);
    this.name = "KvBudgetExhausted";
  }
}
