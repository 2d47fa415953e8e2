import { escapeToBuffer } from "hono/utils/html";

/**
 * Escapes text for an HTML text node, a quoted attribute or XML (the sitemap): Hono's own escaper
 * (& < > " ' as entities), wrapped because it appends to a buffer and we want a string.
 */
export function escapeHtml(text: string): string {
  const buffer: [string] = [""];
  escapeToBuffer(text, buffer);
  return buffer[0];
}
