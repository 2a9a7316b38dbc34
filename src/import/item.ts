import type { ShippingOption } from './shipping';

/** Why a reader could not read an item whole: too large to keep, or a record whose fields cannot be told apart. */
export interface Unreadable {
  readonly code: 'oversized' | 'malformed_record';
  readonly reason: string;
}

/** An XML item's size problem, or a CSV record's shape problem, as the mapping skips it. */
export function unreadableAs(code: Unreadable['code'], reason: string | null): Unreadable | null {
  return reason === null ? null : { code, reason };
}

/**
 * One feed item as its format states it, before it is mapped to the table's
 * row (src/import/map-row.ts). Each format's reader (src/import/formats/)
 * fills it from its own field names, unpacking what the format packs
 * together; every value is the text the feed holds (trimmed, empty as
 * null), read by no pattern yet.
 */
export interface FeedItem {
  /** The item as a person finds it in the feed, for the report: "item 3 (line 41)". */
  readonly where: string;
  /** The feed's own id of the item: the table's SKU. */
  readonly id: string | null;
  readonly name: string | null;
  readonly description: string | null;
  /** The product's page at the shop. */
  readonly link: string | null;
  /** The affiliate network's tracking link, where the format has one. */
  readonly trackingLink: string | null;
  readonly imageLink: string | null;
  readonly brand: string | null;
  /** GTIN as given (EAN-13, GTIN-14, UPC); the pull validates it. */
  readonly gtin: string | null;
  readonly mpn: string | null;
  readonly color: string | null;
  /** The shop's own category path. */
  readonly category: string | null;
  /** Google's product taxonomy: an id or a path. */
  readonly googleCategory: string | null;
  /** The price the format calls the item's price. */
  readonly price: string | null;
  /** A sale price beside it (Google's `sale_price`): the price while `saleDates` hold. */
  readonly salePrice: string | null;
  /** Google's `sale_price_effective_date` range ("start/end"). */
  readonly saleDates: string | null;
  /** A price the shop charged before a sale (Adtraction's OriginalPrice, Awin's product_price_old): `price` is then the sale price. */
  readonly wasPrice: string | null;
  /** When the sale of `wasPrice` holds, as separate ends (Awin's valid_from and valid_to). */
  readonly saleFrom: string | null;
  readonly saleTo: string | null;
  /** A currency stated apart from the prices. */
  readonly currency: string | null;
  /** Stock texts in the order they are read; the first one understood counts. */
  readonly availability: readonly (string | null)[];
  /** Shipping as options (Google's nested form) or as one text. */
  readonly shipping: readonly ShippingOption[] | string | null;
  /** Sub-attribute order of a text `shipping` (Google's `shipping(country:region:service:price)` header). */
  readonly shippingOrder: readonly string[] | null;
  readonly slug: string | null;
  /** Google's `condition`: new, refurbished or used. */
  readonly condition: string | null;
  /** Set when the item could not be read whole: why it is skipped. */
  readonly unreadable: Unreadable | null;
}

/** An item with every field empty, for readers to fill. */
export function emptyItem(where: string): FeedItem {
  return {
    where,
    id: null,
    name: null,
    description: null,
    link: null,
    trackingLink: null,
    imageLink: null,
    brand: null,
    gtin: null,
    mpn: null,
    color: null,
    category: null,
    googleCategory: null,
    price: null,
    salePrice: null,
    saleDates: null,
    wasPrice: null,
    saleFrom: null,
    saleTo: null,
    currency: null,
    availability: [],
    shipping: null,
    shippingOrder: null,
    slug: null,
    condition: null,
    unreadable: null,
  };
}

/** A field's text trimmed, or null when the feed leaves it empty. */
export function present(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** How the report names an item: its place, its id when it has one, and its line. */
export function itemName(index: number, id: string | null, line: number | null): string {
  const shownId = id === null ? '' : ` ${JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id)}`;
  return `item ${index}${shownId}${line === null ? '' : ` (line ${line})`}`;
}
