/**
 * The Supabase source end to end: the pull CLI reads a real PostgREST (with
 * Supabase's max_rows = 1000 and the project's RLS) through supabase-js with
 * the anon key, and its output equals the sample source's output for the
 * very same rows, byte for byte; the price history it reads (the last 400
 * days, paged) equals the sample source's too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFileSql } from '../../scripts/make-seed';
import { type PullReport, pullReportSchema } from '../../src/dataset/schemas/report';
import { runPipeline } from '../../src/pull/pipeline';
import { readSampleFiles, readSampleRows } from '../../src/pull/source-sample';
import { readSupabaseRows } from '../../src/pull/source-supabase';
import {
  applyMigrations,
  DATA_FILES,
  type Harness,
  HISTORY_ROWS_BEFORE_WINDOW,
  MAX_ROWS,
  type PullResult,
  pullEnv,
  ROOT,
  runPull,
  SUPABASE_DATABASE_SQL,
  startHarness,
  tempDir,
  writeSampleDir,
} from './harness';

type Row = Record<string, unknown>;

let harness: Harness;
let temp: { dir: string; cleanup: () => Promise<void> };
let supabaseOut: string;
let sampleOut: string;
let supabasePull: PullResult;
let samplePull: PullResult;
let sampleDir: string;

async function readReport(dir: string): Promise<PullReport> {
  return pullReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
}

/** Rows as the superuser sees them, in id order, as PostgreSQL renders them to JSON. */
async function dbRows(table: string, database = 'postgres'): Promise<Row[]> {
  return JSON.parse(
    await harness.psql(`select coalesce(json_agg(t order by t.id), '[]') from public.${table} t;`, undefined, {
      database,
    }),
  ) as Row[];
}

/** Timestamps compared as instants: the database renders them in UTC, the rows may carry any offset. */
function comparablePosts(rows: readonly Row[]): Row[] {
  const instant = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value);
  return [...rows]
    .map((row): Row => ({ ...row, published_at: instant(row.published_at), updated_at: instant(row.updated_at) }))
    .sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
}

function byId(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => Number(a.id) - Number(b.id));
}

/** public.shops as the superuser sees it, by slug (issue 36). */
async function dbShops(database = 'postgres'): Promise<Row[]> {
  return JSON.parse(
    await harness.psql(`select coalesce(json_agg(s order by s.slug), '[]') from public.shops s;`, undefined, {
      database,
    }),
  ) as Row[];
}

function bySlug(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => (String(a.slug) < String(b.slug) ? -1 : 1));
}

beforeAll(async () => {
  harness = await startHarness();
  temp = await tempDir('supabase-source');
  supabaseOut = path.join(temp.dir, 'out-supabase');
  sampleOut = path.join(temp.dir, 'out-sample');
  sampleDir = path.join(temp.dir, 'sample');
  // The very rows the database was loaded with, as the sample source reads them.
  await writeSampleDir(sampleDir, harness.rows);

  // No live baseline in a test: --allow-drop starts one, as on a first deploy (docs/pull-guard.md).
  supabasePull = await runPull(
    ['--out', supabaseOut, '--allow-drop'],
    pullEnv({ SUPABASE_URL: harness.supabaseUrl, SUPABASE_ANON_KEY: harness.anonKey }),
  );
  samplePull = await runPull(['--out', sampleOut, '--sample-dir', sampleDir], pullEnv());
});

afterAll(async () => {
  await harness?.stop();
  await temp?.cleanup();
});

describe('pull from Supabase (PostgREST 12, max_rows 1000, anon key)', () => {
  it('the harness caps a plain select at max_rows, as Supabase does, so paging is really needed', async () => {
    const total = Number(await harness.psql('select count(*) from public.product_feed_static;'));
    expect(total).toBeGreaterThan(MAX_ROWS);
    const response = await fetch(`${harness.supabaseUrl}/rest/v1/product_feed_static?select=id`, {
      headers: { apikey: harness.anonKey, Authorization: `Bearer ${harness.anonKey}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(MAX_ROWS);
  });

  it('both pulls succeed', () => {
    expect(supabasePull.code, supabasePull.stderr).toBe(0);
    expect(samplePull.code, samplePull.stderr).toBe(0);
  });

  it('writes the same data files as the sample source for the same rows, byte for byte', async () => {
    for (const file of DATA_FILES) {
      const fromSupabase = await readFile(path.join(supabaseOut, file));
      const fromSample = await readFile(path.join(sampleOut, file));
      expect(fromSupabase.equals(fromSample), `${file} differs between the Supabase and sample sources`).toBe(true);
    }
  });

  it('pages beyond max_rows: more than 1000 products', async () => {
    const products = JSON.parse(await readFile(path.join(supabaseOut, 'products.json'), 'utf8')) as unknown[];
    expect(products.length).toBeGreaterThan(MAX_ROWS);
  });

  it('reads every product row and, through RLS, only the published posts', async () => {
    const [feedCount, postCount, publishedCount] = (
      await harness.psql(
        `select count(*) from public.product_feed_static;
         select count(*) from public.blog_posts;
         select count(*) from public.blog_posts where status = 'published';`,
      )
    )
      .split('\n')
      .map(Number);
    expect(feedCount).toBe(harness.rows.feedRows.length);
    expect(postCount).toBe(harness.rows.postRows.length);
    // There are unpublished posts for RLS to hide.
    expect(publishedCount).toBeLessThan(postCount as number);

    const supabaseReport = await readReport(supabaseOut);
    expect(supabaseReport.source.kind).toBe('supabase');
    expect(supabaseReport.source.detail).toBe(new URL(harness.supabaseUrl).host);
    expect(supabaseReport.tables.product_feed_static.read).toBe(feedCount);
    expect(supabaseReport.tables.blog_posts.read).toBe(publishedCount);
    expect(supabaseReport.tables.blog_posts.skipped.not_published).toBeUndefined();

    // The sample source sees the drafts and skips them itself: same posts kept.
    const sampleReport = await readReport(sampleOut);
    expect(sampleReport.source.kind).toBe('sample');
    expect(sampleReport.tables.product_feed_static).toEqual(supabaseReport.tables.product_feed_static);
    expect(sampleReport.tables.blog_posts.read).toBe(postCount);
    expect(sampleReport.tables.blog_posts.kept).toBe(supabaseReport.tables.blog_posts.kept);
    expect(sampleReport.tables.blog_posts.skipped.not_published).toBe(
      (postCount as number) - (publishedCount as number),
    );
    expect(sampleReport.derived).toEqual(supabaseReport.derived);
    expect(sampleReport.warnings).toEqual(supabaseReport.warnings);
  });

  it('reads the price history of the last 400 days past max_rows, the same rows as the sample source', async () => {
    const total = harness.rows.historyRows.length;
    expect(total).toBeGreaterThan(2 * MAX_ROWS);
    expect(Number(await harness.psql('select count(*) from public.price_history;'))).toBe(total);

    const supabaseReport = await readReport(supabaseOut);
    const sampleReport = await readReport(sampleOut);
    // Every row but the one that ended long before the window.
    expect(supabaseReport.tables.price_history).toEqual({
      read: total - HISTORY_ROWS_BEFORE_WINDOW,
      kept: total - HISTORY_ROWS_BEFORE_WINDOW,
      skipped: {},
    });
    expect(sampleReport.tables.price_history).toEqual(supabaseReport.tables.price_history);
    expect(supabasePull.stdout).toMatch(/price_history\s+\d+\s+\d+\s+0/);

    // The rows themselves, validated by the pipeline, are the same from both sources.
    const fromSupabase = await readSupabaseRows({ url: harness.supabaseUrl, key: harness.anonKey });
    const fromSample = await readSampleRows(sampleDir);
    const pipeline = (rows: typeof fromSample) =>
      runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'sample', detail: 'test' } }).priceHistory;
    const supabaseHistory = pipeline(fromSupabase);
    expect(supabaseHistory).toHaveLength(total - HISTORY_ROWS_BEFORE_WINDOW);
    expect(supabaseHistory).toEqual(pipeline(fromSample));
    expect(supabaseHistory.some((row) => row.sku === 'HARNESS-GONE-2024')).toBe(false);
    expect(supabaseHistory.some((row) => row.sku === "HARNESS-'ESC'-1")).toBe(true);
  });

  it('the seed SQL stores every row exactly (quotes, backslashes, new lines, unicode, NULLs)', async () => {
    expect(await dbRows('product_feed_static')).toEqual(byId(harness.rows.feedRows));
    expect(comparablePosts(await dbRows('blog_posts'))).toEqual(comparablePosts(harness.rows.postRows));
    expect(await dbRows('price_history')).toEqual(byId(harness.rows.historyRows));
    expect(await dbShops()).toEqual(bySlug(harness.rows.shopRows));
  });

  it('supabase/seed.sql is current (npm run seed) and loads on top of the migrations', async () => {
    const sample = await readSampleFiles();
    const committed = await readFile(path.join(ROOT, 'supabase/seed.sql'), 'utf8');
    expect(committed === seedFileSql(sample), 'supabase/seed.sql is stale: run `npm run seed`').toBe(true);

    // Like `supabase db reset`: a fresh database, the migrations, then seed.sql.
    await harness.psql('create database seed_check;');
    await harness.psql(SUPABASE_DATABASE_SQL, undefined, { database: 'seed_check' });
    await applyMigrations(harness.psql, { database: 'seed_check' });
    await harness.psql(committed, undefined, { database: 'seed_check' });
    expect(await dbRows('product_feed_static', 'seed_check')).toEqual(byId(sample.feedRows as Row[]));
    expect(comparablePosts(await dbRows('blog_posts', 'seed_check'))).toEqual(
      comparablePosts(sample.postRows as Row[]),
    );
    expect(await dbRows('price_history', 'seed_check')).toEqual(byId(sample.historyRows as Row[]));
    expect(sample.historyRows.length).toBeGreaterThan(300);
    expect(await dbShops('seed_check')).toEqual(bySlug((sample.shopRows ?? []) as Row[]));
    expect(sample.shopRows?.length).toBeGreaterThanOrEqual(5);
    // The identity sequence continues after the explicit ids.
    const next = await harness.psql(
      `insert into public.product_feed_static ("Name") values ('x') returning id;`,
      undefined,
      { database: 'seed_check' },
    );
    const ids = (sample.feedRows as Row[]).map((row) => Number(row.id));
    expect(Number(next)).toBe(Math.max(0, ...ids) + 1);
    // So does the history's: the recorder's first new row follows the sample's.
    const nextHistory = await harness.psql(
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('x', '2030-01-01', 1, true) returning id;`,
      undefined,
      { database: 'seed_check' },
    );
    const historyIds = (sample.historyRows as Row[]).map((row) => Number(row.id));
    expect(Number(nextHistory)).toBe(Math.max(0, ...historyIds) + 1);
  });
});
