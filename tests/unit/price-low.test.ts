import { describe, expect, it } from 'vitest';
import type { PriceChange } from '../../src/pull/price-claims';
import { LOW_NOTE_DAYS, LOW_NOTE_MIN_DAYS, lowNote } from '../../src/pull/price-low';

const AS_OF = '2026-11-23';

/** YYYY-MM-DD `days` before AS_OF. */
function daysAgo(days: number): string {
  return new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A history from [days ago, price, days ago it left the feed?] steps. */
function history(...steps: readonly (readonly [number, number, number?])[]): PriceChange[] {
  return steps.map(([ago, price, leftAgo]) => ({
    date: daysAgo(ago),
    price,
    inStock: true,
    ...(leftAgo === undefined ? {} : { until: daysAgo(leftAgo) }),
  }));
}

describe('lowNote: "Lägsta priset på 90 dagar" only where the offer\'s own history proves it', () => {
  it("compares the 90 days before the prices' day, and needs 60 of them", () => {
    expect([LOW_NOTE_DAYS, LOW_NOTE_MIN_DAYS]).toEqual([90, 60]);
  });

  it.each([
    {
      case: 'a steady price for 200 days, free shipping: equal to every day is "at or below"',
      history: history([200, 1299]),
      total: 1299,
      expected: { holds: true },
    },
    {
      case: 'exactly 60 days of history before today: enough',
      history: history([60, 1299]),
      total: 1299,
      expected: { holds: true },
    },
    {
      case: '59 days of history before today: too few, however low the price',
      history: history([59, 1299]),
      total: 999,
      expected: { holds: false, because: 'too-few-days' },
    },
    {
      case: 'a cut today below every earlier day',
      history: history([120, 1500], [0, 1200]),
      total: 1200,
      expected: { holds: true },
    },
    {
      case: 'one day in the window one krona below today: no note',
      history: history([120, 1300], [40, 1298], [39, 1300]),
      total: 1299,
      expected: { holds: false, because: 'higher' },
    },
    {
      case: 'equal to the lowest day of the window: the note holds',
      history: history([120, 1300], [40, 1299], [39, 1300]),
      total: 1299,
      expected: { holds: true },
    },
    {
      case: 'a lower price 91 days ago lies outside the window',
      history: history([150, 900], [91, 1299]),
      total: 1299,
      expected: { holds: true },
    },
    {
      case: 'a lower price starting 91 days ago still held 90 days ago: inside the window',
      history: history([150, 1299], [91, 900], [89, 1299]),
      total: 1299,
      expected: { holds: false, because: 'higher' },
    },
    {
      case: 'the shipping pushes the total above a day that only had the price',
      history: history([200, 1299]),
      total: 1299 + 49,
      expected: { holds: false, because: 'higher' },
    },
    {
      case: 'the shipping is covered by a cut larger than it',
      history: history([200, 1399], [0, 1299]),
      total: 1299 + 49,
      expected: { holds: true },
    },
    {
      case: 'out of the feed for 31 of the 90 days: 59 days with a price are too few',
      history: history([100, 1299, 50], [19, 1299]),
      total: 1299,
      expected: { holds: false, because: 'too-few-days' },
    },
    {
      case: 'out of the feed for 30 of the 90 days: 60 days with a price are enough',
      history: history([100, 1299, 50], [20, 1299]),
      total: 1299,
      expected: { holds: true },
    },
    {
      case: "changes after the prices' day are not read",
      history: [...history([200, 1299]), { date: '2026-11-30', price: 10, inStock: true }],
      total: 1299,
      expected: { holds: true },
    },
    {
      case: 'a history given out of order is read in order',
      history: history([10, 1299], [200, 1500]),
      total: 1299,
      expected: { holds: true },
    },
  ])('$case', ({ history: changes, total, expected }) => {
    expect(lowNote(changes, total, AS_OF)).toEqual(expected);
  });

  it('never with an unknown shipping, even at the lowest price', () => {
    expect(lowNote(history([200, 1299], [0, 999]), null, AS_OF)).toEqual({ holds: false, because: 'unknown-shipping' });
  });

  it('never without history', () => {
    expect(lowNote(undefined, 1299, AS_OF)).toEqual({ holds: false, because: 'no-history' });
    expect(lowNote([], 1299, AS_OF)).toEqual({ holds: false, because: 'no-history' });
    expect(lowNote(history([200, 1299]), 1299, null)).toEqual({ holds: false, because: 'no-history' });
    // Only a change of today: no earlier day to compare with.
    expect(lowNote(history([0, 1299]), 1299, AS_OF)).toEqual({ holds: false, because: 'no-history' });
  });
});
