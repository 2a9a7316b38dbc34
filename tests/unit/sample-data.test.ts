import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pull/pipeline';
import { slugify } from '../../src/shared/slug';

/**
 * The embedded sample data is the default data source and the fixture of
 * the browser tests, so it must keep covering what it was written to cover.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'data/sample', file), 'utf8'));
const feedRows: Record<string, unknown>[] = read('product_feed_static.json');
const postRows: Record<string, unknown>[] = read('blog_posts.json');
const shopRows: Record<string, unknown>[] = read('shops.json');
const manifest: { table: string; id: number | string; tests: string }[] = read('manifest.json');
const dataset = runPipeline({
  feedRows,
  postRows,
  shopRows,
  ownHosts: new Set(['www.vinkylguiden.se', 'vinkylguiden.se']),
  source: { kind: 'sample', detail: 'data/sample' },
});

describe('sample data: coverage', () => {
  it('has at least 300 product rows in every category the spec names', () => {
    expect(feedRows.length).toBeGreaterThanOrEqual(300);
    expect(dataset.categories.map((c) => c.name).sort()).toEqual(
      [
        'Fristående Vinkyl',
        'Inbyggbar Vinkyl',
        'Integrerad Vinkyl',
        'Integrerbar Vinkyl',
        'Kylaggregat',
        'Vinhyllor',
        'Vinkällare',
        'Vinlagringsskåp',
        'Vinrum och Vinkällare',
        'Vinställ',
        'Vintillbehör',
        'Ölkyl',
      ].sort(),
    );
  });

  it('has at least 20 brands, among them the five the spec names', () => {
    expect(dataset.brands.length).toBeGreaterThanOrEqual(20);
    const names = dataset.brands.map((b) => b.name);
    for (const brand of ['mQuvée', 'Cavin', 'Artevino', 'EuroCave', 'WineCave']) expect(names).toContain(brand);
  });

  it('states capacity and zones for most coolers and cabinets', () => {
    const coolers = dataset.products.filter((p) => /vinkyl|vinlagringsskåp/i.test(p.category ?? ''));
    const withBoth = coolers.filter((p) => p.capacity !== null && p.temperature_zones !== null);
    expect(withBoth.length / coolers.length).toBeGreaterThan(0.8);
  });

  it('states every product fact (issue 12) for many coolers, every installation type, and leaves some unstated', () => {
    const cooling = dataset.products.filter((p) => /vinkyl|vinlagringsskåp|ölkyl/i.test(p.category ?? ''));
    for (const field of ['installation', 'width_cm', 'height_cm', 'depth_cm', 'noise_db', 'energy_class'] as const) {
      const stated = cooling.filter((p) => p[field] !== null).length;
      expect(stated / cooling.length, field).toBeGreaterThan(0.7);
      expect(stated, `${field}: some rows keep the fact unstated`).toBeLessThan(cooling.length);
    }
    expect(new Set(cooling.map((p) => p.installation))).toEqual(
      new Set(['fristaende', 'inbyggbar', 'integrerbar', null]),
    );
    // Integrated coolers state their own size, not only the niche's.
    const integrated = cooling.filter((p) => p.installation === 'integrerbar');
    expect(integrated.filter((p) => p.width_cm !== null).length).toBeGreaterThan(integrated.length / 2);
    expect(new Set(cooling.map((p) => p.energy_class)).size).toBeGreaterThanOrEqual(5);
  });

  it('has sales, out-of-stock rows and rows without currency', () => {
    expect(dataset.products.filter((p) => p.regular_price !== null).length).toBeGreaterThan(20);
    expect(dataset.products.filter((p) => !p.in_stock).length).toBeGreaterThan(20);
    expect(feedRows.filter((r) => r.Currency === null).length).toBeGreaterThan(5);
  });

  it('has at least 14 posts in at least 4 categories, at least 2 not published', () => {
    expect(postRows.length).toBeGreaterThanOrEqual(14);
    expect(new Set(postRows.map((r) => r.category)).size).toBeGreaterThanOrEqual(4);
    expect(postRows.filter((r) => r.status !== 'published').length).toBeGreaterThanOrEqual(2);
    expect(dataset.posts.map((p) => p.slug)).toContain('vinkyl-ikea-guide');
    expect(dataset.posts.filter((p) => p.faq.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('uses only local images that exist', () => {
    const images = [...dataset.products.map((p) => p.image_url), ...dataset.posts.map((p) => p.image_url)].filter(
      (url): url is string => url !== null,
    );
    for (const image of images) {
      expect(image.startsWith('/')).toBe(true);
      expect(existsSync(path.join(root, 'public', image))).toBe(true);
    }
  });
});

describe('sample data: edge rows do what the manifest says', () => {
  const warnings = dataset.report.warnings;
  const warningFor = (id: number) =>
    warnings.filter((w) => w.startsWith(`product_feed_static row id=${id},`)).join('\n');

  it('every manifest entry names an existing row', () => {
    for (const entry of manifest) {
      if (entry.table === 'shops') {
        expect(shopRows.some((row) => row.slug === entry.id)).toBe(true);
        continue;
      }
      const rows = entry.table === 'blog_posts' ? postRows : feedRows;
      expect(rows.some((row) => row.id === entry.id)).toBe(true);
    }
  });

  it('skips every row missing Name, SKU or Price, the excluded product, the unparseable price, a listing repeated by its shop and an offer without a link', () => {
    expect(dataset.report.tables.product_feed_static.skipped).toEqual({
      duplicate_offer: 1,
      excluded_product: 1,
      missing_name: 2,
      missing_price: 1,
      missing_sku: 1,
      no_link: 1,
      unparseable_price: 1,
    });
    for (const [id, text] of [
      [294, 'missing Name'],
      [295, 'missing SKU'],
      [296, 'missing Price'],
      [297, 'missing Name'],
      [302, 'excluded by name'],
      [317, 'is not a number'],
      [321, 'no link to send a visitor to the shop: ProductUrl "data:text/html,'],
      [488, 'the same shop and SKU as row id=325'],
    ] as const) {
      expect(warningFor(id)).toContain(text);
    }
  });

  it('makes the same model from two shops one product with two offers, the cheaper total first (issue 20)', () => {
    // Every offer after a product's first: the Vintec's second and the 164 other shops' rows of data/sample/README.md.
    expect(dataset.report.tables.product_feed_static.merged).toBe(165);
    const vintec = dataset.products.find((p) => p.source_row === 220);
    expect(vintec?.offers.map((o) => [o.source_row, o.shop_name, o.price, o.shipping_price, o.total_price])).toEqual([
      [303, 'Vinkylexperten', 13990, 0, 13990],
      [220, 'Hemmakällaren', 14990, 395, 15385],
    ]);
    expect(vintec).toMatchObject({ price: 13990, lowest_price: 13990, lowest_total_price: 13990, offer_count: 2 });
    expect(dataset.products.some((p) => p.source_row === 303)).toBe(false);
  });

  it('keeps one offer of a shop that lists it twice under one SKU: the cheaper, the first row (issue 20)', () => {
    const climadiff = dataset.products.find((p) => p.offers.some((o) => o.source_row === 325));
    expect(climadiff?.source_row).toBe(3);
    expect(climadiff?.offers.filter((o) => o.sku === 'HK-58186-01').map((o) => [o.source_row, o.price])).toEqual([
      [325, 6590],
    ]);
    expect(dataset.products.some((p) => p.offers.some((o) => o.source_row === 488))).toBe(false);
  });

  it('parses every spelling of 1 299 kr', () => {
    for (const id of [312, 313, 314, 315]) {
      expect(dataset.products.find((p) => p.source_row === id)?.price).toBe(1299);
    }
    expect(dataset.products.find((p) => p.source_row === 316)?.price).toBe(12990);
  });

  it('merges category and brand spellings that differ in case or spaces', () => {
    const bySlug = (slug: string) => dataset.products.filter((p) => p.category_slug === slug).map((p) => p.category);
    expect(new Set(bySlug('fristaende-vinkyl'))).toEqual(new Set(['Fristående Vinkyl']));
    expect(new Set(bySlug('vinlagringsskap'))).toEqual(new Set(['Vinlagringsskåp']));
    expect(new Set(bySlug('vinhyllor'))).toEqual(new Set(['Vinhyllor']));
    for (const id of [309, 310, 311]) expect(dataset.products.find((p) => p.source_row === id)?.brand).toBe('mQuvée');
    expect(dataset.products.find((p) => p.source_row === 308)?.brand).toBe('EuroCave');
  });

  it('keeps no unsafe HTML or URL', () => {
    const row318 = dataset.products.find((p) => p.source_row === 318);
    expect(row318?.description).not.toMatch(/script|onerror|javascript:/i);
    for (const id of [319, 320]) {
      expect(dataset.products.find((p) => p.source_row === id)?.tracking_product_url).toMatch(/^https:\/\//);
    }
    // No usable link: no offer, and no product (issue 35).
    expect(dataset.products.flatMap((p) => p.offers).find((offer) => offer.source_row === 321)).toBeUndefined();
    for (const product of dataset.products) {
      for (const url of [product.product_url, product.tracking_product_url]) {
        if (url !== null) expect(url).toMatch(/^https?:\/\//);
      }
    }
  });

  it('never shows a lower original price as a sale', () => {
    expect(dataset.products.find((p) => p.source_row === 323)?.regular_price).toBeNull();
  });

  it('repairs every blog body', () => {
    for (const post of dataset.posts) {
      expect(post.content).not.toMatch(
        /\{[^}]*\}|\/vinkyl\/[567]\b|vinkylguiden\.se|\[intern länk\]|<script|onclick|<a>|<a name/i,
      );
      expect(post.slug).toBe(slugify(post.slug));
    }
    const all = dataset.posts.map((p) => p.content).join('\n');
    for (const href of [
      '/vinkyl"',
      '/olkyl"',
      '/vinhyllor"',
      '/fristaende-vinkyl"',
      '/inbyggbar-vinkyl"',
      '/integrerad-vinkyl"',
      'https://www.systembolaget.se/',
    ]) {
      expect(all).toContain(`href="${href.replace(/"$/, '')}`);
    }
  });
});
