/** The directory bucket of a product id (FNV-1a): the same on every build and isolate. */
export function idBucket(id: string, buckets: number): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) % Math.max(1, buckets);
}
