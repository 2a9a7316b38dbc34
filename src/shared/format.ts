/**
 * Swedish formatting for everything a visitor reads (sv-SE), via Intl so
 * grouping, currency position and month names follow the locale:
 * 12 990 kr, 1 299,50 kr, 14 mars 2026.
 */

const priceFormatters = new Map<string, Intl.NumberFormat>();

function priceFormatter(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = priceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    priceFormatters.set(key, formatter);
  }
  return formatter;
}

/** A price as Swedes write it; öre only when the price has them. */
export function formatPrice(amount: number, currency = 'SEK'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return priceFormatter(currency, fractionDigits).format(amount);
}

const dateFormatter = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** "14 mars 2026", in Swedish time so a post published late at night keeps its date. */
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

/** The machine-readable date of a <time> element, in Swedish time (YYYY-MM-DD). */
export function isoDay(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(iso));
}

/** "1 produkt", "12 produkter". */
export function productCount(count: number): string {
  return `${new Intl.NumberFormat('sv-SE').format(count)} ${count === 1 ? 'produkt' : 'produkter'}`;
}

const decimalFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
/** "59,5", "82", "1 240": the Swedish decimal comma and grouping, at most one decimal, no trailing zeros. */
export const formatDecimal = (value: number): string => decimalFormat.format(value);
