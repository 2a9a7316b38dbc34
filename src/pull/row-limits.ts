import { type ColumnLimit, FEED_LIMITS } from '../dataset/feed-limits';
import type { FeedRow } from '../dataset/schemas/feed-row';
import type { PostRow } from '../dataset/schemas/post';
import { countTagStarts } from '../shared/html-nesting';
import { MAX_SKU_LENGTH } from '../shared/sku';

/**
 * Size limits per row (issue 19): every text column is cut or refused here,
 * before any pattern, parser or sanitiser sees it, so the time a row costs
 * has a bound whatever the database holds. Real rows are far below every
 * limit (the sample's longest description is 1,275 characters, its longest
 * post body 3,883); a value above one is a feed or editor error, reported
 * with the row named.
 *
 * Free text is cut (the start of a description still says what the product
 * is); values that mean something only whole (prices, URLs, codes) are
 * dropped instead, since a cut URL or price would be a wrong one.
 */

// The feed's column limits are the dataset's: the importer writes rows to them (src/import/limits.ts).
export { FEED_LIMITS, ROW_BUDGET_MS } from '../dataset/feed-limits';

/** Longest Price text: "1 000 000,00 kr" with room to spare. */
export const MAX_PRICE_TEXT = 64;

/**
 * Post columns. The body has its own two limits: {@link MAX_POST_CONTENT}
 * before it is parsed, and the page budget after it is sanitised
 * (`postBodyGzipBudget` of the pipeline).
 */
export const POST_LIMITS: ReadonlyMap<keyof PostRow, ColumnLimit> = new Map<keyof PostRow, ColumnLimit>([
  ['title', { max: 300, over: 'cut' }],
  ['description', { max: 1_000, over: 'cut' }],
  ['meta_description', { max: 1_000, over: 'cut' }],
  ['category', { max: 120, over: 'cut' }],
  ['author', { max: 120, over: 'cut' }],
  ['image_url', { max: 2_048, over: 'drop' }],
  ['status', { max: 32, over: 'drop' }],
  // Longer slugs are cut to MAX_SLUG_LENGTH after the slug rule; this only bounds the rule's input.
  ['slug', { max: 1_000, over: 'cut' }],
  ['published_at', { max: 64, over: 'drop' }],
  ['updated_at', { max: 64, over: 'drop' }],
]);

/**
 * Characters of a description read after its deep nesting is unwrapped.
 * Retailer descriptions with a full spec table run to a few thousand
 * characters; 16 KiB keeps them whole.
 */
export const MAX_DESCRIPTION = 16_384;

/**
 * Tags a description may have. Parsing and sanitising cost about a
 * microsecond per tag, several times more than per character of text, so
 * markup is bounded by its tags as well as its length: the sample's
 * descriptions have at most 52, a spec table of 40 rows about 150.
 */
export const MAX_DESCRIPTION_TAGS = 1_500;

/**
 * Characters of HTML a post body may have before it is parsed. The post
 * page's budget (budgets.json) leaves a body about 5 KiB of gzip, which
 * real prose reaches at roughly 15,000 characters; a longer body is refused
 * unread, so an 11 MB paste costs nothing.
 */
export const MAX_POST_CONTENT = 32_768;

/** Tags a post body may have before it is parsed (the sample's posts have at most 76). */
export const MAX_POST_TAGS = 3_000;

/** HTML cut before its `(max + 1)`-th "<", so it has at most `max` tags. */
export function cutTags(html: string, max: number): string {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    count += 1;
    if (count > max) return html.slice(0, at);
  }
  return html;
}

/** `text` cut to at most `max` UTF-16 code units, never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  // A high surrogate at the end would be half a character.
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

function applyLimits<Row extends object>(
  row: Row,
  limits: ReadonlyMap<keyof Row, ColumnLimit>,
): { row: Row; warnings: string[] } {
  const warnings: string[] = [];
  let out: Row | null = null;
  for (const [column, { max, over }] of limits) {
    const value = row[column];
    if (typeof value !== 'string' || value.length <= max) continue;
    out ??= { ...row };
    const length = value.length.toLocaleString('en-US');
    if (over === 'cut') {
      (out as Record<keyof Row, unknown>)[column] = cutText(value, max);
      warnings.push(`${String(column)} cut from ${length} to ${max.toLocaleString('en-US')} characters`);
    } else {
      (out as Record<keyof Row, unknown>)[column] = null;
      warnings.push(`${String(column)} is ${length} characters long (limit ${max.toLocaleString('en-US')}); ignored`);
    }
  }
  return { row: out ?? row, warnings };
}

/** Why a feed row is refused for its size, or null: an over-long SKU or Price. */
export function feedRowRefusal(
  row: Pick<FeedRow, 'SKU' | 'Price'>,
): { reason: 'sku_too_long' | 'unparseable_price'; detail: string } | null {
  const sku = row.SKU?.trim() ?? '';
  if (sku.length > MAX_SKU_LENGTH) {
    return {
      reason: 'sku_too_long',
      detail: `SKU is ${sku.length.toLocaleString('en-US')} characters long; the site carries SKUs of at most ${MAX_SKU_LENGTH}`,
    };
  }
  if ((row.Price?.length ?? 0) > MAX_PRICE_TEXT) {
    return {
      reason: 'unparseable_price',
      detail: `Price is ${(row.Price?.length ?? 0).toLocaleString('en-US')} characters long, so it is not a price`,
    };
  }
  return null;
}

/**
 * The feed row with every column within its length limit, and a warning per
 * column that was not. The description gets its tighter limits from
 * {@link limitDescription} once deep nesting has been unwrapped (which
 * removes tags and keeps the text they held).
 */
export function limitFeedRow(row: FeedRow): { row: FeedRow; warnings: string[] } {
  return applyLimits(row, FEED_LIMITS);
}

/** The description within {@link MAX_DESCRIPTION} characters and {@link MAX_DESCRIPTION_TAGS} tags, with a warning per cut. */
export function limitDescription(html: string): { html: string; warnings: string[] } {
  const warnings: string[] = [];
  let out = html;
  if (out.length > MAX_DESCRIPTION) {
    warnings.push(
      `Description cut from ${out.length.toLocaleString('en-US')} to ${MAX_DESCRIPTION.toLocaleString('en-US')} characters`,
    );
    out = cutText(out, MAX_DESCRIPTION);
  }
  if (countTagStarts(out, MAX_DESCRIPTION_TAGS) > MAX_DESCRIPTION_TAGS) {
    warnings.push(`Description cut after ${MAX_DESCRIPTION_TAGS.toLocaleString('en-US')} tags`);
    out = cutTags(out, MAX_DESCRIPTION_TAGS);
  }
  return { html: out, warnings };
}

/** The post row with every column but the body within its limit, and a warning per column that was not. */
export function limitPostRow(row: PostRow): { row: PostRow; warnings: string[] } {
  return applyLimits(row, POST_LIMITS);
}
