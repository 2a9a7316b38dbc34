/**
 * Issue 36: the feed's bytes and items — a feed from an http(s) URL, a
 * broken gzip stream, XML that is not well-formed or holds an item too
 * large to keep, CSV records csv-parse cannot read — each refused whole or
 * skipped and named as the import's rules say.
 */

import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../../src/import/csv-items';
import { FeedSyntaxError, ImportError, importFailureOf } from '../../../src/import/errors';
import { MAX_ITEM_CHARS, MAX_ITEM_ELEMENTS } from '../../../src/import/limits';
import { formatSummary, ImportReport } from '../../../src/import/report';
import { runImport } from '../../../src/import/run';
import { openFeed } from '../../../src/import/source';
import { readXmlItems } from '../../../src/import/xml-items';
import { FEEDS, NOW, scratchOut } from '../../support/import-feeds';

async function* chunks(...texts: string[]): AsyncGenerator<string> {
  yield* texts;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const ITEMS = new Set(['product']);
const ROOTS = new Set(['products']);

describe('XML items', () => {
  it('reads items across chunk boundaries, CDATA and HTML entities included', async () => {
    const items = await collect(
      readXmlItems(
        chunks(
          '<products><product><Name>V&auml;',
          'nster</Name><Desc><![CDATA[<b>',
          'fet</b>]]></Desc></product></prod',
          'ucts>',
        ),
        ITEMS,
        ROOTS,
      ),
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.element.children.map((child) => [child.name, child.text])).toEqual([
      ['name', 'Vänster'],
      ['desc', '<b>fet</b>'],
    ]);
  });

  it.each([
    ['<products><product><Name>x</Name></product>', 'Unclosed root tag'],
    ['<products><product><Name>x</Nme></product></products>', 'Unexpected close tag'],
    ['<catalog><product/></catalog>', 'the root element is <catalog>'],
    ['hej', 'Non-whitespace before first tag'],
    ['', 'no root element'],
    ['<products>&bogus;</products>', 'Invalid character entity'],
  ])('refuses %j whole', async (text, message) => {
    const failure = await collect(readXmlItems(chunks(text), ITEMS, ROOTS)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FeedSyntaxError);
    expect((failure as Error).message).toContain(message);
  });

  it('marks an item over its size limits unreadable, and reads the next one', async () => {
    const many = '<x/>'.repeat(MAX_ITEM_ELEMENTS + 1);
    const long = 'a'.repeat(MAX_ITEM_CHARS + 1);
    const items = await collect(
      readXmlItems(
        chunks(
          `<products><product>${many}<SKU>A</SKU></product><product><d>${long}</d></product><product><SKU>C</SKU></product></products>`,
        ),
        ITEMS,
        ROOTS,
      ),
    );
    expect(items.map((item) => item.unreadable)).toEqual([
      `the item has more than ${MAX_ITEM_ELEMENTS.toLocaleString('en-US')} elements`,
      `the item holds more than ${MAX_ITEM_CHARS.toLocaleString('en-US')} characters of text`,
      null,
    ]);
  });
});

describe('CSV records', () => {
  it('skips a record with more fields than the header, and one csv-parse cannot read, and goes on', async () => {
    const skipped: string[] = [];
    const records = await collect(
      readCsvRecords(chunks('a,b\n1,2\n1,2,3\n"4,5\n6,7\n'), ',', (line, reason) => skipped.push(`${line}: ${reason}`)),
    );
    expect(records.map((record) => [record.fields.get('a'), record.unreadable !== null])).toEqual([
      ['1', false],
      ['1', true],
    ]);
    expect(skipped.length).toBe(1);
  });

  it('names a record csv-parse skipped in the import report', async () => {
    const dir = await scratchOut();
    const feed = path.join(dir, '..', `${path.basename(dir)}-awin.csv`);
    await writeFile(
      feed,
      'merchant_product_id,product_name,search_price,currency,merchant_deep_link,in_stock\n' +
        'A-1,Vinkyl,4990,SEK,https://www.vinkylexperten.se/p/a-1,1\n' +
        'A-2,"Vinkyl med öppet citat,4990,SEK,https://www.vinkylexperten.se/p/a-2,1\n',
    );
    const summary = await runImport({ shop: 'vinkylexperten.se', file: feed, out: dir, now: NOW });
    expect(summary.rows_kept).toBe(1);
    expect(summary.skipped_by_reason).toEqual({ malformed_record: 1 });
    expect(summary.notes[0]?.item).toMatch(/^record at line \d+$/u);
  });

  it('refuses a feed without a header', async () => {
    const failure = await collect(readCsvRecords(chunks(''), ',', () => {})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FeedSyntaxError);
  });
});

describe('the feed from a URL', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const xml = await readFile(path.join(FEEDS, 'google.xml'));
    server = createServer((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        response.end(xml);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a feed over http', async () => {
    const dir = await scratchOut();
    const summary = await runImport({ shop: 'hemmakallaren.com', file: `${origin}/feed.xml`, out: dir, now: NOW });
    expect(summary.rows_kept).toBe(4);
  });

  it('refuses an answer that is not a feed, and a URL it may not fetch', async () => {
    const missing = await openFeed(`${origin}/missing.xml`).catch((error: unknown) => error);
    expect((missing as ImportError).exitCode).toBe(4);
    expect((missing as Error).message).toContain('HTTP 404');
    const userInfo = await openFeed('https://user:secret@example.com/feed.xml').catch((error: unknown) => error);
    expect((userInfo as ImportError).exitCode).toBe(2);
    const unreachable = await openFeed('http://127.0.0.1:1/feed.xml').catch((error: unknown) => error);
    expect((unreachable as ImportError).exitCode).toBe(4);
  });
});

describe('broken bytes', () => {
  it('refuses a file that is not there, a broken gzip stream, and an encoding it cannot read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'import-bytes-'));
    const missing = await openFeed(path.join(dir, 'nothing.xml')).catch((error: unknown) => error);
    expect((missing as ImportError).exitCode).toBe(4);

    const gz = path.join(dir, 'broken.gz');
    await writeFile(gz, Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(64, 7)]));
    const failure = await openFeed(gz)
      .then((feed) => collect(feed.text))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as Error).message).toContain('not valid gzip');

    const odd = path.join(dir, 'odd.xml');
    await writeFile(odd, '<?xml version="1.0" encoding="x-klingon"?><rss/>');
    const unreadable = await openFeed(odd).catch((error: unknown) => error);
    expect((unreadable as Error).message).toContain('x-klingon');
  });
});

describe('failures and the report as text', () => {
  it('maps errors to exit codes: an expected one to its own, anything else to a bug', () => {
    expect(importFailureOf(new ImportError('x', { kind: 'output' }))).toEqual({
      exitCode: 5,
      text: 'import failed: x',
    });
    expect(importFailureOf(new Error('boom')).exitCode).toBe(6);
    expect(importFailureOf('thrown text').text).toContain('thrown value: thrown text');
  });

  it('prints every note, the categories and the items over the budget', () => {
    const report = new ImportReport('kylmagasinet', 'feed.xml', 50);
    report.skip('item 1 "A"', 'missing_price', 'no price');
    report.repair('item 2 "B"', 'Name cut');
    report.warn('item 2 "B"', 'host');
    report.category('Vinskåp', 'Vinlagringsskåp');
    report.category('Vinskåp', 'Vinlagringsskåp');
    report.category('Kampanj', null);
    report.overBudget.push({ item: 'item 3 "C"', cpu_ms: 51.2 });
    const text = formatSummary(
      report.summary({ file: 'out.json', changed: false, rows_replaced: 1, rows_written: 1, rows_kept_of_others: 0 }),
    );
    expect(text).toContain('skipped missing_price: 1');
    expect(text).toContain('out.json unchanged');
    expect(text).toContain('category "Vinskåp" → Vinlagringsskåp (2)');
    expect(text).toContain('category "Kampanj" (1) maps to no site category');
    expect(text).toContain('item 3 "C": took 51.2 ms');
    expect(text).toContain('warning item 2 "B": host');
  });
});
