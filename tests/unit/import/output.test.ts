/**
 * Issue 36, `--out DIR`: the shop's rows replace its earlier ones (by its
 * `shop` column, or by the host of rows written before that column), every
 * other row stays byte for byte where it was, ids are kept per SKU and new
 * ones follow the highest, an unchanged feed leaves the file untouched, and
 * a feed that cannot be parsed leaves the folder byte-identical.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedSyntaxError, ImportError } from '../../../src/import/errors';
import { arrayElements } from '../../../src/import/output';
import { NoRowsError, runImport } from '../../../src/import/run';
import { FEEDS, NOW, scratchOut, writtenRows } from '../../support/import-feeds';

const FEED_FILE = 'product_feed_static.json';

/** Every file of a folder and its bytes. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(dir)).sort())
    files.set(name, (await readFile(path.join(dir, name))).toString('base64'));
  return files;
}

const OTHER_ROW = `{"id": 1,   "Name": "Annan butiks vinkyl", "SKU": "DK-9", "Price": "1990",
    "ProductUrl": "https://dryckeskyl.se/p/dk-9", "shop": "dryckeskyl"}`;
const LEGACY_OTHER = `{
    "id": 7,
    "Name": "Utan butikskolumn",
    "SKU": "X-1",
    "Price": "990",
    "ProductUrl": "https://www.example.se/p/x-1"
  }`;
const LEGACY_SHOP = JSON.stringify(
  { id: 2, Name: 'Gammal rad', SKU: 'KM-1001', Price: '7990', ProductUrl: 'https://www.kylmagasinet.se/vinkyl/gammal' },
  null,
  2,
).replaceAll('\n', '\n  ');
const SHOP_GONE = JSON.stringify(
  {
    id: 3,
    Name: 'Utgången',
    SKU: 'KM-OLD',
    Price: '100',
    ProductUrl: 'https://kylmagasinet.se/x',
    shop: 'kylmagasinet',
  },
  null,
  2,
).replaceAll('\n', '\n  ');
const SHOP_KEPT_ID = JSON.stringify(
  { id: 5, Name: 'Polar', SKU: 'KM-1009', Price: '1399', ProductUrl: null, shop: 'kylmagasinet' },
  null,
  2,
).replaceAll('\n', '\n  ');

async function withExistingRows(): Promise<string> {
  const dir = await scratchOut();
  await writeFile(
    path.join(dir, FEED_FILE),
    `[\n  ${OTHER_ROW},\n  ${LEGACY_SHOP},\n  ${SHOP_GONE},\n  ${LEGACY_OTHER},\n  ${SHOP_KEPT_ID}\n]\n`,
  );
  return dir;
}

const importKylmagasinet = (out: string, file = path.join(FEEDS, 'adtraction.xml')) =>
  runImport({ shop: 'kylmagasinet.se', file, out, now: NOW });

describe('writing the shop rows', () => {
  it('replaces the shop rows where the first stood, keeps the others byte for byte, ids per SKU', async () => {
    const dir = await withExistingRows();
    const summary = await importKylmagasinet(dir);
    expect(summary.output).toMatchObject({ changed: true, rows_replaced: 3, rows_written: 5, rows_kept_of_others: 2 });

    const elements: string[] = [];
    for await (const text of arrayElements(path.join(dir, FEED_FILE))) elements.push(text);
    expect(elements[0]).toBe(OTHER_ROW);
    expect(elements.at(-1)).toBe(LEGACY_OTHER);
    const rows = await writtenRows(dir);
    expect(rows.map((row) => [row.id, row.SKU, row.shop ?? null])).toEqual([
      [1, 'DK-9', 'dryckeskyl'],
      [2, 'KM-1001', 'kylmagasinet'],
      [8, 'KM-1002', 'kylmagasinet'],
      [9, 'KM-1003', 'kylmagasinet'],
      [10, 'KM-1007', 'kylmagasinet'],
      [5, 'KM-1009', 'kylmagasinet'],
      [7, 'X-1', null],
    ]);
  });

  it('leaves the file untouched when the same feed is imported again', async () => {
    const dir = await withExistingRows();
    await importKylmagasinet(dir);
    const file = path.join(dir, FEED_FILE);
    const before = { bytes: await readFile(file), mtime: (await stat(file)).mtimeMs };
    const again = await importKylmagasinet(dir);
    expect(again.output?.changed).toBe(false);
    expect(await readFile(file)).toEqual(before.bytes);
    expect((await stat(file)).mtimeMs).toBe(before.mtime);
  });

  it('writes a new file as data/sample does: an indented array ending in a line break', async () => {
    const dir = await scratchOut();
    await importKylmagasinet(dir);
    const text = await readFile(path.join(dir, FEED_FILE), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect((await readdir(dir)).sort()).toEqual([FEED_FILE, 'shops.json']);
  });

  it('leaves the folder byte-identical when the feed cannot be parsed', async () => {
    const dir = await withExistingRows();
    const truncated = path.join(dir, '..', `${path.basename(dir)}-broken.xml`);
    const whole = await readFile(path.join(FEEDS, 'adtraction.xml'), 'utf8');
    await writeFile(truncated, whole.slice(0, whole.indexOf('<SKU>KM-1007')));
    const before = await snapshot(dir);
    const failure = await importKylmagasinet(dir, truncated).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FeedSyntaxError);
    expect((failure as ImportError).exitCode).toBe(4);
    expect(await snapshot(dir)).toEqual(before);
    await rm(truncated);
  });

  it('refuses a feed of no known format, and one that gives no row, leaving the folder as it was', async () => {
    const dir = await withExistingRows();
    const notAFeed = path.join(dir, '..', `${path.basename(dir)}-notes.txt`);
    await writeFile(notAFeed, 'hej\nbara lite text\n');
    // The shop's feed_format is tried when the start tells nothing: here it does not fit either.
    const asShopSays = await importKylmagasinet(dir, notAFeed).catch((error: unknown) => error);
    expect(asShopSays).toBeInstanceOf(FeedSyntaxError);
    const shops = JSON.parse(await readFile(path.join(dir, 'shops.json'), 'utf8')) as { feed_format: string | null }[];
    for (const shop of shops) shop.feed_format = null;
    await writeFile(path.join(dir, 'shops.json'), JSON.stringify(shops));
    const before = await snapshot(dir);
    const unknown = await importKylmagasinet(dir, notAFeed).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ImportError);
    expect((unknown as ImportError).message).toContain('pass --format');

    const empty = path.join(dir, '..', `${path.basename(dir)}-empty.xml`);
    await writeFile(empty, '<?xml version="1.0"?><products><product><SKU>A</SKU></product></products>');
    const none = await runImport({ shop: 'kylmagasinet.se', file: empty, out: dir, format: 'adtraction-xml' }).catch(
      (error: unknown) => error,
    );
    expect(none).toBeInstanceOf(NoRowsError);
    expect((none as NoRowsError).summary.skipped_by_reason).toEqual({ missing_name: 1 });
    expect(await snapshot(dir)).toEqual(before);
    await Promise.all([rm(notAFeed), rm(empty)]);
  });

  it('refuses to write over a product file that is not an array of rows', async () => {
    const dir = await scratchOut();
    await writeFile(path.join(dir, FEED_FILE), '[{"id": 1}, {"id": 2},]\n');
    const before = await snapshot(dir);
    const failure = await importKylmagasinet(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).exitCode).toBe(5);
    expect(await snapshot(dir)).toEqual(before);
  });
});

describe('the shop', () => {
  it('is refused when no row of shops.json has its host, or when shops.json is missing', async () => {
    const dir = await scratchOut();
    const unknown = await runImport({
      shop: 'okänd-butik.se',
      file: path.join(FEEDS, 'adtraction.xml'),
      out: dir,
    }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ImportError);
    expect((unknown as ImportError).exitCode).toBe(3);
    expect((unknown as ImportError).message).toContain('add a row to shops');
    await rm(path.join(dir, 'shops.json'));
    const missing = await importKylmagasinet(dir).catch((error: unknown) => error);
    expect((missing as ImportError).exitCode).toBe(3);
    expect((missing as ImportError).message).toContain('shops.json is missing: add a row to shops');
  });

  it('is refused when shops.json is not JSON or not a list of shops', async () => {
    const dir = await scratchOut();
    await writeFile(path.join(dir, 'shops.json'), '[{"slug": "x", "hosts": "x.se"}]');
    const wrongShape = await importKylmagasinet(dir).catch((error: unknown) => error);
    expect((wrongShape as ImportError).exitCode).toBe(3);
    expect((wrongShape as ImportError).message).toContain('is not a list of shops: 0.hosts');
    await writeFile(path.join(dir, 'shops.json'), '[{');
    const notJson = await importKylmagasinet(dir).catch((error: unknown) => error);
    expect((notJson as ImportError).message).toContain('is not valid JSON');
  });

  it("falls back to the shop's feed_format when the feed's start tells nothing, and notes an inactive shop", async () => {
    const dir = await scratchOut();
    const shops = JSON.parse(await readFile(path.join(dir, 'shops.json'), 'utf8')) as {
      slug: string;
      active: boolean;
    }[];
    for (const shop of shops) if (shop.slug === 'kylmagasinet') shop.active = false;
    await writeFile(path.join(dir, 'shops.json'), JSON.stringify(shops));
    const feed = path.join(dir, '..', `${path.basename(dir)}-lower.xml`);
    await writeFile(
      feed,
      '<products><product><sku>L-1</sku><name>Vinkyl</name><price>990</price><producturl>https://kylmagasinet.se/l-1</producturl><instock>yes</instock></product></products>',
    );
    const summary = await importKylmagasinet(dir, feed);
    expect(summary.format).toBe('adtraction-xml');
    expect(summary.rows_kept).toBe(1);
    expect(summary.notes[0]?.reason).toContain('inactive');
    await rm(feed);
  });
});
