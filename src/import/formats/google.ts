import type { CsvRecord } from '../csv-items';
import { emptyItem, type FeedItem, itemName, present, unreadableAs } from '../item';
import type { ShippingOption } from '../shipping';
import { childrenNamed, childText, type XmlItem } from '../xml-items';

/**
 * Google Merchant Center's product data specification
 * (support.google.com/merchants answer 7052112): RSS 2.0 with the `g:`
 * namespace (http://base.google.com/ns/1.0) or Atom 1.0 (answer 160589),
 * and the text form, one attribute per column, tab-separated (answer
 * 160567). Attributes read: id, title, description, link, image_link,
 * price, sale_price with sale_price_effective_date, availability, brand,
 * gtin, mpn, color, product_type (the shop's category),
 * google_product_category (Google's taxonomy), condition and shipping,
 * which nests country, region, service and price (answer 6324484): child
 * elements in XML, "SE::Standard:49.00 SEK" in text, where a header
 * `shipping(country:service:price)` may name other sub-attributes.
 */

export const GOOGLE_ROOTS: ReadonlySet<string> = new Set(['rss', 'feed']);
export const GOOGLE_ITEMS: ReadonlySet<string> = new Set(['item', 'entry']);

function shippingOf(item: XmlItem): ShippingOption[] | null {
  const options = childrenNamed(item.element, 'shipping').map((element) => ({
    country: present(childText(element, 'country')),
    service: present(childText(element, 'service')),
    price: present(childText(element, 'price')),
  }));
  return options.length === 0 ? null : options;
}

export function googleFromXml(item: XmlItem): FeedItem {
  const { element } = item;
  const get = (name: string) => present(childText(element, name, 'g'));
  // Atom writes the link as an attribute: <link href="…"/>.
  const atomLink = childrenNamed(element, 'link')
    .find((link) => link.attributes.has('href'))
    ?.attributes.get('href');
  const id = get('id');
  return {
    ...emptyItem(itemName(item.index, id, item.line)),
    id,
    ...sharedFields(get),
    link: get('link') ?? present(atomLink),
    shipping: shippingOf(item),
    condition: get('condition'),
    unreadable: unreadableAs('oversized', item.unreadable),
  };
}

/** The attributes both of Google's forms carry under the same names (the product data specification's). */
function sharedFields(get: (name: string) => string | null) {
  return {
    name: get('title'),
    description: get('description'),
    link: get('link'),
    imageLink: get('image_link'),
    brand: get('brand'),
    gtin: get('gtin'),
    mpn: get('mpn'),
    color: get('color'),
    category: get('product_type'),
    googleCategory: get('google_product_category'),
    price: get('price'),
    salePrice: get('sale_price'),
    saleDates: get('sale_price_effective_date'),
    availability: [get('availability')],
  };
}

export function googleFromText(record: CsvRecord): FeedItem {
  const get = (name: string) => present(record.fields.get(name));
  const id = get('id');
  return {
    ...emptyItem(itemName(record.index, id, record.line)),
    id,
    ...sharedFields(get),
    shipping: get('shipping'),
    shippingOrder: record.header.subAttributes.get('shipping') ?? null,
    condition: get('condition'),
    unreadable: unreadableAs('malformed_record', record.unreadable),
  };
}
