/** One way to compare SKUs everywhere (issue 19, defect 4). */
import { describe, expect, it } from 'vitest';
import { skuKey } from '../../src/shared/sku';

describe('skuKey', () => {
  it.each([
    ['P2-CASE', 'p2-case'],
    ['  AB-123x ', 'ab-123x'],
    // "é" written as e + combining accent and as one character are one SKU.
    ['CAFE\u0301-1', 'café-1'],
    ['café-1', 'café-1'],
  ])('%j → %j', (sku, key) => {
    expect(skuKey(sku)).toBe(key);
  });

  it('keeps SKUs apart that differ in more than case', () => {
    expect(skuKey('AB-123')).not.toBe(skuKey('AB123'));
  });
});
