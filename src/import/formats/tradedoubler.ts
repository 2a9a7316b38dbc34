import { readInstant } from '../dates';
import { emptyItem, type FeedItem, itemName, present, unreadableAs } from '../item';
import { childrenNamed, childText, descendant, type XmlElement, type XmlItem } from '../xml-items';

/**
 * Tradedoubler's product XML (the Products API's XML response,
 * dev.tradedoubler.com/products/publisher), read as Prisjakt maps it
 * (schema.prisjakt.nu, "Tradedoubler XML"): per `product` its name,
 * description, productImage, brand, identifiers (ean, sku, mpn),
 * categories (the shop's, as a `name` attribute or text) and fields
 * (`name`/`value` pairs: colour, google_product_category,
 * shipping_price); per offer its id (the SKU), productUrl (the tracking
 * link), sourceProductUrl (the shop's page), priceHistory (the newest
 * price counts, with its currency), availability, inStock (a quantity) and
 * shippingCost. Values are read from an element's text or, as the
 * response writes some, from its attributes.
 */

export const TRADEDOUBLER_ROOTS: ReadonlySet<string> = new Set(['productsresult', 'products', 'result']);
export const TRADEDOUBLER_ITEMS: ReadonlySet<string> = new Set(['product']);

/** An element's value: its text, else its `value`, `url` or `name` attribute. */
function elementValue(element: XmlElement | null | undefined): string | null {
  if (!element) return null;
  return (
    present(element.text) ??
    present(element.attributes.get('value')) ??
    present(element.attributes.get('url')) ??
    present(element.attributes.get('name'))
  );
}

function child(element: XmlElement, name: string): string | null {
  return present(childText(element, name)) ?? elementValue(childrenNamed(element, name)[0]);
}

/** The newest price of a price history (by its date, else the last written) and its currency. */
function newestPrice(offer: XmlElement): { price: string | null; currency: string | null } {
  const history = descendant(offer, 'pricehistory');
  const prices = history ? childrenNamed(history, 'price') : childrenNamed(offer, 'price');
  let newest: XmlElement | null = null;
  let newestAt: number | null = null;
  for (const price of prices) {
    const date = present(price.attributes.get('date')) ?? child(price, 'date');
    const at = date === null ? null : readInstant(date, false);
    // The latest dated price; without dates, the last one written.
    if (
      newest === null ||
      (at !== null && (newestAt === null || at >= newestAt)) ||
      (at === null && newestAt === null)
    ) {
      newest = price;
      newestAt = at;
    }
  }
  if (newest === null) return { price: null, currency: null };
  return {
    price: present(newest.text) ?? child(newest, 'value'),
    currency: present(newest.attributes.get('currency')) ?? child(newest, 'currency'),
  };
}

export function tradedoublerFromXml(item: XmlItem): FeedItem {
  const product = item.element;
  const fields = new Map<string, string>();
  const fieldList = descendant(product, 'fields');
  for (const field of fieldList ? childrenNamed(fieldList, 'field') : []) {
    const name = present(field.attributes.get('name')) ?? child(field, 'name');
    const value = present(field.attributes.get('value')) ?? child(field, 'value') ?? present(field.text);
    if (name !== null && value !== null && !fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), value);
  }
  const field = (...names: string[]) => {
    for (const name of names) {
      const value = fields.get(name);
      if (value !== undefined) return value;
    }
    return null;
  };
  const offer = descendant(product, 'offer') ?? product;
  const identifiers = descendant(product, 'identifiers') ?? product;
  const id = present(offer.attributes.get('id')) ?? child(offer, 'id') ?? child(identifiers, 'sku');
  const { price, currency } = newestPrice(offer);
  const shippingCost = child(offer, 'shippingcost') ?? field('shipping_price');
  return {
    ...emptyItem(itemName(item.index, id, item.line)),
    id,
    name: child(product, 'name'),
    description: child(product, 'description'),
    link: child(offer, 'sourceproducturl'),
    trackingLink: child(offer, 'producturl'),
    imageLink: elementValue(descendant(product, 'productimage')),
    brand: child(product, 'brand'),
    gtin: child(identifiers, 'ean') ?? field('gtin', 'ean'),
    mpn: child(identifiers, 'mpn') ?? child(identifiers, 'sku'),
    color: field('color', 'colour', 'färg', 'farg'),
    category: elementValue(descendant(product, 'category')),
    googleCategory: field('google_product_category'),
    price,
    currency,
    availability: [child(offer, 'availability'), child(offer, 'instock')],
    shipping:
      shippingCost === null ? null : [{ country: field('shipping_country'), service: null, price: shippingCost }],
    condition: child(offer, 'condition') ?? field('condition'),
    unreadable: unreadableAs('oversized', item.unreadable),
  };
}
