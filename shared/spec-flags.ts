import { inferFilterType } from "./filters/inference";
import { asBoolean } from "./filters/values";

/**
 * Specs as stored, with flags made booleans wherever the field's name says it holds one
 * ("vrrSupport": "yes", "Sí" or 1 → true), so one odd spelling never turns a filter into a list of
 * words, shows "yes" beside "Sí" in a spec table, or counts as a value of the wrong type.
 */
export function withFlagsAsBooleans(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => withFlagsAsBooleans(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([inner, v]) => [inner, withFlagsAsBooleans(v, inner)]));
  }
  if (key && inferFilterType(key) === "checkbox") return asBoolean(value, true) ?? value;
  return value;
}
