import { count, MAX_VALUE_TEXT } from './limits';
import { formatAmount, readPrice } from './price';

/**
 * Shipping as the formats state it, read to the table's `Shipping`: "0"
 * when free, the amount in SEK, or null when unknown. Unknown stays
 * unknown, never free: a feed that states nothing, or something the reader
 * cannot take as a price in SEK, gives null, and the report names what it
 * could not read.
 *
 * Forms: a price as text ("49", "49,00 kr", "SEK 49"); free ("Fri frakt",
 * "Fraktfritt", "Gratis frakt", "Free shipping"); a threshold ("Fri frakt
 * över 500 kr"), which is free when the item's price passes it; Google
 * Merchant's nested `shipping` (country, region, service and price, as
 * elements in XML or "SE::Standard:49.00 SEK" in text, several separated
 * by commas), of which the cheapest option to Sweden counts.
 */

/** No delivery within Sweden costs more; a higher amount is a feed error. */
export const MAX_SHIPPING = 5_000;

export interface ShippingOption {
  readonly country: string | null;
  readonly service: string | null;
  readonly price: string | null;
}

export interface ShippingReading {
  /** Kronor; 0 free; null unknown. */
  readonly shipping: number | null;
  /** What could not be read as it is written, naming it; null when all was read. */
  readonly note: string | null;
}

const UNKNOWN: ShippingReading = { shipping: null, note: null };

const FREE: ReadonlySet<string> = new Set([
  'fri frakt',
  'fraktfri',
  'fraktfritt',
  'gratis frakt',
  'gratis',
  'kostnadsfri frakt',
  'ingen fraktkostnad',
  'frakt ingår',
  'free',
  'free shipping',
  'free delivery',
]);

const THRESHOLD =
  /(?:fri frakt|fraktfri(?:tt)?|gratis frakt|free shipping|free delivery) (?:vid (?:köp|beställning) )?(över|från|over|from|above) (\d[\d .,]*)/u;

/** The sub-attributes of Google's text `shipping` in its default order. */
export const GOOGLE_SHIPPING_ORDER: readonly string[] = ['country', 'region', 'service', 'price'];

/** `text` without the characters of `set` at its end (a loop: a pattern's run before `$` backtracks). */
function trimEnd(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** Lower case, one space between words. */
function squeeze(text: string): string {
  return text
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** Reads a shipping text; `price` is the item's price, which a free-shipping threshold is compared with. */
export function readShippingText(raw: string | null, price: number, order = GOOGLE_SHIPPING_ORDER): ShippingReading {
  if (raw === null) return UNKNOWN;
  const written = raw.trim();
  if (written === '') return UNKNOWN;
  if (written.length > 4 * MAX_VALUE_TEXT) {
    return { shipping: null, note: `Shipping is ${count(written.length)} characters long, so it is no price; unknown` };
  }
  const quoted = JSON.stringify(written);
  if (/^(?:[a-z]{2})?:/iu.test(written)) return readShippingOptions(splitGoogleShipping(written, order), price);
  const text = squeeze(written);
  if (FREE.has(text)) return { shipping: 0, note: null };
  const threshold = THRESHOLD.exec(text);
  if (threshold) {
    const limit = readPrice(threshold[2] ?? '');
    const strict = threshold[1] === 'över' || threshold[1] === 'over' || threshold[1] === 'above';
    if (limit !== null && (strict ? price > limit.amount : price >= limit.amount)) return { shipping: 0, note: null };
    const before = trimEnd(text.slice(0, threshold.index), ' ,;(–-');
    const below = before === '' ? null : readPrice(before.replace(/^frakt:? /u, ''));
    if (below !== null && below.currency !== null && below.currency !== 'SEK') {
      return { shipping: null, note: `Shipping ${quoted} is in ${below.currency}, not SEK; unknown` };
    }
    if (below !== null) return checked(below.amount, quoted);
    return {
      shipping: null,
      note: `Shipping ${quoted} is a free-shipping threshold the price ${formatAmount(price)} kr does not reach; unknown`,
    };
  }
  const stated = text.replace(/^frakt:? /u, '');
  if (/^[-−–]/u.test(stated)) return { shipping: null, note: `Shipping ${quoted} is negative; unknown` };
  const amount = readPrice(stated);
  if (amount === null) return { shipping: null, note: `Shipping ${quoted} is not a shipping price; unknown` };
  if (amount.currency !== null && amount.currency !== 'SEK') {
    return { shipping: null, note: `Shipping ${quoted} is in ${amount.currency}, not SEK; unknown` };
  }
  return checked(amount.amount, quoted);
}

function checked(amount: number, quoted: string): ShippingReading {
  if (amount > MAX_SHIPPING) {
    return {
      shipping: null,
      note: `Shipping ${quoted} is ${formatAmount(amount)} kr, more than any delivery costs; unknown`,
    };
  }
  return { shipping: amount, note: null };
}

/**
 * Google's text form: options separated by commas, each the sub-attributes
 * in `order` separated by colons. A comma inside a price ("49,00 SEK")
 * does not start an option: an option starts with a country code and a
 * colon, or a colon.
 */
export function splitGoogleShipping(text: string, order: readonly string[]): ShippingOption[] {
  const options: string[] = [];
  for (const piece of text.split(',')) {
    const last = options.length - 1;
    if (last >= 0 && !/^\s*(?:[a-z]{2})?:/iu.test(piece)) options[last] = `${options[last]},${piece}`;
    else options.push(piece);
  }
  return options.map((option) => {
    const parts = option.split(':');
    const part = (name: string) => {
      const at = order.indexOf(name);
      const value = at === -1 ? undefined : parts[at]?.trim();
      return value === undefined || value === '' ? null : value;
    };
    return { country: part('country'), service: part('service'), price: part('price') };
  });
}

/** The cheapest option to Sweden (an option without a country is for every country). */
export function readShippingOptions(options: readonly ShippingOption[], price: number): ShippingReading {
  if (options.length === 0) return UNKNOWN;
  const toSweden = options.filter((option) => option.country === null || option.country.toUpperCase() === 'SE');
  const shown = (option: ShippingOption) =>
    JSON.stringify([option.country ?? '', option.service ?? '', option.price ?? ''].join(':'));
  if (toSweden.length === 0) {
    return {
      shipping: null,
      note: `Shipping ${options.map(shown).join(', ')} states no price to Sweden (SE); unknown`,
    };
  }
  let cheapest: number | null = null;
  const unread: string[] = [];
  for (const option of toSweden) {
    const reading = readShippingText(option.price, price);
    if (reading.shipping === null) unread.push(shown(option));
    else cheapest = cheapest === null ? reading.shipping : Math.min(cheapest, reading.shipping);
  }
  if (cheapest === null) return { shipping: null, note: `Shipping ${unread.join(', ')} has no price in SEK; unknown` };
  return {
    shipping: cheapest,
    note: unread.length === 0 ? null : `Shipping options ${unread.join(', ')} have no price in SEK and were left out`,
  };
}

/** Shipping as the table holds it: "0" free, "49", null unknown. */
export function formatShipping(shipping: number | null): string | null {
  return shipping === null ? null : formatAmount(shipping);
}
