/**
 * The site model (issue 24): everything the pages show, read once per build
 * and indexed once. Route functions take `(site, params)` and look up what
 * they need here, by slug or id in a Map, so no page's work grows with the
 * catalogue and nothing depends on a caller passing the same array twice.
 *
 * `createSite` is pure (tests build a site from fixture rows); the build's
 * one instance comes from `loadSite()` in ./load-site.ts. Selections that
 * only some pages need (a category's listing, the card chunks, the compare
 * shards) are computed on first use and kept in the model, by key.
 */
import type { DataFileContent } from '../dataset/files';
import type { Post } from '../dataset/schemas/post';
import type { Product } from '../dataset/schemas/product';
import type { Shop } from '../dataset/schemas/shop';
import type { Brand, Category } from '../dataset/schemas/taxonomy';
import { type CompareData, compareData } from '../features/compare/compare.build';
import { type Cards, cardsOf, type ListingModel, listingModel } from '../features/listing-filter/listing.build';
import { extraSearchBundles, PRODUCTS_PER_SEARCH_BUNDLE } from '../features/search/search-bundles.browser';
import { headWords } from '../features/search/search-record.build';
import { categoryPath } from '../routing/routes';
import { KNOWN_CATEGORY_SLUGS } from '../shared/taxonomy';
import { type Deal, selectDeals } from './deals';
import { type NavItem, navItems } from './nav';
import { byFeedOrder, byNewest, bySwedishName } from './order';
import { type ListPage, paginate } from './pagination';
import {
  allProductsPages,
  indexByCategory,
  LIMITS,
  latestPosts,
  selectBrandProducts,
  selectCategoryProducts,
  selectRelatedProducts,
} from './select';

/** What the pull wrote, as the build reads it (src/dataset/read.ts). */
/** The pulled rows, in any order, as the dataset's schemas type them. */
type SiteRows = {
  readonly [N in 'products' | 'categories' | 'brands' | 'posts' | 'shops']: Readonly<DataFileContent<N>>;
};

export interface SiteInput extends SiteRows {
  /** The site's origin (astro.config `site`): canonical links, JSON-LD, the sitemap. */
  readonly url: string;
  /** When this build runs: offers are valid 30 days from it (spec §9), the footer's year. */
  readonly builtAt: Date;
  /** The day the prices are as of (prices.json); null before any price history. */
  readonly pricesAsOf: string | null;
  /** Products per search bundle (src/features/search/search-bundles.browser.ts; tests lower it). */
  readonly productsPerSearchBundle?: number;
}

/** What every page's frame shows (navigation, footer, debug tool). */
export interface SiteFrame {
  readonly nav: readonly NavItem[];
  readonly categories: readonly Category[];
  readonly footerBrands: readonly Brand[];
  readonly footerPosts: readonly Post[];
  readonly productCount: number;
  /** The search index's bundles after the first, which pages announce; empty for most catalogues. */
  readonly searchBundles: readonly string[];
}

/** The links of a product page, from the whole catalogue. */
export interface ProductLinks {
  /** Same category, other SKU, first six in feed order (spec §7). */
  readonly related: readonly Product[];
  /** The product's category page, when the site has one. */
  readonly categoryHref: string | null;
}

/**
 * The model: the input's facts and rows, the rows in the spec's orders
 * (products in feed order, categories and brands in Swedish order, posts
 * newest first), and what is derived from them.
 */
export interface Site extends Omit<SiteInput, 'productsPerSearchBundle'> {
  readonly frame: SiteFrame;
  /** The words a compound may end in (search-record.ts `headWords`). */
  readonly searchHeads: ReadonlySet<string>;
  /** Category pages: the spec's slugs and every slug of the data (spec §2). */
  readonly categoryPageSlugs: readonly string[];
  readonly productBySlug: ReadonlyMap<string, Product>;
  readonly brandBySlug: ReadonlyMap<string, Brand>;
  readonly postBySlug: ReadonlyMap<string, Post>;
  /** The shops the offers name (shops.json, issue 36), by slug: an offer's `shop_slug` finds what a buyer should know. */
  readonly shopBySlug: ReadonlyMap<string, Shop>;
  /** Each product's index in feed order, by id: where its card is in the chunks. */
  readonly positions: ReadonlyMap<string, number>;
  /** A category page's products (spec §7 selection), feed order. */
  categoryProducts(slug: string): readonly Product[];
  /** A brand page's products (spec §7 selection), feed order; none for a slug the data has no brand for. */
  brandProducts(slug: string): readonly Product[];
  /** A category's listing as the filter sees it (with a brand filter). */
  categoryListing(slug: string): ListingModel;
  /** A brand's listing (no brand filter: the page is one brand). */
  brandListing(slug: string): ListingModel;
  /** A product page's links. */
  productLinks(product: Product): ProductLinks;
  /** Every card, chunked by the listings' data files. */
  cards(): Cards;
  /** The compare page's shards. */
  compare(): CompareData;
  /** The pages of /produkt (./routes/all-products.ts). */
  allProductsPages(): readonly ListPage<Product>[];
  /**
   * The proven price drops, largest first (./deals.ts, issue 38 §2): every one with `null`, or those of a
   * category page's products (its spec §7 selection, as the category page lists them). Sorted once per build.
   */
  deals(categorySlug: string | null): readonly Deal[];
  /** The pages of /prisfall (`null`) or /prisfall/{category} (./routes/deals.ts). */
  dealPages(categorySlug: string | null): readonly ListPage<Deal>[];
}

/** A value computed on first use. */
function lazy<T>(compute: () => T): () => T {
  let value: { readonly of: T } | null = null;
  return () => {
    value ??= { of: compute() };
    return value.of;
  };
}

/** A value per key, computed on first use of that key. */
function perKey<T>(compute: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    const known = values.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

export function createSite(input: SiteInput): Site {
  const products = input.products.toSorted(byFeedOrder);
  const categories = input.categories.toSorted(bySwedishName);
  const brands = input.brands.toSorted(bySwedishName);
  const posts = input.posts.toSorted(byNewest);
  const brandBySlug = new Map(brands.map((brand) => [brand.slug, brand]));
  const categoryPageSlugs = [...new Set<string>([...KNOWN_CATEGORY_SLUGS, ...categories.map((c) => c.slug)])];
  const linkableCategories = new Set(categoryPageSlugs);
  const positions = new Map(products.map((product, index) => [product.id, index]));

  const categoryProducts = perKey((slug) => selectCategoryProducts(products, slug));
  const brandProducts = perKey((slug) => {
    const brand = brandBySlug.get(slug);
    return brand ? selectBrandProducts(products, brand) : [];
  });
  const byCategory = lazy(() => indexByCategory(products));
  const allDeals = lazy(() => selectDeals(products));
  // Filtered from the one sorted list, so a category's drops are in the same order at no second sort.
  const categoryDeals = perKey((slug) => {
    const members = new Set(categoryProducts(slug).map((product) => product.id));
    return allDeals().filter((deal) => members.has(deal.product.id));
  });
  const deals = (slug: string | null) => (slug === null ? allDeals() : categoryDeals(slug));
  const allDealPages = lazy(() => paginate(allDeals(), LIMITS.dealsPerPage));
  const categoryDealPages = perKey((slug) => paginate(categoryDeals(slug), LIMITS.dealsPerPage));

  return Object.freeze({
    url: input.url,
    builtAt: input.builtAt,
    products,
    categories,
    brands,
    posts,
    pricesAsOf: input.pricesAsOf,
    frame: Object.freeze({
      nav: navItems(categories),
      categories,
      footerBrands: brands.slice(0, LIMITS.footerBrands),
      footerPosts: latestPosts(posts, LIMITS.footerPosts),
      productCount: products.length,
      searchBundles: extraSearchBundles(products.length, input.productsPerSearchBundle ?? PRODUCTS_PER_SEARCH_BUNDLE),
    }),
    searchHeads: headWords([
      ...products.map((product) => product.name),
      ...categories.map((category) => category.name),
      ...posts.map((post) => post.title),
    ]),
    categoryPageSlugs,
    productBySlug: new Map(products.map((product) => [product.slug, product])),
    brandBySlug,
    postBySlug: new Map(posts.map((post) => [post.slug, post])),
    shops: input.shops,
    shopBySlug: new Map(input.shops.map((shop) => [shop.slug, shop])),
    positions,
    categoryProducts,
    brandProducts,
    categoryListing: perKey((slug) => listingModel(categoryProducts(slug), positions, true)),
    brandListing: perKey((slug) => listingModel(brandProducts(slug), positions, false)),
    productLinks: (product: Product): ProductLinks => ({
      related: selectRelatedProducts(product, byCategory()),
      categoryHref:
        product.category_slug && linkableCategories.has(product.category_slug)
          ? categoryPath(product.category_slug)
          : null,
    }),
    cards: lazy(() => cardsOf(products)),
    compare: lazy(() => compareData(products)),
    allProductsPages: lazy(() => allProductsPages(products)),
    deals,
    dealPages: (slug: string | null) => (slug === null ? allDealPages() : categoryDealPages(slug)),
  });
}
