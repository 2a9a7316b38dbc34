import { createHash } from 'node:crypto';
import type { Product } from '../dataset/schemas/product';
import { priceValidUntil } from './jsonld';
import { type PostInput, postRoute } from './routes/post';
import type { ProductLinks } from './routes/product';
import type { SiteFrame } from './site-data';

/**
 * Keys for Astro's incremental build (`experimental.incrementalBuild`,
 * docs/incremental-build.md). Astro skips a page when its `cacheKey` from
 * getStaticPaths() and the hash of its code are unchanged, and never looks at
 * data the page reads itself. So a key must cover every datum the page shows:
 * its own props, the frame every page carries (navigation, footer brands and
 * latest posts, product count) and whatever else its route function reads.
 */
export function pageCacheKey(...inputs: readonly unknown[]): string {
  // JSON of the pulled data is deterministic: the pull writes fields in
  // schema order and the loaders keep it.
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
}

/**
 * The part of every page's key that the site frame (BaseLayout) contributes:
 * what the navigation, the footer and the debug tool show of it. The footer
 * lists the latest posts by title, so editing a post's body leaves every other
 * page's key alone; a field the frame starts to show must be added here.
 */
export function frameCacheKey(frame: SiteFrame): string {
  return pageCacheKey(
    frame.nav,
    frame.categories.map(({ slug, name }) => [slug, name]),
    frame.footerBrands.map(({ slug, name }) => [slug, name]),
    frame.footerPosts.map(({ slug, title }) => [slug, title]),
    frame.productCount,
  );
}

/**
 * One key per product, computed once: a product page's key names its own and
 * its related products' keys instead of hashing their data again per page.
 */
export function productCacheKeys<T extends object>(products: readonly T[]): Map<T, string> {
  return new Map(products.map((product) => [product, pageCacheKey(product)]));
}

/**
 * The key of every product page, by product id: the frame, the prices' day,
 * the offer's validity day (productRoute's only use of the build clock), the
 * category link, and the product's and its related products' own keys.
 */
export function productPageCacheKeys(
  products: readonly Product[],
  links: ReadonlyMap<string, ProductLinks>,
  context: { readonly frame: SiteFrame; readonly pricesAsOf: string | null; readonly buildDate: Date },
): Map<string, string> {
  const shared = [frameCacheKey(context.frame), context.pricesAsOf, priceValidUntil(context.buildDate)];
  const own = productCacheKeys(products);
  const keys = new Map<string, string>();
  for (const product of products) {
    const productLinks = links.get(product.id);
    if (!productLinks) throw new Error(`no links for product ${product.id}`);
    const related = productLinks.related.map((item) => own.get(item) ?? pageCacheKey(item));
    keys.set(product.id, pageCacheKey(shared, productLinks.categoryHref, own.get(product), related));
  }
  return keys;
}

/** The key of every post page, by slug: the frame and the page's own route data (a few dozen posts). */
export function postPageCacheKeys(input: Omit<PostInput, 'post'>, frame: SiteFrame, site: string): Map<string, string> {
  const frameKey = frameCacheKey(frame);
  return new Map(input.posts.map((post) => [post.slug, pageCacheKey(frameKey, postRoute({ ...input, post }, site))]));
}

/** The `cacheKey` field of one getStaticPaths() entry: none while keys are off (`keys` null). */
export function cacheKeyField(keys: ReadonlyMap<string, string> | null, id: string): { readonly cacheKey?: string } {
  if (keys === null) return {};
  const cacheKey = keys.get(id);
  if (cacheKey === undefined) throw new Error(`no cache key for ${id}`);
  return { cacheKey };
}
