import { describe, expect, it } from 'vitest';
import { pricePerBottle } from '../../src/shared/price-per-bottle';

describe('pricePerBottle (kr per flaskplats)', () => {
  it.each([
    // price, capacity, expected
    [12_990, 46, 282], // 282.39… → whole kronor
    [4_995, 18, 278], // 277.5 → rounds half up
    [39_900, 166, 240],
    [10_000, 1, 10_000],
    [0, 24, 0],
    [99, 12, 8.25], // under 10 kr keeps öre, never "0 kr"
    [5, 24, 0.21],
    [12_990, null, null],
    [12_990, 0, null],
    [12_990, -4, null],
    [12_990, Number.NaN, null],
    [Number.NaN, 24, null],
    [-100, 24, null],
    [Number.POSITIVE_INFINITY, 24, null],
  ])('%d kr / %j bottles → %j', (price, capacity, expected) => {
    expect(pricePerBottle(price, capacity)).toBe(expected);
  });
});
