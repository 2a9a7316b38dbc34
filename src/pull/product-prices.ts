/**
 * Each product's price claims and chart data from the price history (issue
 * 13): grouped once per pull, looked up per offer by shop and SKU (issue 20).
 */
import type { PriceHistoryRow } from '../dataset/schemas/price-history';
import type { Product } from '../dataset/schemas/product';
import { canonicalShop } from '../features/offers/shop.pull';
import { skuKey } from '../shared/sku';
import { type PriceChange, priceClaims } from './price-claims';

/** How many days the chart on a product page shows. */
export const CHART_DAYS = 180;
const DAY_MS = 86_400_000;

export type ProductPriceFields = Pick<Product, 'lowest_price_30d' | 'price_reduction' | 'price_history'>;

/**
 * The key of one shop's offer of a SKU, as the database keys the history
 * (issue 20): the shop ('' when no shop could be read) and the SKU by
 * {@link skuKey}, as duplicate SKUs and the pipeline's overlap check compare them.
 */
export function offerKey(shop: string | null, sku: string): string {
  return `${shop ?? ''}\u0000${skuKey(sku)}`;
}

/** The key of a history row: its shop made the key the pull gives shops ({@link canonicalShop}), and its SKU. */
export function historyRowKey(row: Pick<PriceHistoryRow, 'shop' | 'sku'>): string {
  return offerKey(canonicalShop(row.shop), row.sku);
}

/** The history grouped by offer ({@link historyRowKey}), each sorted by day. */
export function historyByOffer(rows: readonly PriceHistoryRow[]): Map<string, PriceChange[]> {
  const byOffer = new Map<string, PriceChange[]>();
  for (const row of rows) {
    const key = historyRowKey(row);
    const change: PriceChange = { date: row.valid_from, price: row.price, inStock: row.in_stock, until: row.valid_to };
    const list = byOffer.get(key);
    if (list) list.push(change);
    else byOffer.set(key, [change]);
  }
  for (const list of byOffer.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return byOffer;
}

/** The newest day of the history: what every claim is as of (never the clock). */
export function historyAsOf(rows: readonly PriceHistoryRow[]): string | null {
  let newest: string | null = null;
  for (const row of rows) if (newest === null || row.valid_from > newest) newest = row.valid_from;
  return newest;
}

const NO_HISTORY: ProductPriceFields = { lowest_price_30d: null, price_reduction: null, price_history: [] };

/** The price fields of one offer with its own history. */
export function productPriceFields(
  history: readonly PriceChange[] | undefined,
  price: number,
  asOf: string | null,
): ProductPriceFields {
  if (!asOf || !history || history.length === 0) return NO_HISTORY;
  const claims = priceClaims(history, price, asOf);
  const chartStart = new Date(Date.parse(`${asOf}T00:00:00Z`) - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  // The changes inside the chart's period, and the one in effect when it starts.
  const inPeriod = history.filter(
    (change, i) => change.date >= chartStart || (history[i + 1]?.date ?? '9999') > chartStart,
  );
  const points: [string, number][] = inPeriod.filter((c) => c.date <= asOf).map((c) => [c.date, c.price]);
  const last = points.at(-1);
  if (!last || last[1] !== price) points.push([asOf, price]);
  return {
    lowest_price_30d: claims.lowest30,
    price_reduction: claims.reduction,
    price_history: points,
  };
}
