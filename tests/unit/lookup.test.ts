import { describe, expect, it } from 'vitest';
import { createLookup, MAX_PARAM_LENGTH, MIN_NAME_QUERY, type ProductAnswer } from '../../src/routing/lookup';
import {
  buildLookupTable,
  LOOKUP_TABLE_VERSION,
  type LookupTable,
  normalisedSlug,
} from '../../src/routing/lookup-table';

const TABLE = buildLookupTable({
  products: [
    {
      slug: 'mquvee-wineexpert-12-12-flaskor-tva-zoner',
      sku: 'MQ-WE12',
      name: 'mQuvée WineExpert 12 – 12 flaskor, två zoner',
    },
    { slug: 'riedel-veritas-cabernetmerlot-2-pack', sku: 'RIE-64490', name: 'Riedel Veritas Cabernet/Merlot 2-pack' },
    // A longer name containing a shorter one's words, listed first.
    { slug: 'cavin-polar-60-svart-glasdorr', sku: '60100', name: 'Cavin Polar 60 svart glasdörr' },
    { slug: 'cavin-polar-60', sku: '60200', name: 'Cavin Polar 60' },
    // Same name length as the next: the first in the data wins a tie.
    { slug: 'karaff-a', sku: 'K-1', name: 'Karaff Aa' },
    { slug: 'karaff-b', sku: 'K-2', name: 'Karaff Ab' },
    // A product whose slug is a word another product's name contains.
    { slug: 'polar', sku: 'P-1', name: 'Isbitsform Is' },
    // Its SKU is contained in another product's name: the name step comes first.
    { slug: 'vinstall-x', sku: 'Polar 6', name: 'Vinställ X' },
    // A SKU that is a path of the site.
    { slug: 'sidoskap', sku: 'SIDA/2', name: 'Sidoskåp' },
  ],
  excludedProducts: [
    {
      id: 'WC-78060DPP',
      name: 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
      slug: 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
      redirect_to: '/vinkyl',
    },
  ],
  brands: [{ slug: 'mquvee' }, { slug: 'eurocave' }, { slug: 'la-sommeliere' }, { slug: 'cavin' }],
});

const lookup = createLookup(TABLE);
const product = (slug: string, by: 'slug' | 'name' | 'sku'): ProductAnswer => ({ kind: 'product', slug, by });
const NOT_FOUND: ProductAnswer = { kind: 'not-found' };
const VINKYL: ProductAnswer = { kind: 'excluded', to: '/vinkyl' };

describe('product look-up (spec §7 order)', () => {
  it.each<[string, string, ProductAnswer]>([
    // 1. The exact slug is a page: never a redirect (it would loop).
    ['exact slug', 'cavin-polar-60', NOT_FOUND],
    // 3a. The name's exact slug match wins over every containing name.
    [
      'name as the old site encoded it',
      'mQuvée WineExpert 12 – 12 flaskor, två zoner',
      product('mquvee-wineexpert-12-12-flaskor-tva-zoner', 'slug'),
    ],
    [
      'name with hyphens for spaces',
      'mQuvée-WineExpert-12-–-12-flaskor,-två-zoner',
      product('mquvee-wineexpert-12-12-flaskor-tva-zoner', 'slug'),
    ],
    [
      'name with a slash',
      'Riedel-Veritas-Cabernet/Merlot-2-pack',
      product('riedel-veritas-cabernetmerlot-2-pack', 'slug'),
    ],
    ['slug in capitals', 'CAVIN-POLAR-60', product('cavin-polar-60', 'slug')],
    ['exact slug match beats a containing name', 'Polar', product('polar', 'slug')],
    // 3b. Else the shortest name containing the parameter, the first on a tie.
    ['shortest containing name', 'cavin polar', product('cavin-polar-60', 'name')],
    [
      'containing, any case, hyphens as spaces',
      'VERITAS-cabernet',
      product('riedel-veritas-cabernetmerlot-2-pack', 'name'),
    ],
    ['tie: the first in the data', 'KARAFF', product('karaff-a', 'name')],
    // 4. The SKU only when no name matches: raw, then any case.
    ['SKU as written', 'MQ-WE12', product('mquvee-wineexpert-12-12-flaskor-tva-zoner', 'sku')],
    ['SKU in lower case', 'mq-we12', product('mquvee-wineexpert-12-12-flaskor-tva-zoner', 'sku')],
    ['SKU in mixed case', 'Rie-64490', product('riedel-veritas-cabernetmerlot-2-pack', 'sku')],
    ['all-digit SKU', '60100', product('cavin-polar-60-svart-glasdorr', 'sku')],
    ['a name containing the SKU wins over the SKU', 'Polar 6', product('cavin-polar-60', 'name')],
    // The excluded product, every form.
    ['excluded slug', 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull', VINKYL],
    ['excluded SKU', 'WC-78060DPP', VINKYL],
    ['excluded SKU, lower case', 'wc-78060dpp', VINKYL],
    ['excluded name', 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull', VINKYL],
    ['excluded name, hyphens', 'Inbyggbar-vinkyl---WineCave-Exclusive-780-60D-Push/Pull', VINKYL],
    // Not found.
    ['unknown', 'finns-inte', NOT_FOUND],
    ['too short to search names', 'ka', NOT_FOUND],
    ['empty', '', NOT_FOUND],
    ['a path of the site (/produkt/sida/n), even as a SKU', 'SIDA/2', NOT_FOUND],
    ['too long', 'a'.repeat(MAX_PARAM_LENGTH + 1), NOT_FOUND],
  ])('%s: %j', (_case, param, expected) => {
    expect(lookup.product(param)).toEqual(expected);
  });

  it('searches names only from MIN_NAME_QUERY characters', () => {
    expect(MIN_NAME_QUERY).toBe(3);
    expect(lookup.product('kar')).toEqual(product('karaff-a', 'name'));
  });

  it('takes keys from the data as data (no prototype look-ups)', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(lookup.product(key)).toEqual(NOT_FOUND);
      expect(lookup.brand(key)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('brand look-up (spec: redirect to the normalised slug)', () => {
  it.each<[string, string | null]>([
    ['mQuvée', 'mquvee'],
    ['MQuvee', 'mquvee'],
    ['MQUVÉE', 'mquvee'],
    ['mquvée', 'mquvee'],
    ['EuroCave', 'eurocave'],
    ['EUROCAVE', 'eurocave'],
    ['La Sommelière', 'la-sommeliere'],
    ['la-sommelière', 'la-sommeliere'],
    ['LA_SOMMELIERE', 'la-sommeliere'],
    // The slug itself is the page; unknown brands and sub-paths are not brands.
    ['mquvee', null],
    ['Euro Cave', null],
    ['finns-inte', null],
    ['mquvee/sida', null],
    ['', null],
  ])('%j → %j', (param, slug) => {
    expect(lookup.brand(param)).toEqual(slug === null ? { kind: 'unknown' } : { kind: 'brand', slug });
  });
});

describe('names longer than the slug cap', () => {
  // Their slugs are cut at 100 characters, so both names have the same capped slug; the pull gives the second a suffix.
  const stem = 'Vintec V40SG2E-BK vinkyl med svart glasdörr och lås – 40 flaskor, två temperaturzoner, tyst kompressor';
  const long = createLookup(
    buildLookupTable({
      products: [
        { slug: normalisedSlug(`${stem} serie 3`), sku: 'V-3', name: `${stem} serie 3` },
        { slug: `${normalisedSlug(`${stem} serie 4`)}-v-4`, sku: 'V-4', name: `${stem} serie 4` },
      ],
      excludedProducts: [],
      brands: [],
    }),
  );

  it('are told apart by the name search, not by the capped slug', () => {
    expect(normalisedSlug(`${stem} serie 3`)).toBe(normalisedSlug(`${stem} serie 4`));
    expect(long.product(`${stem} serie 4`)).toMatchObject({ kind: 'product', slug: expect.stringMatching(/-v-4$/) });
    expect(long.product(`${stem} serie 3`)).toMatchObject({ kind: 'product', slug: normalisedSlug(`${stem} serie 3`) });
  });
});

describe('excluded products with unusable data', () => {
  it('leaves out a target that is not a plain path of this site, and makes a missing slug from the name', () => {
    const odd = createLookup(
      buildLookupTable({
        products: [],
        excludedProducts: [
          { id: 'A-1', name: 'Vinkyl A', slug: '', redirect_to: '//evil.example/x' },
          { id: 'B-1', name: 'Vinkyl B', slug: 'Not A Slug', redirect_to: '/vinkyl' },
          { id: 'C-1', name: 'Vinkyl C', slug: 'vinkyl-c', redirect_to: '/vin kyl\r\nSet-Cookie: x' },
        ],
        brands: [],
      }),
    );
    expect(odd.product('A-1')).toEqual(NOT_FOUND);
    expect(odd.product('C-1')).toEqual(NOT_FOUND);
    expect(odd.product('vinkyl-b')).toEqual(VINKYL);
    expect(odd.product('b-1')).toEqual(VINKYL);
  });
});

describe('createLookup', () => {
  it('refuses a table of another version or with arrays of different lengths', () => {
    expect(() => createLookup({ ...TABLE, version: 1 } as unknown as LookupTable)).toThrow(/version 1, expected 3/);
    expect(() => createLookup({ ...TABLE, skus: [] })).toThrow(/differ in length/);
    expect(() => createLookup({ ...TABLE, aliasOf: [0, 0, 0] })).toThrow(/alias arrays differ in length/);
    expect(LOOKUP_TABLE_VERSION).toBe(3);
  });
});

describe('old URLs of an offer that is now one shop’s offer of a product (issue 20)', () => {
  const table = buildLookupTable({
    products: [
      {
        slug: 'vintec-v40sg2e-bk',
        sku: 'HK-1001',
        name: 'Vintec V40SG2E-BK',
        offers: [
          { slug: 'vintec-v40sg2e-bk', sku: 'HK-1001', name: 'Vintec V40SG2E-BK' },
          {
            slug: 'vinkyl-40-flaskor-vintec-v40sg2ebk-svart',
            sku: 'VE-22',
            name: 'Vinkyl 40 flaskor - Vintec V40SG2EBK svart',
          },
        ],
      },
      { slug: 'vinkyl-40-flaskor', sku: 'X-1', name: 'Vinkyl 40 flaskor' },
    ],
    excludedProducts: [],
    brands: [],
  });
  const lookup = createLookup(table);
  const product = (by: 'slug' | 'name' | 'sku'): ProductAnswer => ({ kind: 'product', slug: 'vintec-v40sg2e-bk', by });

  it('answers the offer’s old slug, its SKU in any case and its name with the product', () => {
    expect(lookup.product('vinkyl-40-flaskor-vintec-v40sg2ebk-svart')).toEqual(product('slug'));
    expect(lookup.product('ve-22')).toEqual(product('sku'));
    expect(lookup.product('Vinkyl 40 flaskor - Vintec V40SG2EBK svart')).toEqual(product('slug'));
    expect(lookup.product('v40sg2ebk svart')).toEqual(product('name'));
  });

  it('never takes a slug or name from a product that has it itself', () => {
    // "vinkyl 40 flaskor" is a whole product's name: the shorter name wins, the product's own.
    expect(lookup.product('Vinkyl 40 flaskor')).toEqual({ kind: 'product', slug: 'vinkyl-40-flaskor', by: 'slug' });
    // A product's own slug is its page: the function is never asked for it, and does not redirect it.
    expect(lookup.product('vintec-v40sg2e-bk')).toEqual({ kind: 'not-found' });
  });
});

describe('productByKey: a SKU or slug the site wrote, by the exact steps only (issue 35 §6)', () => {
  const table = buildLookupTable({
    products: [
      {
        slug: 'vintec-v40sg2e-bk',
        sku: 'HK-1001',
        name: 'Vintec V40SG2E-BK',
        offers: [{ slug: 'vinkyl-40-flaskor-vintec-svart', sku: 'VE-22', name: 'Vinkyl 40 flaskor - Vintec svart' }],
      },
      // Its name contains the other product's offer SKU: the name search would take it, the key does not.
      { slug: 've-22-hylla', sku: 'X-1', name: 'VE-22 hylla' },
    ],
    excludedProducts: [],
    brands: [],
  });
  const lookup = createLookup(table);

  it('answers a product’s own slug (a page), an offer’s old slug and a SKU in any case, never by name', () => {
    expect(lookup.productByKey('vintec-v40sg2e-bk')).toEqual({
      kind: 'product',
      slug: 'vintec-v40sg2e-bk',
      by: 'slug',
    });
    expect(lookup.productByKey('vinkyl-40-flaskor-vintec-svart')).toMatchObject({ slug: 'vintec-v40sg2e-bk' });
    expect(lookup.productByKey('ve-22')).toEqual({ kind: 'product', slug: 'vintec-v40sg2e-bk', by: 'sku' });
    expect(lookup.productByKey('HK-1001')).toMatchObject({ slug: 'vintec-v40sg2e-bk', by: 'sku' });
    // The URL look-up searches names first, for what a visitor types.
    expect(lookup.product('ve-22')).toMatchObject({ slug: 've-22-hylla', by: 'name' });
    expect(lookup.productByKey('Vintec')).toEqual({ kind: 'not-found' });
    expect(lookup.productByKey('')).toEqual({ kind: 'not-found' });
    expect(lookup.productByKey('x'.repeat(MAX_PARAM_LENGTH + 1))).toEqual({ kind: 'not-found' });
  });
});
