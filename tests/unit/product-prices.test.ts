/**
 * Issue 13 over the embedded sample: every case of the sample price history
 * (data/sample/README.md) ends in the price claims the law allows, per
 * offer: each shop's offer has a history of its own (issue 20).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleHistory } from '../../scripts/lib/sample-history';
import type { Offer } from '../../src/dataset/schemas/product';
import { type Dataset, runPipeline } from '../../src/pull/pipeline';
import { parsePrice } from '../../src/pull/price';
import { offerKey } from '../../src/pull/product-prices';
import { DEFAULT_SAMPLE_DIR, readSampleRows } from '../../src/pull/source-sample';

let dataset: Dataset;
let cases: Map<string, string[]>;
/** The feed's OriginalPrice per row id. */
let claimed: Map<number, number | null>;

beforeAll(async () => {
  const rows = await readSampleRows(DEFAULT_SAMPLE_DIR);
  dataset = runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'sample', detail: 'test' } });
  cases = new Map(
    [...sampleHistory(rows.feedRows as never).cases].map(([kind, offers]) => [
      kind,
      offers.map(({ shop, sku }) => offerKey(shop, sku)),
    ]),
  );
  const feed = [...(rows.feedRows as { id: number; SKU: string | null; OriginalPrice: string | null }[])].sort(
    (a, b) => a.id - b.id,
  );
  claimed = new Map(feed.map((row) => [row.id, parsePrice(row.OriginalPrice)]));
});

/**
 * The offers whose history tells `kind`: a price history is recorded per
 * offer (shop and SKU), and so are its claims (issue 20).
 */
function offersOf(kind: string): Offer[] {
  const keys = new Set(cases.get(kind) ?? []);
  const offers = dataset.products.flatMap((p) => p.offers).filter((offer) => keys.has(offerKey(offer.shop, offer.sku)));
  expect(offers.length, kind).toBeGreaterThan(0);
  return offers;
}

describe('price claims of the sample offers', () => {
  it('are as of the newest day of the history, not the clock', () => {
    expect(dataset.prices.as_of).toBe('2026-11-23');
  });

  it.each(['real-reduction', 'quiet-reduction', 'gradual-reduction'])(
    '%s: a proven reduction below the reference',
    (kind) => {
      for (const offer of offersOf(kind)) {
        expect(offer.price_reduction, offer.sku).not.toBeNull();
        const reduction = offer.price_reduction as NonNullable<Offer['price_reduction']>;
        expect(reduction.reference).toBeGreaterThan(offer.price);
        expect(reduction.percent).toBe(Math.floor(((reduction.reference - offer.price) / reduction.reference) * 100));
      }
    },
  );

  it('gradual-reduction: the reference is the step before today, not the feed’s OriginalPrice', () => {
    for (const offer of offersOf('gradual-reduction')) {
      expect(offer.price_reduction?.reference, offer.sku).toBeLessThan(
        claimed.get(offer.source_row) ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it.each(['steady', 'fake-sale', 'late-claim', 'hike-then-sale', 'cut-too-soon', 'new'])(
    '%s: no reduction at all',
    (kind) => {
      for (const offer of offersOf(kind)) expect(offer.price_reduction, offer.sku).toBeNull();
    },
  );

  it('a product shows the price and reduction of its first offer only, and only what that offer proves (issue 35)', () => {
    let shown = 0;
    for (const product of dataset.products) {
      const [first] = product.offers;
      expect(product.price, product.id).toBe(first?.price);
      expect(product.price_reduction, product.id).toEqual(first?.price_reduction);
      if (product.price_reduction !== null) shown += 1;
    }
    expect(shown).toBeGreaterThan(20);
  });

  it('gives every product with history its 30-day low and chart points ending at today’s lowest price across shops', () => {
    const withHistory = dataset.products.filter((p) => p.price_history.length > 0);
    expect(withHistory.length).toBeGreaterThan(250);
    for (const product of withHistory) {
      expect(product.lowest_price_30d, product.sku).not.toBeNull();
      expect(product.lowest_price_30d).toBeLessThanOrEqual(product.lowest_price);
      expect(product.price_history.at(-1)?.[1], product.sku).toBe(product.lowest_price);
    }
  });
});
