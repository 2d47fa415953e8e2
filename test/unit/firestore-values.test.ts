import { convertFromFirestoreDocument, convertToFirestoreDocument } from "firebase-rest-firestore";
import { describe, expect, it } from "vitest";
import { fromFirestoreDocument, toFirestoreFields, type FirestoreValue } from "../../worker/data/firestore-values";
import { toPlainJson } from "../../worker/data/normalise";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

const NAME = "projects/p/databases/(default)/documents/TV Data/";

describe("the linear Firestore value converter", () => {
  it("reads and writes every sample record exactly as firebase-rest-firestore does", () => {
    for (const record of Object.values(SAMPLE_CATALOGUE).flat()) {
      const data = { ...record, lastUpdated: new Date("2026-01-02T03:04:05.000Z") } as Record<string, unknown>;
      const fields = toFirestoreFields(data);
      expect(fields).toEqual(convertToFirestoreDocument(data).fields);
      const document = { name: NAME + record.id, fields };
      expect(toPlainJson(fromFirestoreDocument(document))).toEqual(toPlainJson(convertFromFirestoreDocument(document as never)));
    }
    // 173 records through the library's own (quadratic) converter as the reference: seconds on a busy machine.
  }, 120_000);

  it("keeps a stored key named __proto__ as data, never as the object's prototype", () => {
    const fields = JSON.parse('{"__proto__":{"mapValue":{"fields":{"polluted":{"booleanValue":true}}}}}') as Record<string, FirestoreValue>;
    const plain = fromFirestoreDocument({ name: NAME + "x", fields });
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.hasOwn(plain, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads a 15,000-field document whole (the library copies the map once per field)", () => {
    const wide = Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`f${i}`, i]));
    const plain = fromFirestoreDocument({ name: NAME + "wide", fields: { specs: { mapValue: { fields: toFirestoreFields(wide) } } } });
    expect(Object.keys(plain.specs as object)).toHaveLength(15_000);
    expect(plain.id).toBe("wide");
  });
});
