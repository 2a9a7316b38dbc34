import type { Post } from '../dataset/schemas/post';
import type { Product } from '../dataset/schemas/product';
import type { Brand } from '../dataset/schemas/taxonomy';
import { brandSearchTerms, categoryDisplayName, isExcludedCategory } from '../shared/taxonomy';
import { byNewest } from './order';
import { type ListPage, paginate } from './pagination';

/**
 * The selections of spec §7, as pure functions over the pulled data. The old
 * site ran them as database queries per visit; here they run once per build
 * and their results are baked into the pages. Callers that render many pages
 * (product pages, category pages) build an index once and reuse it, so the
 * per-page cost stays flat as the catalogue grows.
 */

/** Spec §9 limits. */
export const LIMITS = {
  footerBrands: 10,
  footerPosts: 6,
  homePosts: 6,
  /** Brand cards under "Populära varumärken" on the home page. */
  homeBrands: 8,
  featuredPerCategory: 3,
  featuredMinimum: 12,
  relatedProducts: 6,
  relatedPosts: 4,
  relatedPostsFallbackBelow: 3,
  otherCategories: 5,
  itemList: 20,
  /** Cards per page of /produkt: the list grows with the catalogue, its pages do not. */
  allProductsPerPage: 48,
  /**
   * Cards per page of a category's and a brand's listing (issue 12): a page
   * stays the same size at any catalogue size; filtering and sorting reach
   * every product through the listing's data file.
   */
  listingPerPage: 24,
  /**
   * Rows per page of /prisfall and its category pages (issue 38 §2): like a listing's, a page stays the same
   * size however many drops the history proves.
   */
  dealsPerPage: 24,
  /** Entries of a price-drop feed: its largest drops, so the file does not grow with the catalogue. */
  dealsFeedEntries: 50,
  debugList: 10,
  debugSearch: 5,
} as const;

/** Case-insensitive "contains", like SQL ilike '%term%'. */
export function containsIgnoreCase(haystack: string | null, needle: string): boolean {
  if (haystack === null) return false;
  return haystack.toLocaleLowerCase('sv-SE').includes(needle.toLocaleLowerCase('sv-SE'));
}

/**
 * The term a category page matches product categories with (spec §7):
 * the display name, except vinrum-och-vinkallare which uses 'Vinrum och Vink'
 * (the feed spells it both "Vinkällare" and "Vinkallare"). A slug outside
 * the spec's list takes its name from the data (the products of that slug
 * carry it): a name with punctuation or accents ("Öl- och läskkyl",
 * "Rosé & Champagne") cannot be rebuilt from its slug, and a term rebuilt
 * that way matched none of the category's own products.
 */
export function categoryMatchTerm(categorySlug: string, products: readonly Product[] = []): string {
  if (categorySlug === 'vinrum-och-vinkallare') return 'Vinrum och Vink';
  let dataName: string | null = null;
  for (const product of products) {
    if (product.category_slug === categorySlug && product.category) {
      dataName = product.category;
      break;
    }
  }
  return categoryDisplayName(categorySlug, dataName);
}

/**
 * Products of a category page: category contains the term, case-insensitive
 * (spec §7). So /vinkyl shows every "… Vinkyl" category, and /vinkallare
 * also shows "Vinrum och Vinkällare", as the old site did.
 */
export function selectCategoryProducts(products: readonly Product[], categorySlug: string): readonly Product[] {
  // A catalogue has a handful of category names: match each name once, then
  // keep the products whose category matched.
  const term = categoryMatchTerm(categorySlug, products);
  const matches = new Map<string, boolean>();
  return products.filter((p) => {
    if (p.category === null) return false;
    let match = matches.get(p.category);
    if (match === undefined) {
      match = !isExcludedCategory(p.category) && containsIgnoreCase(p.category, term);
      matches.set(p.category, match);
    }
    return match;
  });
}

/** Spec §7 featured products: 3 per category over four categories, topped up to at least 12. */
export const FEATURED_CATEGORIES = [
  'Fristående Vinkyl',
  'Integrerad vinkyl',
  'Inbyggbar Vinkyl',
  'Vinlagringsskåp',
] as const;

export function selectFeatured(products: readonly Product[]): Product[] {
  const chosen: Product[] = [];
  const taken = new Set<string>();
  for (const term of FEATURED_CATEGORIES) {
    let count = 0;
    for (const product of products) {
      if (count === LIMITS.featuredPerCategory) break;
      if (taken.has(product.id) || !containsIgnoreCase(product.category, term)) continue;
      chosen.push(product);
      taken.add(product.id);
      count += 1;
    }
  }
  // Top-up: extra rows up to 12 in feed order, never a duplicate and never
  // an excluded category (the home page is a comparison list too).
  for (const product of products) {
    if (chosen.length >= LIMITS.featuredMinimum) break;
    if (taken.has(product.id) || isExcludedCategory(product.category)) continue;
    chosen.push(product);
    taken.add(product.id);
  }
  return chosen;
}

/** All-products page (spec §5): excluded categories out, rows without a category kept. */
export function selectAllProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.category === null || !isExcludedCategory(p.category));
}

/**
 * The pages of /produkt: every listed product (spec §7) in feed order,
 * LIMITS.allProductsPerPage to a page. One page of the whole catalogue
 * would grow with it (314 cards were already 327 KB of HTML and the slowest
 * page in Lighthouse); pages keep every URL the same size.
 */
export function allProductsPages(products: readonly Product[]): ListPage<Product>[] {
  return paginate(selectAllProducts(products), LIMITS.allProductsPerPage);
}

/**
 * Related products (spec §7): same category, other SKU, first 6 in feed
 * order; none when the product has no category. Build the index once per
 * build with {@link indexByCategory}.
 */
export function indexByCategory(products: readonly Product[]): Map<string, Product[]> {
  const index = new Map<string, Product[]>();
  for (const product of products) {
    if (product.category === null) continue;
    const list = index.get(product.category);
    if (list) list.push(product);
    else index.set(product.category, [product]);
  }
  return index;
}

export function selectRelatedProducts(
  product: Product,
  byCategory: ReadonlyMap<string, readonly Product[]>,
): Product[] {
  if (product.category === null) return [];
  const related: Product[] = [];
  for (const candidate of byCategory.get(product.category) ?? []) {
    if (candidate.sku === product.sku) continue;
    related.push(candidate);
    if (related.length === LIMITS.relatedProducts) break;
  }
  return related;
}

/**
 * Brand page products (spec §5, §7): every product whose brand matches one of
 * the brand's terms (mQuvée also 'mQuvé' and 'mQuv'), merged; only rows with
 * name, price, image and SKU; deduplicated by SKU.
 */
export function selectBrandProducts(products: readonly Product[], brand: Pick<Brand, 'name' | 'slug'>): Product[] {
  const terms = brandSearchTerms(brand.name);
  const seen = new Set<string>();
  const result: Product[] = [];
  for (const product of products) {
    if (!product.name || !product.image_url || !product.sku || seen.has(product.sku)) continue;
    const matches = product.brand_slug === brand.slug || terms.some((term) => containsIgnoreCase(product.brand, term));
    if (!matches) continue;
    seen.add(product.sku);
    result.push(product);
  }
  return result;
}

/** Other categories for the "more categories" links: up to 5, current one excluded. */
export function selectOtherCategories<T extends { slug: string }>(categories: readonly T[], currentSlug: string): T[] {
  return categories.filter((c) => c.slug !== currentSlug).slice(0, LIMITS.otherCategories);
}

/** The newest `limit` posts (spec §7: published_at descending). */
export function latestPosts(posts: readonly Post[], limit: number): Post[] {
  return [...posts].sort(byNewest).slice(0, limit);
}

/** Distinct post categories for the blog chips, in Swedish order, with their slugs. */
export function postCategories(posts: readonly Post[]): { name: string; slug: string }[] {
  const bySlug = new Map<string, string>();
  for (const post of posts) {
    if (post.category && post.category_slug && !bySlug.has(post.category_slug))
      bySlug.set(post.category_slug, post.category);
  }
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'));
}

/**
 * Related articles (spec §7): published, same category, not the current
 * post, newest first, up to 4; if that gives fewer than 3, the same query
 * without the category filter.
 */
export function selectRelatedPosts(posts: readonly Post[], current: Post): Post[] {
  const others = posts.filter((p) => p.slug !== current.slug).sort(byNewest);
  const sameCategory = others
    .filter((p) => p.category !== null && p.category === current.category)
    .slice(0, LIMITS.relatedPosts);
  if (sameCategory.length >= LIMITS.relatedPostsFallbackBelow) return sameCategory;
  return others.slice(0, LIMITS.relatedPosts);
}
