import { isCategoryId, type CategoryId } from "../../shared/categories";

/**
 * What the daily pull's queue carries: one shop's feed (or the part of it from a row on), or the run's
 * closing rebuild (of the categories an earlier rebuild message had no KV operations left for, when
 * named; `pendingOnly`: of the product documents an earlier one left pending).
 */
export type FeedMessage =
  { kind: "feed"; runId: string; shopId: string; from?: number } | { kind: "rebuild"; runId: string; categories?: CategoryId[]; pendingOnly?: true };

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 100;

/** A message body as the queue delivered it, or null when it is not one of ours. */
export function readFeedMessage(body: unknown): FeedMessage | null {
  if (body === null || typeof body !== "object") return null;
  const message = body as Record<string, unknown>;
  if (!isText(message.runId)) return null;
  if (message.kind === "rebuild") {
    if (message.pendingOnly !== undefined && message.pendingOnly !== true) return null;
    const pendingOnly = message.pendingOnly ? { pendingOnly: true as const } : {};
    if (message.categories === undefined) return message.pendingOnly ? null : { kind: "rebuild", runId: message.runId };
    const { categories } = message;
    return Array.isArray(categories) && categories.length > 0 && categories.every(isCategoryId)
      ? { kind: "rebuild", runId: message.runId, categories: [...categories], ...pendingOnly }
      : null;
  }
  if (message.kind !== "feed" || !isText(message.shopId)) return null;
  if (message.from === undefined) return { kind: "feed", runId: message.runId, shopId: message.shopId };
  return Number.isSafeInteger(message.from) && (message.from as number) > 0
    ? { kind: "feed", runId: message.runId, shopId: message.shopId, from: message.from as number }
    : null;
}
