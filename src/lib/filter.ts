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
