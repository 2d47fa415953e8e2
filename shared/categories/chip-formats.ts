/**
 * How a spec value reads on a card's key-spec chip. Each format turns a value into chip text, or
 * null when it cannot. The formatter is made on first use: a category module imported only for its
 * name must cost the browser nothing.
 */
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => (numberFormat ??= new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 })).format(value);

export const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
export const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.trim().toUpperCase() !== "N/A";

/** A number with its suffix: 55 → '55"', 1.5 → "1,5 kg". */
export const num = (suffix: string) => (v: unknown) => (isNum(v) ? `${formatNumber(v)}${suffix}` : null);
/** Text as given, after a prefix ("Clase A"). */
export const text =
  (prefix = "") =>
  (v: unknown) =>
    isText(v) ? `${prefix}${v}` : null;
/** A label when the spec is true. */
export const flag = (label: string) => (v: unknown) => (v === true ? label : null);
/** Gigabytes, whole terabytes as TB. */
export const gb = (v: unknown) => (isNum(v) ? (v >= 1024 && v % 1024 === 0 ? `${v / 1024}TB` : `${formatNumber(v)}GB`) : null);
export const days = (v: unknown) => (isNum(v) ? `${formatNumber(v)} ${v === 1 ? "día" : "días"}` : null);
export const identity = (v: unknown) => (isText(v) ? v : null);
/** A label from a table, or the value itself when the table does not name it. */
export const labelled = (labels: Readonly<Record<string, string>>) => (v: unknown) => (isText(v) ? (Object.hasOwn(labels, v) ? labels[v] : v) : null);

/** The first value at a path that holds a list. */
export const first = (read: (path: string) => unknown, path: string) => {
  const value = read(path);
  return Array.isArray(value) ? value[0] : value;
};
/** The first storage option as "256GB UFS 4.0". */
export const storage = (read: (path: string) => unknown, path: string) => {
  const option = first(read, path) as { sizeGB?: unknown; type?: unknown } | undefined;
  const size = gb(option?.sizeGB);
  return size && (isText(option?.type) ? `${size} ${option!.type}` : size);
};

/** Marketing label for a pixel resolution; unknown resolutions are shown as given. */
export function resolutionIn(labels: Readonly<Record<string, string>>, resolution: string): string {
  const key = String(resolution).replace(/\s+/g, "").replace(/[×X]/g, "x");
  return Object.hasOwn(labels, key) ? labels[key] : String(resolution);
}
