/**
 * Issue 20: one product from the offers of its shops. The pipeline matches
 * rows of one model into one product: its offers ordered as the product
 * page lists them, its price the first offer's (issue 35), its facts merged from every offer
 * with conflicts reported, and price claims only from an offer's own
 * history.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardTexts, toCardData } from '../../src/client/card';
import { shopDisplayName } from '../../src/copy/shops';
import type { FeedRow } from '../../src/dataset/schemas/feed-row';
import type { Offer } from '../../src/dataset/schemas/product';
import { OFFERS_LISTED, OFFERS_SHOWN, offerList } from '../../src/features/offers/offer-views.build';
import { compareOffers, lowestPerDay, recordedRows } from '../../src/features/offers/offers.pull';
import { readableHost } from '../../src/features/offers/shop.pull';
import { runPipeline } from '../../src/pull/pipeline';
import { productLd } from '../../src/render/jsonld';
import { factRows } from '../../src/render/routes/product';
import { feedRow } from '../fixtures/rows';

const source = { kind: 'sample', detail: 'test' } as const;
/** The sample's shops table (issue 36): the shops these rows name. */
const shopRows: unknown[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../data/sample/shops.json'), 'utf8'),
);
const run = (feedRows: unknown[], historyRows: unknown[] = []) =>
  runPipeline({ feedRows, postRows: [], historyRows, shopRows, ownHosts: new Set(), source, today: '2026-11-25' });

/** One model as three shops write it. */
const VINTEC = [
  feedRow({
    id: 1,
    Name: 'Vintec V40SG2E-BK vinkyl 40 flaskor',
    SKU: 'HK-1001',
    Price: '14 990',
    Shipping: '395',
    Ean: '9310094798822',
    ManufacturerArticleNumber: 'V40SG2E-BK',
    Brand: 'Vintec',
    ProductUrl: 'https://www.hemmakallaren.com/products/vintec-v40',
    Description: '<p>40 flaskor, två zoner.</p><ul><li>Bredd: 59,5 cm</li><li>Höjd: 85 cm</li></ul>',
  }),
  feedRow({
    id: 2,
    Name: 'Vinkyl 40 flaskor - Vintec V40SG2EBK svart',
    SKU: 'VE-22',
    Price: '13 990',
    Shipping: '0',
    Ean: '09310094798822',
    ManufacturerArticleNumber: 'v40sg2e bk',
    Brand: 'VINTEC',
    ProductUrl: 'https://www.vinkylexperten.se/produkter/vintec',
    Description: '<p>Bredd 60 cm.</p>',
  }),
  feedRow({
    id: 3,
    Name: 'VINTEC V40SG2E-BK, Vinkyl',
    SKU: 'KC-9',
    Price: '13 490',
    Shipping: null,
    Instock: 'no',
    Ean: null,
    ManufacturerArticleNumber: 'V40SG2E.BK',
    Brand: 'Vintec',
    ProductUrl: 'https://kylcenter.se/p/9',
    Description: null,
  }),
];

function offer(overrides: Partial<Offer>): Offer {
  return {
    sku: 'A',
    shop: 'a.se',
    shop_slug: null,
    shop_name: 'A',
    name: 'X',
    slug: 'x',
    price: 100,
    shipping_price: 0,
    total_price: 100,
    in_stock: true,
    delivery_time: '3-5 dagar',
    tracking_url: 'https://a.se/x',
    product_url: 'https://a.se/x',
    lowest_price_30d: null,
    price_reduction: null,
    price_history: [],
    source_row: 1,
    ...overrides,
  };
}

describe('one product from three shops', () => {
  const dataset = run(VINTEC);
  const [product] = dataset.products;

  it('is one product with an offer per shop', () => {
    expect(dataset.products).toHaveLength(1);
    expect(dataset.report.tables.product_feed_static).toMatchObject({ read: 3, kept: 1, merged: 2 });
    expect(product?.offers.map((o) => o.shop)).toEqual(['vinkylexperten.se', 'hemmakallaren.com', 'kylcenter.se']);
    expect(product?.offers.map((o) => o.shop_name)).toEqual(['Vinkylexperten', 'Hemmakällaren', 'Kylcenter']);
  });

  it('lists offers in stock first, then by total with shipping; the price is the first offer’s (issue 35)', () => {
    expect(product?.offers.map((o) => [o.price, o.shipping_price, o.total_price, o.in_stock])).toEqual([
      [13990, 0, 13990, true],
      [14990, 395, 15385, true],
      [13490, null, null, false],
    ]);
    // Kylcenter asks less, but does not have it in stock: the price a buyer can buy at is Vinkylexperten's.
    expect(product).toMatchObject({
      price: 13990,
      lowest_price: 13490,
      lowest_total_price: 13990,
      offer_count: 3,
      in_stock: true,
      tracking_product_url: product?.offers[0]?.tracking_url,
      shipping_price: 0,
    });
  });

  it('keeps the first row’s name, SKU and page, whichever shop is cheapest', () => {
    expect(product).toMatchObject({
      id: 'HK-1001',
      sku: 'HK-1001',
      source_row: 1,
      name: 'Vintec V40SG2E-BK vinkyl 40 flaskor',
    });
    expect(product?.slug).toBe('vintec-v40sg2e-bk-vinkyl-40-flaskor');
  });

  it('takes the most specific fact and reports offers that disagree, never averaging', () => {
    expect(product?.width_cm).toBe(59.5);
    expect(dataset.report.warnings.join('\n')).toContain(
      'width_cm is stated differently by its offers (59.5 in row id=1, 60 in row id=2); 59.5 is used',
    );
  });
});

describe('price claims per offer (prisinformationslagen 7 a §)', () => {
  const history = (id: number, shop: string, sku: string, from: string, to: string | null, price: number) => ({
    id,
    shop,
    sku,
    valid_from: from,
    valid_to: to,
    price,
    original_price: null,
    in_stock: true,
  });
  const twoShops = [
    feedRow({ id: 1, SKU: 'SAME', Price: '900', Ean: '9310094798822', ProductUrl: 'https://www.a.se/p' }),
    feedRow({ id: 2, SKU: 'SAME', Price: '800', Ean: '9310094798822', ProductUrl: 'https://b.se/p' }),
  ];

  it('proves a reduction only from the offer’s own history: the database keeps one per shop and SKU', () => {
    const dataset = run(twoShops, [
      history(1, 'a.se', 'SAME', '2026-08-01', '2026-11-01', 1000),
      history(2, 'a.se', 'SAME', '2026-11-01', null, 900),
      history(3, 'b.se', 'same', '2026-08-01', null, 800),
    ]);
    const [product] = dataset.products;
    const byRow = new Map(product?.offers.map((o) => [o.source_row, o]));
    expect(byRow.get(1)).toMatchObject({ lowest_price_30d: 900, price_reduction: { reference: 1000, percent: 10 } });
    // b.se's own history is steady: the same SKU's cut at a.se is not its reduction.
    expect(byRow.get(2)).toMatchObject({ lowest_price_30d: 800, price_reduction: null });
    expect(product).toMatchObject({ price: 800, price_reduction: null, lowest_price_30d: 800 });
    // Each shop's own line for the chart, and the lowest across them for the product.
    expect(byRow.get(1)?.price_history).toEqual([
      ['2026-08-01', 1000],
      ['2026-11-01', 900],
    ]);
    expect(byRow.get(2)?.price_history).toEqual([['2026-08-01', 800]]);
    expect(product?.price_history).toEqual([['2026-08-01', 800]]);
  });

  it('says "Lägsta priset på 90 dagar" from the headline offer’s own history only (issue 38 §2)', () => {
    // a.se has been at 900 since August, but b.se's 800 is the headline price, and b.se has no history.
    const otherShop = run(twoShops, [history(1, 'a.se', 'SAME', '2026-08-01', null, 900)]);
    expect(otherShop.products[0]).toMatchObject({ price: 800, lowest_in_90_days: false });
    // The prices' day is the newest day of the whole history (2026-11-01): b.se's 800 held the 92 days before it.
    const ownHistory = run(twoShops, [
      history(1, 'a.se', 'SAME', '2026-08-01', '2026-11-01', 1000),
      history(2, 'a.se', 'SAME', '2026-11-01', null, 900),
      history(3, 'b.se', 'SAME', '2026-08-01', null, 800),
    ]);
    expect(ownHistory.products[0]).toMatchObject({ price: 800, shipping_price: 0, lowest_in_90_days: true });
    // The same history with the shipping unknown: the total is not known, so nothing is claimed.
    const unknownShipping = run(
      twoShops.map((row) => ({ ...row, Shipping: null })),
      [history(2, 'a.se', 'SAME', '2026-11-01', null, 900), history(3, 'b.se', 'SAME', '2026-08-01', null, 800)],
    );
    expect(unknownShipping.products[0]).toMatchObject({ price: 800, shipping_price: null, lowest_in_90_days: false });
  });

  it('never lends one shop’s history to another shop’s offer of the same SKU', () => {
    const dataset = run(twoShops, [
      history(1, 'a.se', 'SAME', '2026-08-01', '2026-11-01', 1000),
      history(2, 'a.se', 'SAME', '2026-11-01', null, 900),
    ]);
    const byRow = new Map(dataset.products[0]?.offers.map((o) => [o.source_row, o]));
    expect(byRow.get(1)?.price_reduction).toMatchObject({ reference: 1000 });
    expect(byRow.get(2)).toMatchObject({ lowest_price_30d: null, price_reduction: null, price_history: [] });
  });

  it('matches the database’s spelling of a shop to the pull’s: an internationalised host is one shop', () => {
    const rows = [
      feedRow({ id: 1, SKU: 'K-1', Price: '900', ProductUrl: 'https://www.kylskåp.se/p' }),
      feedRow({ id: 2, SKU: 'K-1', Price: '950', Ean: null, ProductUrl: 'https://other.se/p' }),
    ];
    const dataset = run(rows, [
      history(1, 'kylskåp.se', 'K-1', '2026-08-01', '2026-11-01', 1000),
      history(2, 'kylskåp.se', 'K-1', '2026-11-01', null, 900),
    ]);
    const offers = dataset.products.flatMap((product) => product.offers);
    expect(offers.find((o) => o.source_row === 1)).toMatchObject({
      shop: 'xn--kylskp-mua.se',
      price_reduction: { reference: 1000, percent: 10 },
    });
    expect(offers.find((o) => o.source_row === 2)?.price_reduction).toBeNull();
  });

  it('knows which row the recorder keeps per shop and SKU: the cheapest, then the first by id', () => {
    expect(
      recordedRows([
        { id: 3, shop: 'a.se', sku: 'a', name: 'x', price: 1 },
        { id: 2, shop: 'a.se', sku: 'A', name: 'x', price: 2 },
        { id: 1, shop: 'a.se', sku: 'A', name: null, price: 0.5 },
        { id: 5, shop: 'b.se', sku: 'A', name: 'x', price: 7 },
        { id: 6, shop: 'b.se', sku: 'A', name: 'x', price: 7 },
        { id: 7, shop: null, sku: 'A', name: 'x', price: 9 },
        { id: 4, shop: 'a.se', sku: 'B', name: 'x', price: 2_000_000 },
      ]),
    ).toEqual(
      new Map([
        ['a.se\u0000a', 3],
        ['b.se\u0000a', 5],
        ['\u0000a', 7],
      ]),
    );
  });
});

describe('offer order and the chart', () => {
  it('orders in stock first, then known totals, then unknown shipping by price: never ranked on a total it lacks (issue 35)', () => {
    const offers = [
      offer({ source_row: 1, in_stock: false, price: 10, total_price: 10 }),
      offer({ source_row: 2, price: 100, shipping_price: null, total_price: null }),
      offer({ source_row: 3, price: 90, shipping_price: 10, total_price: 100 }),
      offer({ source_row: 4, price: 120, shipping_price: 0, total_price: 120 }),
      offer({ source_row: 5, price: 80, shipping_price: null, total_price: null }),
      offer({ source_row: 6, in_stock: false, price: 5, shipping_price: null, total_price: null }),
    ];
    expect([...offers].sort(compareOffers).map((o) => o.source_row)).toEqual([3, 4, 5, 2, 1, 6]);
  });

  it.each([
    [
      'a lower price with shipping loses to a higher one with free shipping (the issue’s Temptech Stockholm)',
      [
        { shop_name: 'Vinförvaringshuset', price: 11_790, shipping_price: 499 },
        { shop_name: 'Kylmagasinet', price: 11_890, shipping_price: 0 },
      ],
      'Kylmagasinet',
    ],
    [
      'a cheaper shop without stock loses to one with stock (the issue’s probe)',
      [
        { shop_name: 'Kylmagasinet', price: 4_000, shipping_price: 0, in_stock: false },
        { shop_name: 'Vinkylexperten', price: 6_000, shipping_price: 0 },
      ],
      'Vinkylexperten',
    ],
    [
      'an unknown shipping is not free: a known total of 6 990 wins over 6 500 plus an unknown shipping',
      [
        { shop_name: 'Okänd frakt', price: 6_500, shipping_price: null },
        { shop_name: 'Känd frakt', price: 6_990, shipping_price: 0 },
      ],
      'Känd frakt',
    ],
  ] as const)('puts first: %s', (_name, shops, first) => {
    const offers = shops.map((shop, i) =>
      offer({
        ...shop,
        source_row: i + 1,
        total_price: shop.shipping_price === null ? null : shop.price + shop.shipping_price,
      }),
    );
    expect([...offers].sort(compareOffers)[0]?.shop_name).toBe(first);
  });

  it('charts the lowest price across shops per day', () => {
    expect(
      lowestPerDay([
        [
          ['2026-01-01', 100],
          ['2026-01-10', 80],
        ],
        [
          ['2026-01-05', 90],
          ['2026-01-12', 70],
        ],
      ]),
    ).toEqual([
      ['2026-01-01', 100],
      ['2026-01-05', 90],
      ['2026-01-10', 80],
      ['2026-01-12', 70],
    ]);
    expect(lowestPerDay([[['2026-01-01', 5]], []])).toEqual([['2026-01-01', 5]]);
  });
});

describe('offers a buyer can buy at (issue 35)', () => {
  /** One model (one EAN and article number) in two shops. */
  const model = { Ean: '7350001234561', ManufacturerArticleNumber: 'C-60BG' };
  const pair = (a: Partial<FeedRow>, b: Partial<FeedRow>) => [
    feedRow({ id: 1, SKU: 'KM-1', ...model, ProductUrl: 'https://kylmagasinet.se/p/1', ...a }),
    feedRow({ id: 2, SKU: 'VE-2', ...model, ProductUrl: 'https://www.vinkylexperten.se/p/2', ...b }),
  ];

  it('prices the product at the shop that has it in stock, and its card says neither "från" nor a wrong stock', () => {
    const { products } = run(
      pair({ Price: '4 000', Instock: 'no', TrackingUrl: null }, { Price: '6 000', Instock: 'yes', TrackingUrl: null }),
    );
    const [product] = products;
    if (!product) throw new Error('no product');
    expect(product.offers.map((o) => o.shop_name)).toEqual(['Vinkylexperten', 'Kylmagasinet']);
    expect(product).toMatchObject({ price: 6000, lowest_price: 4000, in_stock: true });
    expect(product.tracking_product_url).toBe('https://www.vinkylexperten.se/p/2');
    const texts = cardTexts(toCardData(product));
    expect(texts).toMatchObject({ from: false, stock: 'I lager', shops: '2 butiker · fri frakt' });
    expect(texts.price.replace(/\s/g, ' ')).toBe('6 000 kr');
  });

  it('says a product no shop has in stock is not in stock, priced at the lowest orderable total', () => {
    const [product] = run(
      pair({ Price: '4 000', Instock: 'no', Shipping: '990' }, { Price: '4 500', Instock: 'no', Shipping: '0' }),
    ).products;
    expect(product).toMatchObject({ price: 4500, in_stock: false, shipping_price: 0 });
    expect(product && cardTexts(toCardData(product)).stock).toBe('Ej i lager just nu');
  });

  it('skips an offer without a usable link, naming the row; the product keeps its other offers', () => {
    const dataset = run(pair({ Price: '3 000', ProductUrl: 'ftp://kylmagasinet.se/p/1', TrackingUrl: null }, {}));
    expect(dataset.products).toHaveLength(1);
    expect(dataset.products[0]?.offers.map((o) => o.shop_name)).toEqual(['Vinkylexperten']);
    expect(dataset.products[0]?.price).toBe(8990);
    expect(dataset.report.tables.product_feed_static.skipped).toEqual({ no_link: 1 });
    expect(dataset.report.warnings).toContainEqual(
      expect.stringMatching(
        /^product_feed_static row id=1, .*: skipped, no link to send a visitor to the shop: ProductUrl "ftp:\/\/kylmagasinet.se\/p\/1" is not an http\(s\) URL without user info$/,
      ),
    );
  });

  it('publishes no product whose every offer lacks a link', () => {
    const dataset = run([
      feedRow({ id: 7, ProductUrl: null, TrackingUrl: null }),
      feedRow({ id: 8, ProductUrl: 'javascript:alert(1)', TrackingUrl: 'https://user:pw@track.se/x', Ean: null }),
    ]);
    expect(dataset.products).toEqual([]);
    expect(dataset.report.tables.product_feed_static.skipped).toEqual({ no_link: 2 });
    expect(dataset.report.warnings.join('\n')).toContain(
      'row id=7, SKU "CAV-7", Name "Cavin Polar Collection 60 Black Glass – 60 flaskor, två zoner": skipped, no ProductUrl or TrackingUrl to send a visitor to the shop',
    );
    expect(dataset.report.warnings.join('\n')).toContain(
      'TrackingUrl "https://user:pw@track.se/x" and ProductUrl "javascript:alert(1)" are not http(s) URLs without user info',
    );
  });
});

describe('shop names', () => {
  // A shop the shops table does not know (issue 36): named from its host, never a blank.
  it.each([
    ['kylmagasinet.se', 'Kylmagasinet'],
    ['vinforvaringshuset.se', 'Vinforvaringshuset'],
    ['shop.vinkallarbutiken.se', 'Vinkallarbutiken'],
    ['kyl-och-frys.se', 'Kyl och frys'],
    ['localhost', 'Localhost'],
    [null, 'Okänd butik'],
  ])('%j → %j', (shop, name) => {
    expect(shopDisplayName(shop)).toBe(name);
  });

  it.each([
    ['xn--vinkllaren-t5a.se', 'vinkällaren.se', 'Vinkällaren'],
    ['xn--kylskp-mua.se', 'kylskåp.se', 'Kylskåp'],
    ['butik.xn--lkyl-4qa.se', 'butik.ölkyl.se', 'Ölkyl'],
    ['xn--a.se', 'xn--a.se', 'Xn a'],
    ['kylmagasinet.se', 'kylmagasinet.se', 'Kylmagasinet'],
  ])('an internationalised host is read with its letters: %j → %j → %j (issue 35 §2)', (shop, host, name) => {
    expect(readableHost(shop)).toBe(host);
    expect(shopDisplayName(readableHost(shop))).toBe(name);
  });

  it('names the shop of a row whose link has å, ä or ö in its host by those letters', () => {
    const [product] = run([
      feedRow({ id: 1, ProductUrl: 'https://www.vinkällaren.se/p/1', TrackingUrl: null }),
    ]).products;
    expect(product?.offers[0]).toMatchObject({ shop: 'xn--vinkllaren-t5a.se', shop_name: 'Vinkällaren' });
  });
});

describe('a product of thousands of offers (issue 35 §6)', () => {
  const rows = Array.from({ length: 3_000 }, (_, i) =>
    feedRow({
      id: 1_000 + i,
      SKU: `F-${i}`,
      Ean: null,
      ManufacturerArticleNumber: 'FLOD-1',
      Price: String(5_000 + ((i * 37) % 1_000)),
      Instock: i % 7 === 0 ? 'no' : 'yes',
      ProductUrl: `https://butik-${i}.se/p`,
      TrackingUrl: null,
    }),
  );
  const [product] = run(rows).products;
  if (!product) throw new Error('no product');

  it('lists ten at once, forty behind a disclosure, and counts the rest', () => {
    const list = offerList(product);
    expect([list.shown.length, list.more.length, list.unlisted]).toEqual([OFFERS_SHOWN, 40, 2_950]);
    expect(list.shown[0]?.shop).toBe(product.offers[0]?.shop_name);
  });

  it('names at most the listed offers in its JSON-LD, and counts and prices all of them', () => {
    const ld = productLd(product, 'https://www.vinkylguiden.se', new Date('2026-11-28T00:00:00Z'));
    const offers = (
      ld as unknown as { offers: { offers: unknown[]; offerCount: number; lowPrice: string; highPrice: string } }
    ).offers;
    expect(offers.offers).toHaveLength(OFFERS_LISTED);
    expect(offers.offerCount).toBe(3_000);
    expect(Number(offers.lowPrice)).toBe(product.price);
    expect(Number(offers.highPrice)).toBe(Math.max(...product.offers.map((offer) => offer.price)));
  });
});

describe('facts never contradict the description shown beside them (issue 35 §5)', () => {
  const shop = (id: number, host: string, description: string) =>
    feedRow({
      id,
      Name: 'Frostkyl FK 40 absorptionskyl',
      SKU: `FK-${id}`,
      Ean: '4006381333931',
      ProductUrl: `https://${host}/p/fk-40`,
      Description: description,
    });

  it('leaves out another offer’s noise level beside a description that claims silence, naming the rows', () => {
    const dataset = run([
      shop(1, 'www.a-kyl.se', '<p>Absorptionskylningen gör den helt ljudlös.</p><ul><li>Ljudnivå: 0 dB</li></ul>'),
      shop(2, 'b-kyl.se', '<p>Ljudnivå: 44 dB. Energiklass F.</p>'),
    ]);
    const [product] = dataset.products;
    expect(dataset.products).toHaveLength(1);
    expect(product?.noise_db).toBeNull();
    expect(product?.energy_class).toBe('F');
    expect(product ? factRows(product).map((row) => row.label) : []).not.toContain('Ljudnivå');
    expect(dataset.report.warnings.join('\n')).toContain(
      'noise_db is left out: the description shown (row id=1) says the product is silent, and its offers state a level (44 in row id=2)',
    );
  });

  it('leaves out a level its own description states beside a claim of silence, naming the row', () => {
    const dataset = run([shop(1, 'www.a-kyl.se', '<p>Helt ljudlös drift.</p><ul><li>Ljudnivå (dB): 44</li></ul>')]);
    expect(dataset.products[0]?.noise_db).toBeNull();
    expect(dataset.report.warnings.join('\n')).toMatch(/id=1.*says the product is silent .* states 44 dB/u);
  });

  it('shows the value the description shown states, where offers disagree', () => {
    const dataset = run([
      shop(1, 'www.a-kyl.se', '<ul><li>Bredd: 60 cm</li></ul>'),
      shop(2, 'b-kyl.se', '<ul><li>Bredd: 59,5 cm</li></ul>'),
    ]);
    expect(dataset.products[0]?.width_cm).toBe(60);
    expect(dataset.report.warnings.join('\n')).toContain(
      'width_cm is stated differently by its offers (60 in row id=1, 59.5 in row id=2); 60 is used (the description shown states it)',
    );
  });
});
