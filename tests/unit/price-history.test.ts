/**
 * The price history in the pull: the row schema, the 400-day window, the
 * pipeline's validation and counting, the build report line, the seed SQL of
 * the table, and the made-up histories of the synthetic source
 * (src/pull/synthetic-history.ts). The database side (recording, privileges)
 * is in tests/integration/price-history.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { insertSql, seedSql } from '../../scripts/make-seed';
import { priceHistoryRowSchema } from '../../src/dataset/schemas/price-history';
import { HISTORY_DAYS, historyWindowStart, withinHistoryWindow } from '../../src/pull/history-window';
import { describeHistoryRow, runPipeline } from '../../src/pull/pipeline';
import { offerKey } from '../../src/pull/product-prices';
import { formatReport } from '../../src/pull/report';
import {
  addDays,
  CLAIMED_SALE_STORIES,
  type HistoryRow,
  type HistoryState,
  hashOf,
  historyRowsOf,
  PLAIN_STORIES,
  recordableFeedStates,
  SAMPLE_TODAY,
  type StoryKind,
  syntheticHistoryRows,
  tellStory,
} from '../../src/pull/synthetic-history';
import { feedRow } from '../fixtures/rows';

/** A valid row of public.price_history, as the table holds it. */
function historyRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    shop: 'vinkylexperten.se',
    sku: 'A',
    valid_from: '2026-01-01',
    valid_to: null,
    price: 1299,
    original_price: null,
    in_stock: true,
    ...overrides,
  };
}

const run = (historyRows?: unknown[]) =>
  runPipeline({
    feedRows: [feedRow({ id: 1 })],
    postRows: [],
    ...(historyRows && { historyRows }),
    ownHosts: new Set(),
    source: { kind: 'sample', detail: 'test' },
  });

describe('priceHistoryRowSchema: a row as public.price_history holds it', () => {
  it('takes a row as PostgREST renders it (numbers, days, booleans, null)', () => {
    const row = historyRow({ valid_to: '2026-02-01', price: 1299.5, original_price: 1499 });
    expect(priceHistoryRowSchema.parse(row)).toEqual(row);
  });

  it.each([
    ['a day that does not exist', { valid_from: '2026-02-30' }, 'valid_from'],
    ['a day in another format', { valid_from: '01/02/2026' }, 'valid_from'],
    ['a timestamp', { valid_to: '2026-03-01T00:00:00Z' }, 'valid_to'],
    ['an end before the start', { valid_to: '2025-12-31' }, 'valid_to'],
    ['an end on the start (no whole day)', { valid_to: '2026-01-01' }, 'valid_to'],
    ['a price as text', { price: '1299.00' }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price above 1,000,000 kr', { price: 1_000_001 }, 'price'],
    ['three decimals', { original_price: 1.005 }, 'original_price'],
    ['an empty SKU', { sku: '' }, 'sku'],
    ['a SKU with white space at the ends', { sku: ' A' }, 'sku'],
    ['stock as text', { in_stock: 'yes' }, 'in_stock'],
    ['a missing id', { id: undefined }, 'id'],
  ])('refuses %s', (_what, overrides, field) => {
    const parsed = priceHistoryRowSchema.safeParse(historyRow(overrides));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('the window: 400 days up to the newest day of the history', () => {
  it('starts 399 days before the newest day', () => {
    expect(HISTORY_DAYS).toBe(400);
    expect(historyWindowStart('2026-11-23')).toBe('2025-10-20');
    expect(historyWindowStart('2026-03-01', 30)).toBe('2026-01-31');
    expect(() => historyWindowStart('soon')).toThrow(/not a day: "soon"/);
  });

  it('keeps rows with a day in the window, current rows however old, and rows it cannot read', () => {
    const rows = [
      // Its last day is the day before the window.
      historyRow({ id: 1, valid_from: '2026-01-01', valid_to: '2026-01-11' }),
      // Its last day is the window's first.
      historyRow({ id: 2, valid_from: '2026-01-01', valid_to: '2026-01-12' }),
      historyRow({ id: 3, valid_from: '2020-01-01', valid_to: null }),
      historyRow({ id: 4, valid_from: '2026-01-20' }),
      historyRow({ id: 5, valid_from: 'garbage', valid_to: '2000-01-01' }),
      null,
      { id: 6, valid_to: 'not a day' },
    ];
    // Window of 10 days ending 2026-01-20: 2026-01-11 … 2026-01-20.
    expect(withinHistoryWindow(rows, '2026-11-25', 10)).toEqual([rows[1], rows[2], rows[3], rows[5], rows[6]]);
    // 2000-01-01 is a valid day, so row 5 ends long before the window.
    expect(withinHistoryWindow(rows, '2026-11-25', 10)).not.toContain(rows[4]);
  });

  it('ends the window on the newest day up to today: a future day does not move it past every real row (issue 19)', () => {
    const rows = [
      historyRow({ id: 1, valid_from: '2026-01-01', valid_to: '2026-01-11' }),
      historyRow({ id: 2, valid_from: '2026-01-01', valid_to: '2026-01-12' }),
      historyRow({ id: 4, valid_from: '2026-01-20' }),
      historyRow({ id: 9, sku: 'FUTURE', valid_from: '2099-01-01' }),
    ];
    // Before the fix the window ended on 2099-01-01 and kept only that row.
    expect(withinHistoryWindow(rows, '2026-01-20', 10)).toEqual([rows[1], rows[2], rows[3]]);
  });

  it('without any readable day keeps everything', () => {
    const rows = [{ id: 1 }, 'x'];
    expect(withinHistoryWindow(rows, '2026-11-25')).toEqual(rows);
    expect(withinHistoryWindow([], '2026-11-25')).toEqual([]);
  });
});

describe('runPipeline: the price history', () => {
  it('keeps valid rows by SKU and day, skips the rest with a warning naming each row, and counts them', () => {
    const result = run([
      historyRow({ id: 5, sku: 'B', valid_from: '2026-02-01' }),
      historyRow({ id: 1, sku: 'A', valid_from: '2026-01-01', valid_to: '2026-01-15' }),
      historyRow({ id: 2, sku: 'A', valid_from: '2026-01-15', price: 999 }),
      historyRow({ id: 3, sku: 'A', valid_from: '2026-01-15', price: 899 }),
      historyRow({ id: 4, sku: 'A', valid_from: '2026-01-20', price: 799 }),
      historyRow({ id: 6, sku: 'C', valid_from: '2026-01-01', valid_to: '2026-03-01' }),
      historyRow({ id: 7, sku: 'C', valid_from: '2026-02-01' }),
      historyRow({ id: 8, sku: 'D', price: 'gratis' }),
      { id: 9 },
      'not a row',
    ]);
    expect(result.priceHistory.map((row) => row.id)).toEqual([1, 2, 5, 6]);
    expect(result.report.tables.price_history).toEqual({
      read: 10,
      kept: 4,
      skipped: { duplicate_day: 1, invalid_row: 3, overlapping: 2 },
    });
    const warnings = result.report.warnings.join('\n');
    expect(warnings).toContain(
      'price_history row id=3, SKU "A": skipped, shop, SKU and valid_from 2026-01-15 already used by row id=2',
    );
    expect(warnings).toContain(
      'price_history row id=4, SKU "A": skipped, starts on 2026-01-20, while row id=2 (SKU "A", from 2026-01-15) is still current',
    );
    expect(warnings).toContain(
      'price_history row id=7, SKU "C": skipped, starts on 2026-02-01, while row id=6 (SKU "C", from 2026-01-01) lasts until 2026-03-01',
    );
    expect(warnings).toMatch(/price_history row id=8, SKU "D": skipped, price:/);
    expect(warnings).toMatch(/price_history row id=9: skipped, /);
    expect(warnings).toMatch(/price_history row id=null: skipped, row:/);
  });

  describe('issue 19: keys and days are validated as the feed is', () => {
    const today = '2026-11-25';
    const runWith = (feedRows: unknown[], historyRows: unknown[]) =>
      runPipeline({
        feedRows,
        postRows: [],
        historyRows,
        ownHosts: new Set(),
        source: { kind: 'sample', detail: 't' },
        today,
      });

    it('compares SKUs that differ only in case as one SKU: the later state overlaps and is refused (defect 4)', () => {
      const result = runWith(
        [feedRow({ id: 1, SKU: 'P2-CASE', Price: '500' })],
        [
          historyRow({ id: 1, sku: 'P2-CASE', valid_from: '2026-09-01', price: 500 }),
          historyRow({ id: 2, sku: 'p2-case', valid_from: '2026-10-01', price: 900 }),
        ],
      );
      expect(result.priceHistory.map((row) => row.id)).toEqual([1]);
      expect(result.report.tables.price_history.skipped).toEqual({ overlapping: 1 });
      expect(result.report.warnings.join('\n')).toContain(
        'price_history row id=2, SKU "p2-case": skipped, starts on 2026-10-01, while row id=1 (SKU "P2-CASE", from 2026-09-01) is still current',
      );
      // Before the fix the product claimed "Lägsta pris 30 dagar före sänkningen 900 kr · Sänkt 44 %".
      const product = result.products[0];
      expect(product?.price_reduction).toBeNull();
      expect(product?.lowest_price_30d).toBe(500);
    });

    it('refuses a day after today with a warning, and keeps the as-of day and the reductions (defect 5)', () => {
      const feed = [feedRow({ id: 1, SKU: 'SALE', Price: '800' })];
      const history = [
        historyRow({ id: 1, sku: 'SALE', valid_from: '2026-09-01', valid_to: '2026-11-20', price: 1000 }),
        historyRow({ id: 2, sku: 'SALE', valid_from: '2026-11-20', price: 800 }),
      ];
      const clean = runWith(feed, history);
      const hostile = runWith(feed, [
        ...history,
        historyRow({ id: 3, sku: 'NOT-IN-FEED', valid_from: '2099-01-01' }),
        historyRow({ id: 4, sku: 'OTHER', valid_from: '2026-01-01', valid_to: '2099-01-01' }),
      ]);
      expect(clean.prices.as_of).toBe('2026-11-20');
      expect(clean.products[0]?.price_reduction).toMatchObject({ reference: 1000, percent: 20 });
      expect(hostile.prices).toEqual(clean.prices);
      expect(hostile.products).toEqual(clean.products);
      expect(hostile.report.tables.price_history.skipped).toEqual({ future_day: 2 });
      const warnings = hostile.report.warnings.join('\n');
      expect(warnings).toContain(
        'price_history row id=3, SKU "NOT-IN-FEED": skipped, valid_from 2099-01-01 is after today (2026-11-25)',
      );
      expect(warnings).toContain('price_history row id=4, SKU "OTHER": skipped, valid_to 2099-01-01 is after today');
    });

    it('refuses a price of 0 kr with a warning (defect 8)', () => {
      const result = runWith(
        [feedRow({ id: 1, SKU: 'ZERO', Price: '800' })],
        [
          historyRow({ id: 1, sku: 'ZERO', valid_from: '2026-10-01', valid_to: '2026-11-01', price: 0 }),
          historyRow({ id: 2, sku: 'ZERO', valid_from: '2026-11-01', price: 800 }),
        ],
      );
      expect(result.priceHistory.map((row) => row.id)).toEqual([2]);
      expect(result.report.tables.price_history.skipped).toEqual({ zero_price: 1 });
      expect(result.report.warnings.join('\n')).toContain(
        'price_history row id=1, SKU "ZERO": skipped, price 0 kr cannot be a real price',
      );
      expect(result.products[0]?.lowest_price_30d).toBe(800);
    });

    it('refuses a SKU longer than any product may have, and quotes long SKUs cut', () => {
      const sku = 'S'.repeat(5000);
      const result = runWith([feedRow({ id: 1 })], [historyRow({ id: 1, sku })]);
      expect(result.report.tables.price_history.skipped).toEqual({ sku_too_long: 1 });
      const [warning] = result.report.warnings;
      expect(warning).toContain(`SKU "${'S'.repeat(120)}…": skipped, SKU is 5000 characters`);
      expect(warning?.length).toBeLessThan(300);
    });
  });

  it('gives the same history whatever order the source returns the rows in', () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      historyRow({ id: i + 1, sku: `S${i % 3}`, valid_from: `2026-0${1 + Math.floor(i / 3)}-01`, valid_to: null }),
    ).map((row, i) => (i < 3 ? { ...row, valid_to: '2026-02-01' } : row));
    const forward = run(rows);
    expect(run([...rows].reverse()).priceHistory).toEqual(forward.priceHistory);
    expect(forward.priceHistory.map((row) => `${row.sku} ${row.valid_from}`)).toEqual([
      'S0 2026-01-01',
      'S0 2026-02-01',
      'S1 2026-01-01',
      'S1 2026-02-01',
      'S2 2026-01-01',
      'S2 2026-02-01',
    ]);
  });

  it('without history rows the table reads as empty, and no data file is added', () => {
    const result = run();
    expect(result.priceHistory).toEqual([]);
    expect(result.report.tables.price_history).toEqual({ read: 0, kept: 0, skipped: {} });
  });

  it('the build report prints the price_history line', () => {
    const text = formatReport(run([historyRow(), { id: 2 }]).report, 'src/data/report.json');
    expect(text).toMatch(/price_history\s+2\s+1\s+1/);
    expect(text).toMatch(/invalid_row\s+1/);
  });

  it('names rows in warnings from whatever the row holds', () => {
    expect(describeHistoryRow({ id: 4, sku: ' X ' })).toBe('price_history row id=4, SKU "X"');
    expect(describeHistoryRow({ id: 'a', sku: 7 })).toBe('price_history row id=a');
    expect(describeHistoryRow({ id: { evil: true } })).toBe('price_history row id={"evil":true}');
    expect(describeHistoryRow(undefined)).toBe('price_history row id=null');
  });
});

describe('the seed SQL of the history', () => {
  it('writes numbers, days and booleans as PostgreSQL reads them', () => {
    const sql = insertSql('price_history', [
      historyRow({ id: 7, price: 1299.5, original_price: 1499, in_stock: false }),
    ]);
    expect(sql).toBe(
      'insert into public.price_history (id, shop, sku, valid_from, valid_to, price, original_price, in_stock) values\n' +
        "  (7, 'vinkylexperten.se', 'A', '2026-01-01', NULL, 1299.5, 1499, false);",
    );
  });

  it.each([
    [{ price: '1299' }, /column price: expected a finite number, got "1299"/],
    [{ price: Number.POSITIVE_INFINITY }, /column price: expected a finite number/],
    [{ in_stock: 'yes' }, /column in_stock: expected true or false, got "yes"/],
    [{ valid_from: '2026-1-1' }, /column valid_from: expected a day as YYYY-MM-DD, got "2026-1-1"/],
    [{ valid_to: 20260101 }, /column valid_to: expected a day as YYYY-MM-DD, got 20260101/],
  ])('refuses a value the table would not give back the same: %j', (overrides, message) => {
    expect(() => insertSql('price_history', [historyRow(overrides)])).toThrow(message);
  });

  it('loads the history after the other tables and moves its identity sequence past the ids', () => {
    const sql = seedSql({ feedRows: [], postRows: [], historyRows: [historyRow()], shopRows: null });
    expect(sql.indexOf('insert into public.price_history')).toBeGreaterThan(-1);
    expect(sql).toContain(
      "select setval(pg_get_serial_sequence('public.price_history', 'id'), coalesce(max(id), 1), max(id) is not null) from public.price_history;",
    );
    expect(seedSql({ feedRows: [], postRows: [], historyRows: [], shopRows: null })).not.toContain('insert into');
  });
});

// ---------------------------------------------------------------------------
// Made-up histories

const state = (price: number, original_price: number | null = null, in_stock = true): HistoryState => ({
  price,
  original_price,
  in_stock,
});

/** The state of a row. */
const stateOf = (row: HistoryRow): HistoryState => ({
  price: row.price,
  original_price: row.original_price,
  in_stock: row.in_stock,
});

/** Whole days from `from` to `to`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The rows of a story for `now`, told on SAMPLE_TODAY. */
function told(kind: StoryKind, now: HistoryState, seed = 7) {
  const story = tellStory(kind, now, seed);
  return { kind: story.kind, rows: historyRowsOf('SKU-1', story.steps, SAMPLE_TODAY, 1) };
}

/** The lowest price in effect on any of the `days` days before `day`. */
function lowestBefore(rows: readonly HistoryRow[], day: string, days: number): number | null {
  const from = addDays(day, -days);
  const prices = rows
    .filter((row) => row.valid_from < day && (row.valid_to === null || row.valid_to > from))
    .map((row) => row.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

describe('synthetic histories: stories that end in the feed’s state', () => {
  it('reads the feed as the database’s recorder does', () => {
    const states = recordableFeedStates([
      feedRow({ id: 3, SKU: 'late', Price: '1' }),
      feedRow({ id: 1, SKU: ' Late\u00a0 ', Price: '1 299,00', OriginalPrice: '1 499,00', Instock: ' YES ' }),
      feedRow({ id: 2, SKU: 'NONAME', Name: '  ' }),
      feedRow({ id: 4, SKU: 'RING', Price: 'ring för pris' }),
      feedRow({ id: 5, SKU: 'HUGE', Price: '2 000 000' }),
      feedRow({ id: 6, SKU: 'CLAIM', Price: '100', OriginalPrice: '5 000 000', Instock: 'no' }),
      feedRow({ id: 7, SKU: null }),
      { id: 8, SKU: 42, Name: 'x', Price: '1' },
    ]);
    expect([...states.values()]).toEqual([
      // One shop's SKU on two rows: the cheaper is the offer (as the matcher keeps it), in the first row's place.
      { shop: 'vinkylexperten.se', sku: 'late', state: state(1) },
      { shop: 'vinkylexperten.se', sku: 'CLAIM', state: state(100, null, false) },
    ]);
  });

  it('keys offers by shop and SKU as the recorder does: each shop its own, one shop’s cheaper row kept', () => {
    const states = recordableFeedStates([
      feedRow({ id: 1, SKU: 'V40', Price: '14 990', ProductUrl: 'https://www.a.se/p/1' }),
      feedRow({ id: 2, SKU: 'v40', Price: '13 990', ProductUrl: 'https://B.se/v40' }),
      feedRow({ id: 3, SKU: 'V40', Price: '14 490', ProductUrl: 'https://a.se/kampanj/1' }),
      feedRow({ id: 4, SKU: 'V40', Price: '14 490', ProductUrl: 'https://a.se/kampanj/2' }),
      feedRow({
        id: 5,
        SKU: 'V40',
        Price: '15 000',
        ProductUrl: null,
        TrackingUrl: 'https://track.example/c?url=https%3A%2F%2Fwww.c.se%2Fp',
      }),
      feedRow({ id: 6, SKU: 'V40', Price: '15 100', ProductUrl: null, TrackingUrl: null }),
    ]);
    expect([...states.values()].map(({ shop, sku, state: s }) => [shop, sku, s.price])).toEqual([
      ['a.se', 'V40', 14490],
      ['b.se', 'v40', 13990],
      ['c.se', 'V40', 15000],
      ['', 'V40', 15100],
    ]);
  });

  it('merges equal neighbours, ends a row where the product left, and wants steps oldest first', () => {
    const rows = historyRowsOf(
      'X',
      [
        { daysAgo: 50, state: state(100) },
        { daysAgo: 40, state: state(100) },
        { daysAgo: 30, state: null },
        { daysAgo: 20, state: state(100) },
        { daysAgo: 10, state: state(90) },
      ],
      '2026-01-31',
      5,
    );
    expect(rows).toEqual([
      {
        id: 5,
        shop: '',
        sku: 'X',
        valid_from: '2025-12-12',
        valid_to: '2026-01-01',
        price: 100,
        original_price: null,
        in_stock: true,
      },
      {
        id: 6,
        shop: '',
        sku: 'X',
        valid_from: '2026-01-11',
        valid_to: '2026-01-21',
        price: 100,
        original_price: null,
        in_stock: true,
      },
      {
        id: 7,
        shop: '',
        sku: 'X',
        valid_from: '2026-01-21',
        valid_to: null,
        price: 90,
        original_price: null,
        in_stock: true,
      },
    ]);
    expect(() =>
      historyRowsOf(
        'X',
        [
          { daysAgo: 5, state: null },
          { daysAgo: 5, state: null },
        ],
        SAMPLE_TODAY,
        1,
      ),
    ).toThrow(/oldest first/);
    expect(() => addDays('yesterday', 1)).toThrow(/not a day/);
  });

  const claimed = state(800, 1000);
  const plain = state(1299);
  const cases: [StoryKind, HistoryState][] = [
    ...CLAIMED_SALE_STORIES.map((kind): [StoryKind, HistoryState] => [kind, claimed]),
    ...PLAIN_STORIES.map((kind): [StoryKind, HistoryState] => [kind, plain]),
    ['stock-spell', state(1299, null, false)],
    ['rising', state(1299, 1299)],
  ];

  it.each(cases)('%s: valid rows, changes only, ending in today’s state', (kind, now) => {
    for (const seed of [0, 1, 7, 19, 23, 1000]) {
      const { kind: as, rows } = told(kind, now, seed);
      expect(as).toBe(kind);
      for (const row of rows) expect(priceHistoryRowSchema.safeParse(row).success, JSON.stringify(row)).toBe(true);
      const last = rows.at(-1) as HistoryRow;
      expect(last.valid_to).toBeNull();
      expect(stateOf(last)).toEqual(now);
      for (let i = 1; i < rows.length; i += 1) {
        const [before, after] = [rows[i - 1] as HistoryRow, rows[i] as HistoryRow];
        expect(before.valid_to !== null && before.valid_to <= after.valid_from).toBe(true);
        if (before.valid_to === after.valid_from) expect(stateOf(before)).not.toEqual(stateOf(after));
      }
      expect(daysBetween(rows[0]?.valid_from as string, SAMPLE_TODAY)).toBeLessThanOrEqual(200);
    }
  });

  it('a real reduction: at least 30 days at a higher price before the cut, and the cut is recent', () => {
    for (const kind of ['real-reduction', 'quiet-reduction', 'gradual-reduction'] as const) {
      const { rows } = told(kind, kind === 'quiet-reduction' ? plain : claimed);
      const current = rows.at(-1) as HistoryRow;
      expect(daysBetween((rows[0] as HistoryRow).valid_from, current.valid_from)).toBeGreaterThanOrEqual(30);
      expect(lowestBefore(rows, current.valid_from, 30)).toBeGreaterThan(current.price);
      expect(daysBetween(current.valid_from, SAMPLE_TODAY)).toBeLessThan(30);
    }
    // The gradual one: three steps down, so the reference is the step before today's price, not the claim.
    const { rows } = told('gradual-reduction', claimed);
    expect(rows.map((row) => row.price)).toEqual([1000, 933, 867, 800]);
    expect(lowestBefore(rows, (rows.at(-1) as HistoryRow).valid_from, 30)).toBe(867);
  });

  it('not a reduction: a fake sale, a late claim, a hike before the "sale", a cut too soon, a new product', () => {
    for (const kind of ['fake-sale', 'late-claim'] as const) {
      const { rows } = told(kind, claimed);
      // The claimed 1000 kr was never charged.
      expect(Math.max(...rows.map((row) => row.price))).toBe(800);
    }
    const hike = told('hike-then-sale', claimed).rows;
    expect(hike.map((row) => row.price)).toEqual([800, 1000, 800]);
    expect(daysBetween((hike[1] as HistoryRow).valid_from, (hike[2] as HistoryRow).valid_from)).toBe(10);
    expect(lowestBefore(hike, (hike[2] as HistoryRow).valid_from, 30)).toBe(800);

    for (const seed of [0, 19]) {
      const soon = told('cut-too-soon', claimed, seed).rows;
      expect(soon.map((row) => row.price)).toEqual([1000, 800]);
      expect(daysBetween((soon[0] as HistoryRow).valid_from, (soon[1] as HistoryRow).valid_from)).toBeLessThan(30);
      const fresh = told('new', claimed, seed).rows;
      expect(fresh).toHaveLength(1);
      expect(daysBetween((fresh[0] as HistoryRow).valid_from, SAMPLE_TODAY)).toBeLessThan(30);
    }
  });

  it('other cases: rising, a past sale, stock spells, a gap', () => {
    expect(told('rising', plain).rows.map((row) => row.price)).toEqual([1090, 1299]);
    const sale = told('sale-ended', plain).rows;
    expect(sale.map((row) => [row.price, row.original_price])).toEqual([
      [1299, null],
      [1090, 1299],
      [1299, null],
    ]);
    expect(told('stock-spell', plain).rows.map((row) => row.in_stock)).toEqual([true, false, true]);
    expect(told('stock-spell', state(1299, null, false)).rows.map((row) => row.in_stock)).toEqual([true, false]);
    const gap = told('gap', plain).rows;
    expect(gap).toHaveLength(2);
    expect(daysBetween(gap[0]?.valid_to as string, gap[1]?.valid_from as string)).toBe(20);
    // A feed that repeats the price as OriginalPrice does so at every price.
    expect(told('rising', state(1299, 1299)).rows.map((row) => row.original_price)).toEqual([1090, 1299]);
  });

  it('a story that does not fit the state tells another, and says which', () => {
    expect(told('real-reduction', plain).kind).toBe('steady');
    expect(told('rising', claimed).kind).toBe('fake-sale');
    expect(told('quiet-reduction', state(5)).kind).toBe('steady');
    expect(told('gradual-reduction', state(800, 802)).kind).toBe('real-reduction');
    expect(told('new', claimed).kind).toBe('new');
  });

  it('the synthetic source: every product a history of its own, deterministic, every story told', () => {
    const feed = Array.from({ length: 400 }, (_, i) =>
      feedRow({
        id: i + 1,
        SKU: `S-${i + 1}`,
        Price: String(1000 + i * 10),
        OriginalPrice: i % 4 === 0 ? String(1500 + i * 10) : null,
        Instock: i % 5 === 0 ? 'no' : 'yes',
      }),
    );
    const rows = syntheticHistoryRows(feed, 100);
    expect(syntheticHistoryRows(feed, 100)).toEqual(rows);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => 100 + i));
    expect(new Set(rows.map((row) => row.sku)).size).toBe(400);
    const result = run(rows as unknown as unknown[]);
    expect(result.report.tables.price_history).toEqual({ read: rows.length, kept: rows.length, skipped: {} });
    // Open rows are today's feed state, so the recorder would find nothing to change.
    const states = recordableFeedStates(feed);
    for (const row of rows.filter((r) => r.valid_to === null))
      expect(stateOf(row)).toEqual(states.get(offerKey(row.shop, row.sku))?.state);
    expect(rows.every((row) => row.valid_from <= SAMPLE_TODAY)).toBe(true);
    const firstSeen = new Map<string, string>();
    for (const row of rows) if (!firstSeen.has(row.sku)) firstSeen.set(row.sku, row.valid_from);
    expect(new Set(firstSeen.values()).size).toBeGreaterThan(5);
    expect(rows.length / 400).toBeLessThan(3);
  });

  it('hashes SKUs stably', () => {
    expect(hashOf('MQ-WE38S')).toBe(hashOf('MQ-WE38S'));
    expect(hashOf('')).toBe(0x811c9dc5);
    expect(hashOf('a')).not.toBe(hashOf('b'));
  });
});
