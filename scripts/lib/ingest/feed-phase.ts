import { convertFromFirestoreDocument } from "firebase-rest-firestore";
import { CATEGORY_IDS, getCategory, type CategoryId } from "../../../shared/categories";
import { applyFeedUpdates, feedKeys, type FeedKeys, type FeedMatch, type FeedUpdate, type ProductRef } from "../../../shared/price-feed/apply";
import { recordPriceHistories, withPoint } from "../../../shared/prices/history-record";
import type { PricePoint, RetailerOffer, ShopOffer } from "../../../shared/product";
import { validateProduct } from "../../../shared/validation";
import { toPlainJson } from "../../../worker/data/normalise";
import { writeInBatches, type FirestoreTarget } from "../firestore-writer";
import { readStored } from "./firestore-io";
import { MAX_PRICE_HISTORY } from "./plan";

/**
 * What identifies every stored product in a feed (its GTIN, its ASIN, its offers' shop codes), read
 * with one projected query per collection: a few fields per document, never the documents.
 */
export async function readFeedKeys(target: FirestoreTarget, mapping: { shop: string; code: string; ref: ProductRef }[] = []): Promise<FeedKeys> {
  const records: { ref: ProductRef; data: Record<string, unknown> }[] = [];
  for (const category of CATEGORY_IDS) {
    const collection = getCategory(category).collection;
    const response = await fetch(`${target.documentsUrl}:runQuery`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          select: { fields: [{ fieldPath: "gtin" }, { fieldPath: "amazon.asin" }, { fieldPath: "offers" }] },
        },
      }),
    });
    if (!response.ok) throw new Error(`runQuery on "${collection}" answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    for (const row of (await response.json()) as { document?: { name: string } }[]) {
      if (!row.document) continue;
      const { id, ...data } = toPlainJson(convertFromFirestoreDocument(row.document as never)) as Record<string, unknown>;
      records.push({ ref: { category, id: String(id) }, data });
    }
  }
  return feedKeys(records, mapping);
}

/** A mapping table (CSV: shop, code, category, id) for shops whose rows carry only their own code. */
export function parseMapping(text: string): { mapping: { shop: string; code: string; ref: ProductRef }[]; problems: string[] } {
  const mapping: { shop: string; code: string; ref: ProductRef }[] = [];
  const problems: string[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const [shop, code, category, id] = line.split(/[;,]/).map((field) => field.trim());
    if (!shop || !code || !id || !CATEGORY_IDS.includes(category as CategoryId))
      problems.push(`tabla de correspondencias, línea ${i + 2}: se esperaba tienda, código, categoría e id`);
    else mapping.push({ shop, code, ref: { category: category as CategoryId, id } });
  });
  return { mapping, problems };
}

export interface FeedOutcome {
  match: FeedMatch;
  written: number;
  touched: CategoryId[];
  failures: string[];
}

/**
 * Applies a matched feed: for each product with rows, its stored record gets the new prices (and
 * nothing else), the day's point in its price histories, and is written in batches, category by
 * category. Returns the categories written, which alone need revalidating.
 */
export async function applyFeed(target: FirestoreTarget, match: FeedMatch, now: Date, dryRun: boolean): Promise<FeedOutcome> {
  const outcome: FeedOutcome = { match, written: 0, touched: [], failures: [] };
  const byCategory = new Map<CategoryId, { ref: ProductRef; updates: FeedUpdate[] }[]>();
  for (const entry of match.updates.values()) {
    const entries = byCategory.get(entry.ref.category) ?? [];
    entries.push(entry);
    byCategory.set(entry.ref.category, entries);
  }
  const day = now.toISOString().slice(0, 10);
  for (const [category, entries] of byCategory) {
    const stored = await readStored(
      target,
      category,
      entries.map((e) => e.ref.id),
    );
    const writes: { id: string; data: Record<string, unknown> }[] = [];
    for (const { ref, updates } of entries) {
      const before = stored.get(ref.id);
      if (!before) {
        outcome.failures.push(`${category}/${ref.id}: ya no está en Firestore`);
        continue;
      }
      const document = applyFeedUpdates(before, updates, now);
      const amazon = document.amazon as RetailerOffer;
      if (updates.some((u) => u.shopId === "amazon")) {
        amazon.priceHistory = withPoint((amazon.priceHistory ?? []) as PricePoint[], day, amazon.price).slice(-MAX_PRICE_HISTORY);
      }
      const histories = recordPriceHistories(document as { amazon: RetailerOffer; offers?: ShopOffer[] }, before, now);
      document.bestPriceHistory = histories.bestPriceHistory;
      if (histories.offers) document.offers = histories.offers;
      const report = validateProduct(category, document, ref.id);
      if (!report.valid) {
        outcome.failures.push(`${category}/${ref.id}: ${report.errors.join("; ")}`);
        continue;
      }
      writes.push({ id: ref.id, data: document });
    }
    if (dryRun || writes.length === 0) continue;
    const { written, failed } = await writeInBatches(target, category, writes, 200, () => undefined);
    outcome.written += written.length;
    if (written.length > 0) outcome.touched.push(category);
    for (const batch of failed) outcome.failures.push(`${getCategory(category).collection}: lote no escrito (${batch.message}): ${batch.ids.join(", ")}`);
  }
  return outcome;
}
