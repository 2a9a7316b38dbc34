import { extraSearchBundles, PRODUCTS_PER_BUNDLE_ENV, productsPerBundle } from '../routing/search-bundles';
import {
  type BrandData,
  type CategoryData,
  loadBrands,
  loadCategories,
  loadPosts,
  loadProducts,
  type PostData,
} from './collections';
import { type NavItem, navItems } from './nav';
import { LIMITS, latestPosts } from './select';

/**
 * What every page's frame needs (navigation, footer, debug tool), computed
 * once per build and shared by all pages.
 */
export interface SiteFrame {
  readonly nav: readonly NavItem[];
  readonly categories: readonly CategoryData[];
  readonly footerBrands: readonly BrandData[];
  readonly footerPosts: readonly PostData[];
  readonly productCount: number;
  /** The search index's bundles after the first, which pages announce (src/routing/search-bundles.ts); empty for most catalogues. */
  readonly searchBundles: readonly string[];
}

let frame: Promise<SiteFrame> | null = null;

export function siteFrame(): Promise<SiteFrame> {
  frame ??= (async () => {
    const [categories, brands, posts, products] = await Promise.all([
      loadCategories(),
      loadBrands(),
      loadPosts(),
      loadProducts(),
    ]);
    return {
      nav: navItems(categories),
      categories,
      footerBrands: brands.slice(0, LIMITS.footerBrands),
      footerPosts: latestPosts(posts, LIMITS.footerPosts),
      productCount: products.length,
      searchBundles: extraSearchBundles(products.length, productsPerBundle(process.env[PRODUCTS_PER_BUNDLE_ENV])),
    };
  })();
  return frame;
}
