/**
 * Issue 36: the formats' other shapes — Google's Atom 1.0 form and a text
 * header written with `g:` prefixes and spaces, Tradedoubler's values as
 * child elements instead of attributes, an item too large to keep in each
 * reader — and the cut that never splits a character.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutText, MAX_ITEM_ELEMENTS } from '../../../src/import/limits';
import { runImport } from '../../../src/import/run';
import { NOW, scratchOut, writtenRows } from '../../support/import-feeds';

async function importText(shop: string, name: string, text: string) {
  const dir = await scratchOut();
  const file = path.join(dir, '..', `${path.basename(dir)}-${name}`);
  await writeFile(file, text);
  const summary = await runImport({ shop, file, out: dir, now: NOW });
  return { summary, rows: await writtenRows(dir) };
}

describe("the formats' other shapes", () => {
  it("reads Google's Atom form: the link as an attribute, the title in Atom's own element", async () => {
    const { summary, rows } = await importText(
      'hemmakallaren.com',
      'atom.xml',
      `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Hemmakällaren</title>
  <entry>
    <g:id>HK-ATOM-1</g:id>
    <title>Vinkyl i Atom</title>
    <link href="https://www.hemmakallaren.com/products/atom"/>
    <g:price>2490.00 SEK</g:price>
    <g:availability>in stock</g:availability>
  </entry>
  <entry>
    <g:id>HK-ATOM-2</g:id>
    <title>För stor</title>
    ${'<g:additional_image_link>https://www.hemmakallaren.com/i.jpg</g:additional_image_link>'.repeat(MAX_ITEM_ELEMENTS)}
  </entry>
</feed>`,
    );
    expect(summary.format).toBe('google-xml');
    expect(rows.map((row) => [row.SKU, row.Name, row.ProductUrl, row.Price, row.Instock])).toEqual([
      ['HK-ATOM-1', 'Vinkyl i Atom', 'https://www.hemmakallaren.com/products/atom', '2490', 'yes'],
    ]);
    expect(summary.skipped_by_reason).toEqual({ oversized: 1 });
  });

  it('reads a text header with g: prefixes and spaces, and skips a record with more fields than it', async () => {
    const { summary, rows } = await importText(
      'källarvaruhuset.se',
      'google.txt',
      'g:id\tg:title\tg:link\tg:price\tg:availability\timage link\n' +
        'KV-1\tVinkyl\thttps://källarvaruhuset.se/p/1\t990.00 SEK\tin_stock\thttps://källarvaruhuset.se/i/1.jpg\n' +
        'KV-2\tVinkyl\thttps://källarvaruhuset.se/p/2\t990.00 SEK\tin_stock\thttps://källarvaruhuset.se/i/2.jpg\textra\n',
    );
    expect(summary.format).toBe('google-tsv');
    expect(rows.map((row) => [row.SKU, row.ImageUrl])).toEqual([
      ['KV-1', new URL('https://källarvaruhuset.se/i/1.jpg').href],
    ]);
    expect(summary.skipped_by_reason).toEqual({ malformed_record: 1 });
    expect(summary.notes[0]?.reason).toBe('the record has 7 fields, the header 6: its fields cannot be told apart');
  });

  it("reads Tradedoubler's values as child elements, and an Adtraction CSV record too long skipped", async () => {
    const td = await importText(
      'vinförvaringshuset.se',
      'td.xml',
      `<productsResult xmlns="urn:com:tradedoubler:pf:model:xml:output">
  <products>
    <product>
      <name>Vinkyl</name>
      <productImage><url>ignored: an element, not the url attribute</url></productImage>
      <identifiers><sku>TD-SKU-1</sku></identifiers>
      <fields>
        <field><name>Colour</name><value>Vit</value></field>
        <field><name>shipping_price</name><value>59</value></field>
        <field><name>shipping_country</name><value>SE</value></field>
      </fields>
      <offers>
        <offer>
          <sourceProductUrl>https://www.vinförvaringshuset.se/p/td-1</sourceProductUrl>
          <priceHistory>
            <price><value>1990.00</value><currency>SEK</currency><date>2026-11-01</date></price>
            <price><value>2190.00</value><currency>SEK</currency><date>2026-10-01</date></price>
          </priceHistory>
          <availability>out of stock</availability>
        </offer>
      </offers>
    </product>
  </products>
</productsResult>`,
    );
    expect(td.summary.format).toBe('tradedoubler-xml');
    expect(
      td.rows.map((row) => [row.SKU, row.Price, row.Color, row.Shipping, row.Instock, row.ManufacturerArticleNumber]),
    ).toEqual([['TD-SKU-1', '1990', 'Vit', '59', 'no', 'TD-SKU-1']]);

    const adtraction = await importText(
      'dryckeskyl.se',
      'adtraction.csv',
      'SKU,Name,Price,ProductUrl\nDK-1,Ölkyl,990,https://dryckeskyl.se/p/1\nDK-2,Ölkyl,990,https://dryckeskyl.se/p/2,extra\n',
    );
    expect(adtraction.rows.map((row) => row.SKU)).toEqual(['DK-1']);
    expect(adtraction.summary.skipped_by_reason).toEqual({ malformed_record: 1 });
  });

  it('skips an Adtraction XML item with more elements than an item may hold', async () => {
    const { summary, rows } = await importText(
      'kylmagasinet.se',
      'adtraction.xml',
      `<products><product><SKU>KM-1</SKU><Name>Vinkyl</Name><Price>990</Price><ProductUrl>https://kylmagasinet.se/1</ProductUrl></product><product><SKU>KM-2</SKU>${'<Extra/>'.repeat(MAX_ITEM_ELEMENTS)}</product></products>`,
    );
    expect(rows.map((row) => row.SKU)).toEqual(['KM-1']);
    expect(summary.skipped_by_reason).toEqual({ oversized: 1 });
  });
});

describe('cutting text', () => {
  it('never splits a character made of two code units', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('abc', 5)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc');
  });
});
