import { describe, expect, it } from 'vitest';
import {
  buildLookupTable,
  formatLookupPart,
  formatLookupTable,
  joinLookupTable,
  LOOKUP_PART_PRODUCTS,
  LOOKUP_TABLE_PATH,
  type LookupTableInput,
  lookupPartPath,
  lookupTableFiles,
  nameKey,
  normalisedSlug,
  splitLookupTable,
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
      version: 3,
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

  it('lives under a versioned path, its later parts beside it', () => {
    expect(LOOKUP_TABLE_PATH).toBe('/_routing/lookup.v3.json');
    expect(lookupPartPath(2)).toBe('/_routing/lookup.v3.2.json');
  });
});

describe('the table in parts (no file grows with the catalogue)', () => {
  /** Five products, each but the first with an alias of its own, and one excluded product. */
  const MANY: LookupTableInput = {
    products: Array.from({ length: 5 }, (_, i) => ({
      slug: `p-${i}`,
      sku: `SKU-${i}`,
      name: `Produkt ${i}`,
      offers: i === 0 ? [] : [{ slug: `offer-${i}`, sku: `OFF-${i}`, name: `Erbjudande ${i}` }],
    })),
    excludedProducts: [{ id: 'X-1', name: 'Utesluten', slug: null, redirect_to: '/vinkyl' }],
    brands: [{ slug: 'cavin' }],
  };
  const table = buildLookupTable(MANY);

  it('splits into parts of at most N products, each with its own products’ aliases, and joins back', () => {
    const parts = splitLookupTable(table, 2);
    expect(parts.map((part) => [part.part, part.parts, part.first, part.slugs])).toEqual([
      [0, 3, 0, ['p-0', 'p-1']],
      [1, 3, 2, ['p-2', 'p-3']],
      [2, 3, 4, ['p-4']],
    ]);
    expect(parts.map((part) => part.aliasOf)).toEqual([[1], [2, 3], [4]]);
    expect(parts.map((part) => [part.excluded.length, part.brands])).toEqual([
      [1, ['cavin']],
      [0, []],
      [0, []],
    ]);
    expect(joinLookupTable(parts)).toEqual(table);
    expect(joinLookupTable([...parts].reverse())).toEqual(table);
    expect(parseLookupTable(...parts.map(formatLookupPart))).toEqual(table);
  });

  it('writes one file per part; a table of fewer products than a part is one file', () => {
    expect(lookupTableFiles(table, 2).map((file) => file.path)).toEqual([
      '/_routing/lookup.v3.json',
      '/_routing/lookup.v3.1.json',
      '/_routing/lookup.v3.2.json',
    ]);
    expect(lookupTableFiles(table)).toEqual([{ path: LOOKUP_TABLE_PATH, text: formatLookupTable(table) }]);
    expect(LOOKUP_PART_PRODUCTS).toBeGreaterThanOrEqual(10_000);
    expect(splitLookupTable(buildLookupTable({ products: [], excludedProducts: [], brands: [] }))).toHaveLength(1);
  });

  it('refuses parts that do not make one table', () => {
    const parts = splitLookupTable(table, 2);
    const [a, b, c] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
    expect(() => joinLookupTable([a, c])).toThrow(/out of place/);
    expect(() => joinLookupTable([a, b])).toThrow(/2 of 3 parts/);
    expect(() => joinLookupTable([a, b, b, c])).toThrow(/out of place/);
    expect(() => joinLookupTable([a, { ...b, first: 3 }, c])).toThrow(/out of place/);
    expect(() => joinLookupTable([{ ...a, version: 2 as 3 }, b, c])).toThrow(/version 2, expected 3/);
    expect(() => joinLookupTable([])).toThrow(/0 of 0 parts/);
    expect(() => parseLookupTable(formatLookupPart({ ...b, aliasOf: [0, 3] }))).toThrow(/of a product of the part/);
    expect(() => parseLookupTable(formatLookupPart({ ...a, part: 3 }))).toThrow(/below the number of parts/);
  });
});

describe('parseLookupTable', () => {
  const valid = { ...buildLookupTable(INPUT), part: 0, parts: 1, first: 0 };

  it.each<[string, unknown, RegExp]>([
    ['not JSON', '{', /not JSON/],
    ['another version', { ...valid, version: 1 }, /invalid lookup table/],
    ['arrays of different lengths', { ...valid, names: ['x'] }, /one entry per product/],
    ['alias arrays of different lengths', { ...valid, aliasSkus: [] }, /one entry per alias/],
    ['an alias of no product', { ...valid, aliasOf: [7] }, /one entry per alias/],
    ['a table not written in parts', { ...JSON.parse(formatLookupTable(valid)), parts: undefined }, /invalid/],
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
