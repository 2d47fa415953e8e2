/** PRODUCT-RULES.md (Limits) data-client backoff: start at 1 s, ×1.5 each time, never more than 60 s. */
export const RETRY_BACKOFF = { initialMs: 1000, factor: 1.5, maxMs: 60_000 } as const;

export const backoffDelay = (attempt: number, policy = RETRY_BACKOFF): number => Math.min(policy.maxMs, policy.initialMs * policy.factor ** attempt);

/**
 * Runs `task`, retrying failures with the seed's backoff. Only for work nobody waits on (snapshot
 * rebuilds in the background, the cron): a visitor's request never sleeps here.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  retryable: (error: unknown) => boolean = () => true,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (!retryable(error)) break;
      if (attempt < attempts - 1) await sleep(backoffDelay(attempt));
    }
  }
  throw lastError;
}
