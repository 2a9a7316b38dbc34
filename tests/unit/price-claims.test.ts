import { describe, expect, it } from 'vitest';
import { type PriceChange, priceClaims } from '../../src/pull/price-claims';

const AS_OF = '2026-11-23';

/** YYYY-MM-DD `days` before AS_OF. */
function daysAgo(days: number): string {
  return new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A history from [days ago, price, in stock?] steps. */
function history(...steps: readonly (readonly [number, number, boolean?])[]): PriceChange[] {
  return steps.map(([ago, price, inStock = true]) => ({ date: daysAgo(ago), price, inStock }));
}

describe('priceClaims: a reduction only when the history proves it (prisinformationslagen 7 a §)', () => {
  it.each([
    {
      case: 'a steady price: no reduction, the 30-day low is the price',
      history: history([200, 1299]),
      current: 1299,
      lowest30: 1299,
      reduction: null,
      because: 'not-lower',
    },
    {
      case: 'a real reduction after 90 days at the higher price: reference and percent from that price',
      history: history([100, 1000], [10, 800]),
      current: 800,
      lowest30: 800,
      reduction: { reference: 1000, percent: 20, since: daysAgo(10) },
      because: null,
    },
    {
      case: 'under 30 days observed before the cut: no reduction, however large',
      history: history([35, 1000], [10, 500]),
      current: 500,
      lowest30: 500,
      reduction: null,
      because: 'under-30-days',
    },
    {
      case: 'a gradual reduction: the reference is the lowest price of the 30 days before the latest cut',
      history: history([120, 1000], [20, 900], [10, 800]),
      current: 800,
      lowest30: 800,
      reduction: { reference: 900, percent: 11, since: daysAgo(10) },
      because: null,
    },
    {
      case: 'a price that changed inside the reference window: the lowest of the window counts',
      history: history([120, 1200], [35, 1000], [20, 1100], [5, 900]),
      current: 900,
      lowest30: 900,
      reduction: { reference: 1000, percent: 10, since: daysAgo(5) },
      because: null,
    },
    {
      case: 'a price that rose: no reduction',
      history: history([100, 800], [10, 1000]),
      current: 1000,
      lowest30: 800,
      reduction: null,
      because: 'not-lower',
    },
    {
      case: 'a fake sale (the feed claims a higher original price nobody charged): no reduction',
      history: history([150, 799]),
      current: 799,
      lowest30: 799,
      reduction: null,
      because: 'not-lower',
    },
    {
      case: 'a lower price while out of stock in the 30 days still counts (the site claims less, never more)',
      history: history([100, 1000], [30, 850, false], [20, 1000], [5, 900]),
      current: 900,
      lowest30: 850,
      reduction: null,
      because: 'not-lower',
    },
    {
      case: 'a stock change at the same price does not move the day the price took effect',
      history: history([100, 1000], [40, 800], [20, 800, false], [10, 800]),
      current: 800,
      lowest30: 800,
      reduction: { reference: 1000, percent: 20, since: daysAgo(40) },
      because: null,
    },
    {
      case: 'a new product with under 30 days of history: no reduction',
      history: history([12, 2000], [3, 1500]),
      current: 1500,
      lowest30: 1500,
      reduction: null,
      because: 'under-30-days',
    },
    {
      case: 'no history at all: the 30-day low is today’s price, no reduction',
      history: [],
      current: 499,
      lowest30: 499,
      reduction: null,
      because: 'no-history',
    },
    {
      case: 'the feed changed today and the history has not caught up: today counts as the change',
      history: history([90, 1000]),
      current: 700,
      lowest30: 700,
      reduction: { reference: 1000, percent: 30, since: AS_OF },
      because: null,
    },
    {
      case: 'a cut of under one percent is not announced',
      history: history([90, 1000], [5, 995]),
      current: 995,
      lowest30: 995,
      reduction: null,
      because: 'not-lower',
    },
    {
      case: 'the percentage is rounded down, never overstated',
      history: history([90, 300], [5, 199]),
      current: 199,
      lowest30: 199,
      reduction: { reference: 300, percent: 33, since: daysAgo(5) },
      because: null,
    },
  ])('$case', ({ history: changes, current, lowest30, reduction, because }) => {
    const claims = priceClaims(changes, current, AS_OF);
    expect(claims.lowest30).toBe(lowest30);
    expect(claims.reduction).toEqual(reduction);
    expect(claims.noReductionBecause).toBe(because);
  });

  it('needs all 30 days before the cut observed: a spell out of the feed leaves no proven low', () => {
    const changes: PriceChange[] = [
      { date: daysAgo(100), price: 1000, inStock: true, until: daysAgo(30) },
      { date: daysAgo(20), price: 1000, inStock: true },
      { date: daysAgo(5), price: 800, inStock: true },
    ];
    expect(priceClaims(changes, 800, AS_OF)).toMatchObject({ reduction: null, noReductionBecause: 'under-30-days' });
    // Back in the feed 40 days before the cut: proven again.
    const back: PriceChange[] = [
      { date: daysAgo(100), price: 1000, inStock: true, until: daysAgo(60) },
      { date: daysAgo(50), price: 1000, inStock: true },
      { date: daysAgo(5), price: 800, inStock: true },
    ];
    expect(priceClaims(back, 800, AS_OF).reduction).toEqual({ reference: 1000, percent: 20, since: daysAgo(5) });
  });

  it('ignores history after the as-of day (the output depends on the data, not on when it is built)', () => {
    const claims = priceClaims(
      [...history([100, 1000], [10, 800]), { date: '2027-01-01', price: 100, inStock: true }],
      800,
      AS_OF,
    );
    expect(claims.reduction?.reference).toBe(1000);
  });
});
