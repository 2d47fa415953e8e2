const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe inside an HTML <script> element: no "</script>", no "<!--", no entity, and no
 * line separators that older JavaScript parsers treat as newlines. JSON.parse reads it back unchanged.
 */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]);
}
