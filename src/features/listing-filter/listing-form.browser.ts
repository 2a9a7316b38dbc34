/**
 * The filter form of a listing (src/features/listing-filter/ListingFilter.astro) as data,
 * pure and shared by the build and the island: option labels with their
 * counts, and how the form's controls change the state.
 *
 * The form is a real GET form with native controls, named after the query
 * parameters (./listing-query.ts), so it works without JavaScript. The island
 * reads the controls as the query the form would submit; only the range
 * fields are handled one at a time, because spec §5 caps the end being edited
 * by the other one (a minimum above the maximum becomes the maximum; a
 * maximum below the minimum becomes the minimum).
 */

import { listing } from '../../copy/listing';
import type { BrowserType } from '../../shared/fact-registry';
import { AXES } from '../../shared/fit';
import { type PriceBounds, parsePriceInput, setMax, setMin } from './filter.browser';
import {
  type FacetValue,
  type ListingFacets,
  type ListingState,
  OPTION_FACTS,
  type OptionCounts,
  RANGE_FACTS,
  typeOf,
} from './listing-filter.browser';
import {
  NICHE_FIELDS,
  paramOf,
  parseQuery,
  QUERY,
  queryValue,
  RANGES,
  type RangeName,
  rangeEnds,
  rangeField,
  rangeParam,
  STATE_KEYS,
} from './listing-query.browser';

export { factsFiltered } from './listing-filter.browser';
export { type RangeName, STATE_KEYS };

/** The text of an option: its label and how many products it would leave. */
export function optionText(label: string, count: number): string {
  return `${label} ${listing.optionCount(count)}`;
}

const NICHE_NAMES: ReadonlySet<string> = new Set(Object.values(NICHE_FIELDS));

/** Whether a control is one of the niche's three fields. */
export const isNicheField = (name: string): boolean => NICHE_NAMES.has(name);

export type RangeEnd = 'min' | 'max';

/** Which range field a control name is (`pris-min` → price, min), or null. */
export function rangeOf(name: string): { readonly range: RangeName; readonly end: RangeEnd } | null {
  for (const range of RANGES) {
    for (const end of ['min', 'max'] as const) {
      if (name === rangeField(rangeParam(range), end)) return { range, end };
    }
  }
  return null;
}

function boundsOf(facets: ListingFacets, range: RangeName): PriceBounds | null {
  return range === 'price' ? facets.price : facets.ranges[range];
}

/** A range of a state: the price's, or a fact's (null where the listing has no such filter). */
export function rangeIn(state: ListingState, range: RangeName): PriceBounds | null {
  return range === 'price' ? state.price : state.ranges[range];
}

/** A state with one range set. */
function withRange(state: ListingState, range: RangeName, bounds: PriceBounds): ListingState {
  return range === 'price' ? { ...state, price: bounds } : { ...state, ranges: { ...state.ranges, [range]: bounds } };
}

/**
 * A range field the visitor has left (or pressed Enter in): the typed value
 * applied with spec §5's capping, within the bounds; text that is not a
 * number keeps the previous value. The form shows the result afterwards.
 */
export function commitRange(
  state: ListingState,
  facets: ListingFacets,
  range: RangeName,
  end: RangeEnd,
  text: string,
): ListingState {
  const bounds = boundsOf(facets, range);
  const current = rangeIn(state, range);
  if (bounds === null || current === null) return state;
  const filter = { brand: '', ...current };
  const next =
    end === 'min'
      ? setMin(filter, parsePriceInput(text, current.min), bounds)
      : setMax(filter, parsePriceInput(text, current.max), bounds);
  return withRange(state, range, { min: next.min, max: next.max });
}

/**
 * A range field while the visitor types: a number within the bounds and on
 * the right side of the other end applies at once; anything else waits for
 * the field to be left (then {@link commitRange} caps it).
 */
export function typeRange(
  state: ListingState,
  facets: ListingFacets,
  range: RangeName,
  end: RangeEnd,
  text: string,
): ListingState {
  const bounds = boundsOf(facets, range);
  const current = rangeIn(state, range);
  if (bounds === null || current === null) return state;
  const value = parsePriceInput(text, Number.NaN);
  if (Number.isNaN(value)) return state;
  if (end === 'min' && value >= bounds.min && value <= current.max)
    return withRange(state, range, { ...current, min: value });
  if (end === 'max' && value <= bounds.max && value >= current.min)
    return withRange(state, range, { ...current, max: value });
  return state;
}

/**
 * The state the form's choices ask for (every control but the range fields,
 * which keep `state`'s values): `entries` are the form's entries as it would
 * submit them (FormData).
 */
export function choicesOf(
  entries: Iterable<readonly [string, string]>,
  state: ListingState,
  facets: ListingFacets,
): ListingState {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (rangeOf(name) === null) params.append(name, value);
  const chosen = parseQuery(params, facets);
  return { ...chosen, price: state.price, ranges: state.ranges };
}

/**
 * The query the page was opened with, with the controls the visitor changed
 * before the island was there (a choice made while it loaded wins over the
 * link's). `changed` names those controls; `entries` are the form's entries
 * as it would submit them (an unticked box has none, so unticking it removes
 * the link's value). A range given as `pris=a-b` is split into its two fields
 * first, so a changed end replaces only that end; a range the page would not
 * read (./listing-query.ts `rangeEnds`, `queryValue`) is dropped.
 */
export function queryWithChanges(
  search: string,
  changed: Iterable<string>,
  entries: Iterable<readonly [string, string]>,
): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of RANGES.map(rangeParam)) {
    const joined = queryValue(params, name);
    params.delete(name);
    const ends = joined === null ? null : rangeEnds(joined);
    if (ends === null) continue;
    const [min, max] = ends;
    if (min.trim() !== '' && !params.has(rangeField(name, 'min'))) params.set(rangeField(name, 'min'), min);
    if (max.trim() !== '' && !params.has(rangeField(name, 'max'))) params.set(rangeField(name, 'max'), max);
  }
  const names = new Set(changed);
  for (const name of names) params.delete(name);
  for (const [name, value] of entries) if (names.has(name)) params.append(name, value);
  return params;
}

/** An option as the form's controls hold it: a number or a choice as it is (the select's "C"), a flag 1 or 0. */
export const formValue = (value: FacetValue): string =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/** What each control of the form shows for a state, by control name (a box is ticked when its value is given). */
export function formValuesOf(state: ListingState): ReadonlyMap<string, string> {
  const values = new Map<string, string>([
    [QUERY.brand, state.brand],
    [rangeField(QUERY.price, 'min'), String(state.price.min)],
    [rangeField(QUERY.price, 'max'), String(state.price.max)],
    ...OPTION_FACTS.map((key): [string, string] => {
      const option = state.chosen[key];
      return [paramOf(key), option === null ? '' : formValue(option)];
    }),
    [QUERY.inStock, state.inStock ? '1' : ''],
    [QUERY.sort, state.sort],
    ...AXES.map((axis): [string, string] => [
      NICHE_FIELDS[axis],
      // A number field's value takes a decimal point.
      state.niche === null ? '' : String(state.niche[axis]),
    ]),
  ]);
  for (const key of RANGE_FACTS) {
    const range = state.ranges[key];
    if (range === null) continue;
    values.set(rangeField(paramOf(key), 'min'), String(range.min));
    values.set(rangeField(paramOf(key), 'max'), String(range.max));
  }
  return values;
}

/**
 * Which of a group of choices (a radio group's buttons or a select's options,
 * by value, in order) shows `value`: the one with that value, else the "any"
 * choice (value ''), which is what the page reads a value it does not offer
 * as; -1 when there is neither. The form is written choice by choice with
 * this instead of through `RadioNodeList.value`, which Chromium leaves
 * unchanged for '' (so "Alla" could not be chosen again after back), and
 * which, like `select.value`, leaves nothing or the old choice shown for a
 * value it does not find.
 */
export function choiceIndex(values: readonly string[], value: string): number {
  const exact = values.indexOf(value);
  return exact === -1 ? values.indexOf('') : exact;
}

/** An option of a fact from its control's value ({@link formValue}). */
export function optionOfControl(type: BrowserType, value: string): FacetValue {
  if (type.kind === 'flag') return value === '1';
  return type.kind === 'choice' ? value : Number(value);
}

/** The count an option of the form shows, by control name and option value; null for controls without counts. */
export function countFor(name: string, value: string, counts: OptionCounts): number | null {
  if (name === QUERY.brand) return counts.brand.get(value) ?? 0;
  if (name === QUERY.inStock) return counts.inStock;
  const key = OPTION_FACTS.find((fact) => paramOf(fact) === name);
  if (key === undefined) return null;
  return counts.options[key].get(value === '' ? null : optionOfControl(typeOf(key), value)) ?? 0;
}
