import { parsePrice } from './price';

/**
 * The shipping column of a feed row as shops write it (issue 35 §2): a
 * price ("49", "49,00 kr", "SEK 49.00", "49:-"), free ("0", "Fri frakt",
 * "Gratis frakt", "Fraktfritt", "Free shipping"), Google Merchant's nested
 * form ("SE:::49.00 SEK", "SE::Standard:0 SEK": country, region, service,
 * price), a free-shipping threshold ("Fri frakt över 500 kr", "Fraktfritt
 * från 499:-"), or both ("49 kr, fri frakt över 500 kr").
 *
 * What the site can know is a number or nothing: an unknown shipping is
 * never free (`null`), and every value the reader cannot take as a price is
 * named in a warning, never dropped silently: a minus sign, an exponent, a
 * range, a "from" price, a threshold the product's price does not reach, or
 * an amount no delivery costs.
 *
 * The text is read in one pass over at most 64 characters (row-limits.ts
 * drops a longer Shipping value before this runs), with patterns the ReDoS
 * check proves linear.
 */

/** No parcel or pallet delivery within Sweden costs more: a higher amount is a feed error. */
export const MAX_SHIPPING = 5_000;
/** Above this, a shipping cost must also be below the product's own price to be believed. */
export const SHIPPING_ABOVE_PRICE = 1_000;

export interface ShippingReading {
  /** Kronor; 0 free; null unknown (never free). */
  readonly shipping: number | null;
  /** Why a stated value was not taken as it is written, naming the value; null when it was. */
  readonly warning: string | null;
}

/** Words that say the shipping costs nothing. */
const FREE =
  /^(?:fri frakt|fraktfri(?:tt)?|gratis(?: frakt)?|kostnadsfri frakt|ingen fraktkostnad|frakt ingår|free(?: shipping| delivery)?)$/u;
/** A free-shipping threshold: "fri frakt över 500 kr", "fraktfritt från 499:-", "free shipping over 500". */
const THRESHOLD =
  /(?:fri frakt|fraktfri(?:tt)?|gratis frakt|free shipping|free delivery) (?:vid (?:köp|beställning(?:ar)?) )?(över|från|fr\.o\.m\.?|minst|over|from|above) (?:(?:ett )?köp(?:esumma)? (?:på |om )?)?(\d[\d .,]*)/u;
/** Google Merchant's `shipping` as one text: country:region:service:price. */
const GOOGLE_NESTED = /^[a-z]{2}:[^:]*:[^:]*:(.+)$/u;

/** `text` without the characters of `set` at its end (a loop, not a pattern: a run before `$` backtracks). */
function trimEnd(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** Lower case, one space between words, no space at either end. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The amount a price text states, with its minus sign, or null when it is no plain amount. */
function amountOf(text: string): { readonly amount: number | null; readonly negative: boolean } {
  const negative = /^[-−–]/u.test(text);
  return { amount: parsePrice(negative ? text.slice(1) : text), negative };
}

/**
 * Reads a feed row's Shipping. `price` is the row's own price: a threshold
 * applies when the price reaches it, and a shipping far above both
 * {@link SHIPPING_ABOVE_PRICE} and the price is refused.
 */
export function readShipping(raw: string | null | undefined, price: number): ShippingReading {
  if (raw === null || raw === undefined) return { shipping: null, warning: null };
  const written = raw.trim();
  if (written === '') return { shipping: null, warning: null };
  const quoted = JSON.stringify(written);
  let text = squeeze(written);
  const nested = GOOGLE_NESTED.exec(text);
  if (nested) text = (nested[1] ?? '').trim();
  if (FREE.test(text)) return { shipping: 0, warning: null };

  const threshold = THRESHOLD.exec(text);
  if (threshold) {
    const limit = parsePrice(trimEnd(threshold[2] ?? '', ' .,'));
    // What comes before the threshold may be the price below it: "49 kr, fri frakt över 500 kr".
    const before = trimEnd(text.slice(0, threshold.index), ' ,;(–-');
    const below = before === '' ? null : amountOf(before.replace(/^frakt:? /u, '')).amount;
    const strict = threshold[1] === 'över' || threshold[1] === 'over' || threshold[1] === 'above';
    if (limit !== null && (strict ? price > limit : price >= limit)) return { shipping: 0, warning: null };
    if (below !== null) return checked(below, price, quoted);
    return {
      shipping: null,
      warning: `Shipping ${quoted} is a free-shipping threshold the price ${price} kr does not reach, not a shipping price; unknown`,
    };
  }

  const { amount, negative } = amountOf(text.replace(/^frakt:? /u, ''));
  if (amount === null) {
    return { shipping: null, warning: `Shipping ${quoted} is not a shipping price; unknown` };
  }
  if (negative && amount > 0) {
    return { shipping: null, warning: `Shipping ${quoted} is negative; unknown` };
  }
  return checked(amount, price, quoted);
}

/** An amount, unless no delivery costs that much. */
function checked(amount: number, price: number, quoted: string): ShippingReading {
  if (amount > MAX_SHIPPING || (amount > SHIPPING_ABOVE_PRICE && amount > price)) {
    return {
      shipping: null,
      warning: `Shipping ${quoted} is ${amount} kr, more than any delivery costs for a product of ${price} kr; unknown`,
    };
  }
  return { shipping: amount, warning: null };
}
