import { z } from 'astro/zod';
import { folderOf } from '../../routing/routes';
import {
  FACT_KEYS,
  FACT_SOURCES,
  FACTS,
  type FactKey,
  type FactSource,
  type FactValue,
  type SourceKey,
  sourceKey,
  type ValueOf,
  type ValueType,
} from '../../shared/fact-registry';
import { isoDaySchema } from './price-history';
import { shopSlugSchema } from './shop';

/** The values of a value type as zod checks them. */
function schemaOf(type: ValueType): z.ZodType {
  switch (type.kind) {
    case 'whole': {
      const whole = z.number().int().positive();
      return type.max === undefined ? whole : whole.max(type.max);
    }
    case 'measure': {
      const measure = (type.zero ? z.number().nonnegative() : z.number().positive()).max(type.max);
      return type.tenths
        ? measure.refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9, 'at most one decimal')
        : measure;
    }
    case 'choice':
      return z.enum(type.values);
    case 'flag':
      return z.boolean();
  }
}

/** The values of a fact's value type (src/shared/fact-registry.ts): each fact's field is built from it. */
export const valueSchema = <T extends ValueType>(type: T): z.ZodType<ValueOf<T>> =>
  schemaOf(type) as z.ZodType<ValueOf<T>>;

type FactFields = { [K in FactKey]: z.ZodNullable<z.ZodType<FactValue<K>>> } & {
  [S in SourceKey]: z.ZodNullable<z.ZodType<FactSource>>;
};

/**
 * The fields of the product facts, in the registry's order: each fact's
 * value or null, and after a fact a category's name may state, where its
 * value comes from ("text" or "category"; null exactly when the value is).
 */
function factFields(): FactFields {
  const fields: Record<string, z.ZodType> = {};
  for (const key of FACT_KEYS) {
    fields[key] = valueSchema(FACTS[key].value).nullable();
    if (FACTS[key].fromCategory !== undefined) fields[sourceKey(key)] = z.enum(FACT_SOURCES).nullable();
  }
  return fields as FactFields;
}

/** A price reduction the price history proves (prisinformationslagen 7 a §, src/pull/price-claims.ts). */
export const priceReductionSchema = z.object({
  /** Lowest price observed in the 30 days before the current price took effect. */
  reference: z.number().positive(),
  /** Whole percent below the reference, rounded down. */
  percent: z.number().int().min(1).max(99),
  /** Day the current price took effect. */
  since: isoDaySchema,
});

/**
 * One shop's offer of a product (issue 20): one feed row, matched with the
 * other shops' rows of the same model by src/features/offers/offer-matching.pull.ts.
 */
export const offerSchema = z.object({
  /** The shop's SKU of the product. */
  sku: z.string().min(1),
  /**
   * The offer's host key: the host of its product URL without "www." (src/features/offers/shop.pull.ts),
   * punycode as URLs carry it. With the SKU it names the offer's price history, which the database records
   * by host (private.feed_shop).
   */
  shop: z.string().min(1),
  /**
   * The slug of its shop in the `shops` table (issue 36): the row's `shop` column when the table knows it,
   * else the shop whose hosts hold the link's host; null when neither does. Its entry in shops.json holds
   * what a buyer should know about the shop.
   */
  shop_slug: shopSlugSchema.nullable(),
  /**
   * The shop's name as visitors read it, never blank: its name in the `shops` table, else one made from its
   * host (src/copy/shops.ts). Carried on the offer because cards, compare, JSON-LD and the debug tool name
   * the shop wherever an offer goes.
   */
  shop_name: z.string().min(1),
  /** The product's name as this shop writes it. */
  name: z.string().min(1),
  /** The slug this shop's row has as a product of its own: its old URL, answered with a 301 to the product. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** This shop's price in the product's currency, above 0. */
  price: z.number().positive(),
  /** This shop's shipping price, or null when the feed does not say. */
  shipping_price: z.number().nonnegative().nullable(),
  /** Price plus shipping, or null when the shipping price is unknown. */
  total_price: z.number().positive().nullable(),
  /** Whether this shop has it in stock (Instock = "yes"). */
  in_stock: z.boolean(),
  /** Delivery text of this shop: "3-5 dagar" in stock, otherwise "Beställningsvara" (spec §4). */
  delivery_time: z.enum(['3-5 dagar', 'Beställningsvara']),
  /**
   * Affiliate link to this shop (TrackingUrl, falling back to product_url; http(s) only). Every offer has
   * one: a row without a usable link is skipped by the pull (issue 35), since a visitor could not buy at it.
   */
  tracking_url: z.string().min(1),
  /** The shop's product page (http(s) only), or null. */
  product_url: z.string().nullable(),
  /** Lowest price of this offer in the 30 days up to the prices' day, from its own history; null without history. */
  lowest_price_30d: z.number().nonnegative().nullable(),
  /** A reduction this offer's own history proves, else null. */
  price_reduction: priceReductionSchema.nullable(),
  /**
   * This offer's own prices over the chart's 180 days, [day, price] from that day on, for the chart's line per
   * shop; empty without history, and for a product's only offer (the product's `price_history` is then its).
   */
  price_history: z.array(z.tuple([isoDaySchema, z.number().nonnegative()])),
  /** Feed row id of the offer. */
  source_row: z.number().int(),
});

export type Offer = z.infer<typeof offerSchema>;

/**
 * A normalised product (spec §3) as written by the pull to
 * `src/data/products.json` and read by src/dataset/read-products.ts at build time.
 */
export const productSchema = z.object({
  /** Unique id: the SKU of the product's first offer in feed order (spec §3), made unique with the shop when two products share it. */
  id: z.string().min(1),
  /** Product name, white space collapsed. */
  name: z.string().min(1),
  /** URL slug of the product page, unique across products (spec slug rule). */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /**
   * The price of its first offer (`offers[0]`: in stock first, then the lowest known total with shipping;
   * src/features/offers/offers.pull.ts compareOffers), in `currency`: the product's price wherever it is shown
   * (issue 35). Where a total is needed (sorting, filters, per bottle, ten years) the first offer's shipping is
   * added (src/shared/price-with-shipping.ts).
   */
  price: z.number().nonnegative(),
  /** The first offer's price before a sale its feed row claims; only set when it is higher than `price`. */
  regular_price: z.number().positive().nullable(),
  /** ISO 4217 currency code, SEK unless the feed says otherwise. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Sanitised description HTML (productDescriptionPolicy). */
  description: z.string(),
  /** First paragraph of the description cut to two sentences, plain text (spec §5). */
  short_description: z.string(),
  /** Image URL: absolute http(s) or root-relative; null when the feed has none. */
  image_url: z.string().nullable(),
  /** Brand display name, or null when the feed row has no brand. */
  brand: z.string().nullable(),
  /** Brand slug, matching an entry of the `brands` collection. */
  brand_slug: z.string().nullable(),
  /** Category name as trimmed from the feed (canonical spelling per slug), or null. */
  category: z.string().nullable(),
  /** Category slug; null when the row has no category. */
  category_slug: z.string().nullable(),
  /** Always null: the feed has no subcategories (spec §3). */
  subcategory: z.null(),
  /** SKU of the product's first offer (the compare choice's key; same as `id`). */
  sku: z.string().min(1),
  /** EAN / GTIN barcode, digits only, or null. */
  ean: z.string().nullable(),
  /** Model: the manufacturer's article number, or null. */
  model: z.string().nullable(),
  /** Whether any shop has it in stock (so exactly when its first offer is). */
  in_stock: z.boolean(),
  /** Fixed stock quantity: 10 when in stock, otherwise 0 (spec §9). */
  in_stock_qty: z.union([z.literal(10), z.literal(0)]),
  /** Shipping price of the first offer (`offers[0]`), or null when unknown. */
  shipping_price: z.number().nonnegative().nullable(),
  /** Delivery text of the first offer: "3-5 dagar" in stock, otherwise "Beställningsvara" (spec §4). */
  delivery_time: z.enum(['3-5 dagar', 'Beställningsvara']),
  /** The first offer's product page (http(s) only), or null. */
  product_url: z.string().nullable(),
  /** The first offer's affiliate link: TrackingUrl, falling back to product_url (http(s) only). */
  tracking_product_url: z.string().min(1),
  /** Colour as named by the retailer, or null. */
  color: z.string().nullable(),
  /** Path of the product page on this site. */
  url: z.string().startsWith(folderOf('product')),
  /**
   * The facts read from the name and description (issue 12, 21), one field per row of
   * src/shared/fact-registry.ts, each described there; null where the feed does not state it.
   */
  ...factFields(),
  /** Lowest price of the 30 days up to the prices' day across its offers (an offer without history counts with today's price); null without history. */
  lowest_price_30d: z.number().nonnegative().nullable(),
  /**
   * A reduction of its first offer (the one whose price `price` is), when that offer's own history proves it
   * (prisinformationslagen 7 a §, src/pull/price-claims.ts): the reference is the lowest price of the 30 days
   * before the cut, the percent computed from it. Else null.
   */
  price_reduction: priceReductionSchema.nullable(),
  /**
   * Whether the page and the card may say "Lägsta priset på 90 dagar" (issue 38 §2): its first offer's total
   * (price plus shipping; false when the shipping is unknown) is at or below that offer's price on every day of
   * the 90 before the prices' day, and the offer's own history has a price on at least 60 of them
   * (src/pull/price-low.ts). False wherever the history cannot prove it.
   */
  lowest_in_90_days: z.boolean(),
  /** The lowest price across shops per day, last 180 days, for the chart: [day, price] from that day on; empty without history. */
  price_history: z.array(z.tuple([isoDaySchema, z.number().nonnegative()])),
  /** Feed row id of the first offer, for tracing a page back to its row. */
  source_row: z.number().int(),
  /** Every shop's offer: in stock first, then by total price with shipping (unknown shipping last among equals), then price. At least one. */
  offers: z.array(offerSchema).min(1),
  /** The lowest price any of its offers asks, in stock or not; `price` when the first offer asks the least ("från"). */
  lowest_price: z.number().positive(),
  /** The lowest price with shipping among offers whose shipping is known, or null when none says. */
  lowest_total_price: z.number().positive().nullable(),
  /** Number of offers (shops selling it; a shop listing it twice counts twice). */
  offer_count: z.number().int().positive(),
});

export type Product = z.infer<typeof productSchema>;

/**
 * A feed product that exists but must never get a page (spec §2: the
 * excluded WineCave product). Kept so its old URLs can redirect to /vinkyl.
 */
export const excludedProductSchema = z.object({
  /** SKU of the excluded product, or its row id when it has none. */
  id: z.string().min(1),
  /** Name as in the feed. */
  name: z.string(),
  /** Slug its page would have had. */
  slug: z.string(),
  /** Where visitors are sent instead. */
  redirect_to: z.string().startsWith('/'),
});

export type ExcludedProduct = z.infer<typeof excludedProductSchema>;
