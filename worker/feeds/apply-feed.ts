import { convertFromFirestoreDocument } from "firebase-rest-firestore";
import { CATEGORY_IDS, getCategory, type CategoryId } from "../../shared/categories";
import { sameJson } from "../../shared/json-equal";
import { applyFeedUpdates, feedKeys, type FeedKeys, type FeedUpdate, type ProductRef } from "../../shared/price-feed/apply";
import type { FeedUpdates } from "../../shared/price-feed/match";
import { asStoredKeys, type FeedKeyRecord } from "../../shared/price-feed/key-records";
import { AMAZON_SHOP_ID } from "../../shared/shops";
import { MAX_BEST_HISTORY, recordPriceHistories, withPoint } from "../../shared/prices/history-record";
import type { PricePoint, RetailerOffer, ShopOffer } from "../../shared/product";
import { validateProduct } from "../../shared/validation";
import { batchGetDocuments } from "../data/firestore-values";
import { toPlainJson } from "../data/normalise";
import { writeInBatches, type FirestoreTarget } from "./firestore-writer";

/*
 * A feed's matched prices applied to Firestore over REST: the same code for `npm run ingest` (Node)
 * and the worker's daily pull (workerd), so both write exactly the same documents.
 */

/** A category's feed keys as its last build kept them, or null when it has none (no build yet, or one older than them). */
export type BuiltFeedKeys = (category: CategoryId) => Promise<FeedKeyRecord[] | null>;

/**
 * What identifies every stored product in a feed (its GTIN, its ASIN, its offers' shop codes): from
 * each category's last build when `built` has them (no Firestore read: the worker's daily pull),
 * otherwise with one projected query per collection (a few fields per document, never the documents;
 * still one billed read per document: the CLI, and a category not built yet).
 */
export async function readFeedKeys(
  target: FirestoreTarget,
  mapping: { shop: string; code: string; ref: ProductRef }[] = [],
  built?: BuiltFeedKeys,
): Promise<FeedKeys> {
  const records: { ref: ProductRef; data: Record<string, unknown> }[] = [];
  for (const category of CATEGORY_IDS) {
    const kept = await built?.(category);
    records.push(...(kept ? asStoredKeys(category, kept) : await queryFeedKeys(target, category)));
  }
  return feedKeys(records, mapping);
}

async function queryFeedKeys(target: FirestoreTarget, category: CategoryId): Promise<{ ref: ProductRef; data: Record<string, unknown> }[]> {
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
  const records: { ref: ProductRef; data: Record<string, unknown> }[] = [];
  for (const row of (await response.json()) as { document?: { name: string } }[]) {
    if (!row.document) continue;
    const { id, ...data } = toPlainJson(convertFromFirestoreDocument(row.document as never)) as Record<string, unknown>;
    records.push({ ref: { category, id: String(id) }, data });
  }
  return records;
}

/** The stored documents for these ids (null where missing), as plain JSON, read with batchGet. */
export async function readStored(target: FirestoreTarget, category: CategoryId, ids: readonly string[]): Promise<Map<string, Record<string, unknown> | null>> {
  const collection = getCategory(category).collection;
  const stored = new Map<string, Record<string, unknown> | null>();
  for (let i = 0; i < ids.length; i += 100) {
    const names = ids.slice(i, i + 100).map((id) => `${target.documentsName}/${collection}/${id}`);
    const response = await fetch(`${target.documentsUrl}:batchGet`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ documents: names }),
    });
    if (!response.ok) throw new Error(`batchGet on "${collection}" answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    for (const [id, document] of batchGetDocuments(await response.json())) {
      if (!document) {
        stored.set(id, null);
        continue;
      }
      const { id: _id, ...data } = toPlainJson(document) as Record<string, unknown>;
      stored.set(id, data);
    }
  }
  return stored;
}

/** What applying a feed came to: its rows that changed a product, those that changed nothing, and what failed. */
export interface ApplyOutcome {
  appliedRows: number;
  unchangedRows: number;
  /** Products written (or, with --dry-run, that would be). */
  written: number;
  /** The categories written, which alone need revalidating. */
  touched: CategoryId[];
  /** Products whose record with the feed's prices would not pass its checks: left as they were. */
  invalid: { line: number; detail: string }[];
  /** Batches Firestore refused after its retries, and products gone since the keys were read. */
  failures: string[];
}

/** Where a product's prices were checked: moves every day, so it is left out when asking whether anything changed. */
function withoutCheckTimes(record: Record<string, unknown>): Record<string, unknown> {
  const amazon = record.amazon as Record<string, unknown> | undefined;
  const offers = Array.isArray(record.offers) ? (record.offers as Record<string, unknown>[]) : undefined;
  return {
    ...record,
    ...(amazon ? { amazon: { ...amazon, lastPriceUpdate: undefined } } : {}),
    ...(offers ? { offers: offers.map((offer) => ({ ...offer, checkedAt: undefined })) } : {}),
  };
}

/**
 * Applies a feed's updates: each product's stored record gets the new prices (and nothing else) and
 * the day's point in its price histories, and is written only when that changed it (a price, an
 * availability, a shipping cost, a link, or today's point was missing); so a feed run again writes
 * nothing. A record that would then fail its checks is left as it was and reported. Writes go in
 * batches, category by category; a batch Firestore refuses after its retries is reported.
 */
export async function applyFeed(target: FirestoreTarget, updates: FeedUpdates, now: Date, dryRun: boolean): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { appliedRows: 0, unchangedRows: 0, written: 0, touched: [], invalid: [], failures: [] };
  const byCategory = new Map<CategoryId, { ref: ProductRef; updates: FeedUpdate[] }[]>();
  for (const entry of updates.values()) byCategory.set(entry.ref.category, [...(byCategory.get(entry.ref.category) ?? []), entry]);
  const day = now.toISOString().slice(0, 10);
  for (const [category, entries] of byCategory) {
    const stored = await readStored(
      target,
      category,
      entries.map((e) => e.ref.id),
    );
    const writes: { id: string; data: Record<string, unknown>; rows: number }[] = [];
    for (const { ref, updates: rows } of entries) {
      const before = stored.get(ref.id);
      if (!before) {
        outcome.failures.push(`${category}/${ref.id}: ya no está en Firestore`);
        continue;
      }
      const document = applyFeedUpdates(before, rows, now);
      const amazon = document.amazon as RetailerOffer;
      if (rows.some((u) => u.shopId === AMAZON_SHOP_ID)) {
        amazon.priceHistory = withPoint((amazon.priceHistory ?? []) as PricePoint[], day, amazon.price).slice(-MAX_BEST_HISTORY);
      }
      const histories = recordPriceHistories(document as { amazon: RetailerOffer; offers?: ShopOffer[] }, before, now);
      document.bestPriceHistory = histories.bestPriceHistory;
      if (histories.offers) document.offers = histories.offers;
      if (sameJson(toPlainJson(withoutCheckTimes(document)), toPlainJson(withoutCheckTimes(before)))) {
        outcome.unchangedRows += rows.length;
        continue;
      }
      const report = validateProduct(category, document, ref.id);
      if (!report.valid) {
        for (const row of rows) outcome.invalid.push({ line: row.line, detail: `${category}/${ref.id}: ${report.errors.join("; ")}` });
        continue;
      }
      writes.push({ id: ref.id, data: document, rows: rows.length });
    }
    if (dryRun) {
      outcome.written += writes.length;
      outcome.appliedRows += writes.reduce((n, w) => n + w.rows, 0);
      continue;
    }
    if (writes.length === 0) continue;
    const { written, failed } = await writeInBatches(target, category, writes, 200);
    const done = new Set(written);
    outcome.written += written.length;
    outcome.appliedRows += writes.filter((w) => done.has(w.id)).reduce((n, w) => n + w.rows, 0);
    if (written.length > 0) outcome.touched.push(category);
    for (const batch of failed) outcome.failures.push(`${getCategory(category).collection}: lote no escrito (${batch.message}): ${batch.ids.join(", ")}`);
  }
  return outcome;
}
