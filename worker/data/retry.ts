import pRetry from "p-retry";

/** Waits that grow: `initialMs` first, times `factor` after each failure, never more than `maxMs`; `jitter` spreads each over up to twice as long. */
export interface Backoff {
  initialMs: number;
  factor: number;
  maxMs: number;
  jitter?: boolean;
}

/** PRODUCT-RULES.md (Limits) data-client backoff: start at 1 s, ×1.5 each time, never more than 60 s. */
export const RETRY_BACKOFF: Backoff = { initialMs: 1000, factor: 1.5, maxMs: 60_000 };

/** The wait after the `retry`-th failure in a row, counted from 0, without jitter. */
export const backoffDelay = (retry: number, policy: Backoff = RETRY_BACKOFF): number => Math.min(policy.maxMs, policy.initialMs * policy.factor ** retry);

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  backoff?: Backoff;
  /** Whether a failure is worth another try (every failure is, by default); one that is not ends the tries. */
  retryable?: (error: unknown) => boolean;
  /** A wait the failure itself asks for (an answer's Retry-After), in place of the backoff's. */
  waitFor?: (error: unknown) => number | undefined;
  /** Told of every failure, the last one included. */
  onFailure?: (error: unknown) => void;
  /** How to wait; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A failure as p-retry sees it. p-retry gives up at once on a TypeError that is not a network error
 * and replaces whatever is not an Error; wrapped, every failure is judged by `retryable` alone, and
 * the caller gets back exactly what the task threw.
 */
class Failure extends Error {
  constructor(readonly reason: unknown) {
    super("attempt failed");
  }
}

/**
 * Runs `task`, trying again after a failure the options call retryable, with backoff. The waits are
 * made through `sleep` (p-retry's own timer cannot be replaced, so it is set to wait nothing): code
 * nobody waits on uses real time, and tests do not.
 */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { attempts, backoff = RETRY_BACKOFF, retryable = () => true, waitFor, onFailure, sleep = realSleep } = options;
  try {
    return await pRetry(
      async () => {
        try {
          return await task();
        } catch (error) {
          throw new Failure(error);
        }
      },
      {
        retries: Math.max(0, attempts - 1),
        minTimeout: 0,
        maxTimeout: 0,
        onFailedAttempt: ({ error }) => onFailure?.((error as Failure).reason),
        // Called only when another try is left: the wait before it happens here.
        shouldRetry: async ({ error, attemptNumber }) => {
          const reason = (error as Failure).reason;
          if (!retryable(reason)) return false;
          const wait = waitFor?.(reason) ?? backoffDelay(attemptNumber - 1, backoff) * (backoff.jitter ? 1 + Math.random() : 1);
          await sleep(wait);
          return true;
        },
      },
    );
  } catch (error) {
    throw error instanceof Failure ? error.reason : error;
  }
}
