import { CATEGORY_IDS } from "../../shared/categories";

/** Builds every category once (one at a time: a 10 000-product build holds its products in memory); returns the time taken. */
export async function warmBuilds(url: string): Promise<number> {
  const started = Date.now();
  for (const category of CATEGORY_IDS) {
    // A connection of its own for each build: after a request of ~20 s (a 10 000-product build), the
    // local runtime closed the kept-alive connection, and the next build sent on it read ECONNRESET 5 ms
    // later (seen on every 10 000-product run, 2026-11-23; never at 100 products).
    const response = await fetch(`${url}/api/categories/${category}`, { signal: AbortSignal.timeout(600_000), headers: { connection: "close" } });
    if (!response.ok) throw new Error(`building ${category}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  return Date.now() - started;
}
