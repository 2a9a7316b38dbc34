import type { CsvRecord } from '../csv-items';
import { colourOf, readExtras } from '../extras';
import { emptyItem, type FeedItem, itemName, present, unreadableAs } from '../item';
import { childText, type XmlItem } from '../xml-items';

/**
 * Adtraction's feed: the table's own columns (product-spec.md §3, "Product
 * feed row": Name, SKU, Price, OriginalPrice, Currency, Description,
 * ImageUrl, Brand, Category, Ean, ManufacturerArticleNumber, Instock,
 * Shipping, ProductUrl, TrackingUrl, Color, Slug), one element per column
 * under `<product>` in XML or one column each in CSV, and `Extras`, which
 * packs the rest as `{KEY#value}` pairs (the colour among them). Price is
 * what the shop charges now; OriginalPrice what it charged before a sale.
 */

export const ADTRACTION_ROOTS: ReadonlySet<string> = new Set(['products', 'productfeed', 'feed']);
export const ADTRACTION_ITEMS: ReadonlySet<string> = new Set(['product']);

function fromColumns(get: (column: string) => string | null, where: (id: string | null) => string): FeedItem {
  const id = get('sku');
  const extras = readExtras(get('extras'));
  return {
    ...emptyItem(where(id)),
    id,
    name: get('name'),
    description: get('description'),
    link: get('producturl'),
    trackingLink: get('trackingurl'),
    imageLink: get('imageurl'),
    brand: get('brand'),
    gtin: get('ean'),
    mpn: get('manufacturerarticlenumber'),
    color: get('color') ?? colourOf(extras),
    category: get('category'),
    price: get('price'),
    wasPrice: get('originalprice'),
    currency: get('currency'),
    availability: [get('instock')],
    shipping: get('shipping'),
    slug: get('slug'),
  };
}

export function adtractionFromXml(item: XmlItem): FeedItem {
  const read = fromColumns(
    (column) => present(childText(item.element, column)),
    (id) => itemName(item.index, id, item.line),
  );
  return { ...read, unreadable: unreadableAs('oversized', item.unreadable) };
}

export function adtractionFromCsv(record: CsvRecord): FeedItem {
  const read = fromColumns(
    (column) => present(record.fields.get(column)),
    (id) => itemName(record.index, id, record.line),
  );
  return { ...read, unreadable: unreadableAs('malformed_record', record.unreadable) };
}
