/**
 * Issue 35 §3 through the whole pull: the fourth labelled set
 * (tests/fixtures/offer-matching-fourth.ts) and all four sets together, each
 * row read by the pipeline as a feed row (its facts from its name and
 * description), matched, and scored by same-product pairs. A shared GTIN
 * that decisive facts contradict is kept apart with a warning naming both
 * rows; article numbers of two numbering schemes do not keep one GTIN apart;
 * colours compare by meaning.
 */
import { describe, expect, it } from 'vitest';
import type { FeedRow } from '../../src/dataset/schemas/feed-row';
import { type Dataset, runPipeline } from '../../src/pull/pipeline';
import { LABELLED_OFFERS } from '../fixtures/offer-matching';
import { FOURTH_SET_OFFERS } from '../fixtures/offer-matching-fourth';
import { HOLDOUT_OFFERS } from '../fixtures/offer-matching-holdout';
import { THIRD_SET_OFFERS } from '../fixtures/offer-matching-third';

interface Labelled {
  readonly row: FeedRow;
  readonly product: string;
}

const pull = (set: readonly Labelled[]): Dataset =>
  runPipeline({
    feedRows: set.map((offer) => offer.row),
    postRows: [],
    ownHosts: new Set(),
    source: { kind: 'sample', detail: 'labelled matching set' },
  });

/** Pairwise precision and recall of the products the pull made, against the labels (rows it skipped left out). */
function score(set: readonly Labelled[], dataset: Dataset) {
  const productOf = new Map<number, number>();
  dataset.products.forEach((product, index) => {
    for (const offer of product.offers) productOf.set(offer.source_row, index);
  });
  // A row listed twice by its shop is one offer of its product.
  for (const warning of dataset.report.warnings) {
    const twice = /row id=(\d+)\b.*the same shop and SKU as row id=(\d+)/.exec(warning);
    const kept = twice ? productOf.get(Number(twice[2])) : undefined;
    if (twice && kept !== undefined) productOf.set(Number(twice[1]), kept);
  }
  const rows = set.filter((offer) => productOf.has(offer.row.id));
  let truePairs = 0;
  let predictedPairs = 0;
  let correct = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  for (let a = 0; a < rows.length; a += 1) {
    for (let b = a + 1; b < rows.length; b += 1) {
      const [x, y] = [rows[a] as Labelled, rows[b] as Labelled];
      const same = x.product === y.product;
      const predicted = productOf.get(x.row.id) === productOf.get(y.row.id);
      truePairs += same ? 1 : 0;
      predictedPairs += predicted ? 1 : 0;
      correct += same && predicted ? 1 : 0;
      const pair = `${x.row.id} ${x.row.Name} ~ ${y.row.id} ${y.row.Name}`;
      if (predicted && !same) wrong.push(pair);
      if (same && !predicted) missed.push(pair);
    }
  }
  return {
    rows: rows.length,
    truePairs,
    precision: predictedPairs === 0 ? 1 : correct / predictedPairs,
    recall: truePairs === 0 ? 1 : correct / truePairs,
    wrong,
    missed,
  };
}

describe('the fourth matching set: a GTIN is strong evidence, but not blind (issue 35 §3)', () => {
  const dataset = pull(FOURTH_SET_OFFERS);
  const scores = score(FOURTH_SET_OFFERS, dataset);
  const warnings = dataset.report.warnings.join('\n');

  it('reports its precision and recall', () => {
    console.log(
      `offer matching, the fourth set, through the pull: ${scores.rows} rows, ${scores.truePairs} same-product pairs, ` +
        `precision ${scores.precision.toFixed(3)}, recall ${scores.recall.toFixed(3)}\n` +
        [...scores.wrong.map((p) => `  wrong merge: ${p}`), ...scores.missed.map((p) => `  missed: ${p}`)].join('\n'),
    );
    expect(scores.rows).toBe(FOURTH_SET_OFFERS.length);
    expect(scores.truePairs).toBeGreaterThanOrEqual(25);
  });

  it('merges wrongly at most 2 % of what it merges, and finds at least 95 % of the pairs', () => {
    expect(scores.precision, scores.wrong.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(scores.recall, scores.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    [120010, 120008, 'bottles 24 and 46'],
    [120014, 120012, 'zones 1 and 2'],
    [120018, 120016, 'a fully integrated unit and one that is not'],
    [120021, 120019, 'model codes vt36s and vt52s'],
    [120025, 120024, 'brands nordglas and barkraft'],
  ])('keeps row %i apart from row %i, whose GTIN it shares, naming both: %s', (row, other, why) => {
    expect(warnings).toMatch(
      new RegExp(
        `row id=${row}\\b[^\\n]*: shares the GTIN \\d+ with row id=${other} \\([^)]+\\) but states ${why}; kept as another product`,
      ),
    );
  });

  it('keeps one GTIN together across article numbers of two numbering schemes', () => {
    const product = dataset.products.find((p) => p.offers.some((offer) => offer.source_row === 120001));
    expect(product?.offers.map((offer) => offer.source_row).sort()).toEqual([120001, 120002, 120003, 120004]);
  });
});

describe('the matching sets together, through the pull', () => {
  const report = (name: string, set: readonly Labelled[]) => {
    const scores = score(set, pull(set));
    console.log(
      `offer matching, ${name}, through the pull: ${scores.rows} rows, ${scores.truePairs} same-product pairs, ` +
        `precision ${scores.precision.toFixed(3)}, recall ${scores.recall.toFixed(3)}`,
    );
    return scores;
  };

  it('has rows of its own in every set (no id twice)', () => {
    const all = [LABELLED_OFFERS, HOLDOUT_OFFERS, THIRD_SET_OFFERS, FOURTH_SET_OFFERS].flat();
    expect(new Set(all.map((offer) => offer.row.id)).size).toBe(all.length);
  });

  it('the labelled set grown by the fourth: precision ≥ 0.98, recall ≥ 0.95 (issue 35 §3)', () => {
    const scores = report('the labelled set and the fourth', [...LABELLED_OFFERS, ...FOURTH_SET_OFFERS]);
    expect(scores.precision, scores.wrong.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(scores.recall, scores.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('all four sets: precision ≥ 0.98, recall at least the held-out third set’s floor (0.93)', () => {
    // The third set's misses (brands written as a parent or sub-brand: "Metrokane" for Rabbit,
    // "Pulltap's" for Pulltex) keep the four together under 0.95; see offer-matching.test.ts.
    const scores = report(
      'all four sets',
      [LABELLED_OFFERS, HOLDOUT_OFFERS, THIRD_SET_OFFERS, FOURTH_SET_OFFERS].flat(),
    );
    expect(scores.precision, scores.wrong.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(scores.recall, scores.missed.join('\n')).toBeGreaterThanOrEqual(0.93);
  });
});
