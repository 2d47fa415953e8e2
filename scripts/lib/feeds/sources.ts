import { createReadStream } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { urlSource as urlSourceWithin, type FeedSource } from "../../../shared/price-feed/url-source";

/** What the ingest was given, sorted by content: product records (JSON) and price feeds, and the paths it could not read. */
export interface SortedInputs {
  recordFiles: string[];
  feeds: FeedSource[];
  problems: string[];
}

export type { FeedSource };

/** How long a feed's download may take, whole: a server that stalls cannot hold the run. */
export const DOWNLOAD_TIMEOUT_MS = Number(process.env.FEED_DOWNLOAD_TIMEOUT_MS ?? 15 * 60_000);

/** A feed at an address (shared/price-feed/url-source.ts), with this run's download time-out. */
export const urlSource = (url: string) => urlSourceWithin(url, DOWNLOAD_TIMEOUT_MS);

const isUrl = (arg: string) => /^https?:\/\//i.test(arg);

/** A file's first bytes tell its kind: gzip or anything not starting with '{' or '[' is a feed; JSON is product records. */
async function isRecordFile(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    return text.startsWith("{") || text.startsWith("[");
  } finally {
    await handle.close();
  }
}

async function filesIn(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = (await readdir(path)).filter((name) => !name.startsWith(".")).sort();
  return (await Promise.all(entries.map((name) => filesIn(join(path, name))))).flat();
}

export function fileSource(path: string): FeedSource {
  return { name: path, open: async () => Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array> };
}

/**
 * Sorts the command's arguments: addresses are feeds; files and the files in folders are product
 * records when they hold JSON, feeds otherwise (XML, CSV, TSV, gzip), whatever their names say.
 */
export async function sortInputs(args: readonly string[]): Promise<SortedInputs> {
  const sorted: SortedInputs = { recordFiles: [], feeds: [], problems: [] };
  for (const arg of args) {
    if (isUrl(arg)) {
      sorted.feeds.push(urlSource(arg));
      continue;
    }
    let files: string[];
    try {
      files = await filesIn(arg);
    } catch {
      sorted.problems.push(`${arg}: no existe o no se puede leer`);
      continue;
    }
    for (const file of files) {
      try {
        if (await isRecordFile(file)) sorted.recordFiles.push(file);
        else sorted.feeds.push(fileSource(file));
      } catch {
        sorted.problems.push(`${file}: no se puede leer`);
      }
    }
  }
  return sorted;
}
