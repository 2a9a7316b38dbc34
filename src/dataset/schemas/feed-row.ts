import { z } from 'astro/zod';

/**
 * A row of `public.product_feed_static` exactly as the table holds it
 * (supabase/migrations). Every feed column is raw text or null; the pull's
 * normaliser turns it into a {@link Product}.
 */
const feedText = z.string().nullable().default(null);

export const feedRowSchema = z.object({
  /** Technical surrogate key: unique and ordered, used for paging. */
  id: z.number().int(),
  /** Product name as the retailer writes it. Required for a product. */
  Name: feedText,
  /** Retailer stock-keeping unit; becomes the product id. Required. */
  SKU: feedText,
  /** Price as text, Swedish ("1 299,00") or plain ("1299.00"). Required. */
  Price: feedText,
  /** Price before a sale, same format as Price. */
  OriginalPrice: feedText,
  /** ISO currency code; missing means SEK. */
  Currency: feedText,
  /** Product description, untrusted HTML. */
  Description: feedText,
  /** Product image URL (http(s) or a root-relative path to our own files). */
  ImageUrl: feedText,
  /** Brand name; spelling and case vary between rows. */
  Brand: feedText,
  /** Category name; spelling, case and spaces vary between rows. */
  Category: feedText,
  /** EAN / GTIN barcode. */
  Ean: feedText,
  /** Manufacturer's article number, shown as the model. */
  ManufacturerArticleNumber: feedText,
  /** "yes" when in stock; anything else means not in stock. */
  Instock: feedText,
  /** Shipping price as text. */
  Shipping: feedText,
  /** Product page at the retailer. */
  ProductUrl: feedText,
  /** Affiliate tracking link to the product page; falls back to ProductUrl. */
  TrackingUrl: feedText,
  /** Colour as the retailer names it. */
  Color: feedText,
  /** Slug suggested by the feed; normalised again with the spec's slug rule. */
  Slug: feedText,
  /**
   * The slug of the row's shop in `public.shops`, set by the importer (issue 36); null for rows imported
   * before it. Not a foreign key: a slug the table does not know names the shop from the link's host.
   */
  shop: feedText,
});

export type FeedRow = z.infer<typeof feedRowSchema>;
