import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FeedRow, feedRowSchema } from '../../src/dataset/schemas/feed-row';
import { HOLDOUT_OFFERS } from '../fixtures/offer-matching-holdout';

/**
 * The held-out offer-matching set (tests/fixtures/offer-matching-holdout.ts)
 * checked as data, before any matcher is scored on it: big enough, from
 * enough shops, every row a valid feed row, GTINs honest (a check digit is
 * wrong only where the note says so), labels consistent with the identifiers
 * they claim, and nothing copied from the sample feed.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sampleRows: { Name?: unknown }[] = JSON.parse(
  readFileSync(path.join(root, 'data/sample/product_feed_static.json'), 'utf8'),
);

/** Hosts of the tuning set and of the sample feed: the held-out shops must differ. */
const OTHER_HOSTS = [
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
];

/** The shop of a row: the host of ProductUrl, else of TrackingUrl's url= target. */
function shopHost(row: FeedRow): string | null {
  if (row.ProductUrl !== null) return new URL(row.ProductUrl).hostname;
  if (row.TrackingUrl === null) return null;
  const target = new URL(row.TrackingUrl).searchParams.get('url');
  return target === null ? null : new URL(target).hostname;
}

/** GS1 mod-10: weights 3, 1, 3, … from the digit left of the check digit. */
function checkDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digits.charAt(i)) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.charAt(digits.length - 1));
}

/** The digits of an Ean as written ("EAN: 1234…", "3 760124 520316", a bare number). */
const eanDigits = (ean: string) => ean.replace(/^EAN:\s*/, '').replace(/ /g, '');

const unusable = (note: string) => /placeholder|invalid check digit/.test(note);

/** A usable GTIN as GTIN-14, so that UPC-12, EAN-13 and GTIN-14 of one item compare equal. */
function usableGtin(offer: (typeof HOLDOUT_OFFERS)[number]): string | null {
  if (offer.row.Ean === null || unusable(offer.note)) return null;
  return eanDigits(offer.row.Ean).padStart(14, '0');
}

const hosts = HOLDOUT_OFFERS.map((o) => shopHost(o.row));
const labels = new Map<string, Set<string | null>>();
for (const [i, offer] of HOLDOUT_OFFERS.entries()) {
  labels.set(offer.product, (labels.get(offer.product) ?? new Set()).add(hosts[i] ?? null));
}

describe('held-out offer-matching set: size and shops', () => {
  it('has at least 130 rows from at least 5 shops, none of them a tuning-set or sample host', () => {
    expect(HOLDOUT_OFFERS.length).toBeGreaterThanOrEqual(130);
    expect(hosts).not.toContain(null);
    const shops = new Set(hosts);
    expect(shops.size).toBeGreaterThanOrEqual(5);
    for (const host of shops) {
      expect(OTHER_HOSTS).not.toContain(host?.replace(/^www\./, ''));
    }
  });

  it('has one shop reached only through its tracking link', () => {
    const trackingOnly = HOLDOUT_OFFERS.filter((o) => o.row.ProductUrl === null);
    expect(trackingOnly.length).toBeGreaterThan(0);
    expect(new Set(trackingOnly.map((o) => shopHost(o.row))).size).toBe(1);
  });

  it('has about 55–65 products, a third to a half of them sold by 2–4 shops', () => {
    expect(labels.size).toBeGreaterThanOrEqual(55);
    expect(labels.size).toBeLessThanOrEqual(65);
    const shared = [...labels.values()].filter((shops) => shops.size >= 2);
    expect(shared.length).toBeGreaterThanOrEqual(labels.size / 3);
    expect(shared.length).toBeLessThanOrEqual(labels.size / 2);
    expect(Math.max(...shared.map((shops) => shops.size))).toBeLessThanOrEqual(4);
  });
});

describe('held-out offer-matching set: rows', () => {
  it('numbers rows with unique integer ids from 70001', () => {
    const ids = HOLDOUT_OFFERS.map((o) => o.row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(70001);
    }
  });

  it('holds every row exactly as the feed table would: every column raw text or null', () => {
    for (const { row } of HOLDOUT_OFFERS) {
      expect(feedRowSchema.parse(row)).toEqual(row);
    }
  });

  it('labels and notes every row', () => {
    for (const offer of HOLDOUT_OFFERS) {
      expect(offer.product).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(offer.note.trim().length).toBeGreaterThan(0);
    }
  });

  it('copies no name from the sample feed', () => {
    const sampleNames = new Set(sampleRows.map((r) => r.Name));
    expect(HOLDOUT_OFFERS.filter((o) => sampleNames.has(o.row.Name)).map((o) => o.row.Name)).toEqual([]);
  });
});

describe('held-out offer-matching set: GTINs', () => {
  it('has valid GS1 check digits except where the note says placeholder or invalid check digit', () => {
    for (const offer of HOLDOUT_OFFERS) {
      if (offer.row.Ean === null || unusable(offer.note)) continue;
      const digits = eanDigits(offer.row.Ean);
      expect(digits, `${offer.row.id} ${offer.row.Ean}`).toMatch(/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/);
      expect(checkDigitOk(digits), `${offer.row.id} ${offer.row.Ean}`).toBe(true);
    }
  });

  it('has at least two invalid check digits, each one really invalid', () => {
    const invalid = HOLDOUT_OFFERS.filter((o) => o.note.includes('invalid check digit'));
    expect(invalid.length).toBeGreaterThanOrEqual(2);
    for (const { row } of invalid) {
      const digits = eanDigits(row.Ean ?? '');
      expect(digits).toMatch(/^\d{8,14}$/);
      expect(checkDigitOk(digits), `${row.id} ${row.Ean}`).toBe(false);
    }
  });

  it('has placeholders and one shop giving one GTIN to three or more products', () => {
    const placeholders = HOLDOUT_OFFERS.filter((o) => o.note.includes('placeholder')).map((o) => o.row.Ean);
    for (const ean of ['0000000000000', '2222222222222', 'N/A', '-', '0']) {
      expect(placeholders).toContain(ean);
    }
    const productsByShopGtin = new Map<string, Set<string>>();
    for (const [i, offer] of HOLDOUT_OFFERS.entries()) {
      if (offer.row.Ean === null || !/^\d+$/.test(offer.row.Ean) || /^(\d)\1*$/.test(offer.row.Ean)) continue;
      const key = `${hosts[i]} ${offer.row.Ean}`;
      productsByShopGtin.set(key, (productsByShopGtin.get(key) ?? new Set()).add(offer.product));
    }
    expect(Math.max(...[...productsByShopGtin.values()].map((products) => products.size))).toBeGreaterThanOrEqual(3);
  });

  it('writes one GTIN as GTIN-14, EAN-13 and UPC-12 at different shops', () => {
    const lengthsByGtin = new Map<string, Set<number>>();
    for (const offer of HOLDOUT_OFFERS) {
      const gtin = usableGtin(offer);
      if (gtin === null) continue;
      const length = eanDigits(offer.row.Ean ?? '').length;
      lengthsByGtin.set(gtin, (lengthsByGtin.get(gtin) ?? new Set()).add(length));
    }
    const mixed = [...lengthsByGtin.values()];
    expect(mixed.some((lengths) => lengths.has(14) && lengths.has(13))).toBe(true);
    expect(mixed.some((lengths) => lengths.has(12) && lengths.has(13))).toBe(true);
  });
});

describe('held-out offer-matching set: labels agree with the identifiers', () => {
  it('gives one usable GTIN to one product only', () => {
    const productsByGtin = new Map<string, Set<string>>();
    for (const offer of HOLDOUT_OFFERS) {
      const gtin = usableGtin(offer);
      if (gtin !== null) productsByGtin.set(gtin, (productsByGtin.get(gtin) ?? new Set()).add(offer.product));
    }
    const clashes = [...productsByGtin].filter(([, products]) => products.size > 1);
    expect(clashes).toEqual([]);
  });

  it('gives one product one usable GTIN at most', () => {
    const gtinsByProduct = new Map<string, Set<string>>();
    for (const offer of HOLDOUT_OFFERS) {
      const gtin = usableGtin(offer);
      if (gtin !== null) gtinsByProduct.set(offer.product, (gtinsByProduct.get(offer.product) ?? new Set()).add(gtin));
    }
    expect([...gtinsByProduct].filter(([, gtins]) => gtins.size > 1)).toEqual([]);
  });

  it('labels a SKU repeated within a shop as one product, and has such repeats', () => {
    const productsByShopSku = new Map<string, Set<string>>();
    for (const [i, offer] of HOLDOUT_OFFERS.entries()) {
      const key = `${hosts[i]} ${offer.row.SKU}`;
      productsByShopSku.set(key, (productsByShopSku.get(key) ?? new Set()).add(offer.product));
    }
    expect([...productsByShopSku].filter(([, products]) => products.size > 1)).toEqual([]);
    expect(productsByShopSku.size).toBeLessThanOrEqual(HOLDOUT_OFFERS.length - 2);
  });
});
