import { z } from 'astro/zod';

/** A category derived from the feed (spec §3), one per slug. */
export const categorySchema = z.object({
  /** The category slug (also the entry id). */
  id: z.string().min(1),
  /** Display name: the spec's fixed name for known slugs, else the trimmed feed name. */
  name: z.string().min(1),
  /** URL slug, spec slug rule. */
  slug: z.string().min(1),
  /** Number of products whose category has this slug. */
  product_count: z.number().int().nonnegative(),
});

export type Category = z.infer<typeof categorySchema>;

/** A brand derived from the feed (spec §3), one per slug. */
export const brandSchema = z.object({
  /** The brand slug (also the entry id). */
  id: z.string().min(1),
  /** Display name: known-brand map (mquvee → mQuvée), else the capitalised feed name. */
  name: z.string().min(1),
  /** URL slug, spec slug rule. */
  slug: z.string().min(1),
  /** Every distinct trimmed spelling seen in the feed, for matching rows (spec §7). */
  spellings: z.array(z.string()),
  /** Number of products of this brand. */
  product_count: z.number().int().nonnegative(),
});

export type Brand = z.infer<typeof brandSchema>;
