/**
 * Freezes a JSON-like value and everything in it. Data shared by the requests of an isolate is
 * frozen, so a request that tried to change it would fail loudly instead of changing what every
 * later request sees; and a frozen value's JSON can be kept (frozenJson in worker/data/isolate-context.ts).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
