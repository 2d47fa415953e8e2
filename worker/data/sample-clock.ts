import type { SampleRecord } from "../../data/catalogue";

/**
 * The sample catalogue's prices are illustrative and were "checked" at fixed times, up to this
 * moment. Served as they are, every one of them would be weeks old on any later day, and the site
 * would show only stale prices. So the bundled source moves every price date of the sample (check
 * times and price histories) forward by whole days, the same for all, so this moment becomes the
 * latest past day at the same hour: the sample keeps its mix of fresh and stale prices, relative
 * to today, and its histories stay aligned with their prices. Only price dates move.
 */
export const SAMPLE_PRICES_AS_OF = "2026-11-22T13:00:00.000Z";

const DAY_MS = 86_400_000;

/** Whole days from the sample's moment to `now` (never negative: the sample is never moved back). */
export function sampleShiftDays(now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(SAMPLE_PRICES_AS_OF)) / DAY_MS));
}

const shiftTime = (value: unknown, days: number) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(Date.parse(value) + days * DAY_MS).toISOString() : value;

const shiftDay = (value: unknown, days: number) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(Date.parse(value.slice(0, 10)) + days * DAY_MS).toISOString().slice(0, 10) : value;

function shiftHistory(value: unknown, days: number): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((point: unknown) =>
    point !== null && typeof point === "object" ? { ...point, date: shiftDay((point as { date?: unknown }).date, days) } : point,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** A sample record with its price dates moved `days` days forward (a copy; the bundled data is shared). */
export function shiftSamplePrices(record: SampleRecord, days: number): SampleRecord {
  if (days === 0) return record;
  const shifted: SampleRecord = { ...record };
  if (isObject(record.amazon)) {
    shifted.amazon = {
      ...record.amazon,
      lastPriceUpdate: shiftTime(record.amazon.lastPriceUpdate, days),
      priceHistory: shiftHistory(record.amazon.priceHistory, days),
    };
  }
  if (Array.isArray(record.offers)) {
    shifted.offers = record.offers.map((offer: unknown) =>
      isObject(offer) ? { ...offer, checkedAt: shiftTime(offer.checkedAt, days), priceHistory: shiftHistory(offer.priceHistory, days) } : offer,
    );
  }
  if (Array.isArray(record.bestPriceHistory)) shifted.bestPriceHistory = shiftHistory(record.bestPriceHistory, days);
  return shifted;
}
