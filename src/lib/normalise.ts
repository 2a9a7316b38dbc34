import { readCapacity, readTemperatureZones } from './attributes';
import { parsePrice } from './price';
import { productDescriptionPolicy, sanitise } from './sanitise';
import type { FeedRow } from './schemas/feed-row';
import type { Product } from './schemas/product';
import { slugify } from './slug';
import { cleanName } from './taxonomy';
import { htmlToText, shortDescription } from './text';
import { safeHttpUrl, safeImageUrl } from './url';

/** Why a feed row did not become a product; keys of the build report. */
export type ProductSkipReason =
  | 'invalid_row'
  | 'missing_name'
  | 'missing_sku'
  | 'missing_price'
  | 'unparseable_price'
  | 'duplicate_sku'
  | 'excluded_product';

export type RowResult<T, R extends string> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly reason: R; readonly detail: string };

/** Spec §2: this product never gets a page; visitors are sent to /vinkyl. */
export const EXCLUDED_PRODUCT_NAMES: ReadonlySet<string> = new Set([
  'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
]);

export const IN_STOCK_QTY = 10;

/** Names a row in warnings: table, id, and what a person would recognise. */
export function describeFeedRow(row: Pick<FeedRow, 'id' | 'SKU' | 'Name'>): string {
  const parts = [`id=${row.id}`];
  if (row.SKU?.trim()) parts.push(`SKU ${JSON.stringify(row.SKU.trim())}`);
  if (row.Name?.trim()) parts.push(`Name ${JSON.stringify(row.Name.trim())}`);
  return `product_feed_static row ${parts.join(', ')}`;
}

/**
 * Fields of a product that depend only on its own row. Slug uniqueness,
 * canonical category/brand spelling and duplicate SKUs need the whole feed
 * and are settled by the pipeline.
 */
export type ProductDraft = Omit<Product, 'brand_slug' | 'category_slug' | 'url'> & {
  readonly raw_brand: string | null;
  readonly raw_category: string | null;
};

export function normaliseFeedRow(row: FeedRow): RowResult<ProductDraft, ProductSkipReason> {
  const name = cleanName(row.Name);
  if (name === null) return { ok: false, reason: 'missing_name', detail: 'missing Name' };
  const sku = cleanName(row.SKU);
  if (sku === null) return { ok: false, reason: 'missing_sku', detail: 'missing SKU' };
  if (row.Price === null || row.Price.trim() === '') {
    return { ok: false, reason: 'missing_price', detail: 'missing Price' };
  }
  const price = parsePrice(row.Price);
  if (price === null) {
    return { ok: false, reason: 'unparseable_price', detail: `Price ${JSON.stringify(row.Price)} is not a number` };
  }

  const warnings: string[] = [];
  const originalPrice = parsePrice(row.OriginalPrice);
  if (row.OriginalPrice?.trim() && originalPrice === null) {
    warnings.push(`OriginalPrice ${JSON.stringify(row.OriginalPrice)} is not a number; ignored`);
  }
  const productUrl = safeHttpUrl(row.ProductUrl);
  if (row.ProductUrl?.trim() && productUrl === null) warnings.push('ProductUrl is not an http(s) URL; dropped');
  const trackingUrl = safeHttpUrl(row.TrackingUrl);
  if (row.TrackingUrl?.trim() && trackingUrl === null) {
    warnings.push('TrackingUrl is not an http(s) URL; falling back to ProductUrl');
  }
  const imageUrl = safeImageUrl(row.ImageUrl);
  if (row.ImageUrl?.trim() && imageUrl === null) warnings.push('ImageUrl is not an http(s) URL or site path; dropped');

  const description = sanitise(row.Description ?? '', productDescriptionPolicy);
  const descriptionText = htmlToText(description);
  const inStock = row.Instock?.trim().toLowerCase() === 'yes';
  const currency = row.Currency?.trim().toUpperCase();
  const ean = row.Ean?.replace(/\D/g, '') ?? '';

  return {
    ok: true,
    warnings,
    value: {
      id: sku,
      name,
      slug: slugify(cleanName(row.Slug) ?? name) || slugify(sku),
      price,
      // Only a higher earlier price is a sale; anything else would mislead.
      regular_price: originalPrice !== null && originalPrice > price ? originalPrice : null,
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : 'SEK',
      description,
      short_description: shortDescription(description),
      image_url: imageUrl,
      brand: cleanName(row.Brand),
      category: cleanName(row.Category),
      raw_brand: cleanName(row.Brand),
      raw_category: cleanName(row.Category),
      subcategory: null,
      sku,
      ean: ean.length >= 8 ? ean : null,
      model: cleanName(row.ManufacturerArticleNumber),
      in_stock: inStock,
      in_stock_qty: inStock ? IN_STOCK_QTY : 0,
      shipping_price: parsePrice(row.Shipping),
      delivery_time: inStock ? '3-5 dagar' : 'Beställningsvara',
      product_url: productUrl,
      tracking_product_url: trackingUrl ?? productUrl,
      color: cleanName(row.Color),
      capacity: readCapacity(name, descriptionText),
      temperature_zones: readTemperatureZones(name, descriptionText),
      source_row: row.id,
    },
  };
}
