import { CATEGORY_IDS } from "../../shared/categories";

/** Builds every category once (one at a time: a 10 000-product build holds its products in memory); returns the time taken. */
export async function warmBuilds(url: string): Promise<number> {
  const started = Date.now();
  for (const category of CATEGORY_IDS) {
    // A connection of its own for each build: after a request of many seconds (a 10 000-product build), the
    // local runtime closes the kept-alive connection, and a next build sent on it would read ECONNRESET.
    const response = await fetch(`${url}/api/categories/${category}`, { signal: AbortSignal.timeout(600_000), headers: { connection: "close" } });
    if (!response.ok) throw new Error(`building ${category}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  return Date.now() - started;
}
