/**
 * Issue 35 §2: the Shipping column as shops write it, read into a price, free,
 * or unknown with a warning naming the value; never unknown read as free,
 * never a threshold read as a price. The rows are written the ways other
 * shops' feeds write shipping (Swedish and English words, Google Merchant's
 * nested form, thresholds, prefixes and currencies), not our sample's four
 * values.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SHIPPING, readShipping } from '../../src/pull/shipping';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

/** [as written, the product's price, the shipping read (null: unknown), a warning expected]. */
const LABELLED: readonly (readonly [string | null, number, number | null, boolean])[] = [
  // Plain amounts, every way of writing them.
  ['49', 6990, 49, false],
  ['49,00', 6990, 49, false],
  ['49.00', 6990, 49, false],
  ['49 kr', 6990, 49, false],
  ['49,00 kr', 6990, 49, false],
  ['49 SEK', 6990, 49, false],
  ['49.00 SEK', 6990, 49, false],
  ['SEK 49', 6990, 49, false],
  ['49:-', 6990, 49, false],
  ['  395  ', 6990, 395, false],
  ['1 295 kr', 24990, 1295, false],
  ['1\u00a0295,00 kr', 24990, 1295, false],
  ['Frakt: 149 kr', 6990, 149, false],
  ['frakt 99 kr', 6990, 99, false],
  // Free.
  ['0', 6990, 0, false],
  ['0,00', 6990, 0, false],
  ['0.00 SEK', 6990, 0, false],
  ['0 kr', 6990, 0, false],
  ['Fri frakt', 6990, 0, false],
  ['FRI FRAKT', 6990, 0, false],
  ['fri  frakt', 6990, 0, false],
  ['Gratis', 6990, 0, false],
  ['Gratis frakt', 6990, 0, false],
  ['Fraktfritt', 6990, 0, false],
  ['Fraktfri', 6990, 0, false],
  ['Kostnadsfri frakt', 6990, 0, false],
  ['Ingen fraktkostnad', 6990, 0, false],
  ['Frakt ingår', 6990, 0, false],
  ['Free shipping', 6990, 0, false],
  ['free', 6990, 0, false],
  // Google Merchant's shipping as one text: country:region:service:price.
  ['SE:::49.00 SEK', 6990, 49, false],
  ['SE::Standard:0 SEK', 6990, 0, false],
  ['SE:Stockholm:Hemleverans:299.00 SEK', 6990, 299, false],
  // Thresholds: free where the price reaches them, never a price themselves.
  ['Fri frakt över 500 kr', 6990, 0, false],
  ['Fri frakt vid köp över 1 000 kr', 6990, 0, false],
  ['Fraktfritt från 499:-', 6990, 0, false],
  ['Free shipping over 500 SEK', 6990, 0, false],
  ['Fri frakt över 500 kr', 229, null, true],
  ['Fri frakt över 500 kr', 500, null, true],
  ['Fraktfritt från 500 kr', 500, 0, false],
  ['49 kr, fri frakt över 500 kr', 229, 49, false],
  ['49 kr (fri frakt över 500 kr)', 6990, 0, false],
  ['Frakt 59 kr – fri frakt över 800 kr', 299, 59, false],
  // Unknown, named: not a price, a minus sign, an exponent, a range, a "from" price, words.
  ['-100', 6990, null, true],
  ['−49 kr', 6990, null, true],
  ['1e9', 6990, null, true],
  ['49-99 kr', 6990, null, true],
  ['Från 49 kr', 6990, null, true],
  ['ca 49 kr', 6990, null, true],
  ['Se butiken', 6990, null, true],
  ['Enligt avtal', 6990, null, true],
  ['N/A', 6990, null, true],
  // Amounts no delivery costs: far above the price, or above any delivery.
  ['999999', 6990, null, true],
  ['1 500 kr', 899, null, true],
  [String(MAX_SHIPPING + 1), 80_000, null, true],
  ['1 500 kr', 24_990, 1500, false],
  ['149', 29, 149, false],
  // Not stated: unknown, and nothing to warn about.
  [null, 6990, null, false],
  ['', 6990, null, false],
  ['   ', 6990, null, false],
];

describe('readShipping (issue 35 §2)', () => {
  it.each(
    LABELLED.map(([text, price, shipping, warns]) => [JSON.stringify(text), price, shipping, warns, text] as const),
  )('%s at %d kr → %s', (_shown, price, shipping, warns, text) => {
    const read = readShipping(text, price);
    expect(read.shipping).toBe(shipping);
    expect(read.warning !== null).toBe(warns);
    if (read.warning !== null) expect(read.warning).toContain(JSON.stringify(text?.trim()));
  });

  it('reads every labelled row right: precision and recall 1 on the set of', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(60);
    const wrong = LABELLED.filter(([text, price, shipping]) => readShipping(text, price).shipping !== shipping);
    expect(wrong).toEqual([]);
  });

  it('never reads an unknown shipping as free', () => {
    for (const [text, price] of LABELLED) {
      const read = readShipping(text, price);
      if (read.warning !== null) expect(read.shipping === 0, String(text)).toBe(false);
    }
  });

  it('says why in the warning', () => {
    expect(readShipping('-100', 6990).warning).toBe('Shipping "-100" is negative; unknown');
    expect(readShipping('1e9', 6990).warning).toBe('Shipping "1e9" is not a shipping price; unknown');
    expect(readShipping('999999', 6990).warning).toBe(
      'Shipping "999999" is 999999 kr, more than any delivery costs for a product of 6990 kr; unknown',
    );
    expect(readShipping('Fri frakt över 500 kr', 229).warning).toBe(
      'Shipping "Fri frakt över 500 kr" is a free-shipping threshold the price 229 kr does not reach, not a shipping price; unknown',
    );
  });

  it('reads in linear time', () => {
    const long = (n: number) => `fri frakt${' över'.repeat(n)} 1${' 0'.repeat(n)}`;
    expect(growth(long, (text) => readShipping(text, 100), 2_000)).toBeLessThan(LINEAR_LIMIT);
  });
});
