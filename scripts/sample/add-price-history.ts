/**
 * Adds `amazon.priceHistory` to every record of the sample catalogue (data/catalogue/*.json):
 * 120 daily prices ending on the day of the last price check at the current price. The history is
 * illustrative, like the prices themselves, but shaped like real retail prices: a launch premium
 * that erodes in steps, and short promotions (one of them inside the last 30 days for some
 * products, so the "lowest price in 30 days" rule has something to show). Deterministic: the same
 * record always gets the same history, so re-running changes nothing.
 *
 *   npx tsx scripts/sample/add-price-history.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CATEGORY_IDS } from "../../shared/categories";
import { priceHistory } from "./sample-prices";

const dir = join(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "../../data/catalogue");
for (const category of CATEGORY_IDS) {
  const file = join(dir, `${category}.json`);
  const records = JSON.parse(await readFile(file, "utf8")) as { id: string; lastUpdated?: string; amazon: Record<string, unknown> }[];
  for (const record of records) {
    const checked = String(record.amazon.lastPriceUpdate ?? record.lastUpdated);
    const lastDay = new Date(`${checked.slice(0, 10)}T00:00:00Z`);
    const { priceHistory: _old, ...amazon } = record.amazon;
    record.amazon = { ...amazon, priceHistory: priceHistory(record.id, Number(amazon.price), lastDay) };
  }
  await writeFile(file, JSON.stringify(records, null, 2) + "\n");
  console.log(`${category}: ${records.length} histories`);
}
