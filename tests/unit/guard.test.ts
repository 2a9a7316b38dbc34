import { describe, expect, it } from 'vitest';
import type { PullBaseline } from '../../src/dataset/schemas/baseline';
import type { PullReport } from '../../src/dataset/schemas/report';
import { type BaselineLookup, nextBaseline } from '../../src/pull/baseline';
import { EXIT, PullError } from '../../src/pull/errors';
import { type GuardOptions, guardPull, lowestAccepted } from '../../src/pull/guard';

const SUPABASE: PullReport['source'] = { kind: 'supabase', detail: 'db.example.supabase.co' };
const SAMPLE: PullReport['source'] = { kind: 'sample', detail: 'data/sample' };
const FROM = 'https://www.vinkylguiden.se/pull-baseline.json';
const strict: GuardOptions = { allowDrop: false, allowEmpty: false };
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-05-01T02:30:00.000Z');
const day = (n: number) => new Date(START + n * DAY);

function report(products: number, posts = 12, source: PullReport['source'] = SUPABASE): PullReport {
  return {
    source,
    tables: {
      product_feed_static: { read: products, kept: products, skipped: {} },
      blog_posts: { read: posts, kept: posts, skipped: {} },
      price_history: { read: 0, kept: 0, skipped: {} },
    },
    derived: { categories: 0, brands: 0, excluded_products: 0 },
    warnings: [],
  };
}

function found(baseline: PullBaseline): BaselineLookup {
  return { status: 'found', from: FROM, baseline };
}

/** A baseline as the given pulls, one a day from START, would have left it. */
function history(...pulls: [products: number, posts: number][]): PullBaseline {
  let baseline: PullBaseline | null = null;
  pulls.forEach(([products, posts], i) => {
    baseline = nextBaseline(baseline, report(products, posts), day(i), { reset: false });
  });
  if (!baseline) throw new Error('history needs at least one pull');
  return baseline;
}

function refusal(run: () => unknown): PullError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).exitCode).toBe(EXIT.guard);
    expect((error as PullError).kind).toBe('guard');
    return error as PullError;
  }
  throw new Error('expected the guard to refuse');
}

describe('the least accepted count', () => {
  it.each([
    [1000, 700],
    [316, 222],
    [10, 7],
    [4, 3],
    // Tiny counts: one item may go, never the last one.
    [3, 2],
    [2, 1],
    [1, 1],
    [0, 0],
  ])('rolling maximum %d → at least %d', (max, least) => {
    expect(lowestAccepted(max)).toBe(least);
  });
});

describe('the guard against a fall in products or posts', () => {
  it.each([
    [1000, 700, false],
    [1000, 699, true],
    [1000, 1500, false],
    [10, 7, false],
    [10, 6, true],
  ])('%d → %d products fails: %s', (before, after, fails) => {
    const check = () => guardPull(found(history([before, 12])), report(after), strict, day(1));
    if (fails) expect(refusal(check).message).toMatch(/products fell to \d+, below 70 % of \d+/);
    else expect(check).not.toThrow();
  });

  it('refuses a stepwise fall against the rolling maximum, not the last pull: 316 → 237 → 178', () => {
    const afterFirst = guardPull(found(history([316, 12])), report(237), strict, day(1)).baseline;
    expect(afterFirst.entries.map((entry) => entry.products)).toEqual([316, 237]);
    // 178 is within 30 % of the last pull (237) but below 70 % of 316 (221.2).
    const error = refusal(() => guardPull(found(afterFirst), report(178), strict, day(2)));
    expect(error.message).toMatch(/^product_feed_static: products fell to 178, below 70 % of 316/);
    expect(error.table).toBe('product_feed_static');
    expect(error.message).toContain('at least 222 needed');
    expect(error.message).toContain('--allow-drop');
  });

  it('refuses posts falling to 0, and a fall of posts below 70 %', () => {
    const error = refusal(() => guardPull(found(history([316, 15])), report(316, 0), strict, day(1)));
    expect(error.message).toMatch(/^blog_posts: posts fell to 0, below 70 % of 15/);
    expect(error.table).toBe('blog_posts');
    expect(() => guardPull(found(history([316, 15])), report(316, 10), strict, day(1))).toThrowError(
      /posts fell to 10/,
    );
    expect(() => guardPull(found(history([316, 15])), report(316, 11), strict, day(1))).not.toThrow();
  });

  it('lets one of a few posts go, but never the last', () => {
    expect(() => guardPull(found(history([316, 3])), report(316, 2), strict, day(1))).not.toThrow();
    expect(() => guardPull(found(history([316, 2])), report(316, 1), strict, day(1))).not.toThrow();
    expect(() => guardPull(found(history([316, 1])), report(316, 0), strict, day(1))).toThrowError(/posts fell to 0/);
    // The maximum is rolling here too: 3 → 2 → 1 is refused at 1.
    expect(() => guardPull(found(history([316, 3], [316, 2])), report(316, 1), strict, day(2))).toThrowError(
      /posts fell to 1, below 70 % of 3/,
    );
  });

  it('names both tables when both fell', () => {
    const error = refusal(() => guardPull(found(history([316, 12])), report(100, 0), strict, day(1)));
    expect(error.message).toMatch(/^product_feed_static: products fell to 100, .*; blog_posts: posts fell to 0, /);
    // No single table to name: the error's table is left empty rather than picking one.
    expect(error.table).toBeNull();
  });

  it('forgets a maximum older than 30 days', () => {
    const baseline = history([316, 12], ...Array.from({ length: 25 }, (): [number, number] => [200, 12]));
    // Day 29: the 316 of day 0 still counts.
    expect(() => guardPull(found(baseline), report(150), strict, day(29))).toThrowError(/below 70 % of 316/);
    // Day 31: it has expired; 150 is within 70 % of the remaining maximum, 200.
    const verdict = guardPull(found(baseline), report(150), strict, day(31));
    expect(verdict.baseline.entries.some((entry) => entry.products === 316)).toBe(false);
    expect(Math.max(...verdict.baseline.entries.map((entry) => entry.products))).toBe(200);
    expect(verdict.summary).toContain('30-day maxima of 200 and 12');
  });

  it('still compares with the newest pull when every entry is older than 30 days', () => {
    const baseline = history([316, 12]);
    expect(() => guardPull(found(baseline), report(200), strict, day(60))).toThrowError(/below 70 % of 316/);
    expect(() => guardPull(found(baseline), report(300), strict, day(60))).not.toThrow();
  });

  it('appends the accepted pull to the baseline', () => {
    const verdict = guardPull(found(history([316, 12], [310, 12])), report(300, 11), strict, day(2));
    expect(verdict.baseline.source).toEqual(SUPABASE);
    expect(verdict.baseline.entries).toEqual([
      { at: day(0).toISOString(), products: 316, posts: 12 },
      { at: day(1).toISOString(), products: 310, posts: 12 },
      { at: day(2).toISOString(), products: 300, posts: 11 },
    ]);
  });

  it('--allow-drop accepts the drop and resets the baseline to the current counts', () => {
    const verdict = guardPull(found(history([316, 12])), report(100, 0), { ...strict, allowDrop: true }, day(1));
    expect(verdict.baseline).toEqual({
      version: 1,
      source: SUPABASE,
      entries: [{ at: day(1).toISOString(), products: 100, posts: 0 }],
    });
    // The next pull is compared with the accepted counts, not with 316.
    expect(() => guardPull(found(verdict.baseline), report(100, 0), strict, day(2))).not.toThrow();
  });
});

describe('without a usable baseline', () => {
  const unusable: [string, Exclude<BaselineLookup, { status: 'found' }>][] = [
    ['missing', { status: 'missing', from: FROM, problem: 'is not on the site (HTTP 404)' }],
    ['unreachable', { status: 'unreadable', from: FROM, problem: 'could not be reached (connect ECONNREFUSED)' }],
    ['invalid', { status: 'invalid', from: FROM, problem: 'is not valid JSON (Unexpected token)' }],
  ];

  it.each(unusable)('baseline %s: a Supabase pull refuses, saying what to do', (_name, lookup) => {
    const error = refusal(() => guardPull(lookup, report(316), strict, day(0)));
    expect(error.message).toContain(`no usable pull baseline for supabase (db.example.supabase.co): ${FROM}`);
    expect(error.message).toContain(lookup.problem);
    expect(error.message).toContain('--allow-drop');
    expect(error.message).toContain('docs/pull-guard.md');
  });

  it('a baseline of another Supabase project makes a Supabase pull refuse', () => {
    const other = nextBaseline(null, report(316, 12, { kind: 'supabase', detail: 'other.supabase.co' }), day(0), {
      reset: false,
    });
    const error = refusal(() => guardPull(found(other), report(316), strict, day(1)));
    expect(error.message).toContain(
      'belongs to supabase (other.supabase.co), not to supabase (db.example.supabase.co)',
    );
  });

  it.each(unusable)('baseline %s: tolerated for the sample source (only the empty rule)', (_name, lookup) => {
    const verdict = guardPull(lookup, report(3, 1, SAMPLE), strict, day(0));
    expect(verdict.baseline.entries).toEqual([{ at: day(0).toISOString(), products: 3, posts: 1 }]);
    expect(verdict.summary).toContain('only the empty-catalogue rule applies');
  });

  it('a baseline of another source is not compared for the sample source, and a new one starts', () => {
    const synthetic = nextBaseline(null, report(20000, 200, { kind: 'synthetic', detail: '20000 products' }), day(0), {
      reset: false,
    });
    const verdict = guardPull(found(synthetic), report(316, 15, SAMPLE), strict, day(1));
    expect(verdict.baseline.source).toEqual(SAMPLE);
    expect(verdict.baseline.entries).toHaveLength(1);
  });

  it('--allow-drop lets a Supabase pull through and starts a baseline', () => {
    const verdict = guardPull(
      { status: 'unread', from: FROM, problem: 'was not read (--allow-drop)' },
      report(316),
      { ...strict, allowDrop: true },
      day(0),
    );
    expect(verdict.baseline.entries).toEqual([{ at: day(0).toISOString(), products: 316, posts: 12 }]);
  });
});

describe('the empty rule', () => {
  const none: BaselineLookup = { status: 'missing', from: 'out/pull-baseline.json', problem: 'does not exist' };

  it('refuses an empty catalogue unless allowed', () => {
    const error = refusal(() => guardPull(none, report(0, 1, SAMPLE), strict, day(0)));
    expect(error.message).toMatch(/^product_feed_static: no usable products/);
    expect(error.table).toBe('product_feed_static');
    expect(() => guardPull(none, report(0, 1, SAMPLE), { ...strict, allowEmpty: true }, day(0))).not.toThrow();
  });

  it('is checked before the baseline, and --allow-drop does not lift it', () => {
    expect(() => guardPull(none, report(0), { ...strict, allowDrop: true }, day(0))).toThrowError(/no usable products/);
  });

  it('emptying a catalogue that had products is also a drop: --allow-empty alone is not enough', () => {
    const lookup = found(history([316, 12]));
    expect(() => guardPull(lookup, report(0), { ...strict, allowEmpty: true }, day(1))).toThrowError(
      /products fell to 0/,
    );
    expect(() => guardPull(lookup, report(0), { allowEmpty: true, allowDrop: true }, day(1))).not.toThrow();
  });
});
