/**
 * A listing's state in the URL query (issue 12 §3), so a view can be shared,
 * bookmarked and moved through with back and forward:
 *
 *   ?marke=cavin&pris=2000-9000&flaskor=20-60&zoner=2&installation=inbyggbar
 *    &bredd=60&ljud=40&energiklass=c&lager=1&nisch=60x85x57&sortera=pris
 *
 * The product facts' parameters are their registry rows' (src/shared/fact-registry.ts).
 * Ranges are `min-max`, either end may be left out (`flaskor=20-`). The
 * filter form submitted without JavaScript names the range ends separately
 * (`pris-min`, `pris-max`), and the niche's three dimensions separately
 * (`nisch-bredd`, `nisch-hojd`, `nisch-djup`); those are read too, and the
 * page rewrites them to the form above. Every value is checked against what the listing offers:
 * anything else is ignored, never an error. Parameters the listing does not
 * know (utm_source…) are kept as they are.
 *
 * The query is anyone's to write (a shared link) and is read at page load,
 * so reading it must take time linear in its length (issue 19 §9): values
 * longer than {@link MAX_QUERY_VALUE} are ignored before any parsing, and no
 * pattern here can backtrack over its input more than once.
 */
import { byKey } from '../../client/facts';
import type { BrowserType, FacetKey } from '../../shared/fact-registry';
import { AXES, type Axis, formatNiche, parseNiche, type Size } from '../../shared/fit';
import { type PriceBounds, setMax, setMin } from './filter.browser';
import {
  defaultState,
  type FacetValue,
  FILTERED_FACTS,
  facetOf,
  type ListingFacets,
  type ListingState,
  OPTION_FACTS,
  type OptionKey,
  RANGE_FACTS,
  type RangeKey,
  SORT_KEYS,
  type SortKey,
  typeOf,
} from './listing-filter.browser';

/**
 * The query parameters of a listing that are no product fact; also the
 * names of the form's controls. A fact's is its registry row's
 * ({@link paramOf}), and stands after the price's.
 */
export const QUERY = {
  brand: 'marke',
  price: 'pris',
  inStock: 'lager',
  niche: 'nisch',
  sort: 'sortera',
} as const;

/** A filtered fact's query parameter and control name (its registry row's: "flaskor", "bredd"). */
export const paramOf = (key: FacetKey): string => facetOf(key).param;

/** Every parameter of a listing's state, in the order of its query. */
export const PARAMS: readonly string[] = [
  QUERY.brand,
  QUERY.price,
  ...FILTERED_FACTS.map(paramOf),
  QUERY.inStock,
  QUERY.niche,
  QUERY.sort,
];

/** The ranges of the form: the price, and the facts filtered by a range (bottles). */
export type RangeName = 'price' | RangeKey;
export const RANGES: readonly RangeName[] = ['price', ...RANGE_FACTS];
/** A range's parameter: `pris`, `flaskor`. */
export const rangeParam = (range: RangeName): string => (range === 'price' ? QUERY.price : paramOf(range));

/** The form's three niche fields, by dimension: `nisch-bredd`… */
export const NICHE_FIELDS: Readonly<Record<Axis, string>> = {
  width: `${QUERY.niche}-bredd`,
  height: `${QUERY.niche}-hojd`,
  depth: `${QUERY.niche}-djup`,
};

/** Names of the two fields of a range in the form: `pris-min`, `pris-max`. */
export const rangeField = (name: string, end: 'min' | 'max'): string => `${name}-${end}`;

/** The parameters of a listing's state and of its form's fields, in this order. */
export const STATE_KEYS: readonly string[] = [
  ...PARAMS,
  ...RANGES.map(rangeParam).flatMap((name) => [rangeField(name, 'min'), rangeField(name, 'max')]),
  ...Object.values(NICHE_FIELDS),
];

const OWN_KEYS: ReadonlySet<string> = new Set(STATE_KEYS);

/**
 * Longest value read from the query. The listing writes far shorter ones (a
 * brand slug is at most 100 characters, a range a few dozen); a longer value
 * is ignored like any other value the listing does not offer, before it is
 * parsed.
 */
export const MAX_QUERY_VALUE = 200;

/** A parameter's value, or null when it is absent or longer than {@link MAX_QUERY_VALUE}. */
export function queryValue(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value !== null && value.length <= MAX_QUERY_VALUE ? value : null;
}

/** One end of a range as it may be written: digits, spaces, commas and points only (one quantifier: linear). */
const RANGE_END = /^[\d\s,.]*$/;

/**
 * The two ends of a range written `min-max`, split on its one dash, or null
 * when there is not exactly one dash or an end holds anything but digits,
 * spaces, commas and points. The ends are returned as written (their spaces
 * are dropped by {@link wholeNumber}). A scan and a split, not one pattern
 * for the whole: `^\s*([\d\s,.]*)\s*-\s*([\d\s,.]*)\s*$` (the previous
 * form) backtracks catastrophically, because its adjacent quantifiers all
 * match spaces: 130 spaces, a dash, 130 spaces and a letter took 4 s.
 */
export function rangeEnds(text: string): readonly [string, string] | null {
  const dash = text.indexOf('-');
  if (dash === -1 || text.includes('-', dash + 1)) return null;
  const min = text.slice(0, dash);
  const max = text.slice(dash + 1);
  return RANGE_END.test(min) && RANGE_END.test(max) ? [min, max] : null;
}

/** A whole number as typed (spaces and a decimal comma allowed), or null. */
function wholeNumber(text: string | null): number | null {
  if (text === null) return null;
  const trimmed = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed));
}

/**
 * A range from `min-max` (or the two separate fields), within the bounds,
 * the minimum capped at the maximum (spec §5).
 */
function parseRange(params: URLSearchParams, name: string, bounds: PriceBounds): PriceBounds {
  let min: number | null = wholeNumber(queryValue(params, rangeField(name, 'min')));
  let max: number | null = wholeNumber(queryValue(params, rangeField(name, 'max')));
  const joined = queryValue(params, name);
  const ends = joined === null ? null : rangeEnds(joined);
  if (ends !== null) {
    min = wholeNumber(ends[0]) ?? min;
    max = wholeNumber(ends[1]) ?? max;
  }
  let range = { brand: '', min: bounds.min, max: bounds.max };
  if (max !== null) range = setMax(range, max, bounds);
  if (min !== null) range = setMin(range, min, bounds);
  return { min: range.min, max: range.max };
}

function oneOf<T>(value: string | null, options: readonly T[], read: (text: string) => T | null): T | null {
  if (value === null) return null;
  const parsed = read(value.trim());
  return parsed !== null && options.includes(parsed) ? parsed : null;
}

const toNumber = (text: string): number | null => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : null);

/**
 * An option as the query writes it: a choice in lower case ("energiklass=c"),
 * a flag 1 or 0, a number as it is.
 */
export function optionText(value: FacetValue): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'string' ? value.toLowerCase() : String(value);
}

/** An option of a fact of this value type from the query ({@link optionText}, a choice in any case), or null. */
export function optionOf(type: BrowserType, text: string): FacetValue | null {
  if (type.kind === 'choice') return type.values.find((value) => value.toLowerCase() === text.toLowerCase()) ?? null;
  if (type.kind === 'flag') return text === '1' ? true : text === '0' ? false : null;
  return toNumber(text);
}

/**
 * The niche asked for: `nisch=BxHxD`, else the form's three fields when all
 * three are given; null when there is none or it is not a niche
 * (src/shared/fit.ts `parseNiche`: three sizes of 10–300 cm).
 */
function parseNicheQuery(params: URLSearchParams): Size | null {
  const joined = parseNiche(queryValue(params, QUERY.niche));
  if (joined !== null) return joined;
  const parts = AXES.map((axis) => queryValue(params, NICHE_FIELDS[axis]) ?? '');
  return parts.some((part) => part.trim() === '') ? null : parseNiche(parts.join('x'));
}

/** The state a query asks for, within what the listing offers. */
export function parseQuery(search: string | URLSearchParams, facets: ListingFacets): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state = defaultState(facets);
  const value = (key: string): string | null => queryValue(params, key);
  const brand = value(QUERY.brand);
  const sort = oneOf(value(QUERY.sort), SORT_KEYS, (text) => text as SortKey);
  return {
    ...state,
    brand: facets.brands?.some((option) => option.value === brand) ? (brand as string) : '',
    price: parseRange(params, QUERY.price, facets.price),
    ranges: byKey(RANGE_FACTS, (key) => {
      const bounds = facets.ranges[key];
      return bounds === null ? null : parseRange(params, paramOf(key), bounds);
    }),
    chosen: byKey(OPTION_FACTS, (key) =>
      oneOf(value(paramOf(key)), facets.options[key], (text) => optionOf(typeOf(key), text)),
    ),
    inStock: facets.stock && value(QUERY.inStock) === '1',
    niche: facets.niche ? parseNicheQuery(params) : null,
    sort: sort !== null && facets.sorts.includes(sort) ? sort : '',
  };
}

function rangeValue(range: PriceBounds | null, bounds: PriceBounds | null): string | null {
  if (range === null || bounds === null || (range.min === bounds.min && range.max === bounds.max)) return null;
  return `${range.min === bounds.min ? '' : range.min}-${range.max === bounds.max ? '' : range.max}`;
}

/**
 * The query of a state: only what differs from the default, in a fixed
 * order, values that need no escaping left readable (`flaskor=20-60`).
 * Parameters of `keep` that are not the listing's stay, after the listing's.
 */
export function queryOf(state: ListingState, facets: ListingFacets, keep = ''): string {
  const fact = (key: FacetKey): string | null => {
    if (facetOf(key).kind === 'range') {
      const range = key as RangeKey;
      return rangeValue(state.ranges[range], facets.ranges[range]);
    }
    const option = state.chosen[key as OptionKey];
    return option === null ? null : optionText(option);
  };
  const pairs: [string, string | null][] = [
    [QUERY.brand, state.brand || null],
    [QUERY.price, rangeValue(state.price, facets.price)],
    ...FILTERED_FACTS.map((key): [string, string | null] => [paramOf(key), fact(key)]),
    [QUERY.inStock, state.inStock ? '1' : null],
    [QUERY.niche, state.niche === null ? null : formatNiche(state.niche)],
    [QUERY.sort, state.sort || null],
  ];
  const own = pairs
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);
  const others = [...new URLSearchParams(keep)]
    .filter(([key]) => !OWN_KEYS.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const query = [...own, ...others].join('&');
  return query === '' ? '' : `?${query}`;
}
