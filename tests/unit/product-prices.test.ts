/**
 * Issue 13 over the embedded sample: every case of the sample price history
 * (data/sample/README.md) ends in the price claims the law allows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleHistory } from '../../scripts/lib/sample-history';
import type { Product } from '../../src/dataset/schemas/product';
import { type Dataset, runPipeline } from '../../src/pull/pipeline';
import { DEFAULT_SAMPLE_DIR, readSampleRows } from '../../src/pull/source-sample';

let dataset: Dataset;
let cases: Map<string, string[]>;

beforeAll(async () => {
  const rows = await readSampleRows(DEFAULT_SAMPLE_DIR);
  dataset = runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'sample', detail: 'test' } });
  cases = sampleHistory(rows.feedRows as never).cases as Map<string, string[]>;
});

function productsOf(kind: string): Product[] {
  const skus = new Set(cases.get(kind) ?? []);
  const products = dataset.products.filter((p) => skus.has(p.sku));
  expect(products.length, kind).toBeGreaterThan(0);
  return products;
}

describe('price claims of the sample products', () => {
  it('are as of the newest day of the history, not the clock', () => {
    expect(dataset.prices.as_of).toBe('2026-11-23');
  });

  it.each(['real-reduction', 'quiet-reduction', 'gradual-reduction'])(
    '%s: a proven reduction below the reference',
    (kind) => {
      for (const product of productsOf(kind)) {
        expect(product.price_reduction, product.sku).not.toBeNull();
        const reduction = product.price_reduction as NonNullable<Product['price_reduction']>;
        expect(reduction.reference).toBeGreaterThan(product.price);
        expect(reduction.percent).toBe(Math.floor(((reduction.reference - product.price) / reduction.reference) * 100));
      }
    },
  );

  it('gradual-reduction: the reference is the step before today, not the feed’s OriginalPrice', () => {
    for (const product of productsOf('gradual-reduction')) {
      expect(product.price_reduction?.reference, product.sku).toBeLessThan(
        product.regular_price ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it.each(['steady', 'fake-sale', 'late-claim', 'hike-then-sale', 'cut-too-soon', 'new'])(
    '%s: no reduction at all',
    (kind) => {
      for (const product of productsOf(kind)) expect(product.price_reduction, product.sku).toBeNull();
    },
  );

  it('gives every product with history its 30-day low and chart points ending at today’s price', () => {
    const withHistory = dataset.products.filter((p) => p.price_history.length > 0);
    expect(withHistory.length).toBeGreaterThan(250);
    for (const product of withHistory) {
      expect(product.lowest_price_30d, product.sku).not.toBeNull();
      expect(product.lowest_price_30d).toBeLessThanOrEqual(product.price);
      expect(product.price_history.at(-1)?.[1], product.sku).toBe(product.price);
    }
  });
});
