import * as v from "valibot";

/**
 * The pieces a category's spec schema is written with (Valibot): each field one line, its type
 * and whether a record may leave it out. The record's spec type is inferred from the schema
 * (`v.InferOutput`), and the validator checks stored specs against it (shared/spec-check.ts).
 * Every spec may be missing or null: real records are incomplete, and what a record must have is
 * its category's `record.required`.
 */

export const aNumber = () => v.nullish(v.number());
export const aText = () => v.nullish(v.string());
export const aFlag = () => v.nullish(v.boolean());
export const texts = () => v.nullish(v.array(v.string()));

/** A group of specs (a tab of the product page), or a group inside one. */
export const group = <E extends v.ObjectEntries>(entries: E) => v.optional(v.object(entries));

/** A list of objects ("storageOptions": [{ sizeGB, type }]). */
export const listOf = <E extends v.ObjectEntries>(entries: E) => v.nullish(v.array(v.object(entries)));

/** A category's whole spec object: fields it does not declare are kept as they are, unchecked. */
export const specSchema = <E extends v.ObjectEntries>(entries: E) => v.object(entries);

/** The schema a category declares its specs with, by the type it infers. */
export type SpecSchema<S> = v.GenericSchema<unknown, S>;

/** The spec type a schema factory's schema infers. */
export type SpecsOf<F extends () => v.GenericSchema> = v.InferOutput<ReturnType<F>>;
