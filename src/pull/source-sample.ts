import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PullError, type PullTable } from './errors';
import { swedishToday, withinHistoryWindow } from './history-window';
import type { SourceRows } from './source-types';

export const DEFAULT_SAMPLE_DIR = path.resolve(import.meta.dirname, '../../data/sample');
/** The sample file of public.shops (issue 36). */
export const SHOPS_FILE = 'shops.json';

/** The file's rows; with `optional`, null when there is no such file. */
async function readRows(file: string, table: PullTable): Promise<unknown[]>;
async function readRows(file: string, table: PullTable, optional: true): Promise<unknown[] | null>;
async function readRows(file: string, table: PullTable, optional = false): Promise<unknown[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new PullError(`cannot read sample file ${file}: ${(error as Error).message}`, {
      kind: 'source',
      table,
      cause: error,
    });
  }
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new PullError(`sample file ${file} is not valid JSON: ${(error as Error).message}`, {
      kind: 'source',
      table,
      cause: error,
    });
  }
  if (!Array.isArray(rows))
    throw new PullError(`sample file ${file} must hold a JSON array of rows`, { kind: 'source', table });
  return rows;
}

/**
 * The sample files: raw rows exactly as the tables hold them, every row
 * (supabase/seed.sql loads these). `shops.json` (issue 36) may be missing in
 * a folder written before it: shopRows is then null and the pipeline names
 * the shops from their hosts, with a warning. The embedded sample has it.
 */
export async function readSampleFiles(dir = DEFAULT_SAMPLE_DIR): Promise<SourceRows> {
  const [feed, posts, history, shops] = await Promise.allSettled([
    readRows(path.join(dir, 'product_feed_static.json'), 'product_feed_static'),
    readRows(path.join(dir, 'blog_posts.json'), 'blog_posts'),
    readRows(path.join(dir, 'price_history.json'), 'price_history'),
    readRows(path.join(dir, SHOPS_FILE), 'shops', true),
  ]);
  // The first failure in table order, not whichever file was slowest to fail.
  for (const result of [feed, posts, history, shops]) if (result.status === 'rejected') throw result.reason;
  const rows = (result: PromiseSettledResult<unknown[]>) => (result.status === 'fulfilled' ? result.value : []);
  return {
    feedRows: rows(feed),
    postRows: rows(posts),
    historyRows: rows(history),
    shopRows: shops.status === 'fulfilled' ? shops.value : null,
  };
}

/**
 * The embedded sample data as a source: the files' rows, the price history
 * cut to the window the Supabase source reads (src/pull/history-window.ts),
 * which ends on the newest day up to `today`.
 */
export async function readSampleRows(dir = DEFAULT_SAMPLE_DIR, today = swedishToday()): Promise<SourceRows> {
  const rows = await readSampleFiles(dir);
  return { ...rows, historyRows: withinHistoryWindow(rows.historyRows, today) };
}
