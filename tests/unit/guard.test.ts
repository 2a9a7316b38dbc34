import { describe, expect, it } from 'vitest';
import { EXIT, PullError } from '../../scripts/lib/errors';
import { checkProductCount } from '../../scripts/lib/guard';
import type { PullReport } from '../../src/lib/schemas/report';

function report(
  kept: number,
  source: PullReport['source'] = { kind: 'supabase', detail: 'db.example.supabase.co' },
): PullReport {
  return {
    source,
    tables: { product_feed_static: { read: kept, kept, skipped: {} }, blog_posts: { read: 0, kept: 0, skipped: {} } },
    derived: { categories: 0, brands: 0, excluded_products: 0 },
    warnings: [],
  };
}
const strict = { allowDrop: false, allowEmpty: false };

describe('the product-count guard', () => {
  it.each([
    [1000, 700, false],
    [1000, 699, true],
    [1000, 1500, false],
    [10, 7, false],
    [10, 6, true],
  ])('%d → %d products fails: %s', (before, after, fails) => {
    const check = () => checkProductCount(report(before), report(after), strict);
    if (fails) expect(check).toThrowError(/fell from \d+ to \d+/);
    else expect(check).not.toThrow();
  });

  it('fails with the guard exit code', () => {
    try {
      checkProductCount(report(1000), report(10), strict);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PullError);
      expect((error as PullError).exitCode).toBe(EXIT.guard);
    }
  });

  it('lets --allow-drop through', () => {
    expect(() => checkProductCount(report(1000), report(10), { ...strict, allowDrop: true })).not.toThrow();
  });

  it('does not compare different sources', () => {
    expect(() =>
      checkProductCount(report(20000, { kind: 'synthetic', detail: '20000 products' }), report(300), strict),
    ).not.toThrow();
  });

  it('passes a first pull with no previous report', () => {
    expect(() => checkProductCount(null, report(3), strict)).not.toThrow();
  });

  it('refuses an empty catalogue unless allowed', () => {
    expect(() => checkProductCount(null, report(0), strict)).toThrowError(/no usable products/);
    expect(() => checkProductCount(null, report(0), { ...strict, allowEmpty: true })).not.toThrow();
  });
});
