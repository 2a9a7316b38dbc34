import type { FeedRow } from '../dataset/schemas/feed-row';
import type { Product } from '../dataset/schemas/product';
import type { SourceKey } from '../shared/fact-registry';
import { limitNesting, MAX_NESTING } from '../shared/html-nesting';
import { productDescriptionPolicy, sanitiseFragment } from '../shared/sanitise';
import { capSlug, slugify } from '../shared/slug';
import { cleanName } from '../shared/taxonomy';
import { hasControlCharacters, shortDescription, stripControlCharacters } from '../shared/text';
import { safeHttpUrl, safeImageUrl } from '../shared/url';
import { levelBesideSilence, negativeAmounts, readProductFacts } from './facts';
import { parsePrice } from './price';
import { feedRowRefusal, limitDescription, limitFeedRow } from './row-limits';
import { readShipping } from './shipping';

/** Why a feed row did not become a product; keys of the build report. */
export type ProductSkipReason =
  | 'invalid_row'
  | 'missing_name'
  | 'missing_sku'
  | 'sku_too_long'
  | 'missing_price'
  | 'unparseable_price'
  | 'price_out_of_range'
  | 'unusable_slug'
  | 'no_link'
  | 'duplicate_offer'
  | 'excluded_product'
  | 'invalid_output';

export type RowResult<T, R extends string> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly reason: R; readonly detail: string };

/** Spec §2: this product never gets a page; visitors are sent to /vinkyl. */
export const EXCLUDED_PRODUCT_NAMES: ReadonlySet<string> = new Set([
  'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
]);

export const IN_STOCK_QTY = 10;

/**
 * Prices above this are feed errors (a price in öre, a misplaced decimal
 * mark, 1e21), not products: the row is skipped. It is also the spec's upper
 * bound of the price filter before data loads (§4).
 */
export const MAX_PRICE = 1_000_000;
/** Prices above this are kept but reported, so an editor can check them. */
export const HIGH_PRICE_WARNING = 250_000;

/** Text columns checked for control and bidirectional characters. */
const TEXT_COLUMNS = ['Name', 'SKU', 'Brand', 'Category', 'Color', 'ManufacturerArticleNumber', 'Description'] as const;

/** Longest SKU or name a warning quotes: enough to recognise the row, never the whole of a 1 MB value. */
const QUOTED = 120;

/** A value for a warning: quoted, cut with "…" when long. */
export function quoted(value: string): string {
  const trimmed = value.trim();
  return JSON.stringify(trimmed.length > QUOTED ? `${trimmed.slice(0, QUOTED)}…` : trimmed);
}

/** Names a row in warnings: table, id, and what a person would recognise. */
export function describeFeedRow(row: Pick<FeedRow, 'id' | 'SKU' | 'Name'>): string {
  const parts = [`id=${row.id}`];
  if (row.SKU?.trim()) parts.push(`SKU ${quoted(row.SKU)}`);
  if (row.Name?.trim()) parts.push(`Name ${quoted(row.Name)}`);
  return `product_feed_static row ${parts.join(', ')}`;
}

/**
 * Fields of a product that depend only on its own row. Slug uniqueness,
 * canonical category/brand spelling and duplicate SKUs need the whole feed
 * and are settled by the pipeline, and so are the facts a category's name
 * states and their sources (they come from the category's canonical slug).
 */
export type ProductDraft = Omit<
  Product,
  | 'brand_slug'
  | 'category_slug'
  | 'url'
  | SourceKey
  | 'lowest_price_30d'
  | 'price_reduction'
  | 'lowest_in_90_days'
  | 'price_history'
  | 'offers'
  | 'lowest_price'
  | 'lowest_total_price'
  | 'offer_count'
> & {
  readonly raw_brand: string | null;
  readonly raw_category: string | null;
};

/**
 * One feed row to a product draft. Every column is first brought within its
 * size limit (src/pull/row-limits.ts) and the description's markup within
 * {@link MAX_NESTING} levels, so nothing below meets unbounded input.
 */
export function normaliseFeedRow(unlimited: FeedRow): RowResult<ProductDraft, ProductSkipReason> {
  const refusal = feedRowRefusal(unlimited);
  if (refusal) return { ok: false, ...refusal };
  const { row, warnings } = limitFeedRow(unlimited);
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
  if (price > MAX_PRICE || price === 0) {
    return {
      ok: false,
      reason: 'price_out_of_range',
      detail:
        price === 0
          ? `Price ${JSON.stringify(row.Price)} is 0 kr, so it cannot be a real price`
          : `Price ${JSON.stringify(row.Price)} is above ${MAX_PRICE} kr, so it cannot be a real price`,
    };
  }
  const slug = capSlug(slugify(cleanName(row.Slug) ?? name)) || capSlug(slugify(sku));
  if (!slug) {
    return {
      ok: false,
      reason: 'unusable_slug',
      detail: 'Name, Slug and SKU have no letters or digits to make a URL from',
    };
  }

  const withControls = TEXT_COLUMNS.filter((column) => hasControlCharacters(row[column]));
  if (withControls.length > 0) {
    warnings.push(`control or bidirectional characters removed from ${withControls.join(', ')}`);
  }
  if (price > HIGH_PRICE_WARNING) warnings.push(`Price ${price} kr is unusually high; check the feed`);
  let originalPrice = parsePrice(row.OriginalPrice);
  if (row.OriginalPrice?.trim() && originalPrice === null) {
    warnings.push(`OriginalPrice ${JSON.stringify(row.OriginalPrice)} is not a number; ignored`);
  } else if (originalPrice !== null && originalPrice > MAX_PRICE) {
    warnings.push(`OriginalPrice ${JSON.stringify(row.OriginalPrice)} is above ${MAX_PRICE} kr; ignored`);
    originalPrice = null;
  }
  const productUrl = safeHttpUrl(row.ProductUrl);
  if (row.ProductUrl?.trim() && productUrl === null) warnings.push('ProductUrl is not an http(s) URL; dropped');
  const trackingUrl = safeHttpUrl(row.TrackingUrl);
  if (row.TrackingUrl?.trim() && trackingUrl === null) {
    warnings.push('TrackingUrl is not an http(s) URL without user info; falling back to ProductUrl');
  }
  const link = trackingUrl ?? productUrl;
  if (link === null) {
    // An offer a visitor cannot follow to its shop is no offer (issue 35): its price would head a page with no button.
    const tried = [
      row.TrackingUrl?.trim() ? `TrackingUrl ${JSON.stringify(row.TrackingUrl.trim())}` : null,
      row.ProductUrl?.trim() ? `ProductUrl ${JSON.stringify(row.ProductUrl.trim())}` : null,
    ].filter((part) => part !== null);
    return {
      ok: false,
      reason: 'no_link',
      detail:
        tried.length === 0
          ? 'no ProductUrl or TrackingUrl to send a visitor to the shop'
          : `no link to send a visitor to the shop: ${tried.join(' and ')} ${tried.length === 1 ? 'is not an' : 'are not'} http(s) URL${tried.length === 1 ? '' : 's'} without user info`,
    };
  }
  const imageUrl = safeImageUrl(row.ImageUrl);
  if (row.ImageUrl?.trim() && imageUrl === null) warnings.push('ImageUrl is not an http(s) URL or site path; dropped');
  if (imageUrl !== null && /^http:/i.test(row.ImageUrl?.trim() ?? '')) warnings.push('ImageUrl upgraded to https');
  const shipping = readShipping(row.Shipping, price);
  if (shipping.warning !== null) warnings.push(shipping.warning);

  const nested = limitNesting(stripControlCharacters(row.Description ?? ''));
  if (nested.unwrapped > 0) {
    warnings.push(`Description nests deeper than ${MAX_NESTING} levels; ${nested.unwrapped} elements unwrapped`);
  }
  const bounded = limitDescription(nested.html);
  warnings.push(...bounded.warnings);
  for (const [column, text] of [
    ['Name', name],
    ['Description', bounded.html],
  ] as const) {
    const negative = negativeAmounts(text);
    if (negative.length > 0) {
      warnings.push(
        `${column} states ${negative.map((amount) => JSON.stringify(amount)).join(', ')}: no size, energy use, noise or count is below zero; not read as a fact`,
      );
    }
  }
  const silentBeside = levelBesideSilence(name, bounded.html);
  if (silentBeside !== null) {
    warnings.push(
      `the text says the product is silent ("ljudlös", "0 dB") and also states ${silentBeside} dB: no noise level is shown, since either would contradict the other`,
    );
  }
  const sanitised = sanitiseFragment(bounded.html, productDescriptionPolicy);
  if (!sanitised.balanced) warnings.push('Description did not sanitise to balanced HTML; shown as plain text');
  const description = sanitised.html;
  const inStock = row.Instock?.trim().toLowerCase() === 'yes';
  const currency = row.Currency?.trim().toUpperCase();
  const ean = row.Ean?.replace(/\D/g, '') ?? '';

  return {
    ok: true,
    warnings,
    value: {
      id: sku,
      name,
      slug,
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
      shipping_price: shipping.shipping,
      delivery_time: inStock ? '3-5 dagar' : 'Beställningsvara',
      product_url: productUrl,
      tracking_product_url: link,
      color: cleanName(row.Color),
      // From the feed's own HTML: the sanitiser drops table and div tags, which would glue "Bredd" to the next row.
      ...readProductFacts(name, bounded.html),
      source_row: row.id,
    },
  };
}
