/**
 * The pipeline's last line of defence: a row its rules did not foresee
 * (normalising throws, or gives an entry the output schema refuses) costs
 * that row, with a warning naming it, never the whole pull. The rules are
 * sound today, so these tests make them fail on purpose for chosen rows.
 */
import { describe, expect, it, vi } from 'vitest';
import { feedRow, postRow } from '../fixtures/rows';

/** Per SKU or post id: what the wrapped rules do instead of their normal result. */
const sabotage = vi.hoisted(() => new Map<string, 'throw' | 'bad-output'>());

vi.mock('../../src/pull/normalise', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/pull/normalise')>();
  return {
    ...real,
    normaliseFeedRow: (row: Parameters<typeof real.normaliseFeedRow>[0]) => {
      const mode = sabotage.get(row.SKU ?? '');
      if (mode === 'throw') throw new RangeError('an unforeseen feed value');
      const result = real.normaliseFeedRow(row);
      // A price no reader accepts: the output schema must catch it.
      if (mode === 'bad-output' && result.ok) return { ...result, value: { ...result.value, price: -1 } };
      return result;
    },
  };
});

vi.mock('../../src/pull/normalise-post', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/pull/normalise-post')>();
  return {
    ...real,
    normalisePostRow: (...args: Parameters<typeof real.normalisePostRow>) => {
      const mode = sabotage.get(args[0].id);
      if (mode === 'throw') throw 'a thrown string';
      const result = real.normalisePostRow(...args);
      if (mode === 'bad-output' && result.ok)
        return { ...result, value: { ...result.value, reading_time_minutes: -1 } };
      return result;
    },
  };
});

const { runPipeline } = await import('../../src/pull/pipeline');

describe('a row the rules did not foresee', () => {
  sabotage.set('THROWS', 'throw');
  sabotage.set('BAD', 'bad-output');
  sabotage.set('post-throws', 'throw');
  sabotage.set('post-bad', 'bad-output');
  const dataset = runPipeline({
    feedRows: [feedRow({ id: 1 }), feedRow({ id: 2, SKU: 'THROWS' }), feedRow({ id: 3, SKU: 'BAD', Name: 'Dålig' })],
    postRows: [postRow({ id: 'ok' }), postRow({ id: 'post-throws' }), postRow({ id: 'post-bad' })],
    ownHosts: new Set(),
    source: { kind: 'sample', detail: 'test' },
  });

  it('costs that row only, counted as invalid', () => {
    expect(dataset.products.map((product) => product.sku)).toEqual(['CAV-1']);
    expect(dataset.posts.map((post) => post.id)).toEqual(['inlagg-ok']);
    expect(dataset.report.tables.product_feed_static).toMatchObject({
      read: 3,
      kept: 1,
      skipped: { invalid_row: 1, invalid_output: 1 },
    });
    expect(dataset.report.tables.blog_posts).toMatchObject({
      read: 3,
      kept: 1,
      skipped: { invalid_row: 1, invalid_output: 1 },
    });
  });

  it('is named in a warning with what went wrong', () => {
    expect(dataset.report.warnings).toEqual(
      expect.arrayContaining([
        'product_feed_static row id=2, SKU "THROWS", Name "Cavin Polar Collection 60 Black Glass – 60 flaskor, två zoner": skipped, could not be read: an unforeseen feed value',
        expect.stringMatching(
          /^product_feed_static row id=3, SKU "BAD": left out of products, price: Too small: expected number to be >=0 \(received -1\); offers\.0\.price: /,
        ),
        'blog_posts row id=post-throws, slug "inlagg-post-throws": skipped, could not be read: a thrown string',
        expect.stringMatching(/^entry id inlagg-post-bad: left out of posts, reading_time_minutes: .*\(received -1\)$/),
      ]),
    );
  });
});
