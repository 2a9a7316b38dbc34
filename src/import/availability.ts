import { MAX_AVAILABILITY_TEXT } from './limits';

/**
 * Stock as each format writes it, read to the table's `Instock` ("yes" or
 * "no"). Google Merchant's values are `in_stock`, `out_of_stock`,
 * `preorder` and `backorder` (older feeds write them with spaces, and the
 * retired `available for order`); Awin writes `in_stock` as 1/0, yes/no or
 * true/false beside `stock_status` and `stock_quantity`; Tradedoubler an
 * availability text and a quantity; Adtraction `yes`/`no`; Swedish shops
 * their own words.
 *
 * A pre-order or a backorder can be ordered but is not in stock: the site
 * shows it as an order item ("Beställningsvara"), never with the delivery
 * time of a product on the shelf.
 */

const IN_STOCK = [
  'in stock',
  'instock',
  'yes',
  'y',
  'true',
  'ja',
  'available',
  'i lager',
  'finns i lager',
  'på lager',
  'lagervara',
  'in stock online',
  'limited availability',
];
const NOT_IN_STOCK = [
  'out of stock',
  'outofstock',
  'no',
  'n',
  'false',
  'nej',
  'sold out',
  'soldout',
  'discontinued',
  'unavailable',
  'not available',
  'slutsåld',
  'slut',
  'slut i lager',
  'ej i lager',
  'inte i lager',
  'tillfälligt slut',
  'preorder',
  'pre order',
  'förbeställning',
  'förhandsbeställning',
  'backorder',
  'back order',
  'beställningsvara',
  'restnoterad',
  'available for order',
];

const STOCK: ReadonlyMap<string, boolean> = new Map([
  ...IN_STOCK.map((word): [string, boolean] => [word, true]),
  ...NOT_IN_STOCK.map((word): [string, boolean] => [word, false]),
]);

/** Lower case, `_` and `-` as spaces, one space between words. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[_-]/gu, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * Whether a stock text says the item is in stock: true, false, or null when
 * the text is none of the known values (a quantity counts: more than 0 is
 * in stock).
 */
export function readStock(raw: string | null): boolean | null {
  if (raw === null || raw.length > MAX_AVAILABILITY_TEXT) return null;
  const trimmed = raw.trim();
  if (/^\d{1,9}$/u.test(trimmed)) return Number(trimmed) > 0;
  return STOCK.get(squeeze(trimmed)) ?? null;
}
