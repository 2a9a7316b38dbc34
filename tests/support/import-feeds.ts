/**
 * Helpers of the import's tests (issue 36): a scratch output folder with
 * the fixture shops, the rows the import wrote, and a field-by-field
 * comparison with hand-written expected rows.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROW_COLUMNS } from '../../src/import/map-row';

export const FEEDS = path.resolve(import.meta.dirname, '../fixtures/feeds');

/** The instant the fixtures' sale dates are judged at. */
export const NOW = Date.parse('2026-11-28T12:00:00Z');

/** A new output folder holding the fixture shops. */
export async function scratchOut(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-test-'));
  await copyFile(path.join(FEEDS, 'shops.json'), path.join(dir, 'shops.json'));
  return dir;
}

export type Row = Record<string, unknown>;

export async function writtenRows(dir: string): Promise<Row[]> {
  return JSON.parse(await readFile(path.join(dir, 'product_feed_static.json'), 'utf8')) as Row[];
}

/** Every column a written row has, in order. */
export const WRITTEN_COLUMNS: readonly string[] = ['id', ...ROW_COLUMNS, 'shop'];

/** Expected rows are written without their unchanging parts: every column not named is null. */
export function expectedRow(values: Row): Row {
  const row: Row = {};
  for (const column of WRITTEN_COLUMNS) row[column] = values[column] ?? null;
  return row;
}

export interface Accuracy {
  readonly fields: number;
  readonly right: number;
  /** "SKU column: got …, expected …" for every field that differs, and rows missing or extra. */
  readonly wrong: string[];
}

/** Field-by-field agreement of written rows with expected ones, matched by SKU. */
export function fieldAccuracy(actual: readonly Row[], expected: readonly Row[]): Accuracy {
  const bySku = new Map(actual.map((row) => [String(row.SKU), row]));
  const wrong: string[] = [];
  let fields = 0;
  let right = 0;
  for (const want of expected) {
    const got = bySku.get(String(want.SKU));
    for (const column of WRITTEN_COLUMNS) {
      fields += 1;
      if (got !== undefined && Object.is(got[column], want[column])) right += 1;
      else
        wrong.push(
          `${String(want.SKU)} ${column}: got ${JSON.stringify(got?.[column])}, expected ${JSON.stringify(want[column])}`,
        );
    }
    bySku.delete(String(want.SKU));
  }
  for (const sku of bySku.keys()) wrong.push(`${sku}: written, not expected`);
  return { fields, right, wrong };
}
