import { describe, expect, it } from 'vitest';
import {
  buildLookupTable,
  formatLookupTable,
  LOOKUP_TABLE_PATH,
  type LookupTableInput,
  nameKey,
  normalisedSlug,
} from '../../src/routing/lookup-table';
import { parseLookupTable } from '../../src/routing/lookup-table-schema';

const INPUT: LookupTableInput = {
  products: [
    { slug: 'mquvee-wineexpert-12', sku: ' MQ-WE12 ', name: 'mQuvée  WineExpert 12 –  12 flaskor' },
    {
      slug: 'riedel-2-pack',
      sku: 'RIE-1',
      name: 'Riedel Cabernet/Merlot 2-pack',
      offers: [
        { slug: 'riedel-2-pack', sku: 'RIE-1', name: 'Riedel Cabernet/Merlot 2-pack' },
        { slug: 'vinglas-riedel-cabernet-merlot-2-st', sku: 'KM-77 ', name: 'Vinglas Riedel Cabernet/Merlot, 2 st' },
      ],
    },
  ],
  excludedProducts: [
    { id: 'WC-78060DPP', name: 'Inbyggbar vinkyl - WineCave 780', slug: null, redirect_to: '/vinkyl' },
  ],
  brands: [{ slug: 'mquvee' }, { slug: 'la-sommeliere' }],
};

describe('buildLookupTable', () => {
  it('writes parallel arrays of slug, normalised name and trimmed SKU in the order of the data', () => {
    expect(buildLookupTable(INPUT)).toEqual({
      version: 2,
      slugs: ['mquvee-wineexpert-12', 'riedel-2-pack'],
      names: ['mquvée wineexpert 12 – 12 flaskor', 'riedel cabernet/merlot 2 pack'],
      skus: ['MQ-WE12', 'RIE-1'],
      excluded: [
        {
          slug: 'inbyggbar-vinkyl-winecave-780',
          name: 'inbyggbar vinkyl winecave 780',
          sku: 'WC-78060DPP',
          to: '/vinkyl',
        },
      ],
      brands: ['mquvee', 'la-sommeliere'],
      // The second shop's offer of product 1: its old slug, name and SKU lead to the product.
      aliasSlugs: ['vinglas-riedel-cabernet-merlot-2-st'],
      aliasNames: ['vinglas riedel cabernet/merlot, 2 st'],
      aliasSkus: ['KM-77'],
      aliasOf: [1],
    });
  });

  it('is deterministic and round-trips through its schema', () => {
    const text = formatLookupTable(buildLookupTable(INPUT));
    expect(formatLookupTable(buildLookupTable(INPUT))).toBe(text);
    expect(text).not.toMatch(/\n| {2}/);
    expect(parseLookupTable(text)).toEqual(buildLookupTable(INPUT));
  });

  it('lives under a versioned path', () => {
    expect(LOOKUP_TABLE_PATH).toBe('/_routing/lookup.v2.json');
  });
});

describe('parseLookupTable', () => {
  const valid = buildLookupTable(INPUT);

  it.each<[string, unknown, RegExp]>([
    ['not JSON', '{', /not JSON/],
    ['another version', { ...valid, version: 1 }, /invalid lookup table/],
    ['arrays of different lengths', { ...valid, names: ['x'] }, /one entry per product/],
    ['alias arrays of different lengths', { ...valid, aliasSkus: [] }, /one entry per alias/],
    ['an alias of no product', { ...valid, aliasOf: [7] }, /one entry per alias/],
    ['a slug that is not a slug', { ...valid, slugs: ['../x', 'y'] }, /invalid lookup table/],
    [
      'an excluded target that leaves the site',
      { ...valid, excluded: [{ slug: 'a', name: 'a', sku: 'a', to: '//evil.example' }] },
      /invalid lookup table/,
    ],
    ['an unknown key', { ...valid, extra: 1 }, /invalid lookup table/],
  ])('refuses %s', (_case, table, message) => {
    const text = typeof table === 'string' ? table : JSON.stringify(table);
    expect(() => parseLookupTable(text)).toThrow(message);
  });
});

describe('nameKey and normalisedSlug', () => {
  it.each([
    ['mQuvée WineExpert', 'mquvée wineexpert'],
    ['Riedel-Veritas  Cabernet', 'riedel veritas cabernet'],
    // NFC: a decomposed é equals the composed one.
    ['Mquve\u0301e', 'mquvée'],
    ['  a - b  ', 'a b'],
  ])('nameKey(%j) = %j', (input, expected) => {
    expect(nameKey(input)).toBe(expected);
  });

  it('normalisedSlug is the pull’s slug rule with its cap', () => {
    expect(normalisedSlug('MQUVÉE')).toBe('mquvee');
    expect(normalisedSlug('La Sommelière')).toBe('la-sommeliere');
    expect(normalisedSlug('Ölkyl & Vinkyl')).toBe('olkyl-vinkyl');
    expect(normalisedSlug('a'.repeat(150)).length).toBeLessThanOrEqual(100);
  });
});
