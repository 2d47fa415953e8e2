import { timingSafeEqual } from "hono/utils/buffer";

/** The header an operator sends, with the admin token, to see diagnostics the public does not (Server-Timing's cache outcome). */
export const OPERATOR_HEADER = "X-Operator-Token";

/** Whether `sent` (OPERATOR_HEADER's value) is the admin token (compared in constant time; an unset token matches nothing). */
export async function isOperatorToken(sent: string | undefined, token: string | undefined): Promise<boolean> {
  return Boolean(sent && token) && (await timingSafeEqual(token!, sent!));
}
