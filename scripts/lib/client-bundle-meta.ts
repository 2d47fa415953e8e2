/** What the client build records in dist/client-meta.json for the first-load size report. */
export interface ClientBundleMeta {
  /** The entry script, relative to dist/public/assets. */
  entry: string;
  /** The lazy chunk of each view (home, category, product, compare, static:*). */
  views: Record<string, string>;
  /** Every script with its size and the scripts it imports statically. */
  files: Record<string, { bytes: number; imports: string[] }>;
}
