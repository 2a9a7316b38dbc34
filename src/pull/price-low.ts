/**
 * "Lägsta priset på 90 dagar" (issue 38 §2): a note the product page and the
 * card may show beside the headline price, and only where the headline
 * offer's own price history proves it. The note is a claim about a price, so
 * it follows the same discipline as a reduction (./price-claims.ts): the
 * history decides, never the feed's OriginalPrice, and a gap in what was
 * observed makes the site claim less, never more.
 *
 * What has to hold, as of the prices' day (the newest day of the whole
 * history, never the clock):
 *
 * - the offer's shipping is known: the note is about what the buyer pays,
 *   the price plus shipping, and an unknown shipping is never counted as free;
 * - the offer had a recorded price on at least 60 of the 90 days before the
 *   prices' day (a product new to the feed, or out of it for weeks, has no
 *   proven low);
 * - its total today is at or below the price of every one of those days.
 *
 * The history records prices, not shipping. A past day's total was at least
 * its price (shipping is never negative), so comparing today's total with
 * each day's price alone proves the note for any shipping those days had; it
 * can only hide a note the data cannot back. Today itself is left out: it is
 * the day compared, not a day compared with.
 */
import { dayNumber, lowestBetween, type PriceChange } from './price-claims';

/** The days before the prices' day whose prices the note compares with. */
export const LOW_NOTE_DAYS = 90;
/** How many of those days must have a recorded price for the note to say anything. */
export const LOW_NOTE_MIN_DAYS = 60;

export type LowNote =
  | { readonly holds: true }
  | {
      readonly holds: false;
      /** Why not: for tests and for anyone reading a product's data. */
      readonly because: 'unknown-shipping' | 'no-history' | 'too-few-days' | 'higher';
    };

/**
 * Whether the offer's total (price plus known shipping, null when the
 * shipping is unknown) is the lowest of the last 90 days of its own history.
 * `history` holds the offer's changes (./product-prices.ts historyByOffer);
 * `asOf` is the prices' day, or null without any history.
 */
export function lowNote(
  history: readonly PriceChange[] | undefined,
  total: number | null,
  asOf: string | null,
): LowNote {
  if (total === null) return { holds: false, because: 'unknown-shipping' };
  if (asOf === null || !history || history.length === 0) return { holds: false, because: 'no-history' };
  const today = dayNumber(asOf);
  // Only what took effect before today: a change of today (or a later one) is not a day compared with.
  const before = history
    .filter((change) => dayNumber(change.date) < today)
    .toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const window = lowestBetween(before, today - LOW_NOTE_DAYS, today);
  if (window.lowest === null) return { holds: false, because: 'no-history' };
  if (window.days < LOW_NOTE_MIN_DAYS) return { holds: false, because: 'too-few-days' };
  return total <= window.lowest ? { holds: true } : { holds: false, because: 'higher' };
}
