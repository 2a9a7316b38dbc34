import { z } from 'astro/zod';

/**
 * Shops are data (issue 36): a shop's name, the hosts its links use and
 * what a buyer should know come from the `shops` table
 * (supabase/migrations/…_shops.sql), not from code. Feed URLs and network
 * tokens live in `private.shop_feeds`, which no API role can read, and never
 * appear here.
 */

/** A shop's slug: lower-case letters and digits in words joined by single hyphens ("vin-och-kyl"), at most 64. */
export const SHOP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SHOP_SLUG_LENGTH = 64;

/** The feed layouts a shop's feed may have (the importer reads each; the table's check lists the same). */
export const FEED_FORMATS = [
  'adtraction-xml',
  'adtraction-csv',
  'google-xml',
  'google-tsv',
  'awin-csv',
  'tradedoubler-xml',
] as const;

/** A shop's slug as the table's check and the site's offers hold it. */
export const shopSlugSchema = z
  .string()
  .max(MAX_SHOP_SLUG_LENGTH)
  .regex(SHOP_SLUG, 'lower-case letters and digits, single hyphens');
/** The free-shipping threshold in SEK; a real one is a few hundred kronor. */
const freeShippingOver = z.number().nonnegative().max(100_000).nullable();
/** Days a buyer may return a purchase; the law's 14, or a shop's longer "öppet köp". */
const returnDays = z.number().int().nonnegative().max(365).nullable();

/**
 * A row of `public.shops`, the public columns exactly as the table holds
 * them and as `data/sample/shops.json` stores them. Every value is
 * untrusted: the pull validates each row with this schema and skips one
 * that fails, with a warning naming it.
 */
export const shopRowSchema = z.object({
  /** Primary key, and what `product_feed_static.shop` names the shop by. */
  slug: shopSlugSchema,
  /** The shop's name as visitors read it, in its own letters ("Vinkällaren"); the pull collapses white space. */
  name: z
    .string()
    .max(100)
    .refine((name) => name.trim() !== '', 'not blank'),
  /**
   * The hosts its links use, as people read them: decoded (`vinkällaren.se`, never `xn--…`), without
   * `www.`. The pull compares them in src/shared/shop-host.ts normaliseHost's form, so a host stored as
   * punycode or with `www.` still matches; a host also covers its subdomains.
   */
  hosts: z.array(z.string().min(1).max(253)).max(20),
  /** The affiliate network its links go through ("adtraction", "awin", "tradedoubler", "google"), or null. */
  network: z.string().min(1).max(64).nullable(),
  /** Its feed's layout, for the importer, or null when it has no feed of its own. */
  feed_format: z.enum(FEED_FORMATS).nullable(),
  /** Whether the importer reads its feed; the pull names an inactive shop's remaining offers all the same. */
  active: z.boolean(),
  /** Shipping is free from this order value in SEK, or null when not known. */
  free_shipping_over: freeShippingOver,
  /** Days a buyer may return a purchase, or null when not known. */
  return_days: returnDays,
});

export type ShopRow = z.infer<typeof shopRowSchema>;

/**
 * A shop as the site knows it, written by the pull to `src/data/shops.json`:
 * each shop of the table that at least one offer names (an offer's
 * `shop_slug`). Offers of a shop the table does not know have no entry; they
 * carry the name made from their host. Nothing of the importer's (network,
 * feed format, active) reaches the site.
 */
export const shopSchema = z.object({
  /** The shop's slug, as `offers[].shop_slug` names it. */
  slug: shopSlugSchema,
  /** Its name as visitors read it, white space collapsed. */
  name: z.string().min(1),
  /** Its hosts in the form they are matched in (normaliseHost), in the table's order, without duplicates. */
  hosts: z.array(z.string().min(1)),
  /** Shipping is free from this order value in SEK, or null when not known. */
  free_shipping_over: freeShippingOver,
  /** Days a buyer may return a purchase, or null when not known. */
  return_days: returnDays,
});

export type Shop = z.infer<typeof shopSchema>;
