import * as v from "valibot";
import type { Direction, FieldName } from "./types";

/**
 * The pieces a category's spec schema is written with (Valibot): each field one line, saying its
 * type, for a number which way it is better, and its Spanish name when the site's shared names
 * (shared/spec-fields.ts) lack it. The record's spec type is inferred from the schema
 * (`v.InferOutput`), the validator checks stored specs against it (shared/spec-check.ts), and the
 * verdict's directions and the pages' field names are read from it (./schema-fields.ts).
 * Every spec may be missing or null: real records are incomplete, and what a record must have is
 * its category's `record.required`.
 */

/** What a field's line says beyond its type. */
export type FieldNotes = {
  better?: Direction;
  name?: FieldName;
};

const noted = <S extends v.GenericSchema>(schema: S, notes: FieldNotes) => v.pipe(schema, v.metadata(notes));

/** A number, and which way it is better ("more", "less", or "neither": it ranks nothing). */
export const aNumber = (better: Direction, name?: FieldName) => noted(v.nullish(v.number()), { better, name });
/** A number an item of a list always has ("count" of a port, "sizeGB" of a storage option). */
export const itemNumber = (better: Direction, name?: FieldName) => noted(v.number(), { better, name });
/** A text an item of a list always has ("type" of a port). */
export const itemText = (name?: FieldName) => noted(v.string(), { name });
export const aText = (name?: FieldName) => noted(v.nullish(v.string()), { name });
export const aFlag = (name?: FieldName) => noted(v.nullish(v.boolean()), { name });
export const texts = (name?: FieldName) => noted(v.nullish(v.array(v.string())), { name });

/** A group of specs (a tab of the product page, named `name` when the site's names lack it), or a group inside one. */
export const group = <E extends v.ObjectEntries>(entries: E, name?: string) =>
  v.pipe(v.optional(v.object(entries)), v.metadata({ name: name === undefined ? undefined : { label: name } }));

/** A list of objects ("storageOptions": [{ sizeGB, type }]). */
export const listOf = <E extends v.ObjectEntries>(entries: E) => v.nullish(v.array(v.object(entries)));

/** A category's whole spec object: fields it does not declare are kept as they are, unchecked. */
export const specSchema = <E extends v.ObjectEntries>(entries: E) => v.object(entries);

export type { SpecSchema } from "./types";

/** The spec type a schema factory's schema infers. */
export type SpecsOf<F extends () => v.GenericSchema> = v.InferOutput<ReturnType<F>>;
