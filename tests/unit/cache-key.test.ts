/**
 * src/render/cache-key.ts: the keys Astro's incremental build compares to
 * decide whether a page can be reused. A key that stays the same while what
 * the page shows changes would ship a stale page, so each test changes one
 * shown datum and expects a new key; data the frame does not show must not
 * change its key (or every edit would rebuild every page).
 */
import { describe, expect, it } from 'vitest';
import {
  cacheKeyField,
  frameCacheKey,
  pageCacheKey,
  postPageCacheKeys,
  productCacheKeys,
  productPageCacheKeys,
} from '../../src/render/cache-key';
import { navItems } from '../../src/render/nav';
import { categoryPageSlugs } from '../../src/render/routes/category';
import { productLinks } from '../../src/render/routes/product';
import { LIMITS, latestPosts } from '../../src/render/select';
import type { SiteFrame } from '../../src/render/site-data';
import { SITE, sample } from './routes/sample-site';

/** The frame as src/render/site-data.ts builds it, from the sample data. */
function frameOf(data: {
  categories: SiteFrame['categories'];
  brands: SiteFrame['footerBrands'];
  posts: SiteFrame['footerPosts'];
  productCount: number;
}): SiteFrame {
  return {
    nav: navItems(data.categories),
    categories: data.categories,
    footerBrands: data.brands.slice(0, LIMITS.footerBrands),
    footerPosts: latestPosts(data.posts, LIMITS.footerPosts),
    productCount: data.productCount,
    searchBundles: [],
  };
}

const base = { ...sample, productCount: sample.products.length };

describe('pageCacheKey', () => {
  it('is the same for the same data and differs when any input differs', () => {
    const product = sample.products[0];
    expect(pageCacheKey('a', product)).toBe(pageCacheKey('a', structuredClone(product)));
    expect(pageCacheKey('a', product)).not.toBe(pageCacheKey('b', product));
    expect(pageCacheKey('a', product)).not.toBe(pageCacheKey('a', { ...product, price: (product?.price ?? 0) + 1 }));
    // Inputs are a list, not a concatenation: moving a boundary is a change.
    expect(pageCacheKey('ab', 'c')).not.toBe(pageCacheKey('a', 'bc'));
  });
});

describe('frameCacheKey', () => {
  const key = frameCacheKey(frameOf(base));
  const newest = latestPosts(sample.posts, LIMITS.footerPosts)[0];
  if (!newest) throw new Error('the sample has no posts');
  const withPost = (change: Partial<(typeof sample.posts)[number]>) =>
    frameCacheKey(frameOf({ ...base, posts: sample.posts.map((p) => (p === newest ? { ...p, ...change } : p)) }));

  it('changes with what the footer shows of a post: its title and slug', () => {
    expect(withPost({ title: `${newest.title} (uppdaterad)` })).not.toBe(key);
    expect(withPost({ slug: `${newest.slug}-2` })).not.toBe(key);
  });

  it("does not change when a post's body changes (the footer shows titles only)", () => {
    expect(withPost({ content: `${newest.content}<p>Tillägg</p>` })).toBe(key);
  });

  it('changes with the product count, a category name and a footer brand name', () => {
    expect(frameCacheKey(frameOf({ ...base, productCount: base.productCount + 1 }))).not.toBe(key);
    const [category, ...categories] = sample.categories;
    if (!category) throw new Error('the sample has no categories');
    expect(frameCacheKey(frameOf({ ...base, categories: [{ ...category, name: 'Annat' }, ...categories] }))).not.toBe(
      key,
    );
    const [brand, ...brands] = sample.brands;
    if (!brand) throw new Error('the sample has no brands');
    expect(frameCacheKey(frameOf({ ...base, brands: [{ ...brand, name: 'Annat' }, ...brands] }))).not.toBe(key);
  });
});

describe('productCacheKeys', () => {
  it('gives every product its own key, which follows its price', () => {
    const keys = productCacheKeys(sample.products);
    expect(new Set(keys.values()).size).toBe(sample.products.length);
    const [first, ...rest] = sample.products;
    if (!first) throw new Error('the sample has no products');
    const cheaper = { ...first, price: first.price - 1 };
    const changed = productCacheKeys([cheaper, ...rest]);
    expect(changed.get(cheaper)).not.toBe(keys.get(first));
    for (const product of rest) expect(changed.get(product)).toBe(keys.get(product));
  });
});

describe('productPageCacheKeys', () => {
  const slugs = new Set(categoryPageSlugs(sample.categories));
  const frame = frameOf(base);
  const context = { frame, pricesAsOf: '2026-11-23', buildDate: new Date('2026-11-23T12:00:00Z') };
  const keysOf = (products: typeof sample.products, change: Partial<typeof context> = {}) =>
    productPageCacheKeys(products, productLinks(products, slugs), { ...context, ...change });
  const keys = keysOf(sample.products);
  const links = productLinks(sample.products, slugs);

  it('changes the page of a product whose price changed and the pages that show it as related, no other', () => {
    const target = sample.products.find((product) =>
      sample.products.some((other) => links.get(other.id)?.related.includes(product)),
    );
    if (!target) throw new Error("no product of the sample is anyone's related product");
    const cheaper = sample.products.map((product) =>
      product === target ? { ...product, price: product.price - 1 } : product,
    );
    const changed = keysOf(cheaper);
    const showing = new Set(sample.products.filter((p) => links.get(p.id)?.related.includes(target)).map((p) => p.id));
    expect(showing.size).toBeGreaterThan(0);
    for (const product of sample.products) {
      const moved = changed.get(product.id) !== keys.get(product.id);
      expect(moved, product.id).toBe(product === target || showing.has(product.id));
    }
  });

  it("changes every page with the prices' day, the offer's validity day and the frame", () => {
    const changes = [
      keysOf(sample.products, { pricesAsOf: '2026-11-24' }),
      keysOf(sample.products, { buildDate: new Date('2026-11-24T12:00:00Z') }),
      keysOf(sample.products, { frame: frameOf({ ...base, productCount: base.productCount + 1 }) }),
    ];
    for (const changed of changes) {
      for (const product of sample.products) expect(changed.get(product.id)).not.toBe(keys.get(product.id));
    }
    // The same day: the same keys (a rebuild later that day reuses pages).
    expect(keysOf(sample.products, { buildDate: new Date('2026-11-23T23:00:00Z') })).toEqual(keys);
  });
});

describe('postPageCacheKeys', () => {
  const input = { posts: sample.posts, products: sample.products, categories: sample.categories };
  const keys = postPageCacheKeys(input, frameOf(base), SITE);

  it("changes the edited post's key with its body", () => {
    const [post] = sample.posts;
    if (!post) throw new Error('the sample has no posts');
    const posts = sample.posts.map((p) => (p === post ? { ...p, content: `${p.content}<p>Tillägg</p>` } : p));
    const changed = postPageCacheKeys({ ...input, posts }, frameOf({ ...base, posts }), SITE);
    expect(changed.size).toBe(sample.posts.length);
    expect(changed.get(post.slug)).not.toBe(keys.get(post.slug));
  });

  it('changes every post page with the frame', () => {
    const changed = postPageCacheKeys(input, frameOf({ ...base, productCount: base.productCount + 1 }), SITE);
    for (const post of sample.posts) expect(changed.get(post.slug)).not.toBe(keys.get(post.slug));
  });
});

describe('cacheKeyField', () => {
  it('is empty while keys are off, the key when on, and an error for a page without a key', () => {
    expect(cacheKeyField(null, 'a')).toEqual({});
    expect(cacheKeyField(new Map([['a', 'k']]), 'a')).toEqual({ cacheKey: 'k' });
    expect(() => cacheKeyField(new Map(), 'a')).toThrow('no cache key for a');
  });
});
