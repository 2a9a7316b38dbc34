/**
 * What one row of `product_feed_static` may hold (issue 29, issue 36): the
 * limits of each column and the time a row may take. The pull applies them
 * to every row it reads (src/pull/row-limits.ts), and the feed importer to
 * every row it writes (src/import/limits.ts), so a row the import writes
 * passes the pull without a cut. Part of the dataset: both phases read it,
 * neither may import the other.
 */
import type { FeedRow } from './schemas/feed-row';

/** Time a row's normalisation may take: measured per row and reported by the pull. */
export const ROW_BUDGET_MS = 50;

/** How a column over its limit is handled. */
export type Over = 'cut' | 'drop';

export interface ColumnLimit {
  /** Most characters (UTF-16 code units, as JavaScript counts) the column may hold. */
  readonly max: number;
  readonly over: Over;
}

/**
 * Feed columns. SKU and Price are missing from the list: a row with an
 * over-long SKU or price is skipped (the SKU is the product's identity, the
 * price its reason to be listed), see {@link feedRowRefusal}.
 */
export const FEED_LIMITS: ReadonlyMap<keyof FeedRow, ColumnLimit> = new Map<keyof FeedRow, ColumnLimit>([
  // Longer than any real name (the hostile fixture's realistic long name is 264).
  ['Name', { max: 300, over: 'cut' }],
  ['Slug', { max: 300, over: 'cut' }],
  ['Brand', { max: 120, over: 'cut' }],
  ['Category', { max: 120, over: 'cut' }],
  ['Color', { max: 120, over: 'cut' }],
  ['ManufacturerArticleNumber', { max: 120, over: 'drop' }],
  // Only a bound for the nesting check, which runs first and may unwrap
  // most of a deep fragment; the text read after it is cut to
  // MAX_DESCRIPTION (limitDescription).
  ['Description', { max: 65_536, over: 'cut' }],
  ['OriginalPrice', { max: 64, over: 'drop' }],
  ['Shipping', { max: 64, over: 'drop' }],
  ['Currency', { max: 16, over: 'drop' }],
  ['Ean', { max: 64, over: 'drop' }],
  ['Instock', { max: 32, over: 'drop' }],
  // Browsers and CDNs handle URLs up to about 2 KB reliably.
  ['ImageUrl', { max: 2_048, over: 'drop' }],
  ['ProductUrl', { max: 2_048, over: 'drop' }],
  ['TrackingUrl', { max: 2_048, over: 'drop' }],
  // A shop's slug (issue 36) is at most 64 characters; a longer value names no shop, and the host does.
  ['shop', { max: 64, over: 'drop' }],
]);
