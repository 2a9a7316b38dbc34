import { describe, expect, it } from 'vitest';
import { normaliseFeedRow } from '../../src/pull/normalise';
import { eanFor, feedRow } from '../fixtures/rows';

function ok(overrides: Parameters<typeof feedRow>[0]) {
  const result = normaliseFeedRow(feedRow(overrides));
  if (!result.ok) throw new Error(`expected a product, got ${result.reason}`);
  return result;
}

describe('normaliseFeedRow: required fields (spec §5)', () => {
  it.each([
    [{ Name: null }, 'missing_name'],
    [{ Name: '   ' }, 'missing_name'],
    [{ SKU: null }, 'missing_sku'],
    [{ SKU: ' ' }, 'missing_sku'],
    [{ Price: null }, 'missing_price'],
    [{ Price: '' }, 'missing_price'],
    [{ Price: 'ring för pris' }, 'unparseable_price'],
  ] as const)('%j is skipped as %s', (overrides, reason) => {
    const result = normaliseFeedRow(feedRow({ id: 1, ...overrides }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe(reason);
  });
});

describe('normaliseFeedRow: field mapping (spec §3)', () => {
  it('maps a clean row', () => {
    const { value } = ok({ id: 7, OriginalPrice: '9 990' });
    expect(value).toMatchObject({
      id: 'CAV-7',
      sku: 'CAV-7',
      name: 'Cavin Polar Collection 60 Black Glass – 60 flaskor, två zoner',
      slug: 'cavin-polar-collection-60-black-glass-60-flaskor-tva-zoner',
      price: 8990,
      regular_price: 9990,
      currency: 'SEK',
      short_description: 'En elegant vinkyl med två zoner. Glasdörren skyddar mot UV-ljus.',
      image_url: '/images/sample/fristaende-vinkyl-1.svg',
      subcategory: null,
      ean: eanFor(7),
      model: 'C-60BG-7',
      in_stock: true,
      in_stock_qty: 10,
      shipping_price: 0,
      delivery_time: '3-5 dagar',
      product_url: 'https://www.vinkylexperten.se/produkter/cavin-polar-60',
      tracking_product_url: 'https://track.affiliatenatverket.se/click?aid=1&url=https%3A%2F%2Fwww.vinkylexperten.se',
      color: 'Svart',
      capacity: 60,
      temperature_zones: 2,
      source_row: 7,
    });
  });

  it.each([
    ['yes', true, 10, '3-5 dagar'],
    [' YES ', true, 10, '3-5 dagar'],
    ['no', false, 0, 'Beställningsvara'],
    ['', false, 0, 'Beställningsvara'],
    [null, false, 0, 'Beställningsvara'],
    ['ja', false, 0, 'Beställningsvara'],
  ] as const)('Instock %j → in_stock %s, qty %d, %s', (Instock, inStock, qty, delivery) => {
    const { value } = ok({ id: 1, Instock });
    expect([value.in_stock, value.in_stock_qty, value.delivery_time]).toEqual([inStock, qty, delivery]);
  });

  it.each([
    ['1 299,00', 1299],
    ['1\u00a0299,00', 1299],
    ['1299.00', 1299],
    ['1.299,00', 1299],
    ['12 990 kr', 12990],
  ])('Price %j → %d', (Price, price) => {
    expect(ok({ id: 1, Price }).value.price).toBe(price);
  });

  it('keeps OriginalPrice only when it is above Price', () => {
    expect(ok({ id: 1, Price: '1000', OriginalPrice: '1200' }).value.regular_price).toBe(1200);
    expect(ok({ id: 1, Price: '1000', OriginalPrice: '1000' }).value.regular_price).toBeNull();
    expect(ok({ id: 1, Price: '1000', OriginalPrice: '900' }).value.regular_price).toBeNull();
    const bad = ok({ id: 1, Price: '1000', OriginalPrice: 'okänt' });
    expect(bad.value.regular_price).toBeNull();
    expect(bad.warnings.join()).toMatch(/OriginalPrice/);
  });

  it('defaults the currency to SEK', () => {
    expect(ok({ id: 1, Currency: null }).value.currency).toBe('SEK');
    expect(ok({ id: 1, Currency: ' ' }).value.currency).toBe('SEK');
    expect(ok({ id: 1, Currency: 'eur' }).value.currency).toBe('EUR');
  });

  it('falls back from a missing or unsafe TrackingUrl to ProductUrl', () => {
    expect(ok({ id: 1, TrackingUrl: null }).value.tracking_product_url).toBe(
      'https://www.vinkylexperten.se/produkter/cavin-polar-60',
    );
    const unsafe = ok({ id: 1, TrackingUrl: 'javascript:alert(document.cookie)' });
    expect(unsafe.value.tracking_product_url).toBe('https://www.vinkylexperten.se/produkter/cavin-polar-60');
    expect(unsafe.warnings.join()).toMatch(/TrackingUrl/);
    expect(ok({ id: 1, TrackingUrl: 'ftp://x.se/a' }).value.tracking_product_url).toBe(
      'https://www.vinkylexperten.se/produkter/cavin-polar-60',
    );
  });

  it('drops non-http(s) product URLs everywhere, and a row left without a link is no offer (issue 35)', () => {
    const { value } = ok({ id: 1, ProductUrl: 'data:text/html,<script>alert(1)</script>' });
    expect(value.product_url).toBeNull();
    expect(value.tracking_product_url).toMatch(/^https:\/\/track\./);
    const none = normaliseFeedRow(feedRow({ id: 1, ProductUrl: 'data:text/html,<script>', TrackingUrl: null }));
    expect(none).toEqual({
      ok: false,
      reason: 'no_link',
      detail:
        'no link to send a visitor to the shop: ProductUrl "data:text/html,<script>" is not an http(s) URL without user info',
    });
  });

  it('sanitises the description', () => {
    const { value } = ok({
      id: 1,
      Description:
        '<p>Bra kyl. <script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">länk</a></p>',
    });
    expect(value.description).toBe('<p>Bra kyl. länk</p>');
  });

  it('normalises the slug from Slug when given, else from Name', () => {
    expect(ok({ id: 1, Slug: ' Cavin Polar 60 ' }).value.slug).toBe('cavin-polar-60');
    expect(ok({ id: 1, Name: 'mQuvée Vinkyl Ölkyl', Slug: null }).value.slug).toBe('mquvee-vinkyl-olkyl');
  });

  it('keeps optional fields null when missing', () => {
    const { value } = ok({
      id: 1,
      Ean: null,
      ManufacturerArticleNumber: ' ',
      Color: null,
      Shipping: null,
      ImageUrl: null,
    });
    expect([value.ean, value.model, value.color, value.shipping_price, value.image_url]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
