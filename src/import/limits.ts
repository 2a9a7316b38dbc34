/**
 * Size and time limits of the import (issue 36): every value of a feed is
 * untrusted, so each is cut or dropped before any pattern reads it, and an
 * item's size is bounded while it is parsed, so neither time nor memory
 * grows with what one item holds.
 *
 * The column limits are the dataset's (src/dataset/feed-limits.ts), the
 * ones the pull applies, so a row the import writes passes the pull without
 * a cut.
 */
import { type ColumnLimit, FEED_LIMITS, ROW_BUDGET_MS } from '../dataset/feed-limits';
import type { FeedRow } from '../dataset/schemas/feed-row';

/** The feed columns the import writes as text: the table's, without the key, the shop and the parsed values. */
const TEXT_COLUMNS = [
  'Name',
  'Slug',
  'Brand',
  'Category',
  'Color',
  'ManufacturerArticleNumber',
  'Description',
  'Ean',
  'ImageUrl',
  'ProductUrl',
  'TrackingUrl',
] as const satisfies readonly Exclude<keyof FeedRow, 'id' | 'shop'>[];

/** The feed columns the import writes: the table's, without the key and the shop. */
export type FeedColumn = Exclude<keyof FeedRow, 'id' | 'shop'>;

function limitOf(column: FeedColumn): ColumnLimit {
  const limit = FEED_LIMITS.get(column);
  if (!limit) throw new Error(`src/dataset/feed-limits.ts has no limit for ${column}`);
  return limit;
}

export const COLUMN_LIMITS: ReadonlyMap<FeedColumn, ColumnLimit> = new Map<FeedColumn, ColumnLimit>(
  TEXT_COLUMNS.map((column) => [column, limitOf(column)]),
);

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
 * (`ROW_BUDGET_MS` of src/dataset/feed-limits.ts); an item over it is named in
 * the report, as the pull names such a row.
 */
export const ITEM_BUDGET_MS = ROW_BUDGET_MS;

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
