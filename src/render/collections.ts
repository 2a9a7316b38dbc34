import { type CollectionEntry, getCollection } from 'astro:content';
import { readDataFile } from '../dataset/read';
import type { Product } from '../dataset/schemas/product';
import { byFeedOrder, byNewest, bySwedishName } from './order';
import { headWords } from './search-record';

/**
 * The collections as pages use them: data only, in the order the spec asks
 * for, loaded once per build. getCollection() copies a whole collection on
 * every call and returns it sorted by id, so pages never call it directly.
 */
export type ProductData = Product;
export type CategoryData = CollectionEntry<'categories'>['data'];
export type BrandData = CollectionEntry<'brands'>['data'];
export type PostData = CollectionEntry<'posts'>['data'];

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= load();
    return value;
  };
}

/**
 * Products in feed order: read from the pull's products.json, not a content
 * collection (see src/dataset/read.ts for why). DATA_DIR is the project's
 * src/data, set in astro.config.ts.
 */
export const loadProducts = once(
  async (): Promise<readonly ProductData[]> => readDataFile(import.meta.env.DATA_DIR, 'products').sort(byFeedOrder),
);

/** Categories in Swedish order. */
export const loadCategories = once(
  async (): Promise<readonly CategoryData[]> =>
    (await getCollection('categories')).map((e) => e.data).sort(bySwedishName),
);

/** Brands in Swedish order. */
export const loadBrands = once(
  async (): Promise<readonly BrandData[]> => (await getCollection('brands')).map((e) => e.data).sort(bySwedishName),
);

/** Published posts, newest first. */
export const loadPosts = once(
  async (): Promise<readonly PostData[]> => (await getCollection('posts')).map((e) => e.data).sort(byNewest),
);

/**
 * The words a compound may end in (search-record.ts `headWords`): every word
 * of the products' and categories' names and the posts' titles.
 */
export const loadSearchHeads = once(async (): Promise<ReadonlySet<string>> => {
  const [products, categories, posts] = await Promise.all([loadProducts(), loadCategories(), loadPosts()]);
  return headWords([
    ...products.map((product) => product.name),
    ...categories.map((category) => category.name),
    ...posts.map((post) => post.title),
  ]);
});

/** The day the prices are as of (prices.json; null before any price history). */
export const loadPrices = once(async () => readDataFile(import.meta.env.DATA_DIR, 'prices'));
