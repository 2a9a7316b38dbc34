/**
 * Issue 36: the one mapping from a feed item to a row, rule by rule, on
 * items written for each rule (the format tests read whole feeds).
 */
import { describe, expect, it } from 'vitest';
import { emptyItem, type FeedItem } from '../../../src/import/item';
import { mapItem } from '../../../src/import/map-row';
import { ImportReport } from '../../../src/import/report';

const NOW = Date.parse('2026-11-28T12:00:00Z');

function map(fields: Partial<FeedItem>) {
  const report = new ImportReport('kylmagasinet', 'feed', 50);
  const item: FeedItem = {
    ...emptyItem('item 1 "A"'),
    id: 'A',
    name: 'Vinkyl',
    price: '4990',
    link: 'https://kylmagasinet.se/a',
    availability: ['in stock'],
    ...fields,
  };
  const row = mapItem(item, { now: NOW, shopHosts: new Set(['kylmagasinet.se']), report });
  return { row, notes: report.notes.map((note) => `${note.kind}${note.code ? ` ${note.code}` : ''}: ${note.reason}`) };
}

describe('the mapping of an item', () => {
  it('skips what cannot be a product', () => {
    expect(map({ id: null }).notes).toEqual(['skipped missing_id: no id (the SKU)']);
    expect(map({ id: 'A'.repeat(200) }).notes[0]).toMatch(/^skipped id_too_long/u);
    expect(map({ name: null }).notes).toEqual(['skipped missing_name: no name']);
    expect(map({ price: '0' }).notes).toEqual(['skipped unparseable_price: price "0" is 0, no price a shop charges']);
    expect(map({ price: 'ring oss' }).notes).toEqual(['skipped unparseable_price: price "ring oss" is not a price']);
    expect(map({ unreadable: { code: 'oversized', reason: 'too big' } }).notes).toEqual(['skipped oversized: too big']);
    expect(map({ currency: 'Norska kronor' }).notes).toEqual([
      'skipped currency: the price is in NORSKA KRONOR, not SEK',
    ]);
    expect(map({ currency: 'kr' }).row?.Currency).toBe('SEK');
    expect(map({ condition: 'refurbished' }).row).toBeNull();
    expect(map({ condition: 'New' }).row).not.toBeNull();
  });

  it('uses a sale price only when it is one, below the price, within its dates', () => {
    expect(map({ salePrice: 'snart' })).toMatchObject({ row: { Price: '4990', OriginalPrice: null } });
    expect(map({ salePrice: '5990' })).toMatchObject({ row: { Price: '4990', OriginalPrice: null } });
    expect(map({ salePrice: '3990', saleDates: 'hela november' }).notes).toEqual([
      'repaired: sale dates "hela november" are not a date range; the sale price 3990 is not used, the price 4990 is',
    ]);
    expect(map({ salePrice: '3990', saleDates: '2026-11-27/2026-12-01' }).row).toMatchObject({
      Price: '3990',
      OriginalPrice: '4990',
    });
    expect(map({ salePrice: '3990', saleDates: '2026-12-01/2026-12-24' }).row).toMatchObject({
      Price: '4990',
      OriginalPrice: null,
    });
  });

  it('keeps a price before a sale only above the price and while the sale holds', () => {
    expect(map({ wasPrice: 'förr' }).notes).toEqual([
      'repaired: price before the sale "förr" is not a price; left out',
    ]);
    expect(map({ wasPrice: '5990', saleFrom: 'i höstas' })).toMatchObject({
      row: { Price: '5990', OriginalPrice: null },
    });
    expect(map({ wasPrice: '5990', saleTo: '2026-12-24' }).row).toMatchObject({ Price: '4990', OriginalPrice: '5990' });
    expect(map({ wasPrice: '5990', saleFrom: '2026-12-01' }).row).toMatchObject({ Price: '5990', OriginalPrice: null });
  });

  it('names what it leaves out or cannot read', () => {
    expect(map({ gtin: '1'.repeat(65) }).notes).toEqual(['repaired: Ean is 65 characters long (limit 64); left out']);
    expect(map({ availability: ['kanske', null] }).notes).toEqual([
      'repaired: availability "kanske" is no known value; taken as not in stock',
    ]);
    expect(map({ link: 'https://annan-butik.se/a' }).notes).toEqual([
      "warning: ProductUrl's host annan-butik.se is not one of the shop's (kylmagasinet.se)",
    ]);
    expect(map({ shipping: 'ring oss' }).notes).toEqual([
      'repaired: Shipping "ring oss" is not a shipping price; unknown',
    ]);
    expect(map({ category: 'Kampanj', googleCategory: '686' }).row?.Category).toBe('Kampanj');
    expect(map({ googleCategory: '686' }).row?.Category).toBeNull();
    expect(map({ category: 'x'.repeat(200) }).row?.Category).toHaveLength(120);
  });
});
