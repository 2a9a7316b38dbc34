import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PullError, type PullTable } from './errors';
import type { SourceRows } from './source-types';

export const DEFAULT_SAMPLE_DIR = path.resolve(import.meta.dirname, '../../data/sample');

async function readRows(file: string, table: PullTable): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
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

/** The embedded sample data: raw rows exactly as the two tables hold them. */
export async function readSampleRows(dir = DEFAULT_SAMPLE_DIR): Promise<SourceRows> {
  const [feedRows, postRows] = await Promise.all([
    readRows(path.join(dir, 'product_feed_static.json'), 'product_feed_static'),
    readRows(path.join(dir, 'blog_posts.json'), 'blog_posts'),
  ]);
  return { feedRows, postRows };
}
