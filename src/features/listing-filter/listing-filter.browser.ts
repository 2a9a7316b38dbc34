/**
 * Filtering and sorting a listing (issue 12 §3), pure and shared by the
 * build (the form's options and counts in the static page) and the browser
 * (the same counts and the results after every change):
 *
 * - which filters a listing offers ({@link facetsOf}): brand and price
 *   always (spec §4/§5; brand not on a brand's own page), the product facts
 *   whose registry row has a filter (src/shared/fact-registry.ts `Facet`)
 *   only where at least one product states them;
 * - the state of the form ({@link ListingState}) and whether a product
 *   passes it ({@link failedFacets});
 * - how many products each option would leave ({@link optionCounts}): the
 *   products that pass every other filter and that option;
 * - the order of the results ({@link sortResults}).
 *
 * The state's URL form is in ./listing-query.ts.
 */

import { type BrowserValue, browserFactsWith, byKey } from '../../client/facts';
import type { BrowserFact, BrowserType, FacetKey, FactKey } from '../../shared/fact-registry';
import {
  DEFAULT_CLEARANCE,
  FIT_GROUPS,
  type Fit,
  type FitKind,
  fitIn,
  type Needs,
  needs,
  type Size,
} from '../../shared/fit';
import { pricePerBottle } from '../../shared/price-per-bottle';
import { tenYearCost } from '../../shared/running-cost';
import { type PriceBounds, priceBounds } from './filter.browser';
import type { ListingRow } from './listing-data.browser';

export const SORT_KEYS = [
  '',
  'pris',
  'pris-fallande',
  'flaskor',
  'pris-per-flaska',
  'prissankning',
  'totalkostnad',
  'tystast',
] as const;
/** '' is the recommended order: the feed's. */
export type SortKey = (typeof SORT_KEYS)[number];

/** At most this many "largest width/height/depth" options: more would not fit a select a buyer reads. */
export const MAX_SIZE_OPTIONS = 10;

/** A fact's value as a filter takes it: a number, a choice's value, a flag. */
export type FacetValue = BrowserValue;

/** A fact a listing filters on, as browser code knows it. */
type FilteredFact = BrowserFact & { readonly facet: NonNullable<BrowserFact['facet']> };

/** The facts a listing filters on, by key, in the order of the registry's rows (the form's and the query's). */
const FILTERED: ReadonlyMap<string, FilteredFact> = new Map(
  browserFactsWith('column')
    .filter((fact): fact is FilteredFact => fact.facet !== undefined)
    .map((fact) => [fact.key, fact]),
);
const filtered = (key: FacetKey): FilteredFact => FILTERED.get(key) as FilteredFact;

/** A filtered fact's filter (its registry row's: kind, query parameter, fixed steps). */
export const facetOf = (key: FacetKey): FilteredFact['facet'] => filtered(key).facet;
/** A filtered fact's value type. */
export const typeOf = (key: FacetKey): BrowserType => filtered(key).type;

export const FILTERED_FACTS = [...FILTERED.keys()] as FacetKey[];
export type RangeKey = FacetKey<'range'>;
export type OptionKey = FacetKey<'exact' | 'max' | 'atLeast'>;
export const RANGE_FACTS = FILTERED_FACTS.filter((key) => facetOf(key).kind === 'range') as RangeKey[];
export const OPTION_FACTS = FILTERED_FACTS.filter((key) => facetOf(key).kind !== 'range') as OptionKey[];

export interface BrandOption {
  readonly value: string;
  readonly label: string;
}

/** The filters a listing offers and their options; an empty list or null means the filter is not shown. */
export interface ListingFacets {
  /** Brand options in Swedish order; null on a brand's own listing. */
  readonly brands: readonly BrandOption[] | null;
  readonly price: PriceBounds;
  /** Per fact filtered by a range (bottles): the lowest and highest value stated; null when no product states one. */
  readonly ranges: Readonly<Record<RangeKey, PriceBounds | null>>;
  /**
   * Per fact filtered by options, each narrowing the listing: the values stated ('exact'), upper limits
   * ('max': "Högst 82 cm", "Högst 40 dB"), or the choices stated, best first, each meaning that one or a
   * better one ('atLeast': "C eller bättre").
   */
  readonly options: Readonly<Record<OptionKey, readonly FacetValue[]>>;
  /** Shown when some products are in stock and some are not. */
  readonly stock: boolean;
  /** "Fits my niche" is offered: some product states what it needs in every dimension. */
  readonly niche: boolean;
  readonly sorts: readonly SortKey[];
}

/**
 * Steps that narrow the listing: at least one stated value fits, at least
 * one does not, and of steps that would leave the same products only the
 * smallest is offered.
 */
function narrowingSteps(values: readonly number[], steps: readonly number[]): number[] {
  if (values.length === 0) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const options: number[] = [];
  let previousCount = 0;
  for (const step of steps) {
    let count = 0;
    while (count < sorted.length && (sorted[count] as number) <= step) count += 1;
    if (count === 0 || count === sorted.length) continue;
    if (count !== previousCount) options.push(step);
    previousCount = count;
  }
  return options;
}

/**
 * "Largest size" options from the listing's real sizes (issue 21): each size
 * a product has, rounded up to the half centimetre, where it narrows the
 * listing; never an option no product meets, nor one every product meets.
 * More than {@link MAX_SIZE_OPTIONS}: that many, spread evenly from the
 * smallest to the largest.
 */
export function sizeSteps(values: readonly number[]): number[] {
  const candidates = [...new Set(values.map((value) => Math.ceil(value * 2) / 2))].sort((a, b) => a - b);
  const steps = narrowingSteps(values, candidates);
  if (steps.length <= MAX_SIZE_OPTIONS) return steps;
  const picked = Array.from(
    { length: MAX_SIZE_OPTIONS },
    (_, i) => steps[Math.round((i * (steps.length - 1)) / (MAX_SIZE_OPTIONS - 1))] as number,
  );
  return [...new Set(picked)];
}

function distinct<T>(values: readonly (T | null)[]): T[] {
  return [...new Set(values.filter((value): value is T => value !== null))];
}

/** The values of a fact a listing states, in their type's order: a choice's, numbers ascending, yes before no. */
export function inTypeOrder(type: BrowserType, values: readonly FacetValue[]): FacetValue[] {
  const stated = new Set(values);
  if (type.kind === 'choice') return type.values.filter((value) => stated.has(value));
  if (type.kind === 'flag') return [true, false].filter((value) => stated.has(value));
  return [...(values as number[])].sort((a, b) => a - b);
}

/** A fact's values as the rows state them. */
const valuesOf = (rows: readonly ListingRow[], key: FactKey & keyof ListingRow): FacetValue[] =>
  distinct(rows.map((row) => row[key] as FacetValue | null));

/** The options a listing offers for a fact filtered by options. */
function optionsOf(rows: readonly ListingRow[], key: OptionKey): FacetValue[] {
  const facet = facetOf(key);
  const stated = valuesOf(rows, key);
  if (facet.kind !== 'max') return inTypeOrder(typeOf(key), stated);
  const numbers = stated as number[];
  return facet.steps === undefined ? sizeSteps(numbers) : narrowingSteps(numbers, facet.steps);
}

/** The filters of a listing, read from its products. `brandNames` labels the brand options; null leaves brand out. */
export function facetsOf(rows: readonly ListingRow[], brandNames: ReadonlyMap<string, string> | null): ListingFacets {
  const inStock = rows.filter((row) => row.inStock).length;
  const brands =
    brandNames === null
      ? null
      : distinct(rows.map((row) => (row.brand === '' ? null : row.brand)))
          .map((slug) => ({ value: slug, label: brandNames.get(slug) ?? slug }))
          .sort((a, b) => a.label.localeCompare(b.label, 'sv-SE') || (a.value < b.value ? -1 : 1));
  const capacities = rows.some((row) => row.capacity !== null);
  return {
    brands,
    price: priceBounds(rows.map((row) => row.price)),
    ranges: byKey(RANGE_FACTS, (key) => {
      const values = valuesOf(rows, key) as number[];
      return values.length > 0 ? priceBounds(values) : null;
    }),
    options: byKey(OPTION_FACTS, (key) => optionsOf(rows, key)),
    stock: inStock > 0 && inStock < rows.length,
    niche: rows.some((row) => {
      const needed = needsOf(row);
      return needed.width !== null && needed.height !== null && needed.depth !== null;
    }),
    // A sort needs products that state what it orders by.
    sorts: SORT_KEYS.filter(
      (key) =>
        ((key !== 'flaskor' && key !== 'pris-per-flaska') || capacities) &&
        (key !== 'prissankning' || rows.some((row) => row.reduction !== null)) &&
        (key !== 'totalkostnad' || rows.some((row) => row.energy_kwh_year !== null)) &&
        (key !== 'tystast' || rows.some((row) => row.noise_db !== null)),
    ),
  };
}

/** What the visitor chose. Ranges equal to the facet's bounds filter nothing. */
export interface ListingState {
  /** Brand slug, '' for all. */
  readonly brand: string;
  readonly price: PriceBounds;
  /** Per fact filtered by a range: the range chosen; null when the listing has no such filter. */
  readonly ranges: Readonly<Record<RangeKey, PriceBounds | null>>;
  /** Per fact filtered by options: the option chosen, null for any. */
  readonly chosen: Readonly<Record<OptionKey, FacetValue | null>>;
  readonly inStock: boolean;
  /** The visitor's niche (issue 21 §2): products too big for it are left out, unknown sizes listed last. */
  readonly niche: Size | null;
  readonly sort: SortKey;
}

/** No option of any fact chosen. */
const NOTHING_CHOSEN: ListingState['chosen'] = byKey(OPTION_FACTS, () => null);

/** Nothing chosen: every product in feed order (spec §4: the full price range). */
export function defaultState(facets: ListingFacets): ListingState {
  return {
    brand: '',
    price: facets.price,
    ranges: facets.ranges,
    chosen: NOTHING_CHOSEN,
    inStock: false,
    niche: null,
    sort: '',
  };
}

const sameNiche = (a: Size | null, b: Size | null): boolean =>
  a === b || (a !== null && b !== null && a.width === b.width && a.height === b.height && a.depth === b.depth);

const sameRange = (a: PriceBounds | null, b: PriceBounds | null): boolean =>
  a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);

/** Whether a filter on a product fact is set: a range narrowed, an option chosen. */
export function factsFiltered(state: ListingState, facets: ListingFacets): boolean {
  return (
    RANGE_FACTS.some((key) => !sameRange(state.ranges[key], facets.ranges[key])) ||
    OPTION_FACTS.some((key) => state.chosen[key] !== null)
  );
}

/** Whether any filter is set (the sort order aside). */
export function isFiltered(state: ListingState, facets: ListingFacets): boolean {
  return (
    state.brand !== '' ||
    !sameRange(state.price, facets.price) ||
    factsFiltered(state, facets) ||
    state.inStock ||
    state.niche !== null
  );
}

/** Whether the view differs from the server's pages: a filter or another order. */
export function isDefaultView(state: ListingState, facets: ListingFacets): boolean {
  return !isFiltered(state, facets) && state.sort === '';
}

export function sameState(a: ListingState, b: ListingState): boolean {
  return (
    a.brand === b.brand &&
    sameRange(a.price, b.price) &&
    RANGE_FACTS.every((key) => sameRange(a.ranges[key], b.ranges[key])) &&
    OPTION_FACTS.every((key) => a.chosen[key] === b.chosen[key]) &&
    a.inStock === b.inStock &&
    sameNiche(a.niche, b.niche) &&
    a.sort === b.sort
  );
}

/** One bit per filter, for {@link failedFacets}: brand, price, stock, niche, then each filtered fact. */
export const FACET: Readonly<Record<'brand' | 'price' | 'stock' | 'niche' | FacetKey, number>> = {
  brand: 1,
  price: 2,
  stock: 4,
  niche: 8,
  ...byKey(FILTERED_FACTS, (key) => 16 << FILTERED_FACTS.indexOf(key)),
};

/** What a listing row needs in each dimension, with the documented default clearance (src/shared/fit.ts). */
export function needsOf(row: ListingRow): Needs {
  return needs(row, DEFAULT_CLEARANCE);
}

/** Whether a row fits the niche, and why; null without a niche. */
export function fitOf(row: ListingRow, niche: Size | null): Fit | null {
  return niche === null ? null : fitIn(niche, row, DEFAULT_CLEARANCE);
}

/** A choice's place in its values: the energy classes best first (an 'atLeast' filter is on a choice). */
const rank = (key: OptionKey, value: FacetValue): number =>
  (typeOf(key) as Extract<BrowserType, { kind: 'choice' }>).values.indexOf(String(value));

/**
 * Whether a stated value meets an option of its fact's filter: is it
 * ('exact'), is at most it ('max'), is it or better ('atLeast'). A product
 * that does not state the fact meets none.
 */
export function meets(key: OptionKey, value: FacetValue | null, option: FacetValue): boolean {
  if (value === null) return false;
  switch (facetOf(key).kind) {
    case 'max':
      return (value as number) <= (option as number);
    case 'atLeast':
      return rank(key, value) <= rank(key, option);
    default:
      return value === option;
  }
}

/**
 * The filters a product fails, as bits of {@link FACET}; 0 when it passes.
 * A product that does not state a fact fails a filter on that fact; an
 * untouched range (equal to the bounds) lets every product through.
 */
export function failedFacets(row: ListingRow, state: ListingState, facets: ListingFacets): number {
  let failed = 0;
  if (state.brand !== '' && row.brand !== state.brand) failed |= FACET.brand;
  // Spec §5: inclusive at both ends.
  if (row.price < state.price.min || row.price > state.price.max) failed |= FACET.price;
  for (const key of RANGE_FACTS) {
    const range = state.ranges[key];
    if (range === null || sameRange(range, facets.ranges[key])) continue;
    const value = row[key];
    if (value === null || value < range.min || value > range.max) failed |= FACET[key];
  }
  for (const key of OPTION_FACTS) {
    const option = state.chosen[key];
    if (option !== null && !meets(key, row[key], option)) failed |= FACET[key];
  }
  if (state.inStock && !row.inStock) failed |= FACET.stock;
  // Only a product too big by more than a near miss fails: the others are listed in groups after the fitting ones (fitGroups).
  if (state.niche !== null && fitOf(row, state.niche)?.kind === 'too-big') failed |= FACET.niche;
  return failed;
}

/** How many products each option would leave, with the other filters as they are. */
export interface OptionCounts {
  /** Products passing every filter. */
  readonly total: number;
  /** Per brand slug; '' is "all brands". */
  readonly brand: ReadonlyMap<string, number>;
  /** Per fact filtered by options, per option value; null is "any". */
  readonly options: Readonly<Record<OptionKey, ReadonlyMap<FacetValue | null, number>>>;
  /** With "in stock only" ticked. */
  readonly inStock: number;
}

function add<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Counts for every option of the form, in one pass over the listing. */
export function optionCounts(rows: readonly ListingRow[], state: ListingState, facets: ListingFacets): OptionCounts {
  let total = 0;
  let inStock = 0;
  const brand = new Map<string, number>();
  const options = byKey(OPTION_FACTS, () => new Map<FacetValue | null, number>());
  // A product counts for an option of filter F when it fails no filter but, at most, F itself.
  const passesBut = (failed: number, facet: number): boolean => (failed & ~facet) === 0;
  for (const row of rows) {
    const failed = failedFacets(row, state, facets);
    if (failed === 0) total += 1;
    if (passesBut(failed, FACET.brand)) {
      add(brand, '');
      if (row.brand !== '') add(brand, row.brand);
    }
    for (const key of OPTION_FACTS) {
      if (!passesBut(failed, FACET[key])) continue;
      const counts = options[key];
      add(counts, null);
      for (const option of facets.options[key]) if (meets(key, row[key], option)) add(counts, option);
    }
    if (passesBut(failed, FACET.stock) && row.inStock) inStock += 1;
  }
  return { total, brand, options, inStock };
}

/** Indices of the rows that pass, in feed order. */
export function matchingRows(rows: readonly ListingRow[], state: ListingState, facets: ListingFacets): number[] {
  const indices: number[] = [];
  for (const [index, row] of rows.entries()) if (failedFacets(row, state, facets) === 0) indices.push(index);
  return indices;
}

/**
 * The results in the chosen order; ties keep feed order, and products that
 * do not state what the order needs (bottles, a noise level) come last.
 */
export function sortResults(rows: readonly ListingRow[], indices: readonly number[], sort: SortKey): number[] {
  const key = (index: number): number | null => {
    const row = rows[index] as ListingRow;
    switch (sort) {
      case 'pris':
        return row.price;
      case 'pris-fallande':
        return -row.price;
      case 'flaskor':
        return row.capacity === null ? null : -row.capacity;
      case 'pris-per-flaska':
        return pricePerBottle(row.price, row.capacity);
      case 'prissankning':
        // Proven reductions only (src/pull/price-claims.ts), largest first; the rest keep feed order after them.
        return row.reduction === null ? null : -row.reduction;
      case 'totalkostnad':
        // Price plus ten years of electricity; products without a stated energy use come last.
        return tenYearCost(row.price, row.energy_kwh_year);
      case 'tystast':
        // The stated noise level, lowest first; products without one come last.
        return row.noise_db;
      default:
        return index;
    }
  };
  const keyed = indices.map((index) => ({ index, key: key(index) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    return a.key - b.key || a.index - b.index;
  });
  return keyed.map((entry) => entry.index);
}

/**
 * The results of a state, as the listing shows them: the passing rows in
 * the chosen order, grouped by fit when a niche is chosen ({@link fitGroups}).
 */
export function orderedResults(rows: readonly ListingRow[], state: ListingState, facets: ListingFacets): number[] {
  return fitGroups(rows, sortResults(rows, matchingRows(rows, state, facets), state.sort), state.niche).indices;
}

/** One group of a niche view: its kind, where it starts in the results and how many it holds. */
export interface FitGroup {
  readonly kind: (typeof FIT_GROUPS)[number];
  readonly start: number;
  readonly count: number;
}

/**
 * The results with a niche chosen (issue 21 §2, issue 35 §4), grouped in the
 * order of FIT_GROUPS: the products that fit by their maker's installation
 * size, then those whose outer size fits, the near misses, the free-standing
 * ones and those of unknown size, each group in the order given. Only
 * non-empty groups are returned; null without a niche.
 */
export function fitGroups(
  rows: readonly ListingRow[],
  indices: readonly number[],
  niche: Size | null,
): { readonly indices: number[]; readonly groups: readonly FitGroup[] | null } {
  if (niche === null) return { indices: [...indices], groups: null };
  const byKind = new Map<FitKind, number[]>(FIT_GROUPS.map((kind) => [kind, []]));
  for (const index of indices) {
    const row = rows[index];
    const kind = row === undefined ? 'unknown' : (fitOf(row, niche)?.kind ?? 'unknown');
    byKind.get(kind)?.push(index);
  }
  const ordered: number[] = [];
  const groups: FitGroup[] = [];
  for (const kind of FIT_GROUPS) {
    const members = byKind.get(kind) ?? [];
    if (members.length === 0) continue;
    groups.push({ kind, start: ordered.length, count: members.length });
    ordered.push(...members);
  }
  return { indices: ordered, groups };
}
