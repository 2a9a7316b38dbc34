/**
 * The embedded sample's price history (data/sample/price_history.json) is
 * current (scripts/make-price-history.ts makes it from the sample feed), its
 * table in data/sample/README.md says which SKU shows which case, and every
 * case holds what the README says the price rule may claim.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  README_END,
  README_START,
  readmeBlock,
  type SampleOffer,
  STORY_TEXT,
  sampleHistory,
  withReadmeBlock,
} from '../../scripts/lib/sample-history';
import { priceHistoryRowSchema } from '../../src/dataset/schemas/price-history';
import { runPipeline } from '../../src/pull/pipeline';
import { offerKey } from '../../src/pull/product-prices';
import { addDays, type HistoryRow, SAMPLE_TODAY, type StoryKind } from '../../src/pull/synthetic-history';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, 'data/sample', file), 'utf8');
const feedRows: Record<string, unknown>[] = JSON.parse(read('product_feed_static.json'));
const committed: HistoryRow[] = JSON.parse(read('price_history.json'));
const history = sampleHistory(feedRows);
const dataset = runPipeline({
  feedRows,
  postRows: [],
  historyRows: committed,
  ownHosts: new Set(),
  source: { kind: 'sample', detail: 'data/sample' },
});

/** Each offer's rows (shop and SKU, as the database keys them), oldest first. */
const byOffer = new Map<string, HistoryRow[]>();
for (const row of committed) {
  const key = offerKey(row.shop, row.sku);
  byOffer.set(key, [...(byOffer.get(key) ?? []), row]);
}
/** An offer's history key: a row with no shop in its URLs is an offer of its own (`row-N`), recorded under ''. */
const offerKeyOf = (offer: { shop: string; sku: string; source_row: number }) =>
  offerKey(offer.shop === `row-${offer.source_row}` ? '' : offer.shop, offer.sku);
const rowsOf = ({ shop, sku }: SampleOffer) => byOffer.get(offerKey(shop, sku)) as HistoryRow[];

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The rule, written out here only to check the sample's intent: the
 * current price took effect after at least 30 days of observation, and the
 * lowest price of the 30 days before was higher.
 */
function provesReduction(rows: readonly HistoryRow[]): boolean {
  const current = rows.at(-1) as HistoryRow;
  // The day the current price took effect: back over rows at the same price without a gap.
  let since = rows.length - 1;
  while (
    since > 0 &&
    (rows[since - 1] as HistoryRow).price === current.price &&
    (rows[since - 1] as HistoryRow).valid_to === (rows[since] as HistoryRow).valid_from
  ) {
    since -= 1;
  }
  if (since === 0) return false;
  const cut = (rows[since] as HistoryRow).valid_from;
  if (daysBetween((rows[0] as HistoryRow).valid_from, cut) < 30) return false;
  const from = addDays(cut, -30);
  const before = rows.filter((row) => row.valid_from < cut && (row.valid_to === null || row.valid_to > from));
  return Math.min(...before.map((row) => row.price)) > current.price;
}

describe('sample data: the price history', () => {
  it('is current: scripts/make-price-history.ts makes exactly data/sample/price_history.json', () => {
    expect(committed, 'data/sample/price_history.json is stale: run `npx tsx scripts/make-price-history.ts`').toEqual(
      history.rows,
    );
  });

  it("the README's table of cases is current", () => {
    const readme = read('README.md');
    expect(readme).toContain(readmeBlock(history));
    expect(withReadmeBlock(readme, readmeBlock(history))).toBe(readme);
  });

  it('covers every offer of every product of the sample, every row valid, ending in the feed’s state today', () => {
    expect(dataset.report.tables.price_history).toEqual({
      read: committed.length,
      kept: committed.length,
      skipped: {},
    });
    const withHistory = new Set(byOffer.keys());
    const offers = dataset.products.flatMap((product) => product.offers);
    for (const offer of offers) {
      // Each shop's offer has a history of its own: rows 220 and 303 share a SKU at two shops, and each has its own.
      const key = offerKeyOf(offer);
      expect(withHistory.has(key), key).toBe(true);
      const current = byOffer.get(key)?.at(-1) as HistoryRow;
      expect(current.valid_to, key).toBeNull();
      expect(current.price, key).toBe(offer.price);
      expect(current.in_stock, key).toBe(offer.in_stock);
      expect(offer.lowest_price_30d, key).not.toBeNull();
    }
    expect(offers.filter((offer) => offer.sku === 'VIN-V40SG2EBK').map((offer) => offer.shop)).toHaveLength(2);
    // Besides the offers, only the excluded product (spec §2) and the row without a link to its shop (issue 35),
    // which the database's recorder cannot tell from offers.
    const offered = new Set(offers.map(offerKeyOf));
    expect(
      [...withHistory].filter((key) => !offered.has(key)).map((key) => key.slice(key.indexOf('\u0000') + 1)),
    ).toEqual([...dataset.excludedProducts.map((product) => product.id.toLowerCase()), 'vac-acw']);
    expect(dataset.report.warnings.join('\n')).toMatch(/row id=321, SKU "VAC-ACW", .*: skipped, no link/);
    for (const row of committed) expect(priceHistoryRowSchema.safeParse(row).success).toBe(true);
  });

  it('spans about 200 days, and its newest day is the sample’s today', () => {
    const days = committed.map((row) => row.valid_from).sort();
    expect(days.at(-1)).toBe(SAMPLE_TODAY);
    expect(daysBetween(days[0] as string, SAMPLE_TODAY)).toBe(200);
  });

  it('shows every case, each several times', () => {
    expect([...history.cases.keys()].sort()).toEqual([...STORY_TEXT.keys()].sort());
    for (const [kind, offers] of history.cases) expect(offers.length, kind).toBeGreaterThanOrEqual(5);
  });

  it('each case holds what the README says the price rule may claim', () => {
    const reductions: ReadonlySet<StoryKind> = new Set(['real-reduction', 'quiet-reduction', 'gradual-reduction']);
    for (const [kind, offers] of history.cases) {
      for (const offer of offers) {
        expect(provesReduction(rowsOf(offer)), `${kind} ${offer.shop} ${offer.sku}`).toBe(reductions.has(kind));
      }
    }
    // Fake sales: the feed claims a higher price that the history never shows.
    for (const kind of ['fake-sale', 'late-claim'] as const) {
      for (const offer of history.cases.get(kind) ?? []) {
        const rows = rowsOf(offer);
        const claim = (rows.at(-1) as HistoryRow).original_price as number;
        expect(claim, offer.sku).toBeGreaterThan((rows.at(-1) as HistoryRow).price);
        expect(Math.max(...rows.map((row) => row.price)), offer.sku).toBeLessThan(claim);
      }
    }
    // New products: under 30 days of history.
    for (const offer of history.cases.get('new') ?? []) {
      expect(daysBetween(rowsOf(offer)[0]?.valid_from as string, SAMPLE_TODAY)).toBeLessThan(30);
    }
    // Out-of-stock spells and gaps.
    for (const offer of history.cases.get('stock-spell') ?? []) {
      expect(
        rowsOf(offer).some((row) => !row.in_stock),
        offer.sku,
      ).toBe(true);
    }
    for (const offer of history.cases.get('gap') ?? []) {
      const rows = rowsOf(offer);
      expect(rows[0]?.valid_to, offer.sku).not.toBe(rows[1]?.valid_from);
    }
  });

  it('replacing the README block needs both markers', () => {
    expect(() => withReadmeBlock('# no markers', 'x')).toThrow(/needs the markers/);
    expect(() => withReadmeBlock(`${README_END} ${README_START}`, 'x')).toThrow(/needs the markers/);
    expect(withReadmeBlock(`a\n${README_START}\nold\n${README_END}\nb`, 'new')).toBe('a\nnew\nb');
  });
});
