/**
 * `npm run seed`: writes supabase/seed.sql from the embedded sample data
 * (data/sample/product_feed_static.json, blog_posts.json,
 * price_history.json and shops.json), so that a local Supabase (`supabase db reset`) holds
 * exactly the rows the sample source reads. The output is deterministic: the
 * same rows give the same bytes.
 *
 * Options: --sample-dir DIR (default data/sample), --out FILE (default
 * supabase/seed.sql).
 *
 * The SQL functions are exported so that tests can load synthetic rows the
 * same way (tests/integration/harness.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SAMPLE_DIR, readSampleFiles } from '../src/pull/source-sample';
import type { SourceRows } from '../src/pull/source-types';

const ROOT = path.resolve(import.meta.dirname, '..');

type ColumnType = 'bigint' | 'integer' | 'uuid' | 'text' | 'text[]' | 'timestamptz' | 'date' | 'numeric' | 'boolean';

/** Columns of the tables in migration order (supabase/migrations). */
export const TABLE_COLUMNS = {
  shops: {
    slug: 'text',
    name: 'text',
    hosts: 'text[]',
    network: 'text',
    feed_format: 'text',
    active: 'boolean',
    free_shipping_over: 'numeric',
    return_days: 'integer',
  },
  product_feed_static: {
    id: 'bigint',
    Name: 'text',
    SKU: 'text',
    Price: 'text',
    OriginalPrice: 'text',
    Currency: 'text',
    Description: 'text',
    ImageUrl: 'text',
    Brand: 'text',
    Category: 'text',
    Ean: 'text',
    ManufacturerArticleNumber: 'text',
    Instock: 'text',
    Shipping: 'text',
    ProductUrl: 'text',
    TrackingUrl: 'text',
    Color: 'text',
    Slug: 'text',
    shop: 'text',
  },
  blog_posts: {
    id: 'uuid',
    slug: 'text',
    title: 'text',
    description: 'text',
    meta_description: 'text',
    content: 'text',
    image_url: 'text',
    category: 'text',
    author: 'text',
    status: 'text',
    published_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  price_history: {
    id: 'bigint',
    shop: 'text',
    sku: 'text',
    valid_from: 'date',
    valid_to: 'date',
    price: 'numeric',
    original_price: 'numeric',
    in_stock: 'boolean',
  },
} as const satisfies Record<string, Record<string, ColumnType>>;

export type SeedTable = keyof typeof TABLE_COLUMNS;

/** The key column every row must have. */
const TABLE_KEYS: Record<SeedTable, string> = {
  shops: 'slug',
  product_feed_static: 'id',
  blog_posts: 'id',
  price_history: 'id',
};

/** Rows per INSERT statement: keeps statements readable and small. */
const ROWS_PER_INSERT = 500;

/** A double-quoted identifier when it needs one (capitals, keywords are not used here). */
export function sqlIdentifier(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/**
 * A SQL string literal for standard_conforming_strings = on (the default
 * since PostgreSQL 9.1, and set explicitly by {@link seedSql}): only the
 * single quote is special and is doubled; backslashes are literal. Text
 * cannot hold NUL, and lone UTF-16 surrogates cannot be written as UTF-8,
 * so both are refused instead of being silently changed.
 */
export function sqlString(value: string): string {
  if (value.includes('\u0000')) throw new Error('a PostgreSQL text value cannot contain NUL (\\u0000)');
  if (!value.isWellFormed()) throw new Error('the string holds a lone UTF-16 surrogate and cannot be stored as UTF-8');
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlValue(value: unknown, type: ColumnType, where: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'bigint' || type === 'integer') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new Error(`${where}: expected an integer, got ${JSON.stringify(value)}`);
    return String(value);
  }
  if (type === 'text[]') {
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      throw new Error(`${where}: expected an array of strings, got ${JSON.stringify(value)}`);
    try {
      return `array[${value.map((item: string) => sqlString(item)).join(', ')}]::text[]`;
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  }
  // numeric and boolean arrive in JSON as numbers and booleans, as
  // PostgreSQL renders them; anything else would not come back the same.
  if (type === 'numeric') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`${where}: expected a finite number, got ${JSON.stringify(value)}`);
    return String(value);
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') throw new Error(`${where}: expected true or false, got ${JSON.stringify(value)}`);
    return String(value);
  }
  if (type === 'date' && (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)))
    throw new Error(`${where}: expected a day as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  // The tables hold text (and uuid/timestamptz given as text): a number or
  // boolean here would come back from the database as a string and make the
  // sample and Supabase sources differ, so it is refused.
  if (typeof value !== 'string') throw new Error(`${where}: expected a string or null, got ${JSON.stringify(value)}`);
  try {
    return sqlString(value);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

function describeRow(table: SeedTable, row: unknown, index: number): string {
  const key = TABLE_KEYS[table];
  const id = (row as Record<string, unknown> | null)?.[key];
  return `${table} row ${index + 1}${id === undefined ? '' : ` (${key} ${JSON.stringify(id)})`}`;
}

/**
 * INSERT statements for rows of one table, explicit ids included. Every key
 * of a row must be a column of the table; a missing key is NULL. Throws on
 * anything the table could not hold exactly as given.
 */
export function insertSql(table: SeedTable, rows: readonly unknown[]): string {
  const types: Record<string, ColumnType> = TABLE_COLUMNS[table];
  const columns = Object.keys(types);
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const tuples = rows.slice(start, start + ROWS_PER_INSERT).map((row, offset) => {
      const index = start + offset;
      const where = describeRow(table, row, index);
      if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new Error(`${where}: not an object`);
      const unknown = Object.keys(row).filter((key) => !(key in types));
      if (unknown.length > 0) throw new Error(`${where}: unknown column(s) ${unknown.join(', ')}`);
      const key = TABLE_KEYS[table];
      if ((row as Record<string, unknown>)[key] == null) throw new Error(`${where}: ${key} is required`);
      const values = columns.map((column) =>
        sqlValue((row as Record<string, unknown>)[column], types[column] as ColumnType, `${where}, column ${column}`),
      );
      return `  (${values.join(', ')})`;
    });
    statements.push(
      `insert into public.${table} (${columns.map(sqlIdentifier).join(', ')}) values\n${tuples.join(',\n')};`,
    );
  }
  return statements.join('\n\n');
}

/**
 * Moves the identity sequence of a table past the explicit ids, so that a
 * later insert without an id (the recorder's, for the history) does not
 * collide (an empty table leaves it at 1, not yet used).
 */
export function resetSequenceSql(table: 'product_feed_static' | 'price_history'): string {
  return `select setval(pg_get_serial_sequence('public.${table}', 'id'), coalesce(max(id), 1), max(id) is not null) from public.${table};`;
}

export interface SeedSqlOptions {
  /** Comment lines put at the top (without the leading `-- `). */
  readonly header?: readonly string[];
}

/** The whole seed script: one transaction with the tables' rows and the sequence resets. */
export function seedSql(rows: SourceRows, options: SeedSqlOptions = {}): string {
  const parts = [
    ...(options.header ?? []).map((line) => (line ? `-- ${line}` : '--')),
    ...(options.header?.length ? [''] : []),
    "set client_encoding = 'UTF8';",
    'set standard_conforming_strings = on;',
    '',
    'begin;',
    '',
  ];
  // Shops first: the feed rows name them (not a foreign key, but the order a reader expects).
  if (rows.shopRows && rows.shopRows.length > 0) parts.push(insertSql('shops', rows.shopRows), '');
  if (rows.feedRows.length > 0) parts.push(insertSql('product_feed_static', rows.feedRows), '');
  parts.push(resetSequenceSql('product_feed_static'), '');
  if (rows.postRows.length > 0) parts.push(insertSql('blog_posts', rows.postRows), '');
  if (rows.historyRows.length > 0) parts.push(insertSql('price_history', rows.historyRows), '');
  parts.push(resetSequenceSql('price_history'), '');
  parts.push('commit;', '');
  return parts.join('\n');
}

/** The content of supabase/seed.sql for sample rows read from `from` (a path relative to the repository). */
export function seedFileSql(rows: SourceRows, from = 'data/sample'): string {
  return seedSql(rows, {
    header: [
      'GENERATED FILE, do not edit by hand: run `npm run seed` (scripts/make-seed.ts) to rebuild it.',
      `Source: ${from}/shops.json, ${from}/product_feed_static.json, ${from}/blog_posts.json and ${from}/price_history.json, rows exactly as the tables hold them.`,
      'Loaded by `supabase db reset` after the migrations (supabase/config.toml, [db.seed]).',
    ],
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'sample-dir': { type: 'string', default: DEFAULT_SAMPLE_DIR },
      out: { type: 'string', default: path.join(ROOT, 'supabase/seed.sql') },
    },
    strict: true,
    allowPositionals: false,
  });
  const sampleDir = path.resolve(values['sample-dir']);
  const outFile = path.resolve(values.out);
  const rows = await readSampleFiles(sampleDir);
  const from = path.relative(ROOT, sampleDir).split(path.sep).join('/') || '.';
  await writeFile(outFile, seedFileSql(rows, from));
  console.log(
    `seed: wrote ${rows.shopRows?.length ?? 0} shops rows, ${rows.feedRows.length} product_feed_static rows, ${rows.postRows.length} blog_posts rows and ${rows.historyRows.length} price_history rows to ${path.relative(ROOT, outFile) || outFile}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`seed failed: ${(error as Error).message ?? error}`);
    process.exitCode = 1;
  });
}
