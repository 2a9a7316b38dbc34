/**
 * The price range of the category filter (spec §4, §5): bounds are the
 * lowest and highest price of the listing; the minimum is capped at the
 * maximum and the maximum floored at the minimum. The listing filter
 * (./listing-filter.ts, ./listing-form.ts) uses these rules for its price
 * and bottle ranges. Free of React and the DOM.
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
