import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../../src/features/listing-filter/listing-data.browser';
import {
  defaultState,
  facetsOf,
  type ListingState,
  optionCounts,
} from '../../src/features/listing-filter/listing-filter.browser';
import {
  choiceIndex,
  choicesOf,
  commitRange,
  countFor,
  factsFiltered,
  formValuesOf,
  optionText,
  queryWithChanges,
  rangeOf,
  STATE_KEYS,
  typeRange,
} from '../../src/features/listing-filter/listing-form.browser';
import {
  MAX_QUERY_VALUE,
  parseQuery,
  queryOf,
  rangeEnds,
} from '../../src/features/listing-filter/listing-query.browser';
import { listingRow, listingState } from '../fixtures/listing-rows';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

const row = (pos: number, overrides: Partial<ListingRow>): ListingRow => listingRow({ ...overrides, pos });

const ROWS = [
  row(0, {
    price: 2990,
    brand: 'cavin',
    capacity: 12,
    temperature_zones: 1,
    installation: 'fristaende',
    width_cm: 29.5,
    height_cm: 45,
    depth_cm: 50,
    noise_db: 39,
    energy_class: 'G',
  }),
  row(1, {
    price: 9990,
    brand: 'mquvee',
    capacity: 46,
    temperature_zones: 2,
    installation: 'inbyggbar',
    width_cm: 59.5,
    height_cm: 82,
    depth_cm: 57.3,
    noise_db: 35,
    energy_class: 'F',
    inStock: false,
  }),
  row(2, {
    price: 19990,
    brand: 'cavin',
    capacity: 166,
    temperature_zones: 2,
    installation: 'integrerbar',
    width_cm: 59.5,
    height_cm: 122,
    depth_cm: 57.3,
    noise_db: 42,
    energy_class: 'C',
  }),
];
const facets = facetsOf(
  ROWS,
  new Map([
    ['cavin', 'Cavin'],
    ['mquvee', 'mQuvée'],
  ]),
);
const none = defaultState(facets);

describe('parseQuery: the state a URL asks for', () => {
  it('reads the issue’s example and every other parameter', () => {
    // Sizes: the listing's own, rounded up to the half centimetre, each narrowing it (issue 21).
    expect(facets.options.width_cm).toEqual([29.5]);
    expect(facets.options.height_cm).toEqual([45, 82]);
    expect(facets.options.depth_cm).toEqual([50]);
    // Noise 39, 35, 42: every whole decibel is a step (issue 38 §1), each stated level below the loudest an option.
    expect(facets.options.noise_db).toEqual([35, 39]);
    const state = parseQuery(
      '?marke=cavin&pris=3000-15000&flaskor=20-60&zoner=2&installation=integrerbar&bredd=29.5&hojd=82&djup=50&ljud=39&energiklass=f&lager=1&sortera=pris',
      facets,
    );
    expect(state).toEqual(
      listingState(none, {
        brand: 'cavin',
        price: { min: 3000, max: 15000 },
        capacity: { min: 20, max: 60 },
        temperature_zones: 2,
        installation: 'integrerbar',
        width_cm: 29.5,
        height_cm: 82,
        depth_cm: 50,
        noise_db: 39,
        energy_class: 'F',
        inStock: true,
        sort: 'pris',
      }),
    );
  });

  it('is the default view for an empty query or unrelated parameters', () => {
    expect(parseQuery('', facets)).toEqual(none);
    expect(parseQuery('?utm_source=nyhetsbrev&x=1', facets)).toEqual(none);
  });

  it.each([
    ['an unknown brand', '?marke=okand'],
    ['a zone count no product has', '?zoner=3'],
    ['an unknown installation', '?installation=hangande'],
    ['a width that is not an option', '?bredd=33'],
    ['a height that is not an option', '?hojd=83'],
    ['a depth every product meets', '?djup=57.5'],
    ['a noise level that is not an option', '?ljud=abc'],
    ['an energy class no product has', '?energiklass=a'],
    ['another value for in stock', '?lager=ja'],
    ['an unknown order', '?sortera=namn'],
    ['a range that is no range', '?pris=billig&flaskor=--'],
  ])('ignores %s', (_, query) => {
    expect(parseQuery(query, facets)).toEqual(none);
  });

  it('reads open ranges, keeps them within the bounds and caps the minimum at the maximum (spec §5)', () => {
    expect(parseQuery('?pris=5000-', facets).price).toEqual({ min: 5000, max: 19990 });
    expect(parseQuery('?pris=-5000', facets).price).toEqual({ min: 2990, max: 5000 });
    expect(parseQuery('?pris=10-999999', facets).price).toEqual({ min: 2990, max: 19990 });
    expect(parseQuery('?pris=12000-5000', facets).price).toEqual({ min: 5000, max: 5000 });
    expect(parseQuery('?pris=1%20000-9%20000', facets).price).toEqual({ min: 2990, max: 9000 });
  });

  it('reads the range fields a form submits without JavaScript', () => {
    const state = parseQuery(
      '?marke=&pris-min=3000&pris-max=10000&flaskor-min=&flaskor-max=50&zoner=&sortera=',
      facets,
    );
    expect(state).toEqual(listingState(none, { price: { min: 3000, max: 10000 }, capacity: { min: 12, max: 50 } }));
  });

  it('never reads a brand on a brand’s own listing, nor bottles where no product states them', () => {
    const brandListing = facetsOf(
      ROWS.map((r) => ({ ...r, capacity: null })),
      null,
    );
    const state = parseQuery('?marke=cavin&flaskor=20-60&sortera=flaskor', brandListing);
    expect(state.brand).toBe('');
    expect(state.ranges.capacity).toBeNull();
    expect(state.sort).toBe('');
  });
});

describe('the sort "Tystast först" and the feature filters in the URL (issue 38 §1)', () => {
  it('reads and writes ?sortera=tystast where a product states its noise, and ignores it where none does', () => {
    expect(parseQuery('?sortera=tystast', facets)).toEqual(listingState(none, { sort: 'tystast' }));
    expect(queryOf(listingState(none, { sort: 'tystast' }), facets)).toBe('?sortera=tystast');
    const silent = facetsOf(
      ROWS.map((r) => ({ ...r, noise_db: null })),
      null,
    );
    expect(parseQuery('?sortera=tystast', silent).sort).toBe('');
  });

  const featured = facetsOf(
    [
      row(0, { lockable: true, glass_door: true, uv_glass: true, wood: true, reversible_door: true }),
      row(1, { lockable: false, glass_door: false, uv_glass: false, wood: false, reversible_door: false }),
    ],
    null,
  );
  const plain = defaultState(featured);

  it('reads each feature as 1 (yes) or 0 (no) under its own parameter, and writes it back', () => {
    const query = '?las=1&glasdorr=1&uv-glas=0&tra=1&vandbar-dorr=0';
    const state = parseQuery(query, featured);
    expect(state).toEqual(
      listingState(plain, {
        lockable: true,
        glass_door: true,
        uv_glass: false,
        wood: true,
        reversible_door: false,
      }),
    );
    expect(queryOf(state, featured)).toBe(query);
  });

  it.each([
    ['a word for yes', '?las=ja'],
    ['a value no product states', '?las=2'],
    ['an empty value', '?tra='],
  ])('ignores %s', (_, query) => {
    expect(parseQuery(query, featured)).toEqual(plain);
  });

  it('ignores a feature no product of the listing states', () => {
    expect(parseQuery('?las=1', facets)).toEqual(none);
  });
});

describe('hostile ranges (issue 19 §9): parsed in linear time, never blocking the page', () => {
  // `+` is a space in a query: the link, /vinkyl?pris=+…+-+…+x, took 4 s with 130 of each, 30 s with 200.
  const spaces = (n: number) => '+'.repeat(n);

  it('reads the issue’s link as no range, in linear time (tests/support/linear-time.ts)', () => {
    const link = (n: number) => `?pris=${spaces(n)}-${spaces(n)}x`;
    expect(parseQuery(link(130), facets)).toEqual(none);
    expect(parseQuery(`?flaskor=${spaces(200)}-${spaces(200)}x&pris=1-2`, facets)).toEqual({
      ...none,
      price: { min: 2990, max: 2990 },
    });
    expect(growth(link, (query) => parseQuery(query, facets), 200)).toBeLessThan(LINEAR_LIMIT);
  });

  it('splits 100,000-character hostile ranges in linear time (the old pattern would run for hours)', () => {
    const n = 50_000;
    const hostile: readonly ((n: number) => string)[] = [
      (k) => `${' '.repeat(k)}-${' '.repeat(k)}x`,
      (k) => `${'1'.repeat(k)}-${'1'.repeat(k)}x`,
      (k) => `${' 1,'.repeat(Math.ceil(k / 3))}-${'.1 '.repeat(Math.ceil(k / 3))}-`,
      (k) => '-'.repeat(2 * k),
      (k) => `${'\u00a0'.repeat(k)}-${'\t'.repeat(k)}\u2028x`,
    ];
    for (const make of hostile) {
      expect(make(n).length).toBeGreaterThanOrEqual(99_999);
      expect(rangeEnds(make(n))).toBeNull();
      expect(growth(make, rangeEnds, n / 8)).toBeLessThan(LINEAR_LIMIT);
    }
    expect(rangeEnds(`${' '.repeat(n)}12-${'3'.repeat(5)}${' '.repeat(n)}`)).toEqual([
      `${' '.repeat(n)}12`,
      `33333${' '.repeat(n)}`,
    ]);
  });

  it('splits a range on its one dash, both ends only digits, spaces, commas and points', () => {
    expect(rangeEnds('2000-9000')).toEqual(['2000', '9000']);
    expect(rangeEnds(' 1 000,5 - ')).toEqual([' 1 000,5 ', ' ']);
    expect(rangeEnds('-')).toEqual(['', '']);
    for (const text of ['', '2000', '1-2-3', '--', 'a-1', '1-b', '1–2', '0x10-2']) expect(rangeEnds(text)).toBeNull();
  });

  it('ignores any value longer than it ever writes, before parsing it', () => {
    const long = `${'0'.repeat(MAX_QUERY_VALUE)}5000-`;
    expect(parseQuery(`?pris=${long}`, facets)).toEqual(none);
    expect(parseQuery(`?pris-min=${long.slice(0, -1)}`, facets)).toEqual(none);
    expect(parseQuery(`?pris=${'0'.repeat(MAX_QUERY_VALUE - 5)}5000-`, facets).price).toEqual({
      min: 5000,
      max: 19990,
    });
    expect(parseQuery(`?marke=${'x'.repeat(100_000)}&sortera=${'p'.repeat(100_000)}`, facets)).toEqual(none);
    // The link the page reads before hydration goes through the same cap.
    const link = (n: number) => `?pris=${spaces(n)}-${spaces(n)}x&flaskor=1-2-3`;
    const params = queryWithChanges(link(50_000), [], []);
    expect(params.has('pris-min') || params.has('pris-max') || params.has('flaskor-min')).toBe(false);
    expect(growth(link, (query) => queryWithChanges(query, [], []), 6_250)).toBeLessThan(LINEAR_LIMIT);
  });
});

describe('queryOf: the URL of a state', () => {
  it('is empty for the default view and lists only what differs, in a fixed readable order', () => {
    expect(queryOf(none, facets)).toBe('');
    expect(
      queryOf(
        listingState(none, { sort: 'pris', temperature_zones: 2, brand: 'cavin', capacity: { min: 20, max: 60 } }),
        facets,
      ),
    ).toBe('?marke=cavin&flaskor=20-60&zoner=2&sortera=pris');
    expect(
      queryOf(listingState(none, { price: { min: 5000, max: 19990 }, energy_class: 'C', inStock: true }), facets),
    ).toBe('?pris=5000-&energiklass=c&lager=1');
  });

  it('keeps parameters the listing does not know, after its own, and drops the form’s own spellings', () => {
    expect(queryOf({ ...none, brand: 'mquvee' }, facets, '?utm_source=mail&marke=cavin&pris-min=1')).toBe(
      '?marke=mquvee&utm_source=mail',
    );
    expect(queryOf(none, facets, '?utm_source=mail')).toBe('?utm_source=mail');
  });

  it('gives back the same state when read again', () => {
    const states: ListingState[] = [
      none,
      { ...none, brand: 'mquvee', price: { min: 3000, max: 3000 } },
      listingState(none, { capacity: { min: 12, max: 46 }, width_cm: 29.5, noise_db: 35, installation: 'inbyggbar' }),
      listingState(none, { height_cm: 45, depth_cm: 50 }),
      listingState(none, { sort: 'pris-per-flaska', energy_class: 'G', inStock: true, temperature_zones: 1 }),
    ];
    for (const state of states) expect(parseQuery(queryOf(state, facets), facets)).toEqual(state);
  });
});

describe('the filter form', () => {
  it('names its controls after the query parameters and lists them for the directive', () => {
    expect(STATE_KEYS).toEqual(
      expect.arrayContaining(['marke', 'pris', 'pris-min', 'pris-max', 'flaskor-min', 'zoner', 'lager', 'sortera']),
    );
    expect(rangeOf('pris-min')).toEqual({ range: 'price', end: 'min' });
    expect(rangeOf('flaskor-max')).toEqual({ range: 'capacity', end: 'max' });
    expect(rangeOf('marke')).toBeNull();
  });

  it('shows a state in its controls', () => {
    const values = formValuesOf(
      listingState(none, {
        brand: 'cavin',
        temperature_zones: 2,
        energy_class: 'F',
        inStock: true,
        niche: { width: 60, height: 85, depth: 57.5 },
        sort: 'pris',
      }),
    );
    expect(Object.fromEntries(values)).toEqual({
      marke: 'cavin',
      'pris-min': '2990',
      'pris-max': '19990',
      'flaskor-min': '12',
      'flaskor-max': '166',
      zoner: '2',
      installation: '',
      bredd: '',
      hojd: '',
      djup: '',
      ljud: '',
      energiklass: 'F',
      las: '',
      glasdorr: '',
      'uv-glas': '',
      tra: '',
      'vandbar-dorr': '',
      lager: '1',
      sortera: 'pris',
      'nisch-bredd': '60',
      'nisch-hojd': '85',
      'nisch-djup': '57.5',
    });
  });

  it('commits a range field with spec §5’s capping: the edited end is capped by the other', () => {
    const capped = commitRange({ ...none, price: { min: 2990, max: 9000 } }, facets, 'price', 'min', '12000');
    expect(capped.price).toEqual({ min: 9000, max: 9000 });
    const floored = commitRange({ ...none, price: { min: 5000, max: 19990 } }, facets, 'price', 'max', '100');
    expect(floored.price).toEqual({ min: 5000, max: 5000 });
    expect(commitRange(none, facets, 'price', 'max', '999999').price).toEqual({ min: 2990, max: 19990 });
    expect(commitRange(none, facets, 'capacity', 'min', '20').ranges.capacity).toEqual({ min: 20, max: 166 });
    // Text that is no number keeps the previous value.
    expect(commitRange(none, facets, 'price', 'min', 'abc')).toEqual(none);
  });

  it('applies a typed number only when it is within the range, leaving the rest to the commit', () => {
    expect(typeRange(none, facets, 'price', 'max', '9000').price).toEqual({ min: 2990, max: 9000 });
    expect(typeRange(none, facets, 'price', 'max', '9')).toBe(none);
    expect(typeRange(none, facets, 'price', 'min', '25000')).toBe(none);
    expect(typeRange(none, facets, 'price', 'min', '')).toBe(none);
  });

  it('reads the choices of the form but keeps the ranges of the state', () => {
    const state = { ...none, price: { min: 5000, max: 19990 } };
    const entries: [string, string][] = [
      ['marke', 'mquvee'],
      ['pris-min', '3000'],
      ['pris-max', '19990'],
      ['zoner', '2'],
      ['installation', ''],
      ['lager', '1'],
      ['sortera', 'flaskor'],
    ];
    expect(choicesOf(entries, state, facets)).toEqual(
      listingState(none, {
        brand: 'mquvee',
        price: { min: 5000, max: 19990 },
        temperature_zones: 2,
        inStock: true,
        sort: 'flaskor',
      }),
    );
  });

  it('lets a control changed before hydration win over the link, and leaves the link’s other values', () => {
    const entries: [string, string][] = [
      ['marke', 'mquvee'],
      ['pris-min', '2990'],
      ['pris-max', '8000'],
      ['zoner', ''],
      ['sortera', ''],
    ];
    const params = queryWithChanges(
      '?marke=cavin&pris=3000-15000&lager=1&zoner=2',
      ['marke', 'pris-max', 'lager'],
      entries,
    );
    expect(parseQuery(params, facets)).toEqual(
      listingState(none, { brand: 'mquvee', price: { min: 3000, max: 8000 }, temperature_zones: 2 }),
    );
  });

  it('labels options with their counts and finds the count of every control', () => {
    expect(optionText('Cavin', 1234)).toBe('Cavin (1\u00a0234)');
    const counts = optionCounts(ROWS, none, facets);
    expect(countFor('marke', '', counts)).toBe(3);
    expect(countFor('marke', 'cavin', counts)).toBe(2);
    expect(countFor('zoner', '2', counts)).toBe(2);
    expect(countFor('installation', 'inbyggbar', counts)).toBe(1);
    expect(countFor('bredd', '29.5', counts)).toBe(1);
    expect(countFor('hojd', '82', counts)).toBe(2);
    expect(countFor('djup', '50', counts)).toBe(1);
    expect(countFor('ljud', '39', counts)).toBe(2);
    expect(countFor('energiklass', 'F', counts)).toBe(2);
    expect(countFor('lager', '1', counts)).toBe(2);
    expect(countFor('sortera', 'pris', counts)).toBeNull();
  });

  it('opens the facts group only for a fact filter', () => {
    expect(factsFiltered(none, facets)).toBe(false);
    expect(factsFiltered({ ...none, brand: 'cavin', inStock: true, sort: 'pris' }, facets)).toBe(false);
    expect(factsFiltered(listingState(none, { temperature_zones: 1 }), facets)).toBe(true);
    expect(factsFiltered(listingState(none, { height_cm: 82 }), facets)).toBe(true);
    expect(factsFiltered(listingState(none, { capacity: { min: 20, max: 166 } }), facets)).toBe(true);
  });
});

describe('choiceIndex: which radio or option shows a value after back and forward (issue 22)', () => {
  it.each<[string, readonly string[], string, number]>([
    ['the choice with the value', ['', '1', '2', '3'], '2', 2],
    ['"Alla" (value \'\'), which RadioNodeList.value cannot choose in Chromium', ['', '1', '2'], '', 0],
    ['"Alla" for a value the group does not offer', ['', '1', '2'], '7', 0],
    ['"Alla" need not come first', ['1', '', '2'], '9', 1],
    ['nothing when there is neither', ['1', '2'], '9', -1],
    ['nothing in an empty group', [], '', -1],
  ])('%s', (_name, values, value, expected) => {
    expect(choiceIndex(values, value)).toBe(expected);
  });
});
