const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text made safe for a <script> element (escaping commutes with joining JSON texts). */
const escapeJson = (json: string): string => json.replace(UNSAFE, (ch) => ESCAPES[ch]);

/**
 * How deep unfrozen containers are walked in search of frozen ones. Payloads reach shared data
 * within four levels (payload → data → related → similarSpecs → summary); below that, an unfrozen
 * value (a snapshot too large for the isolate's memo) goes to JSON.stringify whole, which is far
 * faster than walking thousands of products here.
 */
const WALK_DEPTH = 4;

/**
 * JSON that is safe inside an HTML <script> element: no "</script>", no "<!--", no entity, and no
 * line separators that older JavaScript parsers treat as newlines. JSON.parse reads it back unchanged.
 *
 * The JSON of a frozen object or array is computed once and kept in `kept`. A page's hydration payload is
 * mostly data the isolate shares between requests and has deep-frozen (parsed snapshots and their
 * product summaries, product documents); serialising it anew would be a large share of a page's CPU,
 * for text that cannot have changed. What is not frozen (the request's
 * own objects around the shared data) is walked here with JSON.stringify's rules for JSON-like data.
 */
export function safeJsonForScript(value: unknown, kept: FrozenJson): string {
  return safeJson(value, 0, kept) ?? "null";
}

/** Script-safe JSON of frozen values, kept for as long as each value lives (the isolate's, isolate-context.ts). */
export type FrozenJson = WeakMap<object, string>;

function safeJson(value: unknown, depth: number, kept: FrozenJson): string | undefined {
  if (typeof value !== "object" || value === null) {
    const json = JSON.stringify(value);
    return json === undefined ? undefined : escapeJson(json);
  }
  // toJSON can answer differently each time (a frozen Date still changes), so it is never kept.
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return escapeJson(JSON.stringify(value));
  if (Object.isFrozen(value)) {
    let json = kept.get(value);
    if (json === undefined) {
      json = escapeJson(JSON.stringify(value));
      kept.set(value, json);
    }
    return json;
  }
  if (depth >= WALK_DEPTH) return escapeJson(JSON.stringify(value));
  if (Array.isArray(value)) {
    // A loop, not map(): map() skips holes, and JSON writes null for them.
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(safeJson(value[i], depth + 1, kept) ?? "null");
    return `[${items.join(",")}]`;
  }
  const members: string[] = [];
  for (const key of Object.keys(value)) {
    const json = safeJson((value as Record<string, unknown>)[key], depth + 1, kept);
    if (json !== undefined) members.push(`${escapeJson(JSON.stringify(key))}:${json}`);
  }
  return `{${members.join(",")}}`;
}
