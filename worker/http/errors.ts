import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ApiErrorCode = "bad_request" | "unauthorised" | "not_found" | "unavailable" | "internal" | "stale";

/** The one JSON error shape of the API: `{ error: { status, code, message } }`. */
export function apiError(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: { status, code, message } }, status);
}
