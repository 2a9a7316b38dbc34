import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, lstat, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { normaliseHost } from '../shared/shop-host';
import { safeHttpUrl } from '../shared/url';
import { ImportError } from './errors';
import { type ImportRow, ROW_COLUMNS } from './map-row';
import type { ImportSummary } from './report';
import type { RowSpool } from './spool';

/**
 * `--out DIR`: the shop's rows into `DIR/product_feed_static.json`, the
 * table's rows as data/sample holds them (issue 36). The shop's earlier
 * rows (its `shop` column, or, for rows written before that column, the
 * host of their ProductUrl) are replaced by the feed's, sorted by SKU, as
 * one block where the first of them stood (at the end for a new shop);
 * every other row is kept byte for byte, in its order. A row keeps its `id`
 * when the shop had its SKU before; a new SKU gets the next free id.
 *
 * The file is read twice as a stream, one row at a time (the rows are
 * split out of the array by a scan of brackets and strings, then each is
 * parsed by JSON.parse), and written to a temporary file beside it that is
 * renamed over it: a reader sees the old file or the new one, never half.
 * When the rows come out as they were, the file is not touched at all.
 */

export const FEED_FILE = 'product_feed_static.json';

export interface OutputShop {
  readonly slug: string;
  /** Normalised hosts (src/shared/shop-host.ts). */
  readonly hosts: ReadonlySet<string>;
}

/** A written row: the key, the feed columns in the table's order, the shop. */
export type WrittenRow = { id: number } & ImportRow & { shop: string | null };

function outputError(file: string, detail: string, cause?: unknown): ImportError {
  return new ImportError(`${file}: ${detail}; nothing was written`, { kind: 'output', cause });
}

/**
 * The elements of a JSON array file, each as its exact text, streamed.
 * Only the array's structure is scanned (brackets, braces, strings and
 * their escapes); each element must be an object.
 */
export async function* arrayElements(file: string): AsyncGenerator<string> {
  // Opening fails on the first read, inside the scan's try, which names the file.
  const stream: AsyncIterable<string> = createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 });
  type Phase = 'start' | 'before-element' | 'after-element' | 'element' | 'end';
  // Widened on purpose: the scan assigns every phase, which narrowing from the initial value would not see.
  let phase = 'start' as Phase;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: string[] = [];
  let elements = 0;
  let line = 1;
  const broken = (what: string) => outputError(file, `not a JSON array of rows (${what} at line ${line})`);
  try {
    for await (const chunk of stream) {
      let elementStart = phase === 'element' ? 0 : -1;
      for (let i = 0; i < chunk.length; i += 1) {
        const code = chunk.charCodeAt(i);
        if (code === 0x0a) line += 1;
        if (phase === 'element') {
          if (inString) {
            if (escaped) escaped = false;
            else if (code === 0x5c) escaped = true;
            else if (code === 0x22) inString = false;
            continue;
          }
          if (code === 0x22) inString = true;
          else if (code === 0x7b || code === 0x5b) depth += 1;
          else if (code === 0x7d || code === 0x5d) {
            depth -= 1;
            if (depth === 0) {
              parts.push(chunk.slice(elementStart, i + 1));
              elements += 1;
              yield parts.join('');
              parts = [];
              phase = 'after-element';
              elementStart = -1;
            }
          }
          continue;
        }
        // Between elements only white space (and a byte-order mark at the start) may stand.
        if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || (code === 0xfeff && phase === 'start'))
          continue;
        if (phase === 'start') {
          if (code !== 0x5b) throw broken('no "[" at the start');
          phase = 'before-element';
        } else if (phase === 'before-element' || phase === 'after-element') {
          if (code === 0x5d && (phase === 'after-element' || elements === 0)) phase = 'end';
          else if (code === 0x2c && phase === 'after-element') phase = 'before-element';
          else if (code === 0x7b && phase === 'before-element') {
            phase = 'element';
            depth = 1;
            elementStart = i;
          } else throw broken(`unexpected ${JSON.stringify(String.fromCharCode(code))}`);
        } else throw broken('text after the closing "]"');
      }
      if (phase === 'element' && elementStart !== -1) parts.push(chunk.slice(elementStart));
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw outputError(file, `cannot read it (${(error as Error).message})`, error);
  }
  if (phase !== 'end') throw broken(phase === 'start' ? 'an empty file' : 'no closing "]"');
}

interface Survey {
  readonly exists: boolean;
  readonly maxId: number;
  /** The shop's earlier rows: SKU → id (the first row of a SKU). */
  readonly ids: ReadonlyMap<string, number>;
  /** Position of the shop's first row among the elements, or -1. */
  readonly firstShopRow: number;
  /** Digests of the shop's rows in file order, and whether they stand together. */
  readonly shopDigests: readonly string[];
  readonly contiguous: boolean;
  readonly rows: number;
}

function digest(canonical: string): string {
  return createHash('sha256').update(canonical).digest('base64');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether an element of the file is one of the shop's rows. */
function belongsTo(row: Record<string, unknown>, shop: OutputShop): boolean {
  if (typeof row.shop === 'string') return row.shop === shop.slug;
  if (row.shop !== undefined && row.shop !== null) return false;
  const url = typeof row.ProductUrl === 'string' ? safeHttpUrl(row.ProductUrl) : null;
  return url !== null && shop.hosts.has(normaliseHost(new URL(url).hostname));
}

function parseRow(file: string, text: string, index: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw outputError(file, `row ${index + 1} is not valid JSON (${(error as Error).message})`, error);
  }
  if (!isRecord(value) || typeof value.id !== 'number' || !Number.isInteger(value.id)) {
    throw outputError(file, `row ${index + 1} is not a row with an integer id`);
  }
  return value;
}

async function survey(file: string, shop: OutputShop): Promise<Survey> {
  let maxId = 0;
  const ids = new Map<string, number>();
  const shopDigests: string[] = [];
  let firstShopRow = -1;
  let lastShopRow = -1;
  let contiguous = true;
  let rows = 0;
  const exists = await lstat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw outputError(file, `cannot read it (${error.message})`, error);
    },
  );
  if (!exists) return { exists, maxId, ids, firstShopRow, shopDigests, contiguous, rows };
  for await (const text of arrayElements(file)) {
    const row = parseRow(file, text, rows);
    const id = row.id as number;
    maxId = Math.max(maxId, id);
    if (belongsTo(row, shop)) {
      if (firstShopRow === -1) firstShopRow = rows;
      else if (lastShopRow !== rows - 1) contiguous = false;
      lastShopRow = rows;
      shopDigests.push(digest(JSON.stringify(row)));
      const sku = typeof row.SKU === 'string' ? row.SKU : '';
      if (!ids.has(sku)) ids.set(sku, id);
    }
    rows += 1;
  }
  return { exists: true, maxId, ids, firstShopRow, shopDigests, contiguous, rows };
}

/** The row as it is written: key order id, the feed columns, shop. */
function written(row: ImportRow, id: number, shop: string): WrittenRow {
  const out: Record<string, unknown> = { id };
  for (const column of ROW_COLUMNS) out[column] = row[column];
  out.shop = shop;
  return out as WrittenRow;
}

/** Gathers text and writes it in large pieces. */
class Writer {
  private pending: string[] = [];
  private bytes = 0;
  constructor(private readonly handle: FileHandle) {}
  async write(text: string): Promise<void> {
    this.pending.push(text);
    this.bytes += text.length;
    if (this.bytes >= 1024 * 1024) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.bytes = 0;
    await this.handle.write(text);
  }
}

/** An element indented as an element of the array (JSON.stringify escapes line breaks inside strings, so every one is layout). */
function indented(row: WrittenRow): string {
  return JSON.stringify(row, null, 2).replaceAll('\n', '\n  ');
}

/** Writes the shop's rows from the spool into `dir`, or leaves the file as it is when nothing changes. */
export async function writeShopRows(
  dir: string,
  shop: OutputShop,
  spool: RowSpool,
): Promise<NonNullable<ImportSummary['output']>> {
  const file = path.join(dir, FEED_FILE);
  const before = await survey(file, shop);

  // The ids the rows get, and whether the rows come out as they were.
  let nextId = before.maxId;
  const idOf = (sku: string) => {
    const kept = before.ids.get(sku);
    if (kept !== undefined) return kept;
    nextId += 1;
    return nextId;
  };
  let same = before.exists && before.contiguous && before.shopDigests.length === spool.count;
  let position = 0;
  const assigned = new Map<string, number>();
  for await (const row of spool.sorted()) {
    const sku = row.SKU ?? '';
    const id = idOf(sku);
    assigned.set(sku, id);
    if (same && digest(JSON.stringify(written(row, id, shop.slug))) !== before.shopDigests[position]) same = false;
    position += 1;
  }
  const summary = {
    file,
    rows_replaced: before.shopDigests.length,
    rows_written: spool.count,
    rows_kept_of_others: before.rows - before.shopDigests.length,
  };
  if (same) return { ...summary, changed: false };

  const temporary = path.join(dir, `.${FEED_FILE}.import-${process.pid}.tmp`);
  let handle: FileHandle | null = null;
  try {
    await rm(temporary, { force: true });
    handle = await open(temporary, 'wx');
    const out = new Writer(handle);
    let first = true;
    const element = async (text: string) => {
      await out.write(first ? `[\n  ${text}` : `,\n  ${text}`);
      first = false;
    };
    const block = async () => {
      for await (const row of spool.sorted()) {
        const sku = row.SKU ?? '';
        await element(indented(written(row, assigned.get(sku) ?? idOf(sku), shop.slug)));
      }
    };
    if (before.exists) {
      let index = 0;
      for await (const text of arrayElements(file)) {
        const row = parseRow(file, text, index);
        if (index === before.firstShopRow) await block();
        if (!belongsTo(row, shop)) await element(text);
        index += 1;
      }
    }
    if (before.firstShopRow === -1) await block();
    await out.write(first ? '[]\n' : '\n]\n');
    await out.flush();
    await handle.sync();
    await handle.close();
    handle = null;
    await rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await rm(temporary, { force: true }).catch(() => {});
    if (error instanceof ImportError) throw error;
    throw outputError(file, `cannot write it (${(error as Error).message})`, error);
  }
  return { ...summary, changed: true };
}
