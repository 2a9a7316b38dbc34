import { describe, expect, it } from 'vitest';
import { parsePrice } from '../../src/pull/price';

describe('parsePrice', () => {
  it.each([
    ['1 299,00', 1299],
    ['1\u00a0299,00', 1299],
    ['1\u202f299,00', 1299],
    ['1299.00', 1299],
    ['1299,50', 1299.5],
    ['1.299,00', 1299],
    ['1,299.00', 1299],
    ['12 990 kr', 12990],
    ['12990:-', 12990],
    ['SEK 4 490', 4490],
    ['4490 SEK', 4490],
    ['12990', 12990],
    ['1.299', 1299],
    ['1.299.000', 1299000],
    ['0', 0],
    [' 349 ', 349],
    [349, 349],
  ] as const)('%j → %d', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([
    ['ring för pris'],
    [''],
    ['   '],
    ['-100'],
    ['12,99.000'],
    ['1,2,3'],
    ['12.9999'],
    ['abc123'],
    [null],
    [undefined],
    [Number.NaN],
    [-5],
  ] as const)('%j → null', (input) => {
    expect(parsePrice(input)).toBeNull();
  });
});
