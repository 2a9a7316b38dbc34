import { describe, expect, it } from 'vitest';
import { showingRange } from '../../src/copy/common';
import { listing } from '../../src/copy/listing';
import { allProducts } from '../../src/copy/pages';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the count of a listing (issue 35 §8): a range only with two ends, "produkt" for one', () => {
  it.each([
    [1, 1, 1, 'Visar 1 av 1 produkt'],
    [1, 5, 5, 'Visar 1–5 av 5 produkter'],
    [5, 5, 5, 'Visar 5 av 5 produkter'],
    [1, 24, 1230, 'Visar 1–24 av 1 230 produkter'],
    [25, 25, 25, 'Visar 25 av 25 produkter'],
  ])('%i–%i of %i: %s', (first, last, total, text) => {
    expect(plain(showingRange(first, last, total))).toBe(text);
    expect(plain(listing.showing(first, last, total))).toBe(text);
    expect(plain(allProducts.showing(first, last, total))).toBe(text);
  });

  it('says none of one product, and none of many', () => {
    expect(listing.showingNone(1)).toBe('Visar 0 av 1 produkt');
    expect(plain(listing.showingNone(1230))).toBe('Visar 0 av 1 230 produkter');
    expect(plain(listing.showingNiche(1, 1, 1, [{ kind: 'fits', count: 1 }]))).toBe('Visar 1 av 1 produkt · 1 passar');
    expect(
      plain(
        listing.showingNiche(1, 24, 40, [
          { kind: 'fits', count: 3 },
          { kind: 'outer-fits', count: 12 },
          { kind: 'near', count: 26 },
          { kind: 'unknown', count: 1 },
        ]),
      ),
    ).toBe('Visar 1–24 av 40 produkter · 3 passar, 12 med mått som passar, 26 nästan, 1 saknar mått');
  });
});
