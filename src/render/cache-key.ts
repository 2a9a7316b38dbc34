import { createHash } from 'node:crypto';
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
