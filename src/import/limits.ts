import type { FeedRow } from '../dataset/schemas/feed-row';

/**
 * Size and time limits of the import (issue 36): every value of a feed is
 * untrusted, so each is cut or dropped before any pattern reads it, and an
 * item's size is bounded while it is parsed, so neither time nor memory
 * grows with what one item holds.
 *
 * The column limits are the pull's (`FEED_LIMITS` of src/pull/row-limits.ts,
 * which the import may not import: tests/unit/import/limits.test.ts checks
 * they agree), so a row the import writes passes the pull without a cut.
 */

/** The feed columns the import writes: the table's, without the key and the shop. */
export type FeedColumn = Exclude<keyof FeedRow, 'id' | 'shop'>;

/** How a column over its limit is handled: free text is cut, a value that means something only whole is dropped. */
export interface ColumnLimit {
  readonly max: number;
  readonly over: 'cut' | 'drop';
}

export const COLUMN_LIMITS: ReadonlyMap<FeedColumn, ColumnLimit> = new Map<FeedColumn, ColumnLimit>([
  ['Name', { max: 300, over: 'cut' }],
  ['Slug', { max: 300, over: 'cut' }],
  ['Brand', { max: 120, over: 'cut' }],
  ['Category', { max: 120, over: 'cut' }],
  ['Color', { max: 120, over: 'cut' }],
  ['ManufacturerArticleNumber', { max: 120, over: 'drop' }],
  ['Description', { max: 65_536, over: 'cut' }],
  ['Ean', { max: 64, over: 'drop' }],
  ['ImageUrl', { max: 2_048, over: 'drop' }],
  ['ProductUrl', { max: 2_048, over: 'drop' }],
  ['TrackingUrl', { max: 2_048, over: 'drop' }],
]);

/** Longest price, shipping or date text read: "1 000 000,00 kr" with room to spare. */
export const MAX_VALUE_TEXT = 64;
/** Longest availability text read ("in stock", "tillfälligt slut i lager"). */
export const MAX_AVAILABILITY_TEXT = 32;
/** Longest category path read before it is mapped; the written Category is cut to its column limit. */
export const MAX_CATEGORY_TEXT = 512;
/** Longest `Extras` field read: a few dozen `{KEY#value}` pairs. */
export const MAX_EXTRAS_TEXT = 4_096;

/**
 * Characters one feed item may hold while it is parsed (every element's
 * text together). Real items hold a few kilobytes; a description of a
 * whole manual is far below this. An item over it is skipped unread.
 */
export const MAX_ITEM_CHARS = 1_048_576;
/** Elements one XML item may hold (Google's item has a few dozen, with repeated shipping and images). */
export const MAX_ITEM_ELEMENTS = 5_000;
/** Text kept of one element: one more than the longest column, so a cut can say the text was longer. */
export const MAX_ELEMENT_TEXT = 65_537;

/**
 * Time one item's mapping may take, the pull's budget per row
 * (`ROW_BUDGET_MS` of src/pull/row-limits.ts); an item over it is named in
 * the report, as the pull names such a row.
 */
export const ITEM_BUDGET_MS = 50;

/** `text` cut to at most `max` UTF-16 code units, never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** A number as the report writes it: 65,536. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}
