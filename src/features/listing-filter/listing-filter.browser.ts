/**
 * Filtering and sorting a listing (issue 12 §3), pure and shared by the
 * build (the form's options and counts in the static page) and the browser
 * (the same counts and the results after every change):
 *
 * - which filters a listing offers ({@link facetsOf}): brand and price
 *   always (spec §4/§5; brand not on a brand's own page), the product facts
 *   only where at least one product states them;
 * - the state of the form ({@link ListingState}) and whether a product
 *   passes it ({@link failedFacets});
 * - how many products each option would leave ({@link optionCounts}): the
 *   products that pass every other filter and that option;
 * - the order of the results ({@link sortResults}).
 *
 * The state's URL form is in ./listing-query.ts.
 */

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
import { ENERGY_CLASSES, type EnergyClass, INSTALLATION_TYPES, type Installation } from '../../shared/product-facts';
import { tenYearCost } from '../../shared/running-cost';
import { type PriceBounds, priceBounds } from './filter.browser';
import { fitFactsOf, type ListingRow } from './listing-data.browser';

export const SORT_KEYS = [
  '',
  'pris',
  'pris-fallande',
  'flaskor',
  'pris-per-flaska',
  'prissankning',
  'totalkostnad',
] as const;
/** '' is the recommended order: the feed's. */
export type SortKey = (typeof SORT_KEYS)[number];

/** At most this many "largest width/height/depth" options: more would not fit a select a buyer reads. */
export const MAX_SIZE_OPTIONS = 10;
/** Noise levels (dB) a "highest noise" option may name. */
export const NOISE_STEPS: readonly number[] = [25, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 55, 60];

export interface BrandOption {
  readonly value: string;
  readonly label: string;
}

/** The filters a listing offers and their options; an empty list or null means the filter is not shown. */
export interface ListingFacets {
  /** Brand options in Swedish order; null on a brand's own listing. */
  readonly brands: readonly BrandOption[] | null;
  readonly price: PriceBounds;
  /** Lowest and highest stated capacity; null when no product states one. */
  readonly bottles: PriceBounds | null;
  readonly zones: readonly number[];
  readonly installation: readonly Installation[];
  /** "Largest width" options (cm), each narrowing the listing differently. */
  readonly widths: readonly number[];
  /** "Largest height" options (cm). */
  readonly heights: readonly number[];
  /** "Largest depth" options (cm). */
  readonly depths: readonly number[];
  /** "Highest noise" options (dB). */
  readonly noise: readonly number[];
  /** Classes some product has, best first; option X means "X or better". */
  readonly energy: readonly EnergyClass[];
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

/** The filters of a listing, read from its products. `brandNames` labels the brand options; null leaves brand out. */
export function facetsOf(rows: readonly ListingRow[], brandNames: ReadonlyMap<string, string> | null): ListingFacets {
  const capacities = distinct(rows.map((row) => row.capacity));
  const inStock = rows.filter((row) => row.inStock).length;
  const brands =
    brandNames === null
      ? null
      : distinct(rows.map((row) => (row.brand === '' ? null : row.brand)))
          .map((slug) => ({ value: slug, label: brandNames.get(slug) ?? slug }))
          .sort((a, b) => a.label.localeCompare(b.label, 'sv-SE') || (a.value < b.value ? -1 : 1));
  const energies = new Set(distinct(rows.map((row) => row.energy)));
  const installations = new Set(distinct(rows.map((row) => row.installation)));
  return {
    brands,
    price: priceBounds(rows.map((row) => row.price)),
    bottles: capacities.length > 0 ? priceBounds(capacities) : null,
    zones: distinct(rows.map((row) => row.zones)).sort((a, b) => a - b),
    installation: INSTALLATION_TYPES.filter((type) => installations.has(type)),
    widths: sizeSteps(distinct(rows.map((row) => row.width))),
    heights: sizeSteps(distinct(rows.map((row) => row.height))),
    depths: sizeSteps(distinct(rows.map((row) => row.depth))),
    noise: narrowingSteps(distinct(rows.map((row) => row.noise)), NOISE_STEPS),
    energy: ENERGY_CLASSES.filter((energyClass) => energies.has(energyClass)),
    stock: inStock > 0 && inStock < rows.length,
    niche: rows.some((row) => {
      const needed = needsOf(row);
      return needed.width !== null && needed.height !== null && needed.depth !== null;
    }),
    // A sort needs products that state what it orders by.
    sorts: SORT_KEYS.filter(
      (key) =>
        ((key !== 'flaskor' && key !== 'pris-per-flaska') || capacities.length > 0) &&
        (key !== 'prissankning' || rows.some((row) => row.reduction !== null)) &&
        (key !== 'totalkostnad' || rows.some((row) => row.kwh !== null)),
    ),
  };
}

/** What the visitor chose. Ranges equal to the facet's bounds filter nothing. */
export interface ListingState {
  /** Brand slug, '' for all. */
  readonly brand: string;
  readonly price: PriceBounds;
  /** Null when the listing has no bottle filter. */
  readonly bottles: PriceBounds | null;
  readonly zones: number | null;
  readonly installation: Installation | null;
  readonly maxWidth: number | null;
  readonly maxHeight: number | null;
  readonly maxDepth: number | null;
  readonly maxNoise: number | null;
  /** This class or better. */
  readonly energy: EnergyClass | null;
  readonly inStock: boolean;
  /** The visitor's niche (issue 21 §2): products too big for it are left out, unknown sizes listed last. */
  readonly niche: Size | null;
  readonly sort: SortKey;
}

/** Nothing chosen: every product in feed order (spec §4: the full price range). */
export function defaultState(facets: ListingFacets): ListingState {
  return {
    brand: '',
    price: facets.price,
    bottles: facets.bottles,
    zones: null,
    installation: null,
    maxWidth: null,
    maxHeight: null,
    maxDepth: null,
    maxNoise: null,
    energy: null,
    inStock: false,
    niche: null,
    sort: '',
  };
}

const sameNiche = (a: Size | null, b: Size | null): boolean =>
  a === b || (a !== null && b !== null && a.width === b.width && a.height === b.height && a.depth === b.depth);

const sameRange = (a: PriceBounds | null, b: PriceBounds | null): boolean =>
  a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);

/** Whether any filter is set (the sort order aside). */
export function isFiltered(state: ListingState, facets: ListingFacets): boolean {
  return (
    state.brand !== '' ||
    !sameRange(state.price, facets.price) ||
    !sameRange(state.bottles, facets.bottles) ||
    state.zones !== null ||
    state.installation !== null ||
    state.maxWidth !== null ||
    state.maxHeight !== null ||
    state.maxDepth !== null ||
    state.maxNoise !== null ||
    state.energy !== null ||
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
    sameRange(a.bottles, b.bottles) &&
    a.zones === b.zones &&
    a.installation === b.installation &&
    a.maxWidth === b.maxWidth &&
    a.maxHeight === b.maxHeight &&
    a.maxDepth === b.maxDepth &&
    a.maxNoise === b.maxNoise &&
    a.energy === b.energy &&
    a.inStock === b.inStock &&
    sameNiche(a.niche, b.niche) &&
    a.sort === b.sort
  );
}

/** One bit per filter, for {@link failedFacets}. */
export const FACET = {
  brand: 1,
  price: 2,
  bottles: 4,
  zones: 8,
  installation: 16,
  width: 32,
  noise: 64,
  energy: 128,
  stock: 256,
  height: 512,
  depth: 1024,
  niche: 2048,
} as const;

/** What a listing row needs in each dimension, with the documented default clearance (src/shared/fit.ts). */
export function needsOf(row: ListingRow): Needs {
  return needs(fitFactsOf(row), DEFAULT_CLEARANCE);
}

/** Whether a row fits the niche, and why; null without a niche. */
export function fitOf(row: ListingRow, niche: Size | null): Fit | null {
  return niche === null ? null : fitIn(niche, fitFactsOf(row), DEFAULT_CLEARANCE);
}

const energyRank = (energyClass: EnergyClass): number => ENERGY_CLASSES.indexOf(energyClass);

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
  if (state.bottles !== null && !sameRange(state.bottles, facets.bottles)) {
    if (row.capacity === null || row.capacity < state.bottles.min || row.capacity > state.bottles.max) {
      failed |= FACET.bottles;
    }
  }
  if (state.zones !== null && row.zones !== state.zones) failed |= FACET.zones;
  if (state.installation !== null && row.installation !== state.installation) failed |= FACET.installation;
  if (state.maxWidth !== null && (row.width === null || row.width > state.maxWidth)) failed |= FACET.width;
  if (state.maxHeight !== null && (row.height === null || row.height > state.maxHeight)) failed |= FACET.height;
  if (state.maxDepth !== null && (row.depth === null || row.depth > state.maxDepth)) failed |= FACET.depth;
  if (state.maxNoise !== null && (row.noise === null || row.noise > state.maxNoise)) failed |= FACET.noise;
  if (state.energy !== null && (row.energy === null || energyRank(row.energy) > energyRank(state.energy))) {
    failed |= FACET.energy;
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
  /** Per option value; null is "any". */
  readonly zones: ReadonlyMap<number | null, number>;
  readonly installation: ReadonlyMap<Installation | null, number>;
  readonly width: ReadonlyMap<number | null, number>;
  readonly height: ReadonlyMap<number | null, number>;
  readonly depth: ReadonlyMap<number | null, number>;
  readonly noise: ReadonlyMap<number | null, number>;
  readonly energy: ReadonlyMap<EnergyClass | null, number>;
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
  const zones = new Map<number | null, number>();
  const installation = new Map<Installation | null, number>();
  const width = new Map<number | null, number>();
  const height = new Map<number | null, number>();
  const depth = new Map<number | null, number>();
  const noise = new Map<number | null, number>();
  const energy = new Map<EnergyClass | null, number>();
  // A product counts for an option of filter F when it fails no filter but, at most, F itself.
  const passesBut = (failed: number, facet: number): boolean => (failed & ~facet) === 0;
  for (const row of rows) {
    const failed = failedFacets(row, state, facets);
    if (failed === 0) total += 1;
    if (passesBut(failed, FACET.brand)) {
      add(brand, '');
      if (row.brand !== '') add(brand, row.brand);
    }
    if (passesBut(failed, FACET.zones)) {
      add(zones, null);
      if (row.zones !== null) add(zones, row.zones);
    }
    if (passesBut(failed, FACET.installation)) {
      add(installation, null);
      if (row.installation !== null) add(installation, row.installation);
    }
    if (passesBut(failed, FACET.width)) {
      add(width, null);
      for (const step of facets.widths) if (row.width !== null && row.width <= step) add(width, step);
    }
    if (passesBut(failed, FACET.height)) {
      add(height, null);
      for (const step of facets.heights) if (row.height !== null && row.height <= step) add(height, step);
    }
    if (passesBut(failed, FACET.depth)) {
      add(depth, null);
      for (const step of facets.depths) if (row.depth !== null && row.depth <= step) add(depth, step);
    }
    if (passesBut(failed, FACET.noise)) {
      add(noise, null);
      for (const step of facets.noise) if (row.noise !== null && row.noise <= step) add(noise, step);
    }
    if (passesBut(failed, FACET.energy)) {
      add(energy, null);
      if (row.energy !== null) {
        const rank = energyRank(row.energy);
        for (const option of facets.energy) if (energyRank(option) >= rank) add(energy, option);
      }
    }
    if (passesBut(failed, FACET.stock) && row.inStock) inStock += 1;
  }
  return { total, brand, zones, installation, width, height, depth, noise, energy, inStock };
}

/** Indices of the rows that pass, in feed order. */
export function matchingRows(rows: readonly ListingRow[], state: ListingState, facets: ListingFacets): number[] {
  const indices: number[] = [];
  for (const [index, row] of rows.entries()) if (failedFacets(row, state, facets) === 0) indices.push(index);
  return indices;
}

/**
 * The results in the chosen order; ties keep feed order, and products that
 * do not state what the order needs (bottles) come last.
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
        return tenYearCost(row.price, row.kwh);
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
