import { z } from 'astro/zod';
import { isoDaySchema } from './price-history';

/**
 * Facts about the prices as a whole (prices.json): the day they are as of,
 * which pages state ("Priser uppdaterade …") and every price claim is
 * computed for. Taken from the data, never from the clock, so the same rows
 * give the same pages.
 */
export const pricesSchema = z.object({
  /** The newest day of the price history, or null without any history. */
  as_of: isoDaySchema.nullable(),
});

export type Prices = z.infer<typeof pricesSchema>;
