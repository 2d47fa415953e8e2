import { describe, expect, it } from "vitest";
import { FIRESTORE_MAX_DOCUMENT_BYTES, firestoreDocumentSize, storageProblems } from "../../shared/storage-limits";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

const record = (extra: Record<string, unknown> = {}) => ({
  title: "tv",
  model: "QE55S90D",
  brand: "Samsung",
  year: 2024,
  general: { description: "# Análisis\n\nTexto." },
  amazon: { affiliateLink: "https://www.amazon.es/dp/B0EB7AWLYP", price: 1099 },
  specs: { display: { sizeInches: 55 } },
  ...extra,
});

describe("what Firestore refuses is reported before writing", () => {
  it("counts sizes as Firestore documents them (strings as UTF-8 + 1, numbers 8, booleans 1)", () => {
    // 32 (document) + "TV Data" 8 + "x" 2 + field "a" 2 + "é" 3 + field "n" 2 + 8 + field "b" 2 + 1
    expect(firestoreDocumentSize({ a: "é", n: 1, b: true }, "TV Data", "x")).toBe(32 + 8 + 2 + 2 + 3 + 2 + 8 + 2 + 1);
  });

  it("accepts every sample record", () => {
    const problems = Object.values(SAMPLE_CATALOGUE).flatMap((records) => records.flatMap((r) => storageProblems(r, "X Data", r.id)));
    expect(problems).toEqual([]);
  });

  it("refuses a 1.2 MB description, over the 1 MiB document limit", () => {
    const big = record({ general: { description: "# A\n\n" + "x".repeat(1_200_000) } });
    const problems = storageProblems(big, "TV Data", "big");
    expect(problems).toEqual([expect.stringMatching(/^Invalid field: document \(1\.1\d MiB: over Firestore's limit of 1 MiB per document\)$/)]);
    expect(firestoreDocumentSize(big, "TV Data", "big")).toBeGreaterThan(FIRESTORE_MAX_DOCUMENT_BYTES);
  });

  it("refuses integers Firestore's 64-bit integers and JSON cannot carry exactly", () => {
    const problems = storageProblems(record({ specs: { display: { sizeInches: 55, brightnessNits: 1e20 } } }), "TV Data", "x");
    expect(problems).toEqual(["Invalid field: specs.display.brightnessNits (100000000000000000000 is too large to store exactly)"]);
  });

  it("refuses reserved field names and nesting deeper than 20 levels", () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 22; i++) deep = { level: deep };
    const problems = storageProblems(record({ specs: { __key__: 1, deep } }), "TV Data", "x");
    expect(problems).toContain("Invalid field: specs.__key__ (Firestore reserves this field name)");
    expect(problems.some((p) => /nested more than 20 levels deep/.test(p))).toBe(true);
  });

  it("refuses an array directly inside an array, which Firestore cannot store, and accepts a map between them", () => {
    const problems = storageProblems(record({ specs: { display: { sizeInches: 55 }, ports: [["HDMI", "USB"], "x"] } }), "TV Data", "x");
    expect(problems).toEqual(["Invalid field: specs.ports[0] (a list inside a list: Firestore cannot store it)"]);
    expect(storageProblems(record({ specs: { display: { sizeInches: 55 }, ports: [{ kinds: ["HDMI"] }] } }), "TV Data", "x")).toEqual([]);
  });
});
