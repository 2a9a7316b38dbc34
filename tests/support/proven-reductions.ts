/**
 * An independent oracle for the price drops of issue 38 §2: which offers'
 * current prices their own price history proves reduced
 * (prisinformationslagen 7 a §), recomputed from the raw history rows day by
 * day. The site computes the same in src/pull/price-claims.ts over spans of
 * changes; this walks every day, so the two share no code but the keys that
 * say which history is whose.
 */
import { historyRowKey, offerKey } from '../../src/pull/product-prices';

export interface HistoryRowLike {
  readonly shop: string;
  readonly sku: string;
  readonly valid_from: string;
  readonly valid_to: string | null;
  readonly price: number;
}

export interface OfferLike {
  readonly shop: string;
  readonly sku: string;
  readonly price: number;
}

export interface ProductLike {
  readonly slug: string;
  readonly offers: readonly OfferLike[];
}

export interface ProvenDrop {
  readonly product: string;
  readonly shop: string;
  readonly sku: string;
  readonly price: number;
  readonly reference: number;
  readonly percent: number;
  readonly since: string;
}

const DAY = 86_400_000;
const dayOf = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
const dateOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** The price on each day an offer had one, up to and including `today` (its current price today). */
function pricesByDay(rows: readonly HistoryRowLike[], current: number, today: number): Map<number, number> {
  const byDay = new Map<number, number>();
  for (const row of rows.toSorted((a, b) => (a.valid_from < b.valid_from ? -1 : 1))) {
    const end = Math.min(row.valid_to === null ? today + 1 : dayOf(row.valid_to), today + 1);
    for (let day = dayOf(row.valid_from); day < end; day += 1) byDay.set(day, row.price);
  }
  // The feed's price is today's, whatever the history has caught up with.
  byDay.set(today, current);
  return byDay;
}

/** The offer's proven reduction as of `asOf`, or null. */
function provenReduction(
  rows: readonly HistoryRowLike[],
  current: number,
  asOf: string,
): { reference: number; percent: number; since: string } | null {
  if (rows.length === 0) return null;
  const today = dayOf(asOf);
  const prices = pricesByDay(rows, current, today);
  const first = Math.min(...prices.keys());
  // Walk back from today over days at the current price (days without a price are skipped, as a gap).
  let since = today;
  let changed = false;
  for (let day = today - 1; day >= first; day -= 1) {
    const price = prices.get(day);
    if (price === undefined) continue;
    if (price !== current) {
      changed = true;
      break;
    }
    since = day;
  }
  if (!changed) return null;
  // Observed for at least 30 days before the cut, with a price on every one of the 30 days before it.
  if (since - first < 30) return null;
  let reference = Number.POSITIVE_INFINITY;
  for (let day = since - 30; day < since; day += 1) {
    const price = prices.get(day);
    if (price === undefined) return null;
    reference = Math.min(reference, price);
  }
  if (reference <= current) return null;
  const percent = Math.floor(((reference - current) / reference) * 100);
  return percent >= 1 ? { reference, percent, since: dateOf(since) } : null;
}

/**
 * Every offer of `products` whose price its own history proves reduced as
 * of the history's newest day, largest drop first (percent, then kronor;
 * ties in catalogue order, as `products` and their offers are given).
 */
export function provenDrops(products: readonly ProductLike[], history: readonly HistoryRowLike[]): ProvenDrop[] {
  const asOf =
    history
      .map((row) => row.valid_from)
      .sort()
      .at(-1) ?? '';
  if (asOf === '') return [];
  const byOffer = new Map<string, HistoryRowLike[]>();
  for (const row of history) {
    const key = historyRowKey(row);
    byOffer.set(key, [...(byOffer.get(key) ?? []), row]);
  }
  const drops: ProvenDrop[] = [];
  for (const product of products) {
    for (const offer of product.offers) {
      const reduction = provenReduction(byOffer.get(offerKey(offer.shop, offer.sku)) ?? [], offer.price, asOf);
      if (reduction)
        drops.push({ product: product.slug, shop: offer.shop, sku: offer.sku, price: offer.price, ...reduction });
    }
  }
  const saving = (drop: ProvenDrop) => Math.round((drop.reference - drop.price) * 100) / 100;
  return drops.sort((a, b) => b.percent - a.percent || saving(b) - saving(a));
}
