import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportRow } from './map-row';

/**
 * The rows of a feed on disk while it is read (issue 36: memory stays flat
 * in the feed's size). Each row is one JSON line of a temporary file
 * outside the output folder; memory holds only each row's SKU and place,
 * so the rows can be written sorted by SKU, the feed's item id, however
 * many there are.
 */

/** Bytes gathered before they are written. */
const FLUSH_BYTES = 1024 * 1024;

interface Entry {
  readonly sku: string;
  readonly offset: number;
  readonly length: number;
}

/** Plain code-unit order: the same on every machine and in every locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class RowSpool {
  private readonly entries: Entry[] = [];
  private pending: string[] = [];
  private pendingBytes = 0;
  private size = 0;

  private constructor(
    private readonly dir: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(): Promise<RowSpool> {
    const dir = await mkdtemp(path.join(tmpdir(), 'vinkyl-import-'));
    const handle = await open(path.join(dir, 'rows.ndjson'), 'w+');
    return new RowSpool(dir, handle);
  }

  get count(): number {
    return this.entries.length;
  }

  async add(row: ImportRow): Promise<void> {
    const line = `${JSON.stringify(row)}\n`;
    const length = Buffer.byteLength(line);
    this.entries.push({ sku: row.SKU ?? '', offset: this.size, length });
    this.size += length;
    this.pending.push(line);
    this.pendingBytes += length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    await this.handle.write(text);
  }

  /** The rows in order of their SKU. */
  async *sorted(): AsyncGenerator<ImportRow> {
    await this.flush();
    const order = [...this.entries].sort((a, b) => compareIds(a.sku, b.sku));
    let buffer = Buffer.alloc(64 * 1024);
    for (const entry of order) {
      if (entry.length > buffer.length) buffer = Buffer.alloc(entry.length);
      await this.handle.read(buffer, 0, entry.length, entry.offset);
      yield JSON.parse(buffer.toString('utf8', 0, entry.length)) as ImportRow;
    }
  }

  async dispose(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
