import type { CsvRecord } from '../csv-items';
import { emptyItem, type FeedItem, itemName, present, unreadableAs } from '../item';

/**
 * Awin's product feed as CSV: the columns of the download publishers get
 * (aw_deep_link, merchant_product_id, search_price, product_price_old,
 * merchant_deep_link, …) and the names of the advertiser's upload
 * (product_id, price, deep_link, image_url; help.awin.com "Hosting and
 * column descriptions"), each read where the other is missing, as
 * Prisjakt's Awin mapping does (schema.prisjakt.nu, "Awin XML"):
 * availability from `in_stock`, else `stock_status`, else
 * `stock_quantity`; the GTIN from `product_GTIN`, else `ean`, `upc` or
 * `isbn`; the category from `merchant_product_category_path`, else
 * `merchant_category` or `category_name`. `search_price` is what the shop
 * charges; `product_price_old` the price before a sale, which holds from
 * `valid_from` to `valid_to`. `rrp_price`, the recommended retail price,
 * is no price the shop charged and is never read.
 */

export function awinFromCsv(record: CsvRecord): FeedItem {
  const get = (...names: string[]) => {
    for (const name of names) {
      const value = present(record.fields.get(name));
      if (value !== null) return value;
    }
    return null;
  };
  const id = get('merchant_product_id', 'product_id', 'aw_product_id');
  return {
    ...emptyItem(itemName(record.index, id, record.line)),
    id,
    name: get('product_name'),
    description: get('description', 'product_short_description'),
    link: get('merchant_deep_link', 'deep_link'),
    trackingLink: get('aw_deep_link'),
    imageLink: get('merchant_image_url', 'image_url', 'aw_image_url', 'large_image'),
    brand: get('brand_name'),
    gtin: get('product_gtin', 'ean', 'upc', 'isbn'),
    mpn: get('mpn', 'model_number'),
    color: get('colour', 'color'),
    category: get('merchant_product_category_path', 'merchant_category', 'category_name'),
    googleCategory: get('google_taxonomy'),
    price: get('search_price', 'price', 'store_price', 'display_price'),
    wasPrice: get('product_price_old'),
    saleFrom: get('valid_from'),
    saleTo: get('valid_to'),
    currency: get('currency'),
    availability: [get('in_stock'), get('stock_status'), get('stock_quantity')],
    shipping: get('delivery_cost'),
    condition: get('condition'),
    unreadable: unreadableAs('malformed_record', record.unreadable),
  };
}
