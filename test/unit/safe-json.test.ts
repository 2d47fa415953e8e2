import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import { safeJsonForScript } from "../../worker/render/safe-json";

/** What safeJsonForScript must equal: JSON.stringify, then the five characters escaped. */
const reference = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The JSON kept of frozen values, as an isolate keeps it. */
const kept = new WeakMap<object, string>();

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("design: the hydration payload is safe inside <script>", () => {
  it("escapes <, >, &, U+2028 and U+2029 and still parses back", () => {
    const value = { model: "</script><script>alert(1)</script>", note: "a & b <!-- \u2028 \u2029", "<key>": 1 };
    const json = safeJsonForScript(value, kept);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("is exactly JSON.stringify's text, escaped, for the whole sample catalogue frozen, unfrozen and mixed", () => {
    for (const category of CATEGORY_IDS) {
      const records = clone(SAMPLE_CATALOGUE[category]);
      expect(safeJsonForScript(records, kept)).toBe(reference(records));
      // A request's own objects around shared frozen data, as a page payload is built.
      const shared = deepFreeze(clone(records));
      const payload = { url: "/x?q=<b>", data: { view: "category", products: shared.slice(0, 3), first: shared[0] }, listing: [shared[1]] };
      expect(safeJsonForScript(payload, kept)).toBe(reference(payload));
      expect(safeJsonForScript(payload, kept)).toBe(reference(payload));
    }
  });

  it("follows JSON.stringify's rules for values JSON cannot hold", () => {
    const date = new Date("2026-11-21T10:00:00Z");
    const values: unknown[] = [
      { a: undefined, b: () => 1, c: Symbol("s"), d: null, e: Number.NaN, f: -0, g: Infinity },
      [undefined, () => 1, Symbol("s"), null, Number.NaN],
      // A hole in an array is null in JSON.
      Object.assign(new Array(3), { 0: 1, 2: 3 }),
      { date, nested: [date, { date }] },
      deepFreeze({ date: new Date(0) }),
      { 2: "b", 1: "a", z: 1, [Symbol("hidden")]: 2 },
      "plain",
      42,
      true,
      null,
    ];
    for (const value of values) expect(safeJsonForScript(value, kept), JSON.stringify(value)).toBe(reference(value));
    expect(safeJsonForScript(undefined, kept)).toBe("null");
  });

  it("serialises a frozen value once, and an unfrozen one every time (it may have changed)", () => {
    const frozen = deepFreeze({ model: "Bravia 8", specs: { sizeInches: 55 } });
    const open = { model: "Bravia 7" };
    const stringify = vi.spyOn(JSON, "stringify");
    safeJsonForScript({ a: frozen }, kept);
    const callsForFirst = stringify.mock.calls.filter(([value]) => value === frozen).length;
    safeJsonForScript({ b: frozen }, kept);
    expect(callsForFirst).toBe(1);
    expect(stringify.mock.calls.filter(([value]) => value === frozen)).toHaveLength(1);

    expect(safeJsonForScript(open, kept)).toBe('{"model":"Bravia 7"}');
    open.model = "Bravia 9";
    expect(safeJsonForScript(open, kept)).toBe('{"model":"Bravia 9"}');
  });

  it("never keeps a frozen value with toJSON: its answer can change", () => {
    const date = Object.freeze(new Date(0));
    expect(safeJsonForScript(date, kept)).toBe('"1970-01-01T00:00:00.000Z"');
    date.setTime(86_400_000);
    expect(safeJsonForScript(date, kept)).toBe('"1970-01-02T00:00:00.000Z"');
  });
});

describe("safeJsonForScript on deep unfrozen data", () => {
  it("gives the same text at any depth, frozen values below the walked levels included", () => {
    let deep: unknown = deepFreeze({ leaf: "<frozen>" });
    for (let i = 0; i < 8; i++) deep = { level: i, child: deep, list: [deep] };
    expect(safeJsonForScript(deep, kept)).toBe(reference(deep));
  });
});
