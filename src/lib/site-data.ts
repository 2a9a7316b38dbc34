import { getCollection } from 'astro:content';
import { type NavItem, navItems } from './nav';
import type { Post } from './schemas/post';
import type { Brand, Category } from './schemas/taxonomy';
import { LIMITS, latestPosts } from './select';

/**
 * What every page's frame needs (navigation, footer, debug tool), loaded
 * once per build and shared by all pages. getCollection() copies a whole
 * collection on every call; calling it from the layout of 10,000 product
 * pages would make the build quadratic.
 */
export interface SiteFrame {
  readonly nav: readonly NavItem[];
  readonly categories: readonly Category[];
  readonly footerBrands: readonly Brand[];
  readonly footerPosts: readonly Post[];
  readonly productCount: number;
}

let frame: Promise<SiteFrame> | null = null;

export function siteFrame(): Promise<SiteFrame> {
  frame ??= (async () => {
    const [categories, brands, posts, products] = await Promise.all([
      getCollection('categories'),
      getCollection('brands'),
      getCollection('posts'),
      getCollection('products'),
    ]);
    const categoryData = categories.map((c) => c.data);
    return {
      nav: navItems(categoryData),
      categories: categoryData,
      footerBrands: brands.slice(0, LIMITS.footerBrands).map((b) => b.data),
      footerPosts: latestPosts(
        posts.map((p) => p.data),
        LIMITS.footerPosts,
      ),
      productCount: products.length,
    };
  })();
  return frame;
}
