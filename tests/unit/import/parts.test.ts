/**
 * Issue 36: the import's readers of single values (prices, dates, stock,
 * shipping, Extras, categories, hosts), the format sniffing, and the
 * limits it shares with the pull.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStock } from '../../../src/import/availability';
import { segmentsOf, showPath, siteCategoryOf } from '../../../src/import/categories';
import { headerName } from '../../../src/import/csv-items';
import { holds, readInstant, readRange } from '../../../src/import/dates';
import { colourOf, readExtras } from '../../../src/import/extras';
import { COLUMN_LIMITS, ITEM_BUDGET_MS } from '../../../src/import/limits';
import { formatAmount, readAmount, readPrice } from '../../../src/import/price';
import { readShippingOptions, readShippingText, splitGoogleShipping } from '../../../src/import/shipping';
import { sniffDelimiter, sniffFormat } from '../../../src/import/sniff';
import { chooseEncoding, declaredXmlEncoding } from '../../../src/import/source';
import { FEED_LIMITS, ROW_BUDGET_MS } from '../../../src/pull/row-limits';
import { normaliseHost } from '../../../src/shared/shop-host';
import { FEEDS } from '../../support/import-feeds';

describe('prices in every form shops write', () => {
  it.each([
    ['13 990,00 SEK', 13990, 'SEK'],
    ['13990.00 SEK', 13990, 'SEK'],
    ['13990 kr', 13990, 'SEK'],
    ['13990 kr.', 13990, 'SEK'],
    ['13\u00a0990:-', 13990, 'SEK'],
    ['1 299,-', 1299, null],
    ['SEK 13990', 13990, 'SEK'],
    ['13.990,00 kr', 13990, 'SEK'],
    ['13,990.00', 13990, null],
    ['1.299', 1299, null],
    ['549,5', 549.5, null],
    ['499.00 EUR', 499, 'EUR'],
    ['4990', 4990, null],
  ])('%s', (text, amount, currency) => {
    expect(readPrice(text)).toEqual({ amount, currency });
  });

  it.each([
    'från 4990 kr',
    'ca 4990',
    '4990–5990',
    '-499',
    '1e3',
    '12.99.000',
    '4990.123',
    '',
    'kr',
    '49 kr kr',
    'x'.repeat(65),
  ])('%j is no price', (text) => {
    expect(readPrice(text)).toBeNull();
  });

  it('writes amounts as plain SEK', () => {
    expect([formatAmount(13990), formatAmount(549.5), formatAmount(0)]).toEqual(['13990', '549.50', '0']);
    expect(readAmount('1,299,00')).toBeNull();
  });
});

describe('sale dates', () => {
  it('reads Google ranges with a zone, without one (UTC) and without a time (the whole day)', () => {
    expect(readRange('2016-02-24T13:00-0800/2016-02-29T15:30-0800')).toEqual({
      from: Date.parse('2016-02-24T21:00:00Z'),
      to: Date.parse('2016-02-29T23:30:00Z'),
    });
    expect(readRange('2026-11-01/2026-11-27')).toEqual({
      from: Date.parse('2026-11-01T00:00:00Z'),
      to: Date.parse('2026-11-27T23:59:59.999Z'),
    });
    expect(readInstant('2026-11-01 08:30:00', false)).toBe(Date.parse('2026-11-01T08:30:00Z'));
    expect(readInstant('1764028800000', false)).toBe(1764028800000);
    expect(readInstant('1764028800', false)).toBe(1764028800000);
  });

  it('refuses what is no date', () => {
    expect(readRange('2026-11-01')).toBeNull();
    expect(readRange('2026-02-30/2026-03-01')).toBeNull();
    expect(readInstant('2026-13-01', false)).toBeNull();
    expect(readInstant('igår', false)).toBeNull();
  });

  it('holds between its ends, both included', () => {
    expect(holds({ from: 10, to: 20 }, 10)).toBe(true);
    expect(holds({ from: 10, to: 20 }, 21)).toBe(false);
    expect(holds({ from: null, to: 20 }, 0)).toBe(true);
  });
});

describe('availability of every format', () => {
  it.each([
    ['in stock', true],
    ['in_stock', true],
    ['In Stock', true],
    ['1', true],
    ['12', true],
    ['yes', true],
    ['i lager', true],
    ['preorder', false],
    ['backorder', false],
    ['out of stock', false],
    ['out_of_stock', false],
    ['0', false],
    ['Tillfälligt slut', false],
    ['available for order', false],
  ])('%s', (text, inStock) => {
    expect(readStock(text)).toBe(inStock);
  });

  it('knows nothing of other words', () => {
    expect(readStock('kanske')).toBeNull();
    expect(readStock(null)).toBeNull();
  });
});

describe('shipping: nested, as text, free, unknown', () => {
  it.each([
    ['Fri frakt', 0],
    ['fraktfritt', 0],
    ['49 kr', 49],
    ['49,00', 49],
    ['SEK 99', 99],
    ['Fri frakt över 500 kr', 0],
    ['49 kr, fri frakt över 5000 kr', 49],
    ['SE::Standard:49.00 SEK', 49],
    ['SE:Standard:49,00 SEK,SE:Express:149,00 SEK', 49],
  ])('%s', (text, shipping) => {
    expect(
      readShippingText(text, 1000, text.startsWith('SE:Standard') ? ['country', 'service', 'price'] : undefined)
        .shipping,
    ).toBe(shipping);
  });

  it('leaves unknown shipping unknown, never free, and says why', () => {
    expect(readShippingText(null, 1000)).toEqual({ shipping: null, note: null });
    expect(readShippingText('', 1000)).toEqual({ shipping: null, note: null });
    expect(readShippingText('Fri frakt över 5000 kr', 1000)).toMatchObject({ shipping: null });
    expect(readShippingText('ring oss', 1000).note).toContain('not a shipping price');
    expect(readShippingText('-49', 1000).note).toContain('negative');
    expect(readShippingText('49 EUR', 1000).note).toContain('EUR');
    expect(readShippingText('9000', 100000).note).toContain('more than any delivery costs');
    expect(readShippingText('x'.repeat(300), 1000).note).toContain('300 characters');
  });

  it('takes the cheapest option to Sweden', () => {
    expect(
      readShippingOptions(
        [
          { country: 'NO', service: null, price: '0 NOK' },
          { country: 'SE', service: 'Express', price: '299 SEK' },
          { country: null, service: 'Standard', price: '149 SEK' },
        ],
        1000,
      ),
    ).toEqual({ shipping: 149, note: null });
    expect(splitGoogleShipping(':::0 SEK', ['country', 'region', 'service', 'price'])).toEqual([
      { country: null, service: null, price: '0 SEK' },
    ]);
  });
});

describe("Adtraction's Extras", () => {
  it('unpacks {KEY#value} pairs and finds the colour', () => {
    const extras = readExtras('{COLOR#Svart}{SIZE#60 cm}{broken{färg#Vit}}{#x}');
    expect([...extras]).toEqual([
      ['COLOR', 'Svart'],
      ['SIZE', '60 cm'],
      ['FÄRG', 'Vit'],
    ]);
    expect(colourOf(extras)).toBe('Svart');
    expect(colourOf(readExtras(null))).toBeNull();
  });
});

describe('categories', () => {
  it("maps shops' paths and Google's taxonomy to the site's categories", () => {
    expect(siteCategoryOf('Vinkylar > Inbyggbara', null)).toBe('Inbyggbar Vinkyl');
    expect(siteCategoryOf('Hem / Vinkylar / Integrerade', null)).toBe('Integrerad Vinkyl');
    expect(siteCategoryOf('Vinskåp', '4539')).toBe('Vinlagringsskåp');
    expect(siteCategoryOf('Kampanj', '4539')).toBe('Vinkyl');
    expect(siteCategoryOf(null, 'Home & Garden > Kitchen & Dining > Barware > Corkscrews')).toBe('Vintillbehör');
    expect(siteCategoryOf(null, '686')).toBeNull();
    expect(siteCategoryOf('Kampanj', null)).toBeNull();
    expect(siteCategoryOf(null, null)).toBeNull();
  });

  it('shows a path with one separator', () => {
    expect(segmentsOf(' Förvaring /  Vinställ ')).toEqual(['förvaring', 'vinställ']);
    expect(showPath('Förvaring /  Vinställ|')).toBe('Förvaring > Vinställ');
  });
});

describe('hosts as a person writes them', () => {
  it.each([
    ['hemmakällaren.se', 'hemmakällaren.se'],
    ['WWW.Hemmakällaren.SE', 'hemmakällaren.se'],
    ['www.xn--hemmakllaren-lcb.se', 'hemmakällaren.se'],
    ['https://www.hemmakallaren.com/products/x', 'hemmakallaren.com'],
    ['vinkylexperten.se.', 'vinkylexperten.se'],
    ['bad host with spaces', 'bad host with spaces'],
  ])('%s', (written, host) => {
    expect(normaliseHost(written)).toBe(host);
  });

  it('decodes punycode and leaves a label that is not as written', () => {
    expect(normaliseHost('xn--hemmakllaren-lcb.se')).toBe('hemmakällaren.se');
    expect(normaliseHost('WWW.xn--kllarvaruhuset-5hb.se')).toBe('källarvaruhuset.se');
    expect(normaliseHost('xn--ä-x.se')).toBe('xn--ä-x.se');
    expect(normaliseHost('xn--abc-!.se')).toBe('xn--abc-!.se');
    expect(normaliseHost('xn--abc-9.se')).toBe('xn--abc-9.se');
  });
});

describe('sniffing the format and the encoding', () => {
  it.each([
    ['adtraction.xml', 'adtraction-xml'],
    ['adtraction.csv', 'adtraction-csv'],
    ['google.xml', 'google-xml'],
    ['google.tsv', 'google-tsv'],
    ['awin.csv', 'awin-csv'],
    ['tradedoubler.xml', 'tradedoubler-xml'],
  ])('%s is %s', async (file, format) => {
    // As the import decodes a head: a byte-order mark is dropped; non-ASCII letters do not matter here.
    const head = new TextDecoder('utf-8').decode(await readFile(path.join(FEEDS, file)));
    expect(sniffFormat(head)).toBe(format);
  });

  it('knows the delimiters and the header names', () => {
    expect(sniffDelimiter('a;b;"c;d";e')).toBe(';');
    expect(sniffDelimiter('a\tb\tc,d')).toBe('\t');
    expect(sniffDelimiter('a|b|c')).toBe('|');
    expect(sniffDelimiter('single')).toBe(',');
    expect(headerName('\uFEFFg:Shipping(country:price)')).toEqual({ name: 'shipping', sub: ['country', 'price'] });
    expect(sniffFormat('<?xml version="1.0"?><catalog><item/></catalog>')).toBeNull();
    expect(sniffFormat('name,colour\nx,y\n')).toBeNull();
  });

  it('honours a byte-order mark, then the XML declaration, then the server, then UTF-8 if it is', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(chooseEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x3c]), 'iso-8859-1').label).toBe('utf-8');
    expect(chooseEncoding(new Uint8Array([0xff, 0xfe, 0x3c, 0]), null).label).toBe('utf-16le');
    expect(chooseEncoding(bytes('<?xml version="1.0" encoding=\'ISO-8859-1\'?><a/>'), 'utf-8').label).toBe(
      'ISO-8859-1',
    );
    expect(chooseEncoding(bytes('id,title'), 'ISO-8859-15').label).toBe('ISO-8859-15');
    expect(chooseEncoding(bytes('id,tåtel'), null).label).toBe('utf-8');
    expect(chooseEncoding(new Uint8Array([0x69, 0xe5, 0x64]), null).label).toBe('iso-8859-1');
    expect(declaredXmlEncoding(bytes('<?xml version="1.0"?><a/>'))).toBeNull();
  });
});

describe('the limits the import shares with the pull', () => {
  it('cut or drop each text column as the pull would, and time an item by the pull’s row budget', () => {
    // The import's table is the dataset's, which the pull applies: a written row passes the pull uncut.
    for (const [column, limit] of COLUMN_LIMITS) expect(FEED_LIMITS.get(column), column).toBe(limit);
    expect([...COLUMN_LIMITS.keys()]).toContain('Description');
    expect(ITEM_BUDGET_MS).toBe(ROW_BUDGET_MS);
  });
});
