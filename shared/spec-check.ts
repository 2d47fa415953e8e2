import * as v from "valibot";
import type { SpecSchema } from "./categories/spec-schema";
import { hasValue } from "./object-path";
import { quote } from "./report-quote";

/** A stored spec its category's schema refuses: where it is ("specs.display.sizeInches") and why, in a report's words. */
export interface SpecProblem {
  path: string;
  why: string;
}

const EXPECTED: Readonly<Record<string, string>> = { Object: "a group of fields", Array: "a list" };
const expectedOf = (issue: v.BaseIssue<unknown>): string => EXPECTED[issue.expected ?? ""] ?? issue.expected ?? "another type";
const quoted = (value: unknown): string | null => (typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? quote(value) : null);

/**
 * The fields of `specs` (flags already booleans: shared/spec-flags.ts) that do not have the type their
 * category's schema gives them, once each. A wrong item of a list names the list: the list is what is
 * left out. Empty values ("", "N/A", null) are missing, not wrong. Fields the schema does not declare
 * are not checked.
 */
export function specProblems(schema: SpecSchema<unknown>, specs: unknown): SpecProblem[] {
  if (specs === null || typeof specs !== "object" || Array.isArray(specs)) return [];
  const result = v.safeParse(schema, specs, { abortEarly: false });
  if (result.success) return [];
  const problems = new Map<string, SpecProblem>();
  for (const issue of result.issues) {
    const steps = issue.path ?? [];
    const listAt = steps.findIndex((step) => step.type === "array");
    const fieldSteps = listAt === -1 ? steps : steps.slice(0, listAt);
    const path = `specs.${fieldSteps.map((step) => String(step.key)).join(".")}`;
    if (problems.has(path)) continue;
    if (listAt === -1) {
      const value = steps[steps.length - 1]?.value;
      if (!hasValue(value)) continue;
      const shown = quoted(value);
      problems.set(path, { path, why: `${shown === null ? "" : `${shown}: `}expected ${expectedOf(issue)}` });
    } else {
      const inItem = steps.slice(listAt + 1).map((step) => String(step.key));
      const where = [`item ${Number(steps[listAt].key) + 1}`, ...(inItem.length ? [inItem.join(".")] : [])].join(", ");
      problems.set(path, { path, why: `${where}: expected ${expectedOf(issue)}` });
    }
  }
  return [...problems.values()];
}

/** `specs` without the fields at `paths` (each "specs.…"): a copy, the original untouched. */
export function withoutSpecs(specs: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  if (paths.length === 0) return specs;
  const copy = structuredClone(specs);
  for (const path of paths) {
    const keys = path.split(".").slice(1);
    let parent: unknown = copy;
    for (const key of keys.slice(0, -1)) parent = parent !== null && typeof parent === "object" ? (parent as Record<string, unknown>)[key] : undefined;
    if (parent !== null && typeof parent === "object") delete (parent as Record<string, unknown>)[keys[keys.length - 1]];
  }
  return copy;
}
