/**
 * The category filter bar (spec §4, §5): brand (empty = all) and an
 * inclusive price range whose bounds are the lowest and highest price in the
 * category. Shared by the island and the tests, free of React and the DOM.
 */

export interface PriceBounds {
  readonly min: number;
  readonly max: number;
}

export interface FilterState {
  /** Brand slug, or '' for all brands. */
  readonly brand: string;
  readonly min: number;
  readonly max: number;
}

/** Before data the range is 0 to 1,000,000 (spec §4); here data is always there, so this is the empty-category case. */
export const DEFAULT_BOUNDS: PriceBounds = { min: 0, max: 1_000_000 };

export function priceBounds(prices: readonly number[]): PriceBounds {
  if (prices.length === 0) return DEFAULT_BOUNDS;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const price of prices) {
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return { min: Math.floor(min), max: Math.ceil(max) };
}

export function initialFilter(bounds: PriceBounds): FilterState {
  return { brand: '', min: bounds.min, max: bounds.max };
}

/** A number typed into a price field: non-numbers keep the previous value. */
export function parsePriceInput(value: string, previous: number): number {
  const number = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(number) ? previous : Math.round(number);
}

/** The minimum is capped at the current maximum and kept within the bounds. */
export function setMin(state: FilterState, value: number, bounds: PriceBounds): FilterState {
  return { ...state, min: Math.max(bounds.min, Math.min(value, state.max)) };
}

/** The maximum is floored at the current minimum and kept within the bounds. */
export function setMax(state: FilterState, value: number, bounds: PriceBounds): FilterState {
  return { ...state, max: Math.min(bounds.max, Math.max(value, state.min)) };
}

/** Passes when the brand matches (or none is chosen) and the price is within the range, inclusive. */
export function passesFilter(item: { brand: string; price: number }, state: FilterState): boolean {
  return (state.brand === '' || item.brand === state.brand) && item.price >= state.min && item.price <= state.max;
}

export function isFiltered(state: FilterState, bounds: PriceBounds): boolean {
  return state.brand !== '' || state.min !== bounds.min || state.max !== bounds.max;
}

/** What the filter bar's controls show in the page: the brand select's value and the two price fields' text. */
export interface ControlValues {
  readonly brand: string;
  readonly min: string;
  readonly max: string;
  /** The price field that has focus (the visitor may still be typing there), if any. */
  readonly focused?: 'min' | 'max' | null;
}

export interface AdoptedControls {
  readonly state: FilterState;
  readonly minText: string;
  readonly maxText: string;
}

/**
 * The filter a visitor set in the server-rendered controls before the island
 * had hydrated (it hydrates on the first sign of intent, so a quick choice
 * can come first). A known brand is taken over. A price field the visitor
 * has left is committed as leaving it would have (capped by the other end
 * and the bounds; min first, then max); the field that still has focus is
 * applied the way typing applies it (only a number within the range counts,
 * the text stays as typed until it is committed). `state` itself comes back
 * when the controls show nothing new.
 */
export function adoptControls(
  state: FilterState,
  controls: ControlValues,
  bounds: PriceBounds,
  brands: readonly string[],
): AdoptedControls {
  let next = state;
  if (controls.brand !== next.brand && (controls.brand === '' || brands.includes(controls.brand))) {
    next = { ...next, brand: controls.brand };
  }
  let minText = controls.min;
  let maxText = controls.max;
  if (controls.focused !== 'min') {
    next = setMin(next, parsePriceInput(controls.min, next.min), bounds);
    minText = String(next.min);
  }
  if (controls.focused !== 'max') {
    next = setMax(next, parsePriceInput(controls.max, next.max), bounds);
    maxText = String(next.max);
  }
  if (controls.focused === 'min') {
    const min = parsePriceInput(controls.min, Number.NaN);
    if (min >= bounds.min && min <= next.max) next = { ...next, min };
  }
  if (controls.focused === 'max') {
    const max = parsePriceInput(controls.max, Number.NaN);
    if (max <= bounds.max && max >= next.min) next = { ...next, max };
  }
  const same = next.brand === state.brand && next.min === state.min && next.max === state.max;
  return { state: same ? state : next, minText, maxText };
}
