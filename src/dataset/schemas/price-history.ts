import { z } from 'astro/zod';

/** Highest price the history holds: the pull skips feed rows above it (MAX_PRICE), and so does the recorder. */
export const MAX_HISTORY_PRICE = 1_000_000;

/**
 * True for a YYYY-MM-DD that names a real day (2026-02-29 does not). By
 * arithmetic rather than Date.parse, which rolls 2026-02-30 over into March
 * and costs more: the pull checks two days on each of 100,000 history rows.
 */
function isCalendarDay(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/** A calendar day as PostgreSQL's `date` renders it in JSON: YYYY-MM-DD, a real date. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine(isCalendarDay, 'a calendar date');

/** A price as `numeric(12, 2)` arrives in JSON: a number of SEK, at most two decimals. */
const historyPrice = z
  .number()
  .nonnegative()
  .max(MAX_HISTORY_PRICE)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');

/**
 * A row of `public.price_history` exactly as the table holds it
 * (supabase/migrations/…_price_history.sql, keyed per offer by …_price_history_per_offer.sql): one
 * state of one offer (a shop's SKU) over the days [valid_from, valid_to), changes only. The database
 * records it nightly from the feed; the pull reads the last 400 days.
 */
export const priceHistoryRowSchema = z
  .object({
    /** Technical surrogate key: unique and ordered, used for paging. */
    id: z.number().int(),
    /**
     * The offer's shop (supabase/migrations/…_price_history_per_offer.sql private.feed_shop): the host of
     * the row's ProductUrl (else of its tracking link's target) lowercased, "www." dropped, as the feed spells
     * it; '' when none could be read. With the SKU it names one shop's offer (issue 20).
     */
    shop: z.string().max(255),
    /** The product's SKU, cleaned as the pull makes the product id (trimmed, white space collapsed). */
    sku: z
      .string()
      .min(1)
      .refine((value) => value === value.trim(), 'no white space at the ends'),
    /** First day this state was observed. */
    valid_from: isoDaySchema,
    /** First day it no longer held (a change, or the product left the feed); null while current. */
    valid_to: isoDaySchema.nullable(),
    /** Price in SEK, from the feed's Price. */
    price: historyPrice,
    /** The feed's OriginalPrice as claimed (not necessarily ever charged), or null. */
    original_price: historyPrice.nullable(),
    /** The feed said "yes" to Instock. */
    in_stock: z.boolean(),
  })
  .refine((row) => row.valid_to === null || row.valid_to > row.valid_from, {
    message: 'valid_to must be after valid_from',
    path: ['valid_to'],
  });

export type PriceHistoryRow = z.infer<typeof priceHistoryRowSchema>;
