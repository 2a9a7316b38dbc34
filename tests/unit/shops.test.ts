/**
 * Issue 36 §1: shops are data. The `shops` table (its sample file, the
 * synthetic catalogue's) names every offer's shop: the row's `shop` column
 * when it names a shop of the table, else the shop whose hosts hold the
 * link's host, else a name made from the host. A bad shops row is skipped
 * with a warning naming it and never blocks the pull; the site gets the
 * shops its offers name through shops.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { domainToASCII, domainToUnicode } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../src/dataset/files';
import { DataFileError, readDataFile } from '../../src/dataset/read';
import type { Product } from '../../src/dataset/schemas/product';
import { type ShopRow, shopRowSchema } from '../../src/dataset/schemas/shop';
import { offerList } from '../../src/features/offers/offer-views.build';
import { NO_SHOPS, shopDirectory, shopOfOffer } from '../../src/features/offers/shop.pull';
import { PullError } from '../../src/pull/errors';
import { runPipeline } from '../../src/pull/pipeline';
import { readSampleFiles, readSampleRows } from '../../src/pull/source-sample';
import { readSyntheticRows, SYNTHETIC_SHOPS } from '../../src/pull/source-synthetic';
import { hostAndParents, hostToUnicode, normaliseHost } from '../../src/shared/shop-host';
import { feedRow } from '../fixtures/rows';

const source = { kind: 'sample', detail: 'test' } as const;
const run = (feedRows: unknown[], shopRows: unknown[] | null) =>
  runPipeline({ feedRows, postRows: [], shopRows, ownHosts: new Set(), source, today: '2026-11-25' });

function shopRow(overrides: Partial<ShopRow> & { slug: string }): ShopRow {
  return {
    name: 'Butik',
    hosts: [],
    network: null,
    feed_format: null,
    active: true,
    free_shipping_over: null,
    return_days: null,
    ...overrides,
  };
}

const SHOPS: ShopRow[] = [
  shopRow({ slug: 'vinkallaren', name: 'Vinkällaren', hosts: ['vinkällaren.se'], free_shipping_over: 500 }),
  shopRow({ slug: 'kylmagasinet', name: 'Kylmagasinet', hosts: ['kylmagasinet.se', 'kylmagasinet.com'] }),
  shopRow({ slug: 'hemmakallaren', name: 'Hemmakällaren', hosts: ['hemmakallaren.com'], return_days: 30 }),
];

/** One row of its own per case: its own EAN and article number, so no two rows become one product. */
const NAMES = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India'];

function row(id: number, productUrl: string | null, shop: string | null = null) {
  const Name = `Provkyl ${NAMES[id] ?? 'Juliett'}`;
  return feedRow({ id, Name, SKU: `S-${id}`, ProductUrl: productUrl, TrackingUrl: null, shop });
}

function offerOf(products: readonly Product[], id: number) {
  return products.flatMap((product) => product.offers).find((offer) => offer.source_row === id);
}

describe('normaliseHost: one form for every host (src/shared/shop-host.ts)', () => {
  it.each([
    ['vinkällaren.se', 'vinkällaren.se'],
    ['WWW.Vinkällaren.SE', 'vinkällaren.se'],
    ['www.xn--vinkllaren-t5a.se', 'vinkällaren.se'],
    ['WWW.XN--VINKLLAREN-T5A.SE.', 'vinkällaren.se'],
    ['  kylmagasinet.se ', 'kylmagasinet.se'],
    ['www.www.kylmagasinet.se', 'www.kylmagasinet.se'],
    ['wwwkyl.se', 'wwwkyl.se'],
    ['butik.xn--lkyl-4qa.se', 'butik.ölkyl.se'],
    // Decomposed letters (a + combining ring) are the same host as the composed ones.
    ['vinka\u0308llaren.se', 'vinkällaren.se'],
    // A label that does not decode to letters stays as written.
    ['xn--a.se', 'xn--a.se'],
    ['xn--.se', 'xn--.se'],
    ['xn--zz!.se', 'xn--zz!.se'],
    ['', ''],
  ])('%j → %j', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });

  it('decodes internationalised hosts as node:url does, without node:url (it runs in every phase)', () => {
    for (const host of [
      'vinkällaren.se',
      'kylskåp.se',
      'ölkyl.se',
      'münchen.de',
      'испытание.рф',
      '中国.cn',
      'ñandú.es',
    ]) {
      const ascii = domainToASCII(host);
      expect(ascii).toMatch(/xn--/);
      expect(hostToUnicode(ascii)).toBe(domainToUnicode(ascii));
      expect(hostToUnicode(ascii)).toBe(host);
    }
  });

  it('lists a host and its parent domains, never a top-level domain alone', () => {
    expect(hostAndParents('m.butik.kylmagasinet.se')).toEqual([
      'm.butik.kylmagasinet.se',
      'butik.kylmagasinet.se',
      'kylmagasinet.se',
    ]);
    expect(hostAndParents('kylmagasinet.se')).toEqual(['kylmagasinet.se']);
    expect(hostAndParents('localhost')).toEqual(['localhost']);
  });
});

describe('the shop of an offer', () => {
  const directory = shopDirectory(SHOPS, () => {});

  it.each([
    ['the column names a shop of the table', 'kylmagasinet', 'hemmakallaren.com', 'kylmagasinet'],
    ['the column, trimmed and in any case', ' Kylmagasinet ', null, 'kylmagasinet'],
    ['no column: the host', null, 'hemmakallaren.com', 'hemmakallaren'],
    ['a column the table does not know: the host', 'okand', 'hemmakallaren.com', 'hemmakallaren'],
    ['a subdomain of a host', null, 'm.kylmagasinet.com', 'kylmagasinet'],
    ['a host as URLs carry it (punycode)', null, 'xn--vinkllaren-t5a.se', 'vinkallaren'],
    ['neither', 'okand', 'kyl-och-frys.se', null],
    ['nothing at all', null, null, null],
  ])('%s', (_case, column, host, slug) => {
    expect(shopOfOffer(directory, column, host)?.slug ?? null).toBe(slug);
  });

  it('keeps a host two shops claim with the first by slug, and says so', () => {
    const warnings: string[] = [];
    const both = shopDirectory(
      [
        shopRow({ slug: 'a-butik', name: 'A', hosts: ['delad.se'] }),
        shopRow({ slug: 'b-butik', name: 'B', hosts: ['www.DELAD.se'] }),
      ],
      (message) => warnings.push(message),
    );
    expect(shopOfOffer(both, null, 'delad.se')?.slug).toBe('a-butik');
    expect(warnings).toEqual([
      'shops row slug "b-butik": host "delad.se" is also shop "a-butik"\'s; links to it are "A"\'s',
    ]);
  });

  it('knows no shop without a table', () => {
    expect(shopOfOffer(NO_SHOPS, 'kylmagasinet', 'kylmagasinet.se')).toBeNull();
  });
});

describe('the pull names shops from the table', () => {
  const dataset = run(
    [
      row(1, 'https://www.hemmakallaren.com/p/1', 'kylmagasinet'),
      row(2, 'https://www.hemmakallaren.com/p/2'),
      row(3, 'https://www.xn--vinkllaren-t5a.se/p/3'),
      row(4, 'https://www.kyl-och-frys.se/p/4'),
      row(5, 'https://www.kyl-och-frys.se/p/5', 'kyl-och-frys'),
      row(6, 'https://www.kyl-och-frys.se/p/6', 'kyl-och-frys'),
      row(7, 'https://shop.vinkallarbutiken.se/p/7'),
      row(8, 'https://xn--kylskp-mua.se/p/8'),
    ],
    SHOPS,
  );
  const name = (id: number) => [offerOf(dataset.products, id)?.shop_slug, offerOf(dataset.products, id)?.shop_name];

  it('from the shop column when it names a shop of the table, whatever the host', () => {
    expect(name(1)).toEqual(['kylmagasinet', 'Kylmagasinet']);
  });

  it('from the link’s host when the column is empty', () => {
    expect(name(2)).toEqual(['hemmakallaren', 'Hemmakällaren']);
    expect(name(3)).toEqual(['vinkallaren', 'Vinkällaren']);
  });

  it('a shop the table does not have still gets a readable name, from its host', () => {
    expect(name(4)).toEqual([null, 'Kyl och frys']);
    expect(name(5)).toEqual([null, 'Kyl och frys']);
    expect(name(7)).toEqual([null, 'Vinkallarbutiken']);
    expect(name(8)).toEqual([null, 'Kylskåp']);
  });

  it('keeps the host as the offer’s key: its price history is recorded by host', () => {
    expect(offerOf(dataset.products, 1)?.shop).toBe('hemmakallaren.com');
    expect(offerOf(dataset.products, 3)?.shop).toBe('xn--vinkllaren-t5a.se');
  });

  it('warns once per slug the table does not know, with its rows', () => {
    expect(dataset.report.warnings).toContain(
      'product_feed_static: shop "kyl-och-frys" of 2 row(s) (the first row id=5) is not in the shops table; their shops are found by the link\'s host',
    );
  });

  it('writes the shops its offers name, and nothing of the importer’s, to shops.json', () => {
    expect(dataset.shops).toEqual([
      {
        slug: 'hemmakallaren',
        name: 'Hemmakällaren',
        hosts: ['hemmakallaren.com'],
        free_shipping_over: null,
        return_days: 30,
      },
      {
        slug: 'kylmagasinet',
        name: 'Kylmagasinet',
        hosts: ['kylmagasinet.se', 'kylmagasinet.com'],
        free_shipping_over: null,
        return_days: null,
      },
      {
        slug: 'vinkallaren',
        name: 'Vinkällaren',
        hosts: ['vinkällaren.se'],
        free_shipping_over: 500,
        return_days: null,
      },
    ]);
    expect(dataset.report.tables.shops).toEqual({ read: 3, kept: 3, skipped: {} });
  });
});

describe('bad shops rows', () => {
  const rows: unknown[] = [
    shopRow({ slug: 'kylmagasinet', name: 'Kylmagasinet', hosts: ['kylmagasinet.se'] }),
    { ...shopRow({ slug: 'Dålig Butik' }) },
    { ...shopRow({ slug: 'tom' }), name: '   ' },
    { ...shopRow({ slug: 'minus' }), free_shipping_over: -5 },
    { ...shopRow({ slug: 'format' }), feed_format: 'excel' },
    { ...shopRow({ slug: 'dagar' }), return_days: 14.5 },
    { ...shopRow({ slug: 'vardar' }), hosts: 'vardar.se' },
    { slug: 'halv' },
    null,
    'kylmagasinet',
    shopRow({ slug: 'kylmagasinet', name: 'Falska Kylmagasinet', hosts: ['falska.se'] }),
    {
      ...shopRow({ slug: 'hemlig', name: 'Hemlig', hosts: ['hemlig.se'] }),
      feed_url: 'https://feeds.example/x?token=s3cr3t',
    },
  ];
  const dataset = run([row(1, 'https://kylmagasinet.se/p/1'), row(2, 'https://hemlig.se/p/2')], rows);

  it('are skipped with a warning naming each, and the pull goes on', () => {
    expect(dataset.products).toHaveLength(2);
    expect(dataset.report.tables.shops).toEqual({
      read: 12,
      kept: 2,
      skipped: { duplicate_slug: 1, invalid_row: 9 },
    });
    const warnings = dataset.report.warnings.join('\n');
    for (const slug of ['Dålig Butik', 'tom', 'minus', 'format', 'dagar', 'vardar', 'halv']) {
      expect(warnings).toContain(`shops row slug ${JSON.stringify(slug)}: skipped, `);
    }
    expect(warnings.match(/shops row without a slug: skipped, /g)).toHaveLength(2);
    expect(warnings).toContain('shops row slug "kylmagasinet": skipped, slug already used by an earlier row');
  });

  it('leave the good rows naming their offers', () => {
    expect(offerOf(dataset.products, 1)?.shop_name).toBe('Kylmagasinet');
    expect(offerOf(dataset.products, 2)?.shop_name).toBe('Hemlig');
  });

  it('never carry a column the schema does not know to the site', () => {
    expect(JSON.stringify(dataset.shops)).not.toContain('s3cr3t');
    expect(JSON.stringify(dataset.products)).not.toContain('s3cr3t');
    expect(shopRowSchema.parse(rows.at(-1))).not.toHaveProperty('feed_url');
  });
});

describe('without a shops table', () => {
  it('names every shop from its host, and the report says why', () => {
    const dataset = run([row(1, 'https://www.vinforvaringshuset.se/p/1', 'vinforvaringshuset')], null);
    expect(offerOf(dataset.products, 1)).toMatchObject({ shop_slug: null, shop_name: 'Vinforvaringshuset' });
    expect(dataset.report.warnings).toContain(
      "shops: the source has no shops table; every shop is named from its links' host",
    );
    expect(dataset.report.tables.shops).toBeUndefined();
    expect(dataset.shops).toEqual([]);
  });
});

describe('the sources read the shops', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shops-source-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function folder(name: string, shops: string | null): Promise<string> {
    const at = path.join(dir, name);
    await mkdir(at, { recursive: true });
    for (const file of ['product_feed_static.json', 'blog_posts.json', 'price_history.json']) {
      await writeFile(path.join(at, file), '[]');
    }
    if (shops !== null) await writeFile(path.join(at, 'shops.json'), shops);
    return at;
  }

  it('the embedded sample has its shops, the IDN one among them', async () => {
    const { shopRows } = await readSampleFiles();
    const valid = (shopRows ?? []).map((shop) => shopRowSchema.parse(shop));
    expect(valid.map((shop) => shop.slug)).toEqual([
      'hemmakallaren',
      'kylmagasinet',
      'vinforvaringshuset',
      'vinkallaren',
      'vinkylexperten',
    ]);
    expect(valid.find((shop) => shop.slug === 'vinkallaren')?.hosts).toEqual(['vinkällaren.se']);
    // Exactly the table's public columns.
    for (const shop of shopRows ?? []) expect(Object.keys(shop as object)).toEqual(Object.keys(shopRowSchema.shape));
  });

  it('names the sample’s shops as before issue 36, from the table now', async () => {
    const rows = await readSampleRows();
    const dataset = runPipeline({ ...rows, ownHosts: new Set(), source });
    const names = new Map(dataset.products.flatMap((p) => p.offers.map((o) => [o.shop, o.shop_name] as const)));
    expect([...names].sort()).toEqual([
      ['hemmakallaren.com', 'Hemmakällaren'],
      ['kylmagasinet.se', 'Kylmagasinet'],
      ['vinforvaringshuset.se', 'Vinförvaringshuset'],
      ['vinkylexperten.se', 'Vinkylexperten'],
    ]);
    expect(dataset.shops.map((shop) => shop.slug)).toEqual([
      'hemmakallaren',
      'kylmagasinet',
      'vinforvaringshuset',
      'vinkylexperten',
    ]);
    // Row 12 names a shop the table lacks; its host is Vinkylexperten's.
    expect(offerOf(dataset.products, 12)).toMatchObject({ shop_slug: 'vinkylexperten', shop_name: 'Vinkylexperten' });
    expect(dataset.report.warnings.join('\n')).toContain(
      'shop "vinkylexperten-outlet" of 1 row(s) (the first row id=12)',
    );
  });

  it('a folder without shops.json (written before issue 36) has no shops table', async () => {
    expect((await readSampleRows(await folder('old', null))).shopRows).toBeNull();
  });

  it('a shops.json that is not a JSON array is a source error naming the table', async () => {
    for (const [name, text] of [
      ['broken', '[{"slug": '],
      ['object', '{"slug": "a"}'],
    ] as const) {
      const error = await readSampleRows(await folder(name, text)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PullError);
      expect(error).toMatchObject({ kind: 'source', table: 'shops' });
    }
  });

  it('the synthetic catalogue has a row for each of its shops, and names its offers from them', async () => {
    const rows = await readSyntheticRows(200);
    const slugs = (rows.shopRows ?? []).map((shop) => shopRowSchema.parse(shop).slug);
    for (const shop of SYNTHETIC_SHOPS) expect(slugs).toContain(shop.slug);
    const dataset = runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'synthetic', detail: '200' } });
    const names = new Set(dataset.products.flatMap((p) => p.offers.map((o) => o.shop_name)));
    expect(names).toContain('Vin och Kyl');
    expect(names).toContain('Källarbutiken');
    expect(dataset.products.every((p) => p.offers.every((o) => o.shop_slug !== null))).toBe(true);
  });
});

describe('shops.json through the one validated reader', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shops-read-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads what the pull wrote, and refuses an entry that fails the schema', async () => {
    const shop = {
      slug: 'vinkallaren',
      name: 'Vinkällaren',
      hosts: ['vinkällaren.se'],
      free_shipping_over: 500,
      return_days: 30,
    };
    await writeFile(path.join(dir, DATA_FILES.shops.file), JSON.stringify([shop]));
    expect(readDataFile(dir, 'shops')).toEqual([shop]);
    await writeFile(path.join(dir, DATA_FILES.shops.file), JSON.stringify([{ ...shop, slug: 'Vin Källaren' }]));
    expect(() => readDataFile(dir, 'shops')).toThrow(DataFileError);
  });
});

describe('what a buyer should know, beside an offer', () => {
  const [product] = run([row(1, 'https://vinkällaren.se/p/1')], SHOPS).products;
  if (!product) throw new Error('no product');
  const shops = new Map([
    ['vinkallaren', { slug: 'vinkallaren', name: 'Vinkällaren', hosts: [], free_shipping_over: 500, return_days: 30 }],
  ]);
  const terms = (overrides: Partial<Product['offers'][number]>) =>
    offerList({ ...product, offers: [{ ...(product.offers[0] as Product['offers'][number]), ...overrides }] }, shops)
      .shown[0]?.terms;

  it.each([
    ['unknown shipping', { price: 8990, shipping_price: null }, 'Fri frakt över 500\u00a0kr · 30 dagars returrätt'],
    [
      'paid shipping below the threshold',
      { price: 229, shipping_price: 49 },
      'Fri frakt över 500\u00a0kr · 30 dagars returrätt',
    ],
    ['free shipping already', { price: 8990, shipping_price: 0 }, '30 dagars returrätt'],
    [
      'paid shipping above the threshold: the feed’s price stands',
      { price: 8990, shipping_price: 49 },
      '30 dagars returrätt',
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(terms(overrides)).toBe(expected);
  });

  it('says nothing for a shop the table does not know, or without the facts', () => {
    expect(terms({ shop_slug: null })).toBeNull();
    expect(offerList(product).shown[0]?.terms).toBeNull();
  });
});
