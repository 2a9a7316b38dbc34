import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/copy/compare';
import { productFacts } from '../../src/copy/facts';
import {
  compareAliases,
  compareData,
  compareEntry,
  compareNumbers,
  compareValues,
} from '../../src/features/compare/compare.build';
import {
  aliasKey,
  COMPARE_FORMAT,
  COMPARE_ROWS,
  COMPARE_SHARD_SIZE,
  type CompareEntry,
  compareRows,
  DECISION_ROWS,
  decodeAliases,
  decodeShard,
  LOWEST_IS_BEST,
  lowestOf,
  parseCompareParam,
  shardCount,
  shardOf,
} from '../../src/features/compare/compare-data.browser';
import { compareRoute } from '../../src/features/compare/compare-route.build';
import {
  type Chosen,
  COMPARE_MAX,
  compareHref,
  isSku,
  parseChosen,
  serialiseChosen,
  toggleChosen,
} from '../../src/features/compare/compare-state.browser';
import { compareOffers } from '../../src/features/offers/offers.pull';
import { factRows } from '../../src/render/routes/product';
import { comparePath, kindOf } from '../../src/routing/routes';
import { FACT_GROUPS } from '../../src/shared/fact-registry';
import { MAX_SKU_LENGTH } from '../../src/shared/sku';
import { sample, sampleSite } from './routes/sample-site';

const chosen = (...skus: string[]): Chosen[] => skus.map((sku) => ({ sku, name: `Namn ${sku}` }));

describe('the compare choice (src/features/compare/compare-state.browser.ts)', () => {
  it('round-trips through storage', () => {
    const list = chosen('A-1', 'B,2', 'C "3"');
    expect(parseChosen(serialiseChosen(list))).toEqual(list);
  });

  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{"a":', []],
    ['not a list', '{"a":1}', []],
    ['a list of other things', '[1,"x",null,{"sku":"A"}]', []],
    ['a pair whose SKU is empty or spaced', '[["","n"],[" A","n"],["A\\u0000","n"]]', []],
    ['a pair without a name', '[["A",null]]', []],
  ])('reads %s as no choice', (_, raw, expected) => {
    expect(parseChosen(raw)).toEqual(expected);
  });

  it('keeps the good entries of a damaged list, once each, at most four, names capped', () => {
    const raw = JSON.stringify([['A', 'a'], ['A', 'again'], 7, ['B', 'b'], ['C', 'c'], ['D', 'd'], ['E', 'e']]);
    expect(parseChosen(raw).map((c) => c.sku)).toEqual(['A', 'B', 'C', 'D']);
    expect(parseChosen(JSON.stringify([['A', 'x'.repeat(1000)]]))[0]?.name).toHaveLength(300);
  });

  it('adds, removes, and refuses a fifth product without changing the choice', () => {
    let list: readonly Chosen[] = [];
    for (const sku of ['A', 'B', 'C', 'D']) {
      const result = toggleChosen(list, { sku, name: sku });
      expect(result.outcome).toBe('added');
      list = result.chosen;
    }
    expect(list).toHaveLength(COMPARE_MAX);
    const refused = toggleChosen(list, { sku: 'E', name: 'E' });
    expect(refused.outcome).toBe('full');
    expect(refused.chosen).toEqual(list);
    const removed = toggleChosen(list, { sku: 'B', name: 'B' });
    expect(removed.outcome).toBe('removed');
    expect(removed.chosen.map((c) => c.sku)).toEqual(['A', 'C', 'D']);
    expect(toggleChosen(removed.chosen, { sku: 'E', name: 'E' }).outcome).toBe('added');
  });

  it('refuses a SKU it cannot keep, never silently: the outcome says so and the choice stays (issue 19 §12)', () => {
    const list = chosen('A');
    for (const sku of ['x'.repeat(MAX_SKU_LENGTH + 1), '', ' A', 'A\n', undefined]) {
      expect(toggleChosen(list, { sku, name: 'Namn' })).toEqual({ chosen: list, outcome: 'refused' });
    }
    // Refused before the limit is checked: the visitor learns why this product cannot be chosen.
    expect(toggleChosen(chosen('A', 'B', 'C', 'D'), { sku: 'x'.repeat(101), name: 'n' }).outcome).toBe('refused');
    // The longest SKU the site carries (src/shared/sku.ts) is chosen like any other.
    const longest = 'x'.repeat(MAX_SKU_LENGTH);
    expect(toggleChosen(list, { sku: longest, name: 'Lång' })).toEqual({
      chosen: [...list, { sku: longest, name: 'Lång' }],
      outcome: 'added',
    });
    expect(isSku(longest)).toBe(true);
  });

  it('never refuses a product for its name: a missing name is the SKU, a long one is cut', () => {
    expect(toggleChosen([], { sku: 'B', name: '  ' }).chosen).toEqual([{ sku: 'B', name: 'B' }]);
    expect(toggleChosen([], { sku: 'B', name: undefined }).chosen).toEqual([{ sku: 'B', name: 'B' }]);
    expect(toggleChosen([], { sku: 'B', name: ' Namn\n ' }).chosen).toEqual([{ sku: 'B', name: 'Namn' }]);
    expect(toggleChosen([], { sku: 'B', name: 'x'.repeat(1000) }).chosen[0]?.name).toHaveLength(300);
  });

  it('has a visible message for every outcome that leaves a toggle unpressed', () => {
    expect(compare.refused).toMatch(/\S/);
    expect(compare.full(COMPARE_MAX)).toMatch(/\S/);
  });

  it('links to /jamfor with each SKU encoded, so a comma inside one cannot split it', () => {
    expect(compareHref(chosen('A-1', 'B,2', 'C/3'))).toBe('/jamfor?p=A-1,B%2C2,C%2F3');
    expect(parseCompareParam(compareHref(chosen('A-1', 'B,2', 'C/3')).slice(7), 4).skus).toEqual(['A-1', 'B,2', 'C/3']);
    expect(isSku('A-1')).toBe(true);
    expect(isSku('')).toBe(false);
    expect(isSku('x'.repeat(101))).toBe(false);
  });
});

describe('the p parameter of /jamfor (parseCompareParam)', () => {
  it.each([
    ['no p', '', [], false, false],
    ['an empty p', '?p=', [], false, false],
    ['two SKUs among other parameters', '?utm=x&p=A,B&z=1', ['A', 'B'], false, false],
    ['spaces, empty entries and +', '?p=+A+,,%20B', ['A', 'B'], false, false],
    ['a repeated SKU', '?p=A,B,A', ['A', 'B'], true, false],
    ['more than four', '?p=A,B,C,D,E,F', ['A', 'B', 'C', 'D'], false, true],
    ['a malformed escape', '?p=A,%E0%A4%A', ['A', '%E0%A4%A'], false, false],
  ] as const)('reads %s', (_, search, skus, duplicates, overflow) => {
    expect(parseCompareParam(search, 4)).toEqual({ skus, duplicates, overflow });
  });

  it('cuts an absurdly long SKU, so a crafted link cannot make long notices', () => {
    expect(parseCompareParam(`?p=${'x'.repeat(5000)}`, 4).skus[0]).toHaveLength(100);
  });

  it('cuts the value before splitting it, never a link the tray writes (issue 19 §9)', () => {
    // Five SKUs of 100 four-byte characters, fully percent-encoded: the longest real link, and one more.
    const longest = Array.from({ length: 5 }, (_, i) => `${i}${'😀'.repeat(99)}`);
    const link = `?p=${longest.map(encodeURIComponent).join(',')}`;
    expect(parseCompareParam(link, 4)).toEqual({
      skus: longest.slice(0, 4).map((sku) => sku.slice(0, 100)),
      duplicates: false,
      overflow: true,
    });
    const hostile = parseCompareParam(`?p=${'A,'.repeat(1_000_000)}B`, 4);
    expect(hostile).toEqual({ skus: ['A'], duplicates: true, overflow: false });
  });
});

describe('shards (shardCount, shardOf)', () => {
  it('gives about COMPARE_SHARD_SIZE products a shard, at least one shard', () => {
    expect(shardCount(0)).toBe(1);
    expect(shardCount(COMPARE_SHARD_SIZE)).toBe(1);
    expect(shardCount(COMPARE_SHARD_SIZE + 1)).toBe(2);
    expect(shardCount(50_000)).toBe(Math.ceil(50_000 / COMPARE_SHARD_SIZE));
  });

  it('picks a stable shard in range, spread evenly over many SKUs', () => {
    // FNV-1a of "a" is 0xe40c292c: the hash is the published one, so it never changes between builds.
    expect(shardOf('a', 2 ** 31)).toBe(0xe40c292c % 2 ** 31);
    const shards = shardCount(10_000);
    const sizes = new Array<number>(shards).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const shard = shardOf(`SKU-${i}`, shards);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(shards);
      sizes[shard] = (sizes[shard] ?? 0) + 1;
    }
    // Binomial spread around 32: no shard is empty or more than three times the mean.
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThan(3 * COMPARE_SHARD_SIZE);
  });
});

const entry = (sku: string, values: (string | null)[], extra: Partial<CompareEntry> = {}): CompareEntry => ({
  sku,
  name: sku,
  url: `/produkt/${sku.toLowerCase()}`,
  image: null,
  brand: null,
  link: null,
  linkLabel: null,
  values,
  numbers: LOWEST_IS_BEST.map(() => null),
  ...extra,
});
const valuesOf = (map: Partial<Record<(typeof COMPARE_ROWS)[number], string>>): (string | null)[] =>
  COMPARE_ROWS.map((key) => map[key] ?? null);
const numbersOf = (map: Partial<Record<(typeof LOWEST_IS_BEST)[number], number>>): (number | null)[] =>
  LOWEST_IS_BEST.map((key) => map[key] ?? null);

describe('the rows of the table (compareRows)', () => {
  it('marks rows whose values differ (a missing value counts), hides rows no product states', () => {
    const a = entry('A', valuesOf({ price: '1 000 kr', capacity: '12', stock: 'I lager' }), {
      numbers: numbersOf({ price: 1000 }),
    });
    const b = entry('B', valuesOf({ price: '2 000 kr', stock: 'I lager' }), { numbers: numbersOf({ price: 2000 }) });
    expect(compareRows([a, b])).toEqual([
      { key: 'price', values: ['1 000 kr', '2 000 kr'], differs: true, lowest: [true, false] },
      { key: 'capacity', values: ['12', null], differs: true, lowest: [false, false] },
      { key: 'stock', values: ['I lager', 'I lager'], differs: false, lowest: [false, false] },
    ]);
  });

  it('marks nothing for one product', () => {
    expect(compareRows([entry('A', valuesOf({ price: '1 kr' }), { numbers: numbersOf({ price: 1 }) })])).toEqual([
      { key: 'price', values: ['1 kr'], differs: false, lowest: [false] },
    ]);
  });

  it('marks the lowest of the rows where lower is better, ties all, none without a value (issue 22)', () => {
    const products = [
      entry('A', valuesOf({ noise: '38 dB', capacity: '40', perBottle: '300 kr' }), {
        numbers: numbersOf({ noise: 38, perBottle: 300 }),
      }),
      entry('B', valuesOf({ noise: '33 dB', capacity: '20' }), { numbers: numbersOf({ noise: 33 }) }),
      entry('C', valuesOf({ noise: '33 dB', capacity: '60' }), { numbers: numbersOf({ noise: 33 }) }),
    ];
    const rows = new Map(compareRows(products).map((row) => [row.key, row.lowest]));
    expect(rows.get('noise')).toEqual([false, true, true]);
    // More bottles is not plainly better: never marked.
    expect(rows.get('capacity')).toEqual([false, false, false]);
    // Only one product states it: nothing to be lowest against.
    expect(rows.get('perBottle')).toEqual([false, false, false]);
  });

  it('takes no number for a value the product does not state', () => {
    const products = [
      entry('A', valuesOf({ noise: '40 dB' }), { numbers: numbersOf({ noise: 40 }) }),
      // A damaged or older entry: a number without its value is not shown, so it cannot be lowest.
      entry('B', valuesOf({}), { numbers: numbersOf({ noise: 30 }) }),
      entry('C', valuesOf({ noise: '45 dB' }), { numbers: numbersOf({ noise: 45 }) }),
    ];
    expect(compareRows(products).find((row) => row.key === 'noise')?.lowest).toEqual([true, false, false]);
  });

  it.each([
    [
      [3, 1, 2],
      [false, true, false],
    ],
    [
      [1, null, 1, 2],
      [true, false, true, false],
    ],
    [
      [5, 5, 5],
      [false, false, false],
    ],
    [
      [5, null],
      [false, false],
    ],
    [
      [null, null],
      [false, false],
    ],
    [[], []],
  ])('lowestOf(%j) is %j', (numbers, expected) => {
    expect(lowestOf(numbers)).toEqual(expected);
  });

  it('marks "≠" only on the rows that decide a purchase, and "Lägst" only where lower is plainly better', () => {
    expect([...DECISION_ROWS].sort()).toEqual(
      [
        'capacity',
        'depth',
        'energy',
        'height',
        'niche',
        'noise',
        'perBottle',
        'runningCost',
        'tenYearCost',
        'width',
        'zones',
      ].sort(),
    );
    expect([...LOWEST_IS_BEST]).toEqual(['price', 'lowestTotal', 'perBottle', 'noise', 'runningCost', 'tenYearCost']);
    for (const key of [...DECISION_ROWS, ...LOWEST_IS_BEST]) expect(COMPARE_ROWS).toContain(key);
  });
});

describe('shard files (decodeShard)', () => {
  const good = [
    'A',
    'Namn',
    '/produkt/a',
    '/images/a.svg',
    'Märke',
    'https://shop.example/a',
    'Till Butiken',
    valuesOf({}),
    numbersOf({ price: 1000 }),
  ];

  it('refuses a file of another format', () => {
    expect(COMPARE_FORMAT).toBe(6);
    expect(() => decodeShard({ v: 1, p: [] })).toThrow(/unknown format/);
    // Format 2 had no running cost rows (issue 21): its values would land in the wrong rows.
    expect(() => decodeShard({ v: 2, p: [] })).toThrow(/unknown format/);
    // Format 3 had no numbers for "Lägst" and a shipping row (issue 22).
    expect(() => decodeShard({ v: 3, p: [] })).toThrow(/unknown format/);
    // Format 4 had no aliases (issue 35 §6): an offer's former SKU would be "Okänd produkt".
    expect(() => decodeShard({ v: 4, p: [] })).toThrow(/unknown format/);
    // Format 5 had no niche size row (issue 35 §8): its values would land a row early from there on.
    expect(() => decodeShard({ v: 5, p: [] })).toThrow(/unknown format/);
    expect(() => decodeShard([])).toThrow(/unknown format|not an object/);
    expect(() => decodeShard({ v: COMPARE_FORMAT })).toThrow(/no products/);
  });

  it('skips damaged entries, keeps only http(s) retailer links (and their text) and safe images', () => {
    const entries = decodeShard({
      v: COMPARE_FORMAT,
      p: [
        good,
        ['B', 'b', 'javascript:alert(1)', null, null, null, null, valuesOf({}), numbersOf({})],
        ['C', 'c', '/produkt/c', null, null, null, null, ['too short'], numbersOf({})],
        [
          'D',
          'd',
          '/produkt/d',
          'javascript:alert(1)',
          null,
          'javascript:alert(1)',
          'Till X',
          valuesOf({}),
          numbersOf({}),
        ],
        [
          'E',
          'e',
          '/produkt/e',
          '//evil.example/x.png',
          null,
          'https://user:pw@shop.example/',
          null,
          valuesOf({}),
          numbersOf({}),
        ],
        ['F', 'f', '/produkt/f', null, null, 'https://shop.example/f', 42, valuesOf({}), numbersOf({})],
        ['G', 'g', '/produkt/g', null, null, null, null, valuesOf({}), numbersOf({})].slice(0, 8),
        ['H', 'h', '/produkt/h', null, null, null, null, valuesOf({}), [1, 2]],
        ['I', 'i', '/produkt/i', null, null, null, null, valuesOf({}), numbersOf({}).map(() => '1')],
        ['J', 'j', '/produkt/j', null, null, null, null, valuesOf({}), numbersOf({}).map(() => Number.NaN)],
        'not an entry',
      ],
    });
    expect([...entries.keys()]).toEqual(['A', 'D', 'E']);
    expect(entries.get('A')).toMatchObject({
      image: '/images/a.svg',
      link: 'https://shop.example/a',
      linkLabel: 'Till Butiken',
      numbers: numbersOf({ price: 1000 }),
    });
    expect(entries.get('D')).toMatchObject({ image: null, link: null, linkLabel: null });
    expect(entries.get('E')).toMatchObject({ image: null, link: null });
  });
});

describe('compare data at build time (src/features/compare/compare.build.ts)', () => {
  const catalogue = sample.products;
  const data = compareData(catalogue);

  it('puts every product in exactly the shard its SKU hashes to, in the page’s format', () => {
    expect(data.shards).toHaveLength(shardCount(catalogue.length));
    expect(data.folder).toBe(`/data/jamfor/${data.version}`);
    const found = new Map<string, number>();
    data.shards.forEach((shard, index) => {
      for (const [sku, entry] of decodeShard(JSON.parse(JSON.stringify(shard)))) {
        expect(found.has(sku)).toBe(false);
        found.set(sku, index);
        const product = catalogue.find((p) => p.sku === sku);
        if (!product) throw new Error(`shard ${index} holds ${sku}, which is no product`);
        expect(entry).toEqual({ ...compareEntry(product), image: entry.image });
      }
    });
    for (const product of catalogue) expect(found.get(product.sku)).toBe(shardOf(product.sku, data.shards.length));
  });

  it('resolves every SKU and slug an offer had as a product of its own, in any case, to its product, as the routing function does (issue 35 §6)', () => {
    const aliases = compareAliases(catalogue);
    const several = catalogue.filter((p) => p.offer_count > 1);
    expect(several.length).toBeGreaterThan(50);
    let checked = 0;
    for (const product of several) {
      for (const offer of product.offers) {
        if (offer.sku === product.sku) continue;
        expect(aliases.get(aliasKey(offer.sku)), offer.sku).toBe(product.sku);
        expect(aliases.get(aliasKey(offer.sku.toUpperCase())), offer.sku).toBe(product.sku);
        expect(aliases.get(aliasKey(offer.slug)), offer.slug).toBe(product.sku);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // A product's own SKU is no alias; its slug is.
    const [first] = catalogue;
    expect(first && aliases.has(aliasKey(first.sku))).toBe(false);
    expect(first && aliases.get(first.slug)).toBe(first?.sku);
    // Each alias sits in the shard its key hashes to.
    data.shards.forEach((shard, index) => {
      for (const [key, sku] of decodeAliases(JSON.parse(JSON.stringify(shard)))) {
        expect(shardOf(key, data.shards.length), key).toBe(index);
        expect(aliases.get(key)).toBe(sku);
      }
    });
    expect(decodeAliases({ v: 5, p: [], a: [['a', 'B'], ['x'], 7, ['', 'C'], ['d', 3]] })).toEqual(
      new Map([['a', 'B']]),
    );
  });

  it('names the folder after the data: other data, another folder', () => {
    const changed = catalogue.map((p, i) => (i === 0 ? { ...p, price: p.price + 1 } : p));
    expect(compareData(changed).version).not.toBe(data.version);
    expect(compareData([...catalogue]).version).toBe(data.version);
  });

  it('keeps a shard small: a few KB gzip', () => {
    for (const shard of data.shards) expect(gzipSync(JSON.stringify(shard)).length).toBeLessThan(8 * 1024);
  });

  it('formats the values the Swedish way, and null where the product states nothing', () => {
    const product = catalogue.find(
      (p) => p.offer_count === 1 && p.width_cm !== null && p.capacity !== null && p.noise_db !== null,
    );
    if (!product) throw new Error('the sample has no product with width, capacity and noise');
    const values = compareValues({ ...product, width_cm: 59.5, noise_db: 38, shipping_price: 0, price: 12990 });
    expect(values.width).toBe('59,5 cm');
    expect(values.noise).toBe('38 dB');
    expect(values.price?.replace(/\s/g, ' ')).toMatch(/^12 990 kr/);
    expect(values.perBottle).toMatch(/kr per flaskplats$/);
    expect(values.shops).toBe(product.offer_count === 1 ? '1 butik' : `${product.offer_count} butiker`);
    const bare = compareValues({
      ...product,
      capacity: null,
      noise_db: null,
      energy_class: null,
    });
    expect([bare.capacity, bare.perBottle, bare.noise, bare.energy]).toEqual([null, null, null, null]);
  });

  it('shows the niche the maker asks for as the product page does, a side it does not state as "–" (issue 35 §8)', () => {
    const product = catalogue[0];
    if (!product) throw new Error('the sample has no product');
    const niche = (w: number | null, h: number | null, d: number | null) =>
      compareValues({ ...product, niche_width_cm: w, niche_height_cm: h, niche_depth_cm: d }).niche?.replace(
        /\s/g,
        ' ',
      );
    expect(niche(56, 178, 55)).toBe('56 × 178 × 55 cm');
    expect(niche(59.5, null, 55.5)).toBe('59,5 × – × 55,5 cm');
    expect(niche(null, null, null)).toBeUndefined();
    // The same words as the product page's facts.
    const withNiche = { ...product, niche_width_cm: 56, niche_height_cm: null, niche_depth_cm: 55 };
    const fact = factRows(withNiche).find((row) => row.label === productFacts.nicheLabel);
    expect(compareValues(withNiche).niche).toBe(fact?.value);
    expect(FACT_GROUPS.niche.label).toBe('Nischmått (B × H × D)');
    expect(COMPARE_ROWS.indexOf('niche')).toBe(COMPARE_ROWS.indexOf('depth') + 1);
  });

  it('shows an installation only the category states as such, and one the text states plainly (issue 22)', () => {
    const product = catalogue[0];
    if (!product) throw new Error('the sample has no product');
    expect(
      compareValues({ ...product, installation: 'fristaende', installation_source: 'category' }).installation,
    ).toBe('Fristående (enligt kategorin)');
    expect(compareValues({ ...product, installation: 'integrerbar', installation_source: 'text' }).installation).toBe(
      'Integrerad/integrerbar',
    );
    expect(compareValues({ ...product, installation: null, installation_source: null }).installation).toBeNull();
  });

  it('shows the running cost where the energy use is known, the price with shipping plus ten years of it (issues 21 §3, 35)', () => {
    const product = catalogue[0];
    if (!product) throw new Error('the sample has no product');
    // 176 kWh × 1,43 kr = 251,68 → 250 kr a year; 12 990 + 10 × 250 = 15 490 kr.
    const values = compareValues({ ...product, energy_kwh_year: 176, price: 12_990, shipping_price: 0 });
    expect(values.runningCost?.replace(/\s/g, ' ')).toBe('≈ 250 kr/år i el');
    expect(values.tenYearCost?.replace(/\s/g, ' ')).toBe('15 490 kr');
    // The shipping is part of what the buyer pays: 12 990 + 499 + 2 500.
    const shipped = compareValues({ ...product, energy_kwh_year: 176, price: 12_990, shipping_price: 499 });
    expect(shipped.tenYearCost?.replace(/\s/g, ' ')).toBe('15 989 kr');
    const unknown = compareValues({ ...product, energy_kwh_year: null });
    expect([unknown.runningCost, unknown.tenYearCost]).toEqual([null, null]);
    expect(compare.rows.runningCost).toBe('Elkostnad');
    expect(compare.rows.tenYearCost).toBe('Kostnad på 10 år');
  });
});

describe('a product several shops sell, in the compare table (issue 20)', () => {
  const product = sample.products.find((p) => p.offer_count > 1);
  if (!product) throw new Error('the sample has no product with several offers');
  const values = compareValues(product);
  const entry = compareEntry(product);
  // The product's price is its first offer (issue 35): the price, the total and the link all name it.
  const where = product.offers[0];
  const total = where?.total_price;
  if (!where || !total) throw new Error('the sample product’s first offer states its shipping');

  it('shows the first offer’s price, the number of shops and its total with its shop and shipping', () => {
    expect(values.price?.replace(/\s/g, ' ')).toMatch(product.price <= product.lowest_price ? /^från \d/ : /^\d/);
    expect(values.shops).toBe(`${product.offer_count} butiker`);
    const shipping =
      where.shipping_price === 0 ? 'fri frakt' : `varav frakt ${where.shipping_price?.toLocaleString('sv-SE')} kr`;
    expect(values.lowestTotal?.replace(/\s/g, ' ')).toBe(
      `${total.toLocaleString('sv-SE')} kr hos ${where.shop_name}, ${shipping}`.replace(/\s/g, ' '),
    );
    expect(entry.numbers[LOWEST_IS_BEST.indexOf('lowestTotal')]).toBe(total);
    expect(entry.numbers[LOWEST_IS_BEST.indexOf('price')]).toBe(where.price);
  });

  it('links to the first offer’s shop, naming it', () => {
    expect(entry.link).toBe(where.tracking_url);
    expect(entry.linkLabel).toBe(`Till ${where.shop_name}`);
  });
});

describe('the total with shipping, and the numbers behind "Lägst" (issue 22)', () => {
  const base = sample.products.find((p) => p.offer_count === 1);
  if (!base) throw new Error('the sample has no product with one offer');
  const offer = base.offers[0];
  if (!offer) throw new Error('a product has an offer');
  /** A product of these offers, ordered as the pull orders them; its price is its first offer's (issue 35). */
  const withOffers = (
    ...offers: { shop_name: string; price: number; shipping_price: number | null; in_stock?: boolean }[]
  ) => {
    const ordered = offers
      .map((o, i) => ({
        ...offer,
        in_stock: true,
        ...o,
        source_row: i + 1,
        price_reduction: null,
        total_price: o.shipping_price === null ? null : o.price + o.shipping_price,
      }))
      .sort(compareOffers);
    const first = ordered[0] ?? offer;
    return {
      ...base,
      price: first.price,
      price_reduction: null,
      shipping_price: first.shipping_price,
      in_stock: first.in_stock,
      offers: ordered,
      lowest_price: Math.min(...offers.map((o) => o.price)),
      offer_count: offers.length,
    };
  };
  const plainText = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

  it('names the shop and the shipping in the lowest total: paid, free', () => {
    const paid = withOffers(
      { shop_name: 'Butik A', price: 5000, shipping_price: 395 },
      { shop_name: 'Butik B', price: 5100, shipping_price: 199 },
    );
    expect(plainText(compareValues(paid).lowestTotal)).toBe('5 299 kr hos Butik B, varav frakt 199 kr');
    expect(compareEntry(paid).linkLabel).toBe('Till Butik B');
    expect(compareNumbers(paid).lowestTotal).toBe(5299);
    // Butik A asks less before shipping: the price of Butik B is not "från".
    expect(plainText(compareValues(paid).price)).toBe('5 100 kr');
    const free = withOffers({ shop_name: 'Butik C', price: 4990, shipping_price: 0 });
    expect(plainText(compareValues(free).lowestTotal)).toBe('4 990 kr hos Butik C, fri frakt');
  });

  it('says the shipping is unknown rather than calling the price a total, and takes no number for it', () => {
    const unknown = withOffers(
      { shop_name: 'Butik D', price: 6000, shipping_price: null },
      { shop_name: 'Butik E', price: 5800, shipping_price: null },
    );
    expect(plainText(compareValues(unknown).lowestTotal)).toBe('5 800 kr hos Butik E, frakt enligt butiken');
    expect(compareNumbers(unknown).lowestTotal).toBeNull();
    // The shop link goes to the shop the cell names.
    expect(compareEntry(unknown).linkLabel).toBe('Till Butik E');
    // A known total wins over a lower price whose shipping nobody states: only a known total is one.
    const mixed = withOffers(
      { shop_name: 'Butik F', price: 5000, shipping_price: null },
      { shop_name: 'Butik G', price: 5200, shipping_price: 0 },
    );
    expect(plainText(compareValues(mixed).lowestTotal)).toBe('5 200 kr hos Butik G, fri frakt');
  });

  it('names a shop that has it in stock before a cheaper one that does not (issue 35)', () => {
    const stock = withOffers(
      { shop_name: 'Kylmagasinet', price: 4000, shipping_price: 0, in_stock: false },
      { shop_name: 'Vinkylexperten', price: 6000, shipping_price: 0 },
    );
    expect(plainText(compareValues(stock).lowestTotal)).toBe('6 000 kr hos Vinkylexperten, fri frakt');
    expect(plainText(compareValues(stock).price)).toBe('6 000 kr');
    expect(compareValues(stock).stock).toBe('I lager');
    expect(compareEntry(stock).linkLabel).toBe('Till Vinkylexperten');
  });

  it('gives the numbers as the values show them, and no money number in another currency', () => {
    const product = { ...base, price: 12_990, shipping_price: 0, capacity: 40, noise_db: 38.04, energy_kwh_year: 176 };
    expect(compareNumbers(product)).toEqual({
      price: 12_990,
      lowestTotal: compareNumbers(product).lowestTotal,
      perBottle: 325,
      noise: 38,
      runningCost: 250,
      tenYearCost: 15_490,
    });
    const euro = compareNumbers({ ...product, currency: 'EUR' });
    expect([euro.price, euro.lowestTotal, euro.perBottle, euro.runningCost, euro.tenYearCost]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(euro.noise).toBe(38);
    expect(compareEntry(product).numbers).toEqual(LOWEST_IS_BEST.map((key) => compareNumbers(product)[key]));
  });
});

describe('the compare page route (/jamfor)', () => {
  const route = compareRoute(sampleSite);

  it('is a noindex view without a canonical link, with its own page kind', () => {
    expect(comparePath()).toBe('/jamfor');
    expect(kindOf(comparePath())).toBe('compare');
    expect(route.head.canonical).toBeNull();
    expect(route.head.jsonLd).toEqual([]);
    expect(route.head.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('hands the script its data folder, shard count, limit and messages', () => {
    expect(route.folder).toMatch(/^\/data\/jamfor\/[0-9a-f]{12}$/);
    expect(route.shards).toBe(shardCount(sample.products.length));
    expect(route.max).toBe(COMPARE_MAX);
    expect(route.runningCostNote.text).toContain('1,43 kr/kWh inklusive nätavgift, energiskatt och moms');
    expect(route.runningCostNote.href).toBe('/sa-jamfor-vi#elkostnad');
    expect(route.messages.unknown.replace('{sku}', 'X-1')).toBe('Okänd produkt: X-1');
    expect(route.categories.map((c) => c.label)).toEqual(
      sample.categories.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'sv-SE')),
    );
  });
});
