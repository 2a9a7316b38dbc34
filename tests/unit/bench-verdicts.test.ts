/**
 * The two speed goals that live in `npm run bench` rather than in tests
 * (issue 34): how each verdict is read from the measurements.
 */
import { describe, expect, it } from 'vitest';
import type { FirstTap } from '../../scripts/lib/first-tap';
import { firstTapReport } from '../../scripts/lib/first-tap-bench';
import { rowBenchReport } from '../../scripts/lib/row-bench';
import type { RowTime } from '../../src/dataset/schemas/report';

const tap = (ms: number, scriptsBeforeTap: string[] = []): FirstTap => ({
  ms,
  loadMs: 1000,
  scriptsBeforeTap,
  requestsUntilResponse: [],
});

describe('the first-tap bench', () => {
  it('judges each control by the median of its taps against 200 ms', () => {
    const quick = firstTapReport([
      { what: 'menu', path: '/', taps: [tap(90), tap(400), tap(120)] },
      { what: 'select', path: '/vinkyl', taps: [tap(60), tap(70), tap(65), tap(80)] },
    ]);
    expect(quick.withinGoal).toBe(true);
    expect(quick.lines).toContain('ok   menu: median 120 ms (90, 400, 120)');
    expect(quick.lines.at(-1)).toBe(
      'bench-first-tap: controls=2 runs=3 worst_median_ms=120 goal_ms=200 scripts_before_tap=no',
    );
    const slow = firstTapReport([{ what: 'menu', path: '/', taps: [tap(250), tap(201), tap(90)] }]);
    expect(slow.withinGoal).toBe(false);
    expect(slow.lines).toContain('MISS menu: median 201 ms (250, 201, 90)');
  });

  it('misses the goal when a script file comes before the tap, however quick the tap', () => {
    const report = firstTapReport([{ what: 'menu', path: '/', taps: [tap(50, ['/_astro/Menu.js']), tap(50)] }]);
    expect(report.withinGoal).toBe(false);
    expect(report.lines).toContain('MISS menu: median 50 ms (50, 50); 1 script file(s) before the tap');
  });

  it('has no verdict without measurements', () => {
    expect(firstTapReport([]).withinGoal).toBe(false);
  });
});

const time = (slowestMs: number, over: RowTime['over'] = []): RowTime => ({
  budget_ms: 50,
  rows: 545,
  total_cpu_ms: 400,
  over_budget: over?.length ?? 0,
  over,
  slowest: [{ row: 'product_feed_static row id=5', cpu_ms: slowestMs, wall_ms: slowestMs + 1 }],
});

describe('the row bench', () => {
  it('is within the budget when no run has a row over it, and names the slowest', () => {
    const report = rowBenchReport([time(32.5), time(4.7)]);
    expect(report.withinBudget).toBe(true);
    expect(report.lines[0]).toMatch(/^rows run 1\/2 \(cold\): 545 rows in 400 ms CPU; slowest 32.5 ms/);
    expect(report.lines.at(-1)).toBe('bench-rows: runs=2 rows=545 slowest_ms=32.5 budget_ms=50 over_budget=0');
  });

  it('is over the budget when one run has a row over it, and names that row', () => {
    const report = rowBenchReport([
      time(4),
      time(61, [{ row: 'product_feed_static row id=9', cpu_ms: 61, wall_ms: 62 }]),
    ]);
    expect(report.withinBudget).toBe(false);
    expect(report.lines).toContain('  over the budget: 61 ms, product_feed_static row id=9');
    expect(report.lines.at(-1)).toBe('bench-rows: runs=2 rows=545 slowest_ms=61 budget_ms=50 over_budget=1');
  });
});
