import { MAX_VALUE_TEXT } from './limits';

/**
 * A price as shops write it in their feeds (issue 36): an amount with or
 * without its currency, in every form seen: "13 990,00 SEK" (Swedish, a
 * space, no-break or narrow no-break space between thousands),
 * "13990.00 SEK" (Google Merchant's form, the ISO 4217 code after the
 * amount), "13990 kr", "13 990:-", "1 299,-", "SEK 13990", "13.990,00 kr",
 * "13,990.00". The amount is read from at most {@link MAX_VALUE_TEXT}
 * characters, in one pass; anything else (a range, a "from" price, a minus
 * sign, an exponent, three decimals) is no price.
 */
export interface PriceText {
  /** The amount, rounded to öre. */
  readonly amount: number;
  /** The ISO 4217 code the text names ("kr" and ":-" are SEK), or null when it names none. */
  readonly currency: string | null;
}

/** Words for the Swedish krona, after the amount or before it. */
const KRONA_WORDS: ReadonlySet<string> = new Set(['kr', 'kronor', 'sek']);

const isLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);

/** Reads a price text; null when it is not one amount (and at most one currency). */
export function readPrice(raw: string | null | undefined): PriceText | null {
  if (raw === null || raw === undefined || raw.length > MAX_VALUE_TEXT) return null;
  let text = raw.replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
  let currency: string | null = null;

  // The Swedish "slut" marks after an amount: "299:-", "1 299,-", "1 299.-".
  if (text.endsWith(':-') || text.endsWith(',-') || text.endsWith('.-')) {
    if (text.endsWith(':-')) currency = 'SEK';
    text = text.slice(0, -2).trimEnd();
  }
  // A currency word after the amount ("13990.00 SEK", "13990 kr", "13990 kr.") or before it ("SEK 13990").
  if (text.endsWith('.')) {
    const withoutDot = text.slice(0, -1);
    if (/(?:^|[\d ])kr$/iu.test(withoutDot)) text = withoutDot;
  }
  let end = text.length;
  while (end > 0 && isLetter(text.charCodeAt(end - 1))) end -= 1;
  if (end < text.length) {
    const word = readCurrencyWord(text.slice(end));
    if (word === null || currency !== null) return null;
    currency = word;
    text = text.slice(0, end).trimEnd();
  }
  let start = 0;
  while (start < text.length && isLetter(text.charCodeAt(start))) start += 1;
  if (start > 0) {
    const word = readCurrencyWord(text.slice(0, start));
    if (word === null || currency !== null) return null;
    currency = word;
    text = text.slice(start).trimStart();
  }
  const amount = readAmount(text);
  return amount === null ? null : { amount, currency };
}

/** "kr", "sek", "SEK" → SEK; another three-letter code as it is, upper case; anything else null. */
function readCurrencyWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (KRONA_WORDS.has(lower)) return 'SEK';
  return /^[a-z]{3}$/u.test(lower) ? lower.toUpperCase() : null;
}

/**
 * A non-negative amount with thousands grouped by spaces, apostrophes,
 * dots or commas and at most two decimals after a comma or a dot. A single
 * separator followed by exactly three digits groups thousands: SEK prices
 * never carry three decimals.
 */
export function readAmount(written: string): number | null {
  const text = written.replace(/[ ']/gu, '');
  if (!/^\d[\d.,]*$/u.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const last = Math.max(lastComma, lastDot);
  let plain = text;
  if (last !== -1) {
    const separator = text.charAt(last);
    const decimals = text.length - last - 1;
    const separators = text.split(separator).length - 1;
    const bothKinds = lastComma !== -1 && lastDot !== -1;
    if (bothKinds || (separators === 1 && decimals > 0 && decimals <= 2)) {
      const whole = text.slice(0, last);
      const fraction = text.slice(last + 1);
      if (fraction.length === 0 || fraction.length > 2 || !/^\d+$/u.test(fraction)) return null;
      // The other kind groups thousands regularly: 1.299,00 yes, 12.99,00 no.
      if (whole.length > 3 && /[.,]/u.test(whole) && !/^\d{1,3}(?:[.,]\d{3})+$/u.test(whole)) return null;
      if (/[.,]/u.test(whole) && whole.includes(separator)) return null;
      plain = `${whole.replace(/[.,]/gu, '')}.${fraction}`;
    } else {
      if (decimals !== 3 || !/^\d{1,3}(?:[.,]\d{3})+$/u.test(text)) return null;
      plain = text.replace(/[.,]/gu, '');
    }
  }
  const amount = Number(plain);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) / 100 : null;
}

/** An amount as the table holds it: plain SEK, "13990" or "13990.50". */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
