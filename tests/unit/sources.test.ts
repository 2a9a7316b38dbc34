/**
 * The pull's offline sources (sample files, synthetic rows) and the checks
 * the Supabase source makes before it reaches the network. The Supabase
 * reads themselves run against a real PostgREST in
 * tests/integration/supabase-source.test.ts and pull-faults.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, PullError } from '../../src/pull/errors';
import { runPipeline } from '../../src/pull/pipeline';
import { readSampleFiles, readSampleRows } from '../../src/pull/source-sample';
import { validateSupabaseUrl } from '../../src/pull/source-supabase';
import { readSyntheticRows, syntheticFeedRows, syntheticPostRows } from '../../src/pull/source-synthetic';
import { feedRow, postRow } from '../fixtures/rows';

/** A valid row of public.price_history. */
function historyRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    sku: 'A',
    valid_from: '2026-01-01',
    valid_to: null,
    price: 1299,
    original_price: null,
    in_stock: true,
    ...overrides,
  };
}

/** The error `run` rejects or throws with; fails the test when it succeeds. */
async function failureOf(run: () => unknown): Promise<PullError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(PullError);
    return error as PullError;
  }
  throw new Error('expected a PullError');
}

describe('the sample source', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sample-source-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A sample folder holding the three files with the given texts (null: no file). */
  async function sampleDir(
    name: string,
    feed: string | null,
    posts: string | null,
    history: string | null = '[]',
  ): Promise<string> {
    const folder = path.join(dir, name);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder);
    if (feed !== null) await writeFile(path.join(folder, 'product_feed_static.json'), feed);
    if (posts !== null) await writeFile(path.join(folder, 'blog_posts.json'), posts);
    if (history !== null) await writeFile(path.join(folder, 'price_history.json'), history);
    return folder;
  }

  it('reads the rows of the three tables as they are', async () => {
    const feed = [feedRow({ id: 1 }), { id: 2, anything: 'goes' }];
    const posts = [postRow({ id: 'a' })];
    const history = [historyRow({ id: 1 }), { id: 2, sku: 'X', valid_from: 'not a day' }];
    const folder = await sampleDir('good', JSON.stringify(feed), JSON.stringify(posts), JSON.stringify(history));
    // No shops.json: a folder written before issue 36 has no shops table.
    const rows = { feedRows: feed, postRows: posts, historyRows: history, shopRows: null };
    expect(await readSampleRows(folder)).toEqual(rows);
    expect(await readSampleFiles(folder)).toEqual(rows);
  });

  it('cuts the price history to the 400 days up to its newest day, as the Supabase source does', async () => {
    const history = [
      // Ended on the window's first day: none of its days is in the window.
      historyRow({ id: 1, valid_from: '2025-01-01', valid_to: '2025-10-20' }),
      // Its last day is the window's first.
      historyRow({ id: 2, valid_from: '2025-01-01', valid_to: '2025-10-21' }),
      // Set long ago and still current.
      historyRow({ id: 3, sku: 'B', valid_from: '2024-01-01', valid_to: null }),
      historyRow({ id: 4, valid_from: '2026-11-23', valid_to: null }),
    ];
    const folder = await sampleDir('window', '[]', '[]', JSON.stringify(history));
    expect((await readSampleRows(folder)).historyRows).toEqual(history.slice(1));
    // The files themselves hold every row (supabase/seed.sql loads them all).
    expect((await readSampleFiles(folder)).historyRows).toEqual(history);
  });

  it('a missing price history file is a source error naming the table', async () => {
    const error = await failureOf(async () => readSampleRows(await sampleDir('no-history', '[]', '[]', null)));
    expect(error).toMatchObject({ kind: 'source', table: 'price_history' });
    expect(error.message).toMatch(/^price_history: cannot read sample file .*price_history\.json: ENOENT/);
  });

  it('of several bad files, the first table’s is reported', async () => {
    const error = await failureOf(async () => readSampleRows(await sampleDir('all-bad', '{', null, null)));
    expect(error).toMatchObject({ table: 'product_feed_static' });
  });

  it('reads the embedded sample data by default', async () => {
    const rows = await readSampleRows();
    expect(rows.feedRows.length).toBeGreaterThan(100);
    expect(rows.postRows.length).toBeGreaterThan(5);
  });

  it('a missing file is a source error naming the table, with the file system error as cause', async () => {
    const error = await failureOf(async () => readSampleRows(await sampleDir('missing', '[]', null)));
    expect(error).toMatchObject({ kind: 'source', exitCode: EXIT.source, table: 'blog_posts' });
    expect(error.message).toMatch(/^blog_posts: cannot read sample file .*blog_posts\.json: ENOENT/);
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('a file that is not JSON is a source error with the parse error as cause', async () => {
    const error = await failureOf(async () => readSampleRows(await sampleDir('broken', '[{"id": 1', '[]')));
    expect(error).toMatchObject({ kind: 'source', table: 'product_feed_static' });
    expect(error.message).toMatch(/^product_feed_static: sample file .* is not valid JSON: /);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('a file that holds no array of rows is a source error', async () => {
    const error = await failureOf(async () => readSampleRows(await sampleDir('object', '{"rows": []}', '[]')));
    expect(error).toMatchObject({ kind: 'source', table: 'product_feed_static' });
    expect(error.message).toMatch(/must hold a JSON array of rows$/);
  });
});

describe('the synthetic source', () => {
  it('gives N products the pipeline keeps, and posts in proportion, the same for the same N', async () => {
    const rows = await readSyntheticRows(250);
    // N products, about a third of them also offered by other shops (issue 20): about 1.6 N rows.
    expect(rows.feedRows.length).toBeGreaterThan(250 * 1.4);
    expect(rows.feedRows.length).toBeLessThan(250 * 1.8);
    expect(rows.postRows).toHaveLength(3);
    expect(await readSyntheticRows(250)).toEqual(rows);
    const dataset = runPipeline({
      ...rows,
      ownHosts: new Set(),
      source: { kind: 'synthetic', detail: '250 products' },
    });
    expect(dataset.products).toHaveLength(250);
    expect(dataset.posts).toHaveLength(3);
    expect(new Set(dataset.products.map((product) => product.slug)).size).toBe(250);
    // A history for every offer of every product, all of it valid, so the bench validates it too.
    expect(new Set(rows.historyRows.map((row) => (row as { sku: string }).sku))).toEqual(
      new Set(dataset.products.flatMap((product) => product.offers.map((offer) => offer.sku))),
    );
    expect(dataset.report.tables.price_history).toEqual({
      read: rows.historyRows.length,
      kept: rows.historyRows.length,
      skipped: {},
    });
  });

  it('numbers rows from the first id and makes SKUs unique', () => {
    const rows = syntheticFeedRows([feedRow({ id: 1 }), feedRow({ id: 2, SKU: 'OTHER', Name: 'Andra' })], 30, 1000);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 30 }, (_, i) => 1000 + i));
    expect(new Set(rows.map((row) => row.SKU)).size).toBe(30);
    // Past every edition of every template, names get a series number to stay distinct.
    expect(new Set(rows.map((row) => row.Name)).size).toBe(30);
    expect(rows.at(-1)?.Name).toMatch(/ serie 2$/);
  });

  it('uses clean rows only, and refuses when there are none', () => {
    const rows = syntheticFeedRows(
      [feedRow({ id: 1, Price: 'pris på begäran' }), feedRow({ id: 2, SKU: 'CLEAN' }), feedRow({ id: 3, Name: ' ' })],
      4,
      1,
    );
    expect(rows.every((row) => String(row.SKU).startsWith('CLEAN-'))).toBe(true);
    expect(() => syntheticFeedRows([feedRow({ id: 1, ProductUrl: 'javascript:alert(1)' })], 1, 1)).toThrow(
      /no usable template rows/,
    );
  });

  it('varies published posts only, one day older each round', () => {
    const templates = [postRow({ id: 'a' }), postRow({ id: 'b', status: 'draft' })];
    const rows = syntheticPostRows(templates, 2);
    expect(rows.map((row) => [row.slug, row.published_at])).toEqual([
      ['inlagg-a-1', '2026-03-13T08:00:00.000Z'],
      ['inlagg-a-2', '2026-03-12T08:00:00.000Z'],
    ]);
    expect(syntheticPostRows([postRow({ id: 'c', status: 'draft' })], 5)).toEqual([]);
  });
});

describe('the Supabase source checks SUPABASE_URL before any request', () => {
  it('keeps an http(s) origin and path, without a trailing slash', () => {
    expect(validateSupabaseUrl('https://abc.supabase.co/')).toBe('https://abc.supabase.co');
    expect(validateSupabaseUrl('http://127.0.0.1:54321/rest')).toBe('http://127.0.0.1:54321/rest');
  });

  it('a value that is no URL, or not http(s), is a usage error', async () => {
    const notUrl = await failureOf(() => validateSupabaseUrl('not a url'));
    expect(notUrl).toMatchObject({ kind: 'usage', exitCode: EXIT.usage, table: null });
    expect(notUrl.message).toBe('SUPABASE_URL is not a URL: "not a url"');
    expect(notUrl.cause).toBeInstanceOf(TypeError);
    const ftp = await failureOf(() => validateSupabaseUrl('ftp://example.com'));
    expect(ftp.message).toBe('SUPABASE_URL must be an http(s) URL: "ftp://example.com"');
  });
});
