import { describe, expect, it } from 'vitest';
import { CHART_DAYS, MAX_SHOP_LINES, priceChart } from '../../src/render/price-chart';

const AS_OF = '2026-11-23';
const daysAgo = (days: number) =>
  new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('priceChart: the last 180 days as steps', () => {
  it('draws a flat line for a steady price, from the start of the period to today', () => {
    const chart = priceChart([{ date: daysAgo(400), price: 1299 }], AS_OF, 1299);
    expect(chart?.path).toBe('M8,80H592');
    expect(chart?.from).toBe(daysAgo(CHART_DAYS - 1));
    expect(chart?.to).toBe(AS_OF);
    expect(chart?.yLabels).toEqual([{ y: 80, price: 1299 }]);
  });

  it('draws each change as a step: horizontal to the day, then vertical to the new price', () => {
    const chart = priceChart(
      [
        { date: daysAgo(100), price: 1000 },
        { date: daysAgo(10), price: 800 },
      ],
      AS_OF,
      800,
    );
    expect(chart?.path).toMatch(/^M[\d.]+,12H[\d.]+V136H592$/);
    expect(chart?.max).toBe(1000);
    expect(chart?.min).toBe(800);
    // The 30-day low is marked where it holds last: today, at the bottom (24 px above the foot: room for a date, issue 35 §8).
    expect(chart?.low).toEqual({ x: 592, y: 136, price: 800 });
  });

  it('marks a 30-day low that is not today’s price on its last day', () => {
    const chart = priceChart(
      [
        { date: daysAgo(100), price: 1000 },
        { date: daysAgo(20), price: 900 },
        { date: daysAgo(10), price: 1000 },
      ],
      AS_OF,
      900,
    );
    expect(chart?.low.price).toBe(900);
    expect(chart?.low.x).toBeLessThan(592);
    expect(chart?.low.y).toBe(136);
  });

  it('starts a product younger than the period on its first day', () => {
    const chart = priceChart([{ date: daysAgo(12), price: 1500 }], AS_OF, 1500);
    expect(chart?.from).toBe(daysAgo(12));
    expect(Number(chart?.path.match(/^M([\d.]+)/)?.[1])).toBeGreaterThan(500);
  });

  it('has no chart without a price in the period', () => {
    expect(priceChart([], AS_OF, 100)).toBeNull();
  });

  it('draws a thin line per shop on the lowest line’s scale, and none for one shop', () => {
    const shopA = [
      { date: daysAgo(100), price: 1200 },
      { date: daysAgo(10), price: 1000 },
    ];
    const shopB = [{ date: daysAgo(100), price: 1100 }];
    const lowest = [
      { date: daysAgo(100), price: 1100 },
      { date: daysAgo(10), price: 1000 },
    ];
    const chart = priceChart(lowest, AS_OF, 1000, [
      { label: 'A', changes: shopA },
      { label: 'B', changes: shopB },
    ]);
    // The scale spans every line: shop A's 1 200 kr is the top, though the lowest line never reaches it.
    expect(chart?.max).toBe(1200);
    expect(chart?.lines.map((line) => [line.label, line.style])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    expect(chart?.lines[0]?.path).toMatch(/^M[\d.]+,12H[\d.]+V136H592$/);
    expect(chart?.lines[1]?.path).toMatch(/^M[\d.]+,74H592$/);
    expect(chart?.path).toMatch(/^M[\d.]+,74H[\d.]+V136H592$/);
    expect(chart?.linesLeftOut).toBe(0);
    expect(priceChart(lowest, AS_OF, 1000)?.lines).toEqual([]);
  });

  it('starts a shop line at the period’s start with the price then in effect, and leaves out what came after today', () => {
    const chart = priceChart([{ date: daysAgo(50), price: 1000 }], AS_OF, 1000, [
      {
        label: 'A',
        changes: [
          { date: daysAgo(400), price: 1300 },
          { date: daysAgo(300), price: 1200 },
          { date: daysAgo(-5), price: 900 },
        ],
      },
      { label: 'B', changes: [{ date: daysAgo(-1), price: 800 }] },
    ]);
    // A's two changes before the period start it at 1 200 kr; B has nothing in the period and draws no line.
    expect(chart?.lines.map((line) => line.label)).toEqual(['A']);
    expect(chart?.lines[0]?.path).toMatch(/^M8,12H592$/);
    expect(chart?.max).toBe(1200);
  });

  it('draws at most a handful of shop lines and says how many it left out', () => {
    const shops = Array.from({ length: MAX_SHOP_LINES + 2 }, (_, i) => ({
      label: `S${i}`,
      changes: [{ date: daysAgo(50), price: 1000 + i }],
    }));
    const chart = priceChart([{ date: daysAgo(50), price: 1000 }], AS_OF, 1000, shops);
    expect(chart?.lines).toHaveLength(MAX_SHOP_LINES);
    expect(chart?.linesLeftOut).toBe(2);
  });
});

describe('priceChart: today’s price and the lowest point, labelled (issue 35 §8)', () => {
  it('marks today’s price at the line’s last point, its label above it, inside the chart', () => {
    const chart = priceChart(
      [
        { date: daysAgo(100), price: 1000 },
        { date: daysAgo(10), price: 800 },
      ],
      AS_OF,
      800,
    );
    // x in % of the width (the labels are drawn in px over a drawing stretched to any width), y in px.
    expect(chart?.today).toEqual({ x: 98.7, y: 136, price: 800, date: AS_OF, labelY: 129, anchor: 'end' });
  });

  it('puts today’s label below its point when the price is at the top, so it never leaves the chart', () => {
    const chart = priceChart(
      [
        { date: daysAgo(100), price: 800 },
        { date: daysAgo(10), price: 1000 },
      ],
      AS_OF,
      800,
    );
    expect(chart?.today.price).toBe(1000);
    expect(chart?.today.y).toBe(12);
    expect(chart?.today.labelY).toBe(29);
  });

  it('marks the lowest point on the last day of its lowest price, with its date below it', () => {
    // 700 kr from 120 to 90 days ago, below the 30-day low of 800 kr.
    const chart = priceChart(
      [
        { date: daysAgo(150), price: 1000 },
        { date: daysAgo(120), price: 700 },
        { date: daysAgo(90), price: 1000 },
        { date: daysAgo(10), price: 800 },
      ],
      AS_OF,
      800,
    );
    expect(chart?.lowest).toMatchObject({ price: 700, date: daysAgo(91), y: 136, labelY: 153, onLowDot: false });
    // Near the left edge the label starts at its point; in the middle it is centred on it.
    expect(chart?.lowest?.anchor).toBe('middle');
    expect(chart?.lowest?.x).toBeCloseTo(((8 + ((CHART_DAYS - 1 - 91) / (CHART_DAYS - 1)) * 584) / 600) * 100, 1);
    // The 30-day low is no longer the bottom of the scale.
    expect(chart?.low.y).toBeLessThan(136);
  });

  it('says the lowest point is today’s when the price is at its lowest now, where the 30-day low’s dot is', () => {
    const chart = priceChart(
      [
        { date: daysAgo(100), price: 1000 },
        { date: daysAgo(10), price: 800 },
      ],
      AS_OF,
      800,
    );
    expect(chart?.lowest).toMatchObject({ price: 800, date: AS_OF, anchor: 'end', onLowDot: true });
  });

  it('keeps the lowest point’s label inside the chart near the left edge', () => {
    const chart = priceChart(
      [
        { date: daysAgo(170), price: 500 },
        { date: daysAgo(160), price: 1000 },
      ],
      AS_OF,
      1000,
    );
    expect(chart?.lowest?.anchor).toBe('start');
    expect(chart?.lowest?.date).toBe(daysAgo(161));
  });

  it('has no lowest point for a price that never changed: nothing is lower', () => {
    const chart = priceChart([{ date: daysAgo(400), price: 1299 }], AS_OF, 1299);
    expect(chart?.lowest).toBeNull();
    expect(chart?.today.price).toBe(1299);
  });
});
