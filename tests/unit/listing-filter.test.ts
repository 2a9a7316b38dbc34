import { describe, expect, it } from 'vitest';
import type { ListingRow } from '../../src/features/listing-filter/listing-data.browser';
import { rowOf } from '../../src/features/listing-filter/listing-data.browser';
import {
  defaultState,
  FACET,
  facetsOf,
  failedFacets,
  isDefaultView,
  isFiltered,
  type ListingState,
  MAX_SIZE_OPTIONS,
  matchingRows,
  OPTION_FACTS,
  optionCounts,
  RANGE_FACTS,
  sameState,
  sizeSteps,
  sortResults,
} from '../../src/features/listing-filter/listing-filter.browser';
import { listingRow, listingState, type StateChanges } from '../fixtures/listing-rows';
import { sample } from './routes/sample-site';

const row = listingRow;

const BRANDS = new Map([
  ['cavin', 'Cavin'],
  ['mquvee', 'mQuvée'],
  ['asko', 'Asko'],
  ['ostra', 'Östra Vin'],
]);

/** A small listing where every fact is stated by some products and missing in others. */
const ROWS: readonly ListingRow[] = [
  row({
    pos: 0,
    price: 4990,
    brand: 'cavin',
    capacity: 24,
    temperature_zones: 1,
    installation: 'fristaende',
    width_cm: 29.5,
    noise_db: 39,
    energy_class: 'G',
  }),
  row({
    pos: 2,
    price: 12990,
    brand: 'mquvee',
    capacity: 46,
    temperature_zones: 2,
    installation: 'inbyggbar',
    width_cm: 59.5,
    noise_db: 35,
    energy_class: 'F',
    inStock: false,
  }),
  row({
    pos: 3,
    price: 8990,
    brand: 'mquvee',
    capacity: 18,
    temperature_zones: 2,
    installation: 'integrerbar',
    width_cm: 56,
    energy_class: 'G',
  }),
  row({
    pos: 7,
    price: 24990,
    brand: 'asko',
    capacity: 166,
    temperature_zones: 2,
    installation: 'fristaende',
    width_cm: 59.5,
    noise_db: 42,
    energy_class: 'C',
  }),
  row({ pos: 9, price: 990, brand: 'ostra', capacity: null }),
  row({
    pos: 10,
    price: 8990,
    brand: '',
    capacity: 12,
    temperature_zones: 1,
    width_cm: 25,
    noise_db: 38,
    inStock: false,
  }),
];

const facets = facetsOf(ROWS, BRANDS);
const none = defaultState(facets);

describe('facetsOf: the filters a listing offers', () => {
  it('offers brands (Swedish order, å ä ö last), price bounds and the bottle range of the stated capacities', () => {
    expect(facets.brands).toEqual([
      { value: 'asko', label: 'Asko' },
      { value: 'cavin', label: 'Cavin' },
      { value: 'mquvee', label: 'mQuvée' },
      { value: 'ostra', label: 'Östra Vin' },
    ]);
    expect(facets.price).toEqual({ min: 990, max: 24990 });
    expect(facets.ranges.capacity).toEqual({ min: 12, max: 166 });
  });

  it('offers the stated zones, installations and energy classes (best first), and stock when it varies', () => {
    expect(facets.options.temperature_zones).toEqual([1, 2]);
    expect(facets.options.installation).toEqual(['fristaende', 'inbyggbar', 'integrerbar']);
    expect(facets.options.energy_class).toEqual(['C', 'F', 'G']);
    expect(facets.stock).toBe(true);
    expect(facets.sorts).toEqual(['', 'pris', 'pris-fallande', 'flaskor', 'pris-per-flaska', 'tystast']);
  });

  it('offers size steps from the listing’s real sizes and noise steps, each narrowing the listing', () => {
    // Widths 25, 29.5, 56, 59.5 (issue 21): each size a product has is an option, but the largest, which every product meets.
    expect(facets.options.width_cm).toEqual([25, 29.5, 56]);
    // Noise 35, 38, 39, 42: every whole decibel is a step (issue 38 §1), each stated level below the loudest an option.
    expect(facets.options.noise_db).toEqual([35, 38, 39]);
  });

  it('leaves out every filter whose values are all unknown, brand on a brand listing, and stock when all agree', () => {
    const bare = facetsOf([row({ pos: 0, price: 100 }), row({ pos: 1, price: 300 })], null);
    expect(bare).toEqual({
      brands: null,
      price: { min: 100, max: 300 },
      ranges: Object.fromEntries(RANGE_FACTS.map((key) => [key, null])),
      options: Object.fromEntries(OPTION_FACTS.map((key) => [key, []])),
      stock: false,
      niche: false,
      sorts: ['', 'pris', 'pris-fallande'],
    });
  });

  it('gives an empty listing the spec’s default price range (0 to 1,000,000)', () => {
    expect(facetsOf([], BRANDS).price).toEqual({ min: 0, max: 1_000_000 });
  });
});

describe('failedFacets: whether a product passes', () => {
  const state = (changes: StateChanges): ListingState => listingState(none, changes);

  it('lets every product through with nothing chosen', () => {
    expect(ROWS.map((r) => failedFacets(r, none, facets))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(isFiltered(none, facets)).toBe(false);
    expect(isDefaultView(none, facets)).toBe(true);
    expect(isDefaultView({ ...none, sort: 'pris' }, facets)).toBe(false);
  });

  it('matches the brand, and the price inclusive at both ends (spec §5)', () => {
    expect(matchingRows(ROWS, state({ brand: 'mquvee' }), facets)).toEqual([1, 2]);
    expect(matchingRows(ROWS, state({ price: { min: 8990, max: 12990 } }), facets)).toEqual([1, 2, 5]);
    expect(matchingRows(ROWS, state({ price: { min: 8990, max: 8990 } }), facets)).toEqual([2, 5]);
  });

  it('fails a product that does not state the fact a filter asks about', () => {
    expect(matchingRows(ROWS, state({ capacity: { min: 12, max: 24 } }), facets)).toEqual([0, 2, 5]);
    expect(matchingRows(ROWS, state({ temperature_zones: 2 }), facets)).toEqual([1, 2, 3]);
    expect(matchingRows(ROWS, state({ installation: 'fristaende' }), facets)).toEqual([0, 3]);
    expect(matchingRows(ROWS, state({ width_cm: 30 }), facets)).toEqual([0, 5]);
    expect(matchingRows(ROWS, state({ noise_db: 38 }), facets)).toEqual([1, 5]);
    expect(matchingRows(ROWS, state({ energy_class: 'F' }), facets)).toEqual([1, 3]);
    expect(matchingRows(ROWS, state({ inStock: true }), facets)).toEqual([0, 2, 3, 4]);
  });

  it('keeps products without a stated capacity while the bottle range is untouched', () => {
    expect(failedFacets(ROWS[4] as ListingRow, none, facets)).toBe(0);
    expect(failedFacets(ROWS[4] as ListingRow, state({ capacity: { min: 12, max: 100 } }), facets)).toBe(
      FACET.capacity,
    );
  });

  it('filters by largest height and depth as by width, failing a product that states neither (issue 21)', () => {
    const sized = [
      listingRow({ pos: 0, height_cm: 82, depth_cm: 57 }),
      listingRow({ pos: 1, height_cm: 122, depth_cm: 55 }),
      listingRow({ pos: 2 }),
    ];
    const sizedFacets = facetsOf(sized, null);
    expect(sizedFacets.options.height_cm).toEqual([82]);
    expect(sizedFacets.options.depth_cm).toEqual([55]);
    const high = listingState(defaultState(sizedFacets), { height_cm: 82 });
    const deep = listingState(defaultState(sizedFacets), { depth_cm: 55 });
    expect(matchingRows(sized, high, sizedFacets)).toEqual([0]);
    expect(matchingRows(sized, deep, sizedFacets)).toEqual([1]);
    expect(failedFacets(sized[2] as ListingRow, listingState(high, { depth_cm: 55 }), sizedFacets)).toBe(
      FACET.height_cm | FACET.depth_cm,
    );
    expect(isFiltered(high, sizedFacets)).toBe(true);
    expect(sameState(high, deep)).toBe(false);
    expect(sameState(deep, { ...deep })).toBe(true);
    const counts = optionCounts(sized, defaultState(sizedFacets), sizedFacets);
    expect([...counts.options.height_cm]).toEqual([
      [null, 3],
      [82, 1],
    ]);
    expect([...counts.options.depth_cm]).toEqual([
      [null, 3],
      [55, 1],
    ]);
  });

  it('names every failed filter as a bit', () => {
    const failed = failedFacets(
      ROWS[1] as ListingRow,
      state({ brand: 'cavin', inStock: true, temperature_zones: 1 }),
      facets,
    );
    expect(failed).toBe(FACET.brand | FACET.stock | FACET.temperature_zones);
  });
});

describe('optionCounts: how many products each option would leave', () => {
  /** The count an option shows must be the number of results after choosing it. */
  function expectCountsAreResults(state: ListingState): void {
    const counts = optionCounts(ROWS, state, facets);
    const results = (changes: StateChanges) => matchingRows(ROWS, listingState(state, changes), facets).length;
    expect(counts.total).toBe(results({}));
    expect(counts.brand.get('')).toBe(results({ brand: '' }));
    for (const brand of facets.brands ?? [])
      expect(counts.brand.get(brand.value) ?? 0).toBe(results({ brand: brand.value }));
    // Every option of every filtered fact, "any" (null) first.
    for (const key of OPTION_FACTS) {
      for (const option of [null, ...facets.options[key]]) {
        expect(counts.options[key].get(option) ?? 0, `${key} ${option}`).toBe(results({ [key]: option }));
      }
    }
    expect(counts.inStock).toBe(results({ inStock: true }));
  }

  it('with nothing chosen', () => {
    expectCountsAreResults(none);
    const counts = optionCounts(ROWS, none, facets);
    expect(counts.total).toBe(6);
    expect([...counts.options.temperature_zones]).toEqual([
      [null, 6],
      [1, 2],
      [2, 3],
    ]);
  });

  it.each<[string, StateChanges]>([
    ['a brand', { brand: 'mquvee' }],
    ['zones and stock', { temperature_zones: 2, inStock: true }],
    ['a width, a noise level and an energy class', { width_cm: 30, noise_db: 40, energy_class: 'G' }],
    ['a price and bottle range', { price: { min: 4000, max: 13000 }, capacity: { min: 18, max: 50 } }],
  ])('with %s chosen', (_, changes) => {
    expectCountsAreResults(listingState(none, changes));
  });

  it('agree with the results on the sample catalogue, for every category’s facets', () => {
    const rows = sample.products.map((product, index) => rowOf(product, index));
    const sampleFacets = facetsOf(rows, new Map(sample.brands.map((b) => [b.slug, b.name])));
    const state = listingState(defaultState(sampleFacets), {
      temperature_zones: sampleFacets.options.temperature_zones[0] ?? null,
      inStock: true,
    });
    const counts = optionCounts(rows, state, sampleFacets);
    expect(counts.total).toBe(matchingRows(rows, state, sampleFacets).length);
    for (const type of sampleFacets.options.installation) {
      expect(counts.options.installation.get(type)).toBe(
        matchingRows(rows, listingState(state, { installation: type }), sampleFacets).length,
      );
    }
  });
});

describe('sortResults', () => {
  const all = matchingRows(ROWS, none, facets);

  it('keeps feed order for the recommended order', () => {
    expect(sortResults(ROWS, all, '')).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sorts by price both ways, ties in feed order', () => {
    expect(sortResults(ROWS, all, 'pris')).toEqual([4, 0, 2, 5, 1, 3]);
    expect(sortResults(ROWS, all, 'pris-fallande')).toEqual([3, 1, 2, 5, 0, 4]);
  });

  it('puts the most bottles first and products without a capacity last', () => {
    expect(sortResults(ROWS, all, 'flaskor')).toEqual([3, 1, 0, 2, 5, 4]);
  });

  it('puts the lowest price per bottle slot first and products without a capacity last', () => {
    // 24990/166 = 151, 12990/46 = 282, 4990/24 = 208, 8990/18 = 499, 8990/12 = 749.
    expect(sortResults(ROWS, all, 'pris-per-flaska')).toEqual([3, 0, 1, 2, 5, 4]);
  });

  it('sorts only the given results', () => {
    expect(sortResults(ROWS, [1, 2, 5], 'pris')).toEqual([2, 5, 1]);
  });
});

describe('the sort "Störst prissänkning"', () => {
  it('orders proven reductions largest first and leaves the rest after them in feed order', () => {
    const rows = [
      row({ pos: 0, reduction: null }),
      row({ pos: 1, reduction: 10 }),
      row({ pos: 2, reduction: null }),
      row({ pos: 3, reduction: 25 }),
      row({ pos: 4, reduction: 10 }),
    ];
    expect(sortResults(rows, [0, 1, 2, 3, 4], 'prissankning')).toEqual([3, 1, 4, 0, 2]);
  });

  it('is offered only where some product has a proven reduction', () => {
    const without = [row({ pos: 0 }), row({ pos: 1 })];
    expect(facetsOf(without, null).sorts).not.toContain('prissankning');
    expect(facetsOf([...without, row({ pos: 2, reduction: 15 })], null).sorts).toContain('prissankning');
  });
});

describe('the sort "Tystast först" (issue 38 §1)', () => {
  it('orders by the stated noise level, lowest first, and puts products without one last in feed order', () => {
    // Noise: 39, 35, –, 42, –, 38.
    expect(sortResults(ROWS, matchingRows(ROWS, none, facets), 'tystast')).toEqual([1, 5, 0, 3, 2, 4]);
  });

  it('keeps feed order between equal levels', () => {
    const rows = [
      row({ pos: 0, noise_db: 40 }),
      row({ pos: 1, noise_db: 38 }),
      row({ pos: 2 }),
      row({ pos: 3, noise_db: 40 }),
      row({ pos: 4, noise_db: 38 }),
    ];
    expect(sortResults(rows, [0, 1, 2, 3, 4], 'tystast')).toEqual([1, 4, 0, 3, 2]);
  });

  it('is offered only where some product states a noise level', () => {
    const without = [row({ pos: 0 }), row({ pos: 1 })];
    expect(facetsOf(without, null).sorts).not.toContain('tystast');
    expect(facetsOf([...without, row({ pos: 2, noise_db: 41 })], null).sorts).toContain('tystast');
  });
});

describe('the yes-or-no feature filters (issue 38 §1)', () => {
  const rows = [
    row({ pos: 0, lockable: true, glass_door: true, wood: false }),
    row({ pos: 1, lockable: false, glass_door: true }),
    row({ pos: 2 }),
    row({ pos: 3, lockable: true, reversible_door: true }),
  ];
  const featureFacets = facetsOf(rows, null);
  const nothing = defaultState(featureFacets);

  it('offers the values the listing states, yes before no, and no filter where none is stated', () => {
    expect(featureFacets.options.lockable).toEqual([true, false]);
    expect(featureFacets.options.glass_door).toEqual([true]);
    expect(featureFacets.options.wood).toEqual([false]);
    expect(featureFacets.options.reversible_door).toEqual([true]);
    expect(featureFacets.options.uv_glass).toEqual([]);
  });

  it('passes only the products that state the chosen value; a product that states nothing fails both', () => {
    expect(matchingRows(rows, listingState(nothing, { lockable: true }), featureFacets)).toEqual([0, 3]);
    expect(matchingRows(rows, listingState(nothing, { lockable: false }), featureFacets)).toEqual([1]);
    expect(matchingRows(rows, listingState(nothing, { lockable: true, glass_door: true }), featureFacets)).toEqual([0]);
    const counts = optionCounts(rows, nothing, featureFacets);
    expect([...counts.options.lockable]).toEqual([
      [null, 4],
      [true, 2],
      [false, 1],
    ]);
  });
});

describe('sizeSteps: "largest size" options from the listing’s real sizes (issue 21)', () => {
  it('rounds each size up to the half centimetre and offers those that narrow', () => {
    expect(sizeSteps([59.5, 59.7, 60, 82, 29.8])).toEqual([30, 59.5, 60]);
    expect(sizeSteps([60, 60])).toEqual([]);
    expect(sizeSteps([])).toEqual([]);
  });

  it(`offers at most ${MAX_SIZE_OPTIONS}, spread from the smallest to the largest`, () => {
    const sizes = Array.from({ length: 100 }, (_, i) => 30 + i);
    const steps = sizeSteps(sizes);
    expect(steps).toHaveLength(MAX_SIZE_OPTIONS);
    expect(steps[0]).toBe(30);
    expect(steps.at(-1)).toBe(128);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
});
