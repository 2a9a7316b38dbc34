/**
 * What the site may say about a product's price, decided from the price
 * history the database keeps (changes only). Swedish law (prisinformations-
 * lagen 7 a §, the EU Omnibus directive) says an announced price reduction
 * must state the lowest price applied during the 30 days before the
 * reduction, and the EU Court (C-330/23) says a percentage is computed from
 * that price. So a reduction is claimed only when the history proves it:
 *
 * - the product was observed for at least 30 days before the current price
 *   took effect, and
 * - the lowest price observed in those 30 days is higher than the current
 *   price.
 *
 * The reference shown is that lowest price and the percentage is computed
 * from it. The feed's OriginalPrice plays no part: a "was" price nobody
 * charged is never shown. Out-of-stock days count like any other day: a low
 * price while out of stock still lowers the reference, which can only make
 * the site claim less, never more.
 */

/** One change in a product's history: from `date` on, this was the price (and stock). */
export interface PriceChange {
  /** Day the change took effect, YYYY-MM-DD. */
  readonly date: string;
  /** Price in SEK from that day on. */
  readonly price: number;
  /** In stock from that day on. */
  readonly inStock: boolean;
  /**
   * First day it no longer held when the product then left the feed (a gap
   * with no price), else absent: the price holds until the next change.
   */
  readonly until?: string | null;
}

/** A proven reduction: the reference is the lowest price of the 30 days before it. */
export interface Reduction {
  /** The lowest price observed in the 30 days before the current price took effect. */
  readonly reference: number;
  /** Whole percent below the reference, rounded down (never overstated). */
  readonly percent: number;
  /** Day the current price took effect. */
  readonly since: string;
}

export interface PriceClaims {
  /** Lowest price observed in the 30 days up to and including `asOf` (the current price included). */
  readonly lowest30: number;
  /** A reduction the history proves, else null. */
  readonly reduction: Reduction | null;
  /** Why there is no reduction (for tests and the build report), or null when there is one. */
  readonly noReductionBecause: 'no-history' | 'under-30-days' | 'not-lower' | null;
}

export const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day (UTC, so no day is 23 or 25 hours long). */
export function dayNumber(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`not a date: ${JSON.stringify(date)}`);
  return Math.round(time / DAY_MS);
}

/** Each change as the day numbers [start, end) on which its price applied. */
function spans(changes: readonly PriceChange[]): { start: number; end: number; price: number }[] {
  return changes.map((change, i) => {
    const next = changes[i + 1];
    const nextStart = next ? dayNumber(next.date) : Number.POSITIVE_INFINITY;
    const until = change.until ? dayNumber(change.until) : Number.POSITIVE_INFINITY;
    return { start: dayNumber(change.date), end: Math.min(nextStart, until), price: change.price };
  });
}

/**
 * The lowest price that applied on any day of [from, to) (day numbers), and
 * on how many of those days a price applied at all (days out of the feed
 * have none). A price that took effect before `from` and still held on
 * `from` counts.
 */
export function lowestBetween(
  changes: readonly PriceChange[],
  from: number,
  to: number,
): { lowest: number | null; days: number } {
  let lowest: number | null = null;
  let days = 0;
  for (const span of spans(changes)) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end <= start) continue;
    days += end - start;
    if (lowest === null || span.price < lowest) lowest = span.price;
  }
  return { lowest, days };
}

/**
 * The price claims of one product on `asOf` (the newest observation of the
 * whole history, never the clock, so the same rows give the same pages).
 * `history` holds the product's changes; `current` is today's feed price.
 */
export function priceClaims(history: readonly PriceChange[], current: number, asOf: string): PriceClaims {
  const today = dayNumber(asOf);
  const changes = [...history].filter((c) => dayNumber(c.date) <= today).sort((a, b) => (a.date < b.date ? -1 : 1));
  const observed = changes.length > 0;
  // Today's price is a change too when the history has not caught up with the feed.
  const last = changes.at(-1);
  if (!last || last.price !== current) changes.push({ date: asOf, price: current, inStock: last?.inStock ?? true });

  const lowest30 = lowestBetween(changes, today - REFERENCE_DAYS + 1, today + 1).lowest ?? current;
  if (!observed) return { lowest30, reduction: null, noReductionBecause: 'no-history' };
  const first = changes[0] as PriceChange;

  // The day the current price took effect: walk back over changes at the same price
  // (a stock change is a row of its own with an unchanged price).
  let effective = changes.length - 1;
  while (effective > 0 && (changes[effective - 1] as PriceChange).price === current) effective -= 1;
  // The same price since the first observation: nothing was reduced.
  if (effective === 0) return { lowest30, reduction: null, noReductionBecause: 'not-lower' };
  const since = (changes[effective] as PriceChange).date;
  const sinceDay = dayNumber(since);
  // Every one of the 30 days before the cut must have been observed with a
  // price: a product out of the feed for some of them has no proven low.
  const window = lowestBetween(changes, sinceDay - REFERENCE_DAYS, sinceDay);
  if (sinceDay - dayNumber(first.date) < REFERENCE_DAYS || window.days < REFERENCE_DAYS) {
    return { lowest30, reduction: null, noReductionBecause: 'under-30-days' };
  }
  const reference = window.lowest;
  if (reference === null || reference <= current) return { lowest30, reduction: null, noReductionBecause: 'not-lower' };
  const percent = Math.floor(((reference - current) / reference) * 100);
  if (percent < 1) return { lowest30, reduction: null, noReductionBecause: 'not-lower' };
  return { lowest30, reduction: { reference, percent, since }, noReductionBecause: null };
}
