/**
 * src/render/site.ts: the one site model a build reads (issue 24). Its
 * orders, its indexes by key, what it computes once, and that nothing in
 * render code caches by an array's identity any more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareData } from '../../src/features/compare/compare.build';
import { cardsOf } from '../../src/features/listing-filter/listing.build';
import { selectBrandProducts, selectCategoryProducts } from '../../src/render/select';
import { products } from '../fixtures/products';
import { BUILT_AT, SITE, sample, sampleSite, siteOf } from './routes/sample-site';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the site model', () => {
  it('keeps the spec’s orders whatever order the rows come in', () => {
    const shuffled = siteOf({
      products: sample.products.toReversed(),
      categories: sample.categories.toReversed(),
      brands: sample.brands.toReversed(),
      posts: sample.posts.toReversed(),
    });
    expect(shuffled.products.map((p) => p.id)).toEqual(sample.products.map((p) => p.id));
    expect(shuffled.categories.map((c) => c.slug)).toEqual(sample.categories.map((c) => c.slug));
    expect(shuffled.brands.map((b) => b.slug)).toEqual(sample.brands.map((b) => b.slug));
    expect(shuffled.posts.map((p) => p.slug)).toEqual(sample.posts.map((p) => p.slug));
  });

  it('carries the build’s facts and the frame every page shows', () => {
    expect(sampleSite.url).toBe(SITE);
    expect(sampleSite.builtAt).toBe(BUILT_AT);
    expect(sampleSite.frame.productCount).toBe(sample.products.length);
    expect(sampleSite.frame.nav[0]).toEqual({ label: 'Hem', href: '/' });
    expect(sampleSite.frame.searchBundles).toEqual([]);
    expect(siteOf({ products: sample.products, productsPerSearchBundle: 110 }).frame.searchBundles).toEqual([
      '/pagefind/bundle-2/',
      '/pagefind/bundle-3/',
    ]);
    expect(sampleSite.searchHeads.size).toBeGreaterThan(10);
    expect(Object.isFrozen(sampleSite)).toBe(true);
    expect(Object.isFrozen(sampleSite.frame)).toBe(true);
  });

  it('finds products, brands and posts by slug', () => {
    const [product] = sample.products;
    const [brand] = sample.brands;
    const [post] = sample.posts;
    if (!product || !brand || !post) throw new Error('sample data missing');
    expect(sampleSite.productBySlug.get(product.slug)).toBe(product);
    expect(sampleSite.brandBySlug.get(brand.slug)).toBe(brand);
    expect(sampleSite.postBySlug.get(post.slug)).toBe(post);
    expect(sampleSite.productBySlug.get('constructor')).toBeUndefined();
    expect(sampleSite.positions.get(product.id)).toBe(0);
  });

  it('selects each category’s and brand’s products as the spec does, once per key', () => {
    expect(sampleSite.categoryProducts('vinkyl')).toEqual(selectCategoryProducts(sample.products, 'vinkyl'));
    expect(sampleSite.categoryProducts('vinkyl')).toBe(sampleSite.categoryProducts('vinkyl'));
    const [brand] = sample.brands;
    if (!brand) throw new Error('no brand');
    expect(sampleSite.brandProducts(brand.slug)).toEqual(selectBrandProducts(sample.products, brand));
    expect(sampleSite.brandProducts('finns-inte')).toEqual([]);
    expect(sampleSite.categoryListing('vinkyl')).toBe(sampleSite.categoryListing('vinkyl'));
    expect(sampleSite.categoryListing('vinkyl').withBrand).toBe(true);
    expect(sampleSite.brandListing(brand.slug).withBrand).toBe(false);
    expect(sampleSite.brandListing(brand.slug).rows).toHaveLength(sampleSite.brandProducts(brand.slug).length);
  });

  it('computes the cards, the compare shards and the /produkt pages once, as the pure functions do', () => {
    expect(sampleSite.cards()).toBe(sampleSite.cards());
    expect(sampleSite.cards()).toEqual(cardsOf(sample.products));
    expect(sampleSite.compare()).toBe(sampleSite.compare());
    expect(sampleSite.compare()).toEqual(compareData(sample.products));
    expect(sampleSite.allProductsPages()).toBe(sampleSite.allProductsPages());
  });

  it('links a product to its category page and to six related products', () => {
    const catalogue = products([
      ...Array.from({ length: 8 }, (_, i) => ({ name: `F${i}`, category: 'Fristående Vinkyl' })),
      { name: 'Glas', category: 'Vinglas' },
    ]);
    const site = siteOf({ products: catalogue });
    const [first] = catalogue;
    const glass = catalogue.at(-1);
    if (!first || !glass) throw new Error('fixture missing');
    expect(site.productLinks(first)).toEqual({ related: catalogue.slice(1, 7), categoryHref: '/fristaende-vinkyl' });
    // Vinglas is neither a spec category nor one of this site's categories: no page to link.
    expect(site.productLinks(glass)).toEqual({ related: [], categoryHref: null });
  });
});

describe('render code', () => {
  it('keeps no cache keyed on an object’s identity (the site model holds what is computed once)', () => {
    const files = readdirSync(path.join(ROOT, 'src/render'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const identityKeyed = files.filter((file) =>
      /\bWeak(Map|Set)\b/.test(readFileSync(path.join(ROOT, 'src/render', file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(identityKeyed).toEqual([]);
  });
});
