import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedRowSchema } from '../../src/dataset/schemas/feed-row';
import { THIRD_SET_OFFERS } from '../fixtures/offer-matching-third';

/**
 * The third, held-out offer-matching set (tests/fixtures/offer-matching-third.ts)
 * must stay what it claims to be: big enough, from enough shops of its own,
 * made of rows the pull can read, with honest barcodes, and with none of the
 * sample feed's rows in it. This checks the set only, never the matcher.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sampleNames: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(path.join(root, 'data/sample/product_feed_static.json'), 'utf8')) as {
      Name?: unknown;
    }[]
  )
    .map((row) => row.Name)
    .filter((name): name is string => typeof name === 'string'),
);

/** Shop hosts of the sample feed and of the two sets the matcher was tuned on. */
const EXCLUDED_HOSTS = [
  'vinlagret.se',
  'hemmavin.com',
  'kylcenter.se',
  'vinkallarbutiken.se',
  'kyl-och-frys.se',
  'glasochkork.se',
  'kylmagasinet.se',
  'vinforvaringshuset.se',
  'hemmakallaren.com',
  'vinkylexperten.se',
  'kallarbolaget.se',
  'vitvarudirekt.se',
  'vinochglas.se',
  'kylproffsen.se',
  'nordicwinestore.se',
  'fyndtorget.se',
  'hemmabaren.se',
];

/** The shop of a row: the host of ProductUrl, or of the `url=` target of TrackingUrl. */
function shopOf(row: { ProductUrl: string | null; TrackingUrl: string | null }): string {
  if (row.ProductUrl !== null) return new URL(row.ProductUrl).hostname;
  if (row.TrackingUrl === null) throw new Error('a row without ProductUrl and TrackingUrl');
  const target = new URL(row.TrackingUrl).searchParams.get('url');
  if (target === null) throw new Error(`no url= target in ${row.TrackingUrl}`);
  return new URL(target).hostname;
}

/** The digits of an Ean as shops write it ("EAN: …", spaced), or null when it is not a GTIN-8/12/13/14 at all. */
function gtinDigits(ean: string): string | null {
  const digits = ean
    .replace(/^\s*EAN:\s*/i, '')
    .replace(/\s+/g, '')
    .trim();
  return /^(?:\d{8}|\d{12,14})$/.test(digits) ? digits : null;
}

/** GS1 mod-10: weights 3, 1, 3, … from the digit left of the check digit. */
function checkDigitValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

const unusable = (note: string) => /placeholder|invalid check digit/i.test(note);

describe('offer matching, third held-out set', () => {
  it('has at least 130 rows from at least five shops', () => {
    expect(THIRD_SET_OFFERS.length).toBeGreaterThanOrEqual(130);
    const shops = new Set(THIRD_SET_OFFERS.map((offer) => shopOf(offer.row)));
    expect(shops.size).toBeGreaterThanOrEqual(5);
  });

  it('uses no shop of the sample feed or of the tuning sets', () => {
    const hosts = new Set(THIRD_SET_OFFERS.map((offer) => shopOf(offer.row).replace(/^www\./, '')));
    for (const excluded of EXCLUDED_HOSTS) expect(hosts.has(excluded), excluded).toBe(false);
  });

  it('has unique integer ids from 90001', () => {
    const ids = THIRD_SET_OFFERS.map((offer) => offer.row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(90001);
    }
  });

  it('holds rows the pull can read, each with a label and a note', () => {
    for (const offer of THIRD_SET_OFFERS) {
      expect(feedRowSchema.safeParse(offer.row).success, `row ${offer.row.id}`).toBe(true);
      expect(offer.product).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(offer.note.trim()).not.toBe('');
    }
  });

  it('has valid GTIN check digits except where the note says the Ean is unusable', () => {
    for (const { row, note } of THIRD_SET_OFFERS) {
      if (row.Ean === null || unusable(note)) continue;
      const digits = gtinDigits(row.Ean);
      expect(digits, `row ${row.id}: ${row.Ean}`).not.toBeNull();
      expect(digits !== null && checkDigitValid(digits), `row ${row.id}: ${row.Ean}`).toBe(true);
    }
  });

  it('really breaks the check digit where the note says so', () => {
    const invalid = THIRD_SET_OFFERS.filter((offer) => /invalid check digit/i.test(offer.note));
    expect(invalid.length).toBeGreaterThanOrEqual(2);
    for (const { row } of invalid) {
      const digits = row.Ean === null ? null : gtinDigits(row.Ean);
      expect(digits, `row ${row.id}`).not.toBeNull();
      expect(digits !== null && checkDigitValid(digits), `row ${row.id}`).toBe(false);
    }
  });

  it('gives one label to the rows of a shop that share a SKU', () => {
    const labels = new Map<string, string>();
    for (const { row, product } of THIRD_SET_OFFERS) {
      const key = `${shopOf(row)} ${row.SKU}`;
      const seen = labels.get(key);
      if (seen !== undefined) expect(product, `row ${row.id}`).toBe(seen);
      labels.set(key, product);
    }
  });

  it('copies no Name from the sample feed', () => {
    expect(sampleNames.size).toBeGreaterThan(0);
    for (const { row } of THIRD_SET_OFFERS) expect(sampleNames.has(row.Name ?? ''), `row ${row.id}`).toBe(false);
  });
});
