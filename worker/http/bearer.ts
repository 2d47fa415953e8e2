/**
 * Checks `Authorization: Bearer <token>` against the expected secret in constant time: both sides
 * are hashed to equal-length digests first, so neither the length nor a common prefix leaks
 * through timing. An unset secret accepts nothing.
 */
export async function isAuthorised(header: string | undefined, secret: string | undefined): Promise<boolean> {
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const encoder = new TextEncoder();
  const [given, expected] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(header.slice("Bearer ".length))),
    crypto.subtle.digest("SHA-256", encoder.encode(secret)),
  ]);
  const a = new Uint8Array(given);
  const b = new Uint8Array(expected);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}
