import { normaliseHost } from '../shared/shop-host';
import { MAX_SKU_LENGTH } from '../shared/sku';
import { safeHttpUrl } from '../shared/url';
import { readStock } from './availability';
import { showPath, siteCategoryOf } from './categories';
import { holds, readInstant, readRange, showInstant, type Window } from './dates';
import type { FeedItem } from './item';
import { COLUMN_LIMITS, count, cutText, type FeedColumn, MAX_VALUE_TEXT } from './limits';
import { formatAmount, type PriceText, readPrice } from './price';
import type { ImportReport, SkipReason } from './report';
import { formatShipping, GOOGLE_SHIPPING_ORDER, readShippingOptions, readShippingText } from './shipping';

/**
 * One feed item → one row of the table (issue 36), the same for every
 * format: prices as plain SEK amounts, a sale price only while its dates
 * hold (with the regular price as `OriginalPrice`), stock as "yes"/"no",
 * shipping "0" when free and null when unknown, links only http(s) without
 * user info, every text within its column's limit, the category mapped to
 * the site's where the mapping knows it. An item that cannot be a product
 * (no id, name or price, another currency, no link) is skipped; every skip
 * and every value changed or left out is named in the report.
 */

/** A row as the import writes it: every feed column, without the key and the shop. */
export type ImportRow = { [K in FeedColumn]: string | null };

/** The columns in the order the table (and data/sample) writes them. */
export const ROW_COLUMNS: readonly FeedColumn[] = [
  'Name',
  'SKU',
  'Price',
  'OriginalPrice',
  'Currency',
  'Description',
  'ImageUrl',
  'Brand',
  'Category',
  'Ean',
  'ManufacturerArticleNumber',
  'Instock',
  'Shipping',
  'ProductUrl',
  'TrackingUrl',
  'Color',
  'Slug',
];

export interface MapContext {
  /** The instant the sale dates are compared with. */
  readonly now: number;
  /** The shop's hosts, normalised (src/shared/shop-host.ts). */
  readonly shopHosts: ReadonlySet<string>;
  readonly report: ImportReport;
}

/** Quoted for a note, cut so a long value does not flood the report. */
function shown(value: string): string {
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
}

type Prices = { readonly price: number; readonly original: number | null };
type Skip = { readonly skip: SkipReason; readonly reason: string };

/** The currency of the texts, SEK when none names one; or why the item is skipped. */
function currencyOf(item: FeedItem, texts: readonly (PriceText | null)[]): Skip | null {
  const named = new Set<string>();
  for (const text of texts) if (text?.currency) named.add(text.currency);
  if (item.currency !== null) {
    const written = item.currency.trim();
    const upper = written.toUpperCase();
    named.add(upper === 'KR' || upper === 'KRONOR' ? 'SEK' : written.length > 16 ? `${written.slice(0, 16)}…` : upper);
  }
  const other = [...named].filter((code) => code !== 'SEK');
  if (other.length === 0) return null;
  return { skip: 'currency', reason: `the price is in ${other.join(', ')}, not SEK` };
}

/** The window of separate ends, null when neither is given; `false` when one is given and unreadable. */
function separateWindow(item: FeedItem): Window | null | false {
  if (item.saleFrom === null && item.saleTo === null) return null;
  const from = item.saleFrom === null ? null : readInstant(item.saleFrom, false);
  const to = item.saleTo === null ? null : readInstant(item.saleTo, true);
  if ((item.saleFrom !== null && from === null) || (item.saleTo !== null && to === null)) return false;
  return { from, to };
}

function showWindow(window: Window): string {
  const from = window.from === null ? 'any time' : showInstant(window.from);
  const to = window.to === null ? 'any time' : showInstant(window.to);
  return `from ${from} to ${to}`;
}

function readPrices(item: FeedItem, context: MapContext): Prices | Skip {
  const { report } = context;
  if (item.price === null) return { skip: 'missing_price', reason: 'no price' };
  const main = readPrice(item.price);
  if (main === null) return { skip: 'unparseable_price', reason: `price ${shown(item.price)} is not a price` };
  const sale = item.salePrice === null ? null : readPrice(item.salePrice);
  const was = item.wasPrice === null ? null : readPrice(item.wasPrice);
  const currency = currencyOf(item, [main, sale, was]);
  if (currency) return currency;
  if (main.amount === 0)
    return { skip: 'unparseable_price', reason: `price ${shown(item.price)} is 0, no price a shop charges` };

  if (item.salePrice !== null) {
    if (sale === null) {
      report.repair(
        item.where,
        `sale price ${shown(item.salePrice)} is not a price; the price ${formatAmount(main.amount)} is used`,
      );
      return { price: main.amount, original: null };
    }
    if (sale.amount >= main.amount || sale.amount === 0) {
      report.repair(
        item.where,
        `sale price ${formatAmount(sale.amount)} is not below the price ${formatAmount(main.amount)}; the price is used`,
      );
      return { price: main.amount, original: null };
    }
    if (item.saleDates !== null) {
      const window = readRange(item.saleDates);
      if (window === null) {
        report.repair(
          item.where,
          `sale dates ${shown(item.saleDates)} are not a date range; the sale price ${formatAmount(sale.amount)} is not used, the price ${formatAmount(main.amount)} is`,
        );
        return { price: main.amount, original: null };
      }
      if (!holds(window, context.now)) {
        report.repair(
          item.where,
          `sale price ${formatAmount(sale.amount)} holds ${showWindow(window)}, not now; the regular price ${formatAmount(main.amount)} is used`,
        );
        return { price: main.amount, original: null };
      }
    }
    return { price: sale.amount, original: main.amount };
  }

  if (item.wasPrice !== null) {
    if (was === null) {
      report.repair(item.where, `price before the sale ${shown(item.wasPrice)} is not a price; left out`);
      return { price: main.amount, original: null };
    }
    if (was.amount <= main.amount) {
      report.repair(
        item.where,
        `price before the sale ${formatAmount(was.amount)} is not above the price ${formatAmount(main.amount)}; left out, there is no sale`,
      );
      return { price: main.amount, original: null };
    }
    const window = separateWindow(item);
    if (window === false) {
      report.repair(
        item.where,
        `sale dates ${shown(`${item.saleFrom ?? ''}/${item.saleTo ?? ''}`)} are not dates; the sale price ${formatAmount(main.amount)} is not used, the regular price ${formatAmount(was.amount)} is`,
      );
      return { price: was.amount, original: null };
    }
    if (window !== null && !holds(window, context.now)) {
      report.repair(
        item.where,
        `sale price ${formatAmount(main.amount)} holds ${showWindow(window)}, not now; the regular price ${formatAmount(was.amount)} is used`,
      );
      return { price: was.amount, original: null };
    }
    return { price: main.amount, original: was.amount };
  }
  return { price: main.amount, original: null };
}

/** A text column within its limit: cut or dropped, with a note. */
function limited(column: FeedColumn, value: string | null, where: string, report: ImportReport): string | null {
  if (value === null) return null;
  const limit = COLUMN_LIMITS.get(column);
  if (limit === undefined || value.length <= limit.max) return value;
  if (limit.over === 'cut') {
    report.repair(where, `${column} cut from ${count(value.length)} to ${count(limit.max)} characters`);
    return cutText(value, limit.max);
  }
  report.repair(where, `${column} is ${count(value.length)} characters long (limit ${count(limit.max)}); left out`);
  return null;
}

/** A link column: only http(s) without user info survives. */
function link(column: FeedColumn, value: string | null, where: string, report: ImportReport): string | null {
  const within = limited(column, value, where, report);
  if (within === null) return null;
  const safe = safeHttpUrl(within);
  if (safe === null)
    report.repair(where, `${column} ${shown(within)} is not an http(s) link without user info; left out`);
  return safe;
}

function stockOf(item: FeedItem, report: ImportReport): string {
  for (const text of item.availability) {
    const stock = readStock(text);
    if (stock !== null) return stock ? 'yes' : 'no';
  }
  const written = item.availability.filter((text): text is string => text !== null);
  report.repair(
    item.where,
    written.length === 0
      ? 'no availability; taken as not in stock'
      : `availability ${written.map((text) => shown(text.slice(0, MAX_VALUE_TEXT))).join(', ')} is no known value; taken as not in stock`,
  );
  return 'no';
}

function shippingOf(item: FeedItem, price: number, report: ImportReport): string | null {
  const { shipping } = item;
  if (shipping === null) return null;
  const reading =
    typeof shipping === 'string'
      ? readShippingText(shipping, price, item.shippingOrder ?? GOOGLE_SHIPPING_ORDER)
      : readShippingOptions(shipping, price);
  if (reading.note !== null) report.repair(item.where, reading.note);
  return formatShipping(reading.shipping);
}

function categoryOf(item: FeedItem, report: ImportReport): string | null {
  const site = siteCategoryOf(item.category, item.googleCategory);
  const shopPath = item.category === null ? '' : showPath(item.category);
  const label =
    shopPath !== ''
      ? shopPath
      : item.googleCategory === null
        ? null
        : `google_product_category ${showPath(item.googleCategory)}`;
  if (label === null) return null;
  report.category(label, site);
  return site ?? (shopPath === '' ? null : limited('Category', shopPath, item.where, report));
}

/** The row of an item, or null when it is skipped (the report says why). */
export function mapItem(item: FeedItem, context: MapContext): ImportRow | null {
  const { report } = context;
  const { where } = item;
  const skip = (code: SkipReason, reason: string) => {
    report.skip(where, code, reason);
    return null;
  };
  if (item.unreadable !== null) return skip(item.unreadable.code, item.unreadable.reason);
  if (item.id === null) return skip('missing_id', 'no id (the SKU)');
  if (item.id.length > MAX_SKU_LENGTH)
    return skip(
      'id_too_long',
      `the id is ${count(item.id.length)} characters long; the site carries SKUs of at most ${MAX_SKU_LENGTH}`,
    );
  if (item.name === null) return skip('missing_name', 'no name');
  if (item.condition !== null) {
    const condition = item.condition.toLowerCase().slice(0, MAX_VALUE_TEXT);
    if (condition !== 'new' && condition !== 'ny' && condition !== 'nytt' && condition !== 'ny vara')
      return skip('condition', `condition ${shown(item.condition)}: the site compares new products`);
  }
  const prices = readPrices(item, context);
  if ('skip' in prices) return skip(prices.skip, prices.reason);

  const productUrl = link('ProductUrl', item.link, where, report);
  const trackingUrl = link('TrackingUrl', item.trackingLink, where, report);
  if (productUrl === null && trackingUrl === null) return skip('no_link', 'no http(s) link to the product');
  if (productUrl !== null) {
    const host = normaliseHost(new URL(productUrl).hostname);
    if (!context.shopHosts.has(host))
      report.warn(where, `ProductUrl's host ${host} is not one of the shop's (${[...context.shopHosts].join(', ')})`);
  }

  return {
    Name: limited('Name', item.name, where, report),
    SKU: item.id,
    Price: formatAmount(prices.price),
    OriginalPrice: prices.original === null ? null : formatAmount(prices.original),
    Currency: 'SEK',
    Description: limited('Description', item.description, where, report),
    ImageUrl: link('ImageUrl', item.imageLink, where, report),
    Brand: limited('Brand', item.brand, where, report),
    Category: categoryOf(item, report),
    Ean: limited('Ean', item.gtin, where, report),
    ManufacturerArticleNumber: limited('ManufacturerArticleNumber', item.mpn, where, report),
    Instock: stockOf(item, report),
    Shipping: shippingOf(item, prices.price, report),
    ProductUrl: productUrl,
    TrackingUrl: trackingUrl,
    Color: limited('Color', item.color, where, report),
    Slug: limited('Slug', item.slug, where, report),
  };
}
