import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedRowSchema } from '../../src/dataset/schemas/feed-row';
import { LABELLED_OFFERS, type LabelledOffer } from '../fixtures/offer-matching';

/**
 * Issue 20 §1: the labelled set the offer matcher is scored on must itself be
 * what it claims: enough rows and shops, raw feed rows, labels that only put
 * rows of different shops together (or one shop's duplicate SKU), real GS1
 * check digits wherever a row does not test a broken GTIN, and no text taken
 * from the embedded sample data. This checks the set, not the matcher.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sampleRows: { Name: string | null }[] = JSON.parse(
  readFileSync(path.join(root, 'data/sample/product_feed_static.json'), 'utf8'),
);

/** The shop of a row: the host of its ProductUrl. */
function shopOf(offer: LabelledOffer): string {
  const url = offer.row.ProductUrl;
  if (url === null) throw new Error(`row ${offer.row.id} has no ProductUrl`);
  return new URL(url).hostname;
}

function digitsOf(ean: string): string {
  return ean.replace(/\D/g, '');
}

/** GS1 mod-10: weights 3, 1, 3, … from the digit left of the check digit. */
function hasValidCheckDigit(digits: string): boolean {
  const values = [...digits].map(Number);
  const check = values.pop();
  let sum = 0;
  values.reverse().forEach((value, index) => {
    sum += value * (index % 2 === 0 ? 3 : 1);
  });
  return (10 - (sum % 10)) % 10 === check;
}

const brokenGtin = /invalid|placeholder/i;
const rowsWithEan = LABELLED_OFFERS.filter((o) => o.row.Ean !== null);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

describe('offer-matching labelled set: shape', () => {
  it('has at least 160 rows from at least 5 shops', () => {
    expect(LABELLED_OFFERS.length).toBeGreaterThanOrEqual(160);
    expect(new Set(LABELLED_OFFERS.map(shopOf)).size).toBeGreaterThanOrEqual(5);
  });

  it('holds raw feed rows: every column present, text or null, as the schema reads them', () => {
    const columns = Object.keys(feedRowSchema.shape).sort();
    for (const { row } of LABELLED_OFFERS) {
      expect(Object.keys(row).sort()).toEqual(columns);
      expect(feedRowSchema.parse(row)).toEqual(row);
    }
  });

  it('has unique integer ids starting at 50001', () => {
    const ids = LABELLED_OFFERS.map((o) => o.row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(Math.min(...ids)).toBe(50001);
  });

  it('has 60-70 products, a third to half of them sold by several shops', () => {
    const labels = groupBy(LABELLED_OFFERS, (o) => o.product);
    const multiShop = [...labels.values()].filter((rows) => new Set(rows.map(shopOf)).size > 1);
    expect(labels.size).toBeGreaterThanOrEqual(60);
    expect(labels.size).toBeLessThanOrEqual(70);
    expect(multiShop.length).toBeGreaterThanOrEqual(labels.size / 3);
    expect(multiShop.length).toBeLessThanOrEqual(labels.size / 2);
  });

  it('has every note and label filled in', () => {
    for (const offer of LABELLED_OFFERS) {
      expect(offer.product, `row ${offer.row.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(offer.note.trim().length, `row ${offer.row.id}`).toBeGreaterThan(0);
    }
  });
});

describe('offer-matching labelled set: labels', () => {
  it('puts rows of one shop under one label only when they are the same SKU, noted as a duplicate', () => {
    const byLabelAndShop = groupBy(LABELLED_OFFERS, (o) => `${o.product} @ ${shopOf(o)}`);
    const duplicates = [...byLabelAndShop.entries()].filter(([, rows]) => rows.length > 1);
    for (const [key, rows] of duplicates) {
      expect(new Set(rows.map((o) => o.row.SKU)).size, key).toBe(1);
      expect(
        rows.some((o) => /duplicate/i.test(o.note)),
        key,
      ).toBe(true);
    }
    expect(duplicates.length).toBeGreaterThanOrEqual(1);
  });

  it('gives one shop’s repeated SKU one label (a duplicate offer is the same product)', () => {
    const bySku = groupBy(LABELLED_OFFERS, (o) => `${shopOf(o)} ${o.row.SKU}`);
    for (const [key, rows] of bySku) {
      expect(new Set(rows.map((o) => o.product)).size, key).toBe(1);
    }
  });

  it('keeps every trap class several times', () => {
    const count = (pattern: RegExp) => LABELLED_OFFERS.filter((o) => pattern.test(o.note)).length;
    expect(count(/colour trap|finish trap/)).toBeGreaterThanOrEqual(5);
    expect(count(/generation trap/)).toBeGreaterThanOrEqual(5);
    expect(count(/pack-size trap/)).toBeGreaterThanOrEqual(5);
    expect(count(/neighbouring (model|article)/)).toBeGreaterThanOrEqual(5);
    expect(count(/accessory trap/)).toBeGreaterThanOrEqual(4);
    expect(count(/only the name is similar/)).toBeGreaterThanOrEqual(4);
    expect(count(/suffix word/)).toBeGreaterThanOrEqual(3);
    expect(count(/only in the name/)).toBeGreaterThanOrEqual(3);
  });
});

describe('offer-matching labelled set: GTINs', () => {
  it('has valid GS1 check digits on every row except the ones noted invalid or placeholder', () => {
    for (const { row, note } of rowsWithEan) {
      if (brokenGtin.test(note)) continue;
      const digits = digitsOf(row.Ean ?? '');
      expect([8, 12, 13, 14], `row ${row.id}: ${row.Ean}`).toContain(digits.length);
      expect(hasValidCheckDigit(digits), `row ${row.id}: ${row.Ean}`).toBe(true);
    }
  });

  it('really breaks the GTINs it says are broken', () => {
    const invalid = rowsWithEan.filter((o) => /invalid check digit/i.test(o.note));
    expect(invalid.length).toBeGreaterThanOrEqual(1);
    for (const { row } of invalid) {
      expect(hasValidCheckDigit(digitsOf(row.Ean ?? '')), `row ${row.id}`).toBe(false);
    }
    const placeholders = rowsWithEan.filter((o) => /placeholder/i.test(o.note));
    const written = new Set(placeholders.map((o) => o.row.Ean));
    for (const ean of ['0000000000000', '1111111111111', '9999999999999', 'N/A', '-']) {
      expect(written.has(ean), ean).toBe(true);
    }
    for (const { row } of placeholders) {
      expect(digitsOf(row.Ean ?? ''), `row ${row.id}`).toMatch(/^$|^(\d)\1*$/);
    }
  });

  it('has one shop giving the same GTIN to at least three different products', () => {
    const byShopAndGtin = groupBy(
      rowsWithEan.filter((o) => !brokenGtin.test(o.note)),
      (o) => `${shopOf(o)} ${digitsOf(o.row.Ean ?? '')}`,
    );
    const reused = [...byShopAndGtin.values()].filter((rows) => new Set(rows.map((o) => o.product)).size >= 3);
    expect(reused.length).toBeGreaterThanOrEqual(1);
  });

  it('writes one product’s GTIN as EAN-13 in one shop and as GTIN-14 or UPC-12 in another', () => {
    const labels = groupBy(LABELLED_OFFERS, (o) => o.product);
    let gtin14 = 0;
    let upc12 = 0;
    for (const rows of labels.values()) {
      const digits = rows
        .filter((o) => o.row.Ean !== null && !brokenGtin.test(o.note))
        .map((o) => digitsOf(o.row.Ean ?? ''));
      const ean13 = new Set(digits.filter((d) => d.length === 13));
      gtin14 += digits.filter((d) => d.length === 14 && d.startsWith('0') && ean13.has(d.slice(1))).length;
      upc12 += digits.filter((d) => d.length === 12 && ean13.has(`0${d}`)).length;
    }
    expect(gtin14).toBeGreaterThanOrEqual(1);
    expect(upc12).toBeGreaterThanOrEqual(1);
  });
});

describe('offer-matching labelled set: independent of the sample data', () => {
  it('shares no Name with data/sample/product_feed_static.json', () => {
    const sampleNames = new Set(sampleRows.map((r) => r.Name));
    const shared = LABELLED_OFFERS.filter((o) => sampleNames.has(o.row.Name)).map((o) => o.row.Name);
    expect(shared).toEqual([]);
  });
});
