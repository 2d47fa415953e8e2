/**
 * How many random cases the property tests try (the listing index, range runs, the large search, the
 * related pools) against their naive references. The default keeps `npm test` inside its three
 * minutes and still reaches every path (sizes that choose a path are not scaled); before changing one
 * of those structures, run them larger: `PROPERTY_SCALE=4 npm test -- --project unit`.
 */
const scale = Number(process.env.PROPERTY_SCALE ?? "1");
export const PROPERTY_SCALE = Number.isFinite(scale) && scale > 0 ? scale : 1;

/** A number of random cases, or of generated products, at the default scale times PROPERTY_SCALE (at least one). */
export function scaled(count: number): number {
  return Math.max(1, Math.round(count * PROPERTY_SCALE));
}
