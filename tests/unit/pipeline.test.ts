import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pull/pipeline';
import { feedRow, postRow } from '../fixtures/rows';

const source = { kind: 'sample', detail: 'test' } as const;
const ownHosts = new Set(['www.vinkylguiden.se', 'vinkylguiden.se']);
const run = (feedRows: unknown[], postRows: unknown[] = []) => runPipeline({ feedRows, postRows, ownHosts, source });

/** The output as text without the per-row times, which differ run to run (like report.json's source). */
const untimed = (dataset: ReturnType<typeof run>) => {
  const { row_time: _time, ...report } = dataset.report;
  return JSON.stringify({ ...dataset, report });
};

describe('runPipeline: installation (issue 22)', () => {
  it('fills an unstated installation from a category name that states it, and says where it came from', () => {
    const result = run([
      feedRow({ id: 1 }),
      feedRow({ id: 2, SKU: 'F-2', Name: 'Cavin Freestyle 40', Description: '<p>Fristående vinkyl.</p>' }),
      feedRow({ id: 3, SKU: 'I-3', Name: 'Temptech Nisch 36', Category: 'Integrerad vinkyl' }),
      feedRow({ id: 4, SKU: 'O-4', Name: 'Ölkylen 80', Category: 'Ölkyl' }),
      feedRow({
        id: 5,
        SKU: 'B-5',
        Name: 'Bygg in 30',
        Category: 'Fristående Vinkyl',
        Description: '<p>Kan byggas in under bänken.</p>',
      }),
    ]);
    const of = (sku: string) => {
      const product = result.products.find((p) => p.sku === sku);
      return product && [product.installation, product.installation_source];
    };
    expect(of('CAV-1')).toEqual(['fristaende', 'category']);
    expect(of('F-2')).toEqual(['fristaende', 'text']);
    expect(of('I-3')).toEqual(['integrerbar', 'category']);
    expect(of('O-4')).toEqual([null, null]);
    // What the text states wins over the category.
    expect(of('B-5')).toEqual(['inbyggbar', 'text']);
  });
});

describe('runPipeline: products', () => {
  it('skips bad rows and reports each with its table, row and reason', () => {
    const result = run([
      feedRow({ id: 1 }),
      feedRow({ id: 2, Name: null }),
      feedRow({ id: 3, SKU: null }),
      feedRow({ id: 4, Price: null }),
      feedRow({ id: 5, Price: 'ring för pris' }),
      feedRow({ id: 6, SKU: 'CAV-1', Name: 'Dubblett' }),
      feedRow({ id: 7, Name: 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull', SKU: 'WC-780' }),
      { id: 8, Name: 42 },
    ]);
    expect(result.products.map((p) => p.id)).toEqual(['CAV-1']);
    expect(result.report.tables.product_feed_static).toEqual({
      read: 8,
      kept: 1,
      skipped: {
        duplicate_offer: 1,
        excluded_product: 1,
        invalid_row: 1,
        missing_name: 1,
        missing_price: 1,
        missing_sku: 1,
        unparseable_price: 1,
      },
    });
    const warnings = result.report.warnings.join('\n');
    expect(warnings).toContain('product_feed_static row id=2, SKU "CAV-2": skipped, missing Name');
    expect(warnings).toContain(
      'product_feed_static row id=6, SKU "CAV-1", Name "Dubblett": skipped, the same shop and SKU as row id=1 (one offer listed twice; the cheaper is kept)',
    );
    expect(warnings).toMatch(/row id=8.*skipped, Name:/);
    expect(result.excludedProducts).toEqual([
      {
        id: 'WC-780',
        name: 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
        slug: 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
        redirect_to: '/vinkyl',
      },
    ]);
  });

  it('says which fields of a row that does not match its schema are wrong, what came instead, and how many more', () => {
    const feed = { ...feedRow({ id: 2 }), Name: 5, SKU: ['x'], Price: { a: 1 }, Brand: true };
    const post = { ...postRow({ id: '' }), slug: 'tomt-id' };
    const { report } = run([feedRow({ id: 1 }), feed], [post]);
    expect(report.warnings).toContain(
      'product_feed_static row id=2: skipped, Name: Invalid input: expected string, received number; ' +
        'SKU: Invalid input: expected string, received array; ' +
        'Price: Invalid input: expected string, received object; and 1 more',
    );
    expect(report.warnings).toContain(
      'blog_posts row id=, slug "tomt-id": skipped, id: Too small: expected string to have >=1 characters (received "")',
    );
  });

  it('keeps the first row of a duplicate SKU, compared case-insensitively', () => {
    const result = run([feedRow({ id: 2, SKU: 'abc', Name: 'Andra' }), feedRow({ id: 1, SKU: 'ABC', Name: 'Första' })]);
    expect(result.products.map((p) => p.name)).toEqual(['Första']);
  });

  it('gives every product a unique slug', () => {
    const result = run([
      feedRow({ id: 1, SKU: 'A1', Name: 'Cavin Polar 60' }),
      feedRow({ id: 2, SKU: 'B2', Name: 'Cavin Polar 60' }),
      feedRow({ id: 3, SKU: 'C3', Name: 'Cavin  Polar  60', Slug: 'cavin-polar-60' }),
    ]);
    expect(result.products.map((p) => [p.slug, p.url])).toEqual([
      ['cavin-polar-60', '/produkt/cavin-polar-60'],
      ['cavin-polar-60-b2', '/produkt/cavin-polar-60-b2'],
      ['cavin-polar-60-c3', '/produkt/cavin-polar-60-c3'],
    ]);
  });

  it('does not depend on the order the source returns rows in', () => {
    const rows = [feedRow({ id: 3 }), feedRow({ id: 1 }), feedRow({ id: 2, SKU: 'CAV-1' })];
    const a = run(rows);
    const b = run([...rows].reverse());
    expect(untimed(a)).toBe(untimed(b));
    expect(a.products.map((p) => p.source_row)).toEqual([1, 3]);
  });
});

describe('runPipeline: categories (spec §3, §5)', () => {
  const result = run([
    feedRow({ id: 1, Category: 'Fristående Vinkyl' }),
    feedRow({ id: 2, Category: ' fristående vinkyl ' }),
    feedRow({ id: 3, Category: 'FRISTÅENDE VINKYL' }),
    feedRow({ id: 4, Category: 'Vinlagringsskåp' }),
    feedRow({ id: 5, Category: 'Ölkyl' }),
    feedRow({ id: 6, Category: 'Kitchen Accessories' }),
    feedRow({ id: 7, Category: 'Kitchen - Accessories (stainless steel)' }),
    feedRow({ id: 8, Category: '' }),
    feedRow({ id: 9, Category: null }),
    feedRow({ id: 10, Category: 'Vinrum och Vinkällare' }),
    feedRow({ id: 11, Category: 'Vinkällare' }),
    feedRow({ id: 12, Category: 'Vinställ' }),
  ]);

  it('trims, deduplicates by slug, excludes, names and sorts in Swedish order', () => {
    expect(result.categories.map((c) => [c.slug, c.name, c.product_count])).toEqual([
      ['fristaende-vinkyl', 'Fristående Vinkyl', 3],
      ['vinkallare', 'Vinkällare', 1],
      ['vinlagringsskap', 'Vinlagringsskåp', 1],
      ['vinrum-och-vinkallare', 'Vinrum och Vinkällare', 1],
      ['vinstall', 'Vinställ', 1],
      ['olkyl', 'Ölkyl', 1],
    ]);
  });

  it('gives every product of a slug the canonical category name', () => {
    expect(result.products.filter((p) => p.category_slug === 'fristaende-vinkyl').map((p) => p.category)).toEqual([
      'Fristående Vinkyl',
      'Fristående Vinkyl',
      'Fristående Vinkyl',
    ]);
  });

  it('keeps products of excluded or missing categories as products', () => {
    const bySku = new Map(result.products.map((p) => [p.sku, p]));
    expect(bySku.get('CAV-6')?.category).toBe('Kitchen Accessories');
    expect(bySku.get('CAV-8')?.category).toBeNull();
    expect(bySku.get('CAV-9')?.category_slug).toBeNull();
  });
});

describe('runPipeline: brands (spec §3)', () => {
  const result = run([
    feedRow({ id: 1, Brand: 'mQuvée' }),
    feedRow({ id: 2, Brand: 'Mquvee' }),
    feedRow({ id: 3, Brand: 'MQUVÉE' }),
    feedRow({ id: 4, Brand: 'mQuvée' }),
    feedRow({ id: 5, Brand: 'cavin' }),
    feedRow({ id: 6, Brand: ' Cavin ' }),
    feedRow({ id: 7, Brand: 'Cavin' }),
    feedRow({ id: 8, Brand: ' EuroCave ' }),
    feedRow({ id: 9, Brand: 'Ölbryggarna' }),
    feedRow({ id: 10, Brand: null }),
  ]);

  it('deduplicates by slug and uses the display-name map', () => {
    expect(result.brands.map((b) => [b.slug, b.name, b.product_count])).toEqual([
      ['cavin', 'Cavin', 3],
      ['eurocave', 'EuroCave', 1],
      ['mquvee', 'mQuvée', 4],
      ['olbryggarna', 'Ölbryggarna', 1],
    ]);
  });

  it('records every spelling for brand-term matching', () => {
    expect(result.brands.find((b) => b.slug === 'mquvee')?.spellings).toEqual(['MQUVÉE', 'Mquvee', 'mQuvée']);
  });

  it('normalises the brand on every product', () => {
    expect(result.products.filter((p) => p.brand_slug === 'mquvee').every((p) => p.brand === 'mQuvée')).toBe(true);
    expect(result.products.find((p) => p.sku === 'CAV-10')?.brand).toBeNull();
  });
});

describe('runPipeline: posts (spec §4, §5, §7)', () => {
  const result = run(
    [feedRow({ id: 1 })],
    [
      postRow({ id: 'b', slug: 'nyast', published_at: '2026-05-01T08:00:00+02:00' }),
      postRow({ id: 'a', slug: 'aldst', published_at: '2025-01-01T08:00:00Z' }),
      postRow({ id: 'c', slug: 'utkast', status: 'draft' }),
      postRow({ id: 'd', slug: 'arkiv', status: 'archived' }),
      postRow({ id: 'e', slug: 'nyast', title: 'Dubblett' }),
      postRow({ id: 'f', slug: null }),
      postRow({ id: 'g', title: '  ' }),
      postRow({ id: 'h', slug: 'Ölkylens Guide', published_at: null, updated_at: '2026-02-01T00:00:00Z' }),
      postRow({ id: 'i', slug: 'utan-datum', published_at: null, updated_at: null }),
      postRow({
        id: 'j',
        slug: 'mitten',
        published_at: '2026-01-01T00:00:00Z',
        description: null,
        content: '<p>Första. Andra. Tredje.</p>',
      }),
    ],
  );

  it('keeps only published posts, newest first', () => {
    expect(result.posts.map((p) => p.slug)).toEqual(['nyast', 'olkylens-guide', 'mitten', 'aldst']);
    expect(result.report.tables.blog_posts).toEqual({
      read: 10,
      kept: 4,
      skipped: { duplicate_slug: 1, missing_published_at: 1, missing_slug: 1, missing_title: 1, not_published: 2 },
    });
  });

  it('normalises dates to UTC ISO strings', () => {
    expect(result.posts[0]?.published_at).toBe('2026-05-01T06:00:00.000Z');
  });

  it('falls back to the body for a missing description', () => {
    expect(result.posts.find((p) => p.slug === 'mitten')?.description).toBe('Första. Andra.');
  });

  it('adds reading time and category slug', () => {
    expect(result.posts[0]).toMatchObject({
      reading_time_minutes: 1,
      category: 'Vinförvaring',
      category_slug: 'vinforvaring',
    });
  });
});

describe('runPipeline: determinism', () => {
  it('gives byte-identical output for the same input', () => {
    const rows = Array.from({ length: 50 }, (_, i) => feedRow({ id: i + 1, Brand: i % 2 ? 'Cavin' : 'mQuvée' }));
    const posts = [postRow({ id: 'x' }), postRow({ id: 'y', slug: 'annat' })];
    expect(untimed(run(rows, posts))).toBe(untimed(run(rows, posts)));
  });
});
