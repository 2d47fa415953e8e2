import { readFeed, type FeedReading } from "../../shared/price-feed/read-feed";
import { openFeed } from "../../shared/price-feed/records/open-feed";
import { feedAddress, type FeedAddressOptions, type ShopFeed } from "../../shared/price-feed/shop-feeds";
import { urlSource } from "../../shared/price-feed/url-source";
import { findShop } from "../../shared/shops";
import { applyFeed, readFeedKeys, type ApplyOutcome, type BuiltFeedKeys } from "./apply-feed";
import type { FirestoreTarget } from "./firestore-writer";

/** A feed that cannot be pulled now (a download, the content, a write): the queue tries again later. */
export class FeedFailure extends Error {}
/** A feed that no later try can pull (its secret is not set): it fails at once. */
export class FeedMisconfigured extends Error {}

/** One part of a shop's feed, read and applied. */
export interface PulledPart {
  reading: FeedReading;
  applied: ApplyOutcome;
}

/**
 * Downloads a shop's feed, reads it as it arrives (shared/price-feed: the same reader and matcher as
 * `npm run ingest`), and applies the matched prices that change a product to Firestore. A feed too
 * large for one invocation is read `limit` rows at a time: `reading.next` says where the next part starts.
 */
export async function pullFeedPart(
  feed: ShopFeed,
  secrets: Record<string, unknown>,
  target: FirestoreTarget,
  options: FeedAddressOptions & { from?: number; limit: number; timeoutMs: number; now: Date; built?: BuiltFeedKeys },
): Promise<PulledPart> {
  const raw = feed.url ?? secrets[feed.urlSecret!];
  if (raw === undefined || raw === "") throw new FeedMisconfigured(`el secreto ${feed.urlSecret} no está definido`);
  const url = feedAddress(raw, options);
  if (!url) throw new FeedMisconfigured(`la dirección del feed${feed.urlSecret ? ` (secreto ${feed.urlSecret})` : ""} no es https o lleva credenciales`);
  const keys = await readFeedKeys(target, [], options.built);
  let reading: FeedReading;
  try {
    reading = await readFeed(await openFeed(await urlSource(url, options.timeoutMs).open()), {
      keys,
      shop: findShop(feed.shopId),
      now: options.now.getTime(),
      from: options.from,
      limit: options.limit,
    });
  } catch (error) {
    throw new FeedFailure(error instanceof Error ? error.message : String(error));
  }
  if (reading.unreadable) throw new FeedFailure(reading.unreadable);
  const applied = await applyFeed(target, reading.updates, options.now, false);
  // Writes are whole documents: a try again rewrites what failed and finds the rest unchanged.
  if (applied.failures.length) throw new FeedFailure(`escritura en Firestore: ${applied.failures.slice(0, 3).join("; ")}`);
  return { reading, applied };
}
