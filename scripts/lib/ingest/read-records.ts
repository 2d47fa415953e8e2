import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { resolveCategoryId, type CategoryId } from "../../../shared/categories";

/** One record found in the input files, with where it came from (for the report). */
export interface IncomingRecord {
  source: string;
  id: string | null;
  category: CategoryId | null;
  /** The category the record claims (its title), as written. */
  claimed: string;
  data: Record<string, unknown>;
}

async function jsonFiles(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path);
  const nested = await Promise.all(entries.sort().map((name) => jsonFiles(join(path, name)).catch(() => [] as string[])));
  return nested.flat().filter((file) => extname(file) === ".json");
}

/**
 * Reads product records from files or folders: a file holds one record, an array of records (one
 * file per category), or `{ "category": "tv", "products": [...] }`. A record's category comes from
 * that wrapper or from its `title` (legacy aliases accepted). Unreadable files become report lines.
 */
export async function readRecords(paths: readonly string[]): Promise<{ records: IncomingRecord[]; problems: string[] }> {
  const records: IncomingRecord[] = [];
  const problems: string[] = [];
  const files = (await Promise.all(paths.map((p) => jsonFiles(p).catch(() => (problems.push(`${p}: no existe o no se puede leer`), [] as string[]))))).flat();
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      problems.push(`${file}: JSON no válido (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    let wrapperCategory: CategoryId | null = null;
    let list: unknown[];
    if (Array.isArray(parsed)) list = parsed;
    else if (parsed && typeof parsed === "object" && Array.isArray((parsed as { products?: unknown }).products)) {
      wrapperCategory = resolveCategoryId(String((parsed as { category?: unknown }).category ?? "")) ?? null;
      list = (parsed as { products: unknown[] }).products;
    } else list = [parsed];
    list.forEach((item, index) => {
      const source = list.length > 1 || Array.isArray(parsed) ? `${file}[${index}]` : file;
      if (!item || typeof item !== "object" || Array.isArray(item)) {
        problems.push(`${source}: no es un objeto de producto`);
        return;
      }
      const { id, ...data } = item as Record<string, unknown>;
      const claimed = typeof data.title === "string" ? data.title : "";
      records.push({
        source,
        id: typeof id === "string" && id.trim() ? id.trim() : null,
        category: wrapperCategory ?? resolveCategoryId(claimed) ?? null,
        claimed: String(wrapperCategory ?? claimed),
        data,
      });
    });
  }
  return { records, problems };
}
