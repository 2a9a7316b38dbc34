/**
 * `npm run bench:import -- [--items 100000] [--format google-xml|awin-csv] [--keep]`
 *
 * Issue 36's scale goal for `npm run import`: memory flat in the feed's
 * size, a 100,000-item feed of about 200 MB imported within 512 MiB peak
 * and within a minute. Generates such a feed (items of about 2 KB, in a
 * shuffled order of ids, so the sort is exercised), an output folder with
 * one shop and data/sample's rows, and runs the import as a whole process
 * under /usr/bin/time -v twice: the first import, then the same feed again
 * (which must leave the file untouched). A speed goal no test judges, since
 * a test's verdict must not depend on the machine (issue 34); exits 1 when
 * missed. Last line:
 *   bench-import: format=… items=… feed_mb=… seconds=… peak_rss_mib=… rows=… again_seconds=… again_peak_rss_mib=… unchanged=yes
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { timed } from './lib/timed';

const ROOT = path.resolve(import.meta.dirname, '..');
const GOALS = { seconds: 60, peakMib: 512 } as const;
const HOST = 'bench-butik.se';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    format: { type: 'string', default: 'google-xml' },
    keep: { type: 'boolean', default: false },
  },
});
const items = Number(values.items);
const format = values.format;
if (!Number.isInteger(items) || items < 1 || (format !== 'google-xml' && format !== 'awin-csv')) {
  console.error('usage: npm run bench:import -- [--items 100000] [--format google-xml|awin-csv] [--keep]');
  process.exit(2);
}

/** About 1.2 KB of description, the length of a real one with a spec list: with the other fields, 2 KB an item. */
const FILLER = (
  '<p>Fristående vinkyl med två temperaturzoner för vitt och rött, UV-skyddad glasdörr och tyst kompressor. ' +
  'Hyllorna i bok glider ut på teleskopskenor och rymmer både bordeaux- och bourgogneflaskor.</p>' +
  '<ul><li><strong>Kapacitet:</strong> 52 flaskor</li><li><strong>Mått (B × H × D):</strong> 59,5 × 127 × 57 cm</li>' +
  '<li><strong>Ljudnivå:</strong> 39 dB</li><li><strong>Energiklass:</strong> G, 150 kWh/år</li>' +
  '<li><strong>Temperatur:</strong> 5–22 °C i båda zonerna</li></ul>' +
  '<p>Passar i kök, vardagsrum och källare. Levereras med fyra justerbara fötter och lås.</p>'
).repeat(2);

/** The item ids in a shuffled but fixed order: i × a prime, modulo the count. */
function idAt(index: number): string {
  const shuffled = (index * 7919) % items;
  return `BENCH-${String(shuffled).padStart(6, '0')}`;
}

function googleItem(index: number): string {
  const id = idAt(index);
  return `<item>
<g:id>${id}</g:id>
<g:title>Benchvin ${id} fristående vinkyl 52 flaskor</g:title>
<g:description><![CDATA[${FILLER}]]></g:description>
<g:link>https://www.${HOST}/products/${id.toLowerCase()}</g:link>
<g:image_link>https://www.${HOST}/img/${id.toLowerCase()}.jpg</g:image_link>
<g:availability>${index % 5 === 0 ? 'out_of_stock' : 'in_stock'}</g:availability>
<g:price>12 990,00 SEK</g:price>
<g:sale_price>11990.00 SEK</g:sale_price>
<g:sale_price_effective_date>2026-11-01T00:00+0100/2027-01-31T23:59+0100</g:sale_price_effective_date>
<g:brand>Benchvin</g:brand>
<g:gtin>${String(7350000000000 + index)}</g:gtin>
<g:mpn>BV-${id}</g:mpn>
<g:condition>new</g:condition>
<g:product_type>Vinkylar &gt; Fristående</g:product_type>
<g:google_product_category>4539</g:google_product_category>
<g:shipping><g:country>SE</g:country><g:service>Standard</g:service><g:price>${index % 3 === 0 ? '0' : '149.00'} SEK</g:price></g:shipping>
</item>
`;
}

const AWIN_HEADER =
  'aw_deep_link,product_name,merchant_product_id,merchant_image_url,description,merchant_category,search_price,currency,delivery_cost,merchant_deep_link,brand_name,product_price_old,valid_from,valid_to,in_stock,ean,mpn\n';

function awinItem(index: number): string {
  const id = idAt(index);
  const description = FILLER.replaceAll('"', '""');
  return `https://www.awin1.com/pclick.php?p=${index}&a=1&m=2,"Benchvin ${id}, fristående vinkyl",${id},https://www.${HOST}/img/${id}.jpg,"${description}\nRad två.",Vinkylar > Fristående,11990.00,SEK,${index % 3 === 0 ? '0' : '149'},https://www.${HOST}/p/${id},Benchvin,12990.00,2026-11-01,2027-01-31,${index % 5 === 0 ? '0' : '1'},${7350000000000 + index},BV-${id}\n`;
}

async function generate(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (format === 'google-xml') {
    await write(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Bench</title>\n',
    );
    for (let index = 0; index < items; index += 1) await write(googleItem(index));
    await write('</channel>\n</rss>\n');
  } else {
    await write(AWIN_HEADER);
    for (let index = 0; index < items; index += 1) await write(awinItem(index));
  }
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-bench-'));
  try {
    const feed = path.join(dir, format === 'google-xml' ? 'feed.xml' : 'feed.csv');
    const out = path.join(dir, 'out');
    await generate(feed);
    await mkdir(out);
    await writeFile(
      path.join(out, 'shops.json'),
      `${JSON.stringify([{ slug: 'bench', name: 'Bench', hosts: [HOST], network: 'google', feed_format: format, active: true, free_shipping_over: null, return_days: 30 }], null, 2)}\n`,
    );
    await copyFile(path.join(ROOT, 'data/sample/product_feed_static.json'), path.join(out, 'product_feed_static.json'));
    const feedMb = (await stat(feed)).size / 1e6;
    const command = `"${process.execPath}" --import tsx scripts/import.ts --shop ${HOST} --file "${feed}" --out "${out}" --now 2026-11-28T12:00:00Z > /dev/null`;
    const first = timed(command, ROOT, {}, 'bench-import');
    const written = JSON.parse(await readFile(path.join(out, 'product_feed_static.json'), 'utf8')) as unknown[];
    const before = (await stat(path.join(out, 'product_feed_static.json'))).mtimeMs;
    const again = timed(command, ROOT, {}, 'bench-import (again)');
    const unchanged = (await stat(path.join(out, 'product_feed_static.json'))).mtimeMs === before;
    const round = (value: number) => Math.round(value * 10) / 10;
    console.log(
      `bench-import: format=${format} items=${items} feed_mb=${round(feedMb)} seconds=${round(first.wallSeconds)} cpu_s=${round(first.cpuSeconds)} peak_rss_mib=${round(first.peakRssMb)} rows=${written.length} again_seconds=${round(again.wallSeconds)} again_peak_rss_mib=${round(again.peakRssMb)} unchanged=${unchanged ? 'yes' : 'no'}`,
    );
    const missed = [first, again].some((run) => run.wallSeconds > GOALS.seconds || run.peakRssMb > GOALS.peakMib);
    if (missed) console.error(`bench-import: over the goal of ${GOALS.seconds} s and ${GOALS.peakMib} MiB peak`);
    return missed || !unchanged ? 1 : 0;
  } finally {
    if (!values.keep) await rm(dir, { recursive: true, force: true });
    else console.log(`kept ${dir}`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
