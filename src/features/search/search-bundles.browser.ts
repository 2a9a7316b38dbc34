/**
 * The search index's bundles (issue 23). One Pagefind process holds about
 * 95 KiB per indexed page (1.06 GiB at 10,000 products, 4.9 GiB at 50,000),
 * so a large catalogue is indexed as several bundles, one process after
 * another, and the browser searches each and merges the answers
 * (src/features/search/search-merge.browser.ts).
 *
 * The first bundle is /pagefind/ (its loader and worker serve every bundle),
 * bundle n ≥ 2 is /pagefind/bundle-n/; each holds an equal share of every
 * kind of page (src/features/search/search-partition.build.ts). A catalogue of up to
 * PRODUCTS_PER_SEARCH_BUNDLE products keeps one bundle, so its pages name no
 * other bundle and its searches make no extra request.
 *
 * Pages announce the extra bundles on `<html data-search-bundles>` (the
 * layout, from the product count); the index step splits by the same count
 * and fails the build when the pages announce other bundles than it built.
 */
import { searchIndexPath } from '../../routing/routes';

/** Where the first bundle lives (src/features/search/pagefind-path.browser.ts loads its pagefind.js). */
// Marked pure: browser code takes the path as a constant (ROUTE_SEARCH_INDEX) and drops this.
export const FIRST_SEARCH_BUNDLE = /* @__PURE__ */ searchIndexPath();

/**
 * Products per bundle: 12,000 keeps each Pagefind process near 1.1 GiB,
 * below the build's own process (docs/performance.md, "Issue 23"), and the
 * 10,000-product bench at one bundle.
 */
export const PRODUCTS_PER_SEARCH_BUNDLE = 12_000;

/** The environment variable that lowers the bundle size, so a test can split the sample's index. */
export const PRODUCTS_PER_BUNDLE_ENV = 'SEARCH_PRODUCTS_PER_BUNDLE';

/** The path of the `index`-th bundle (0-based), with its trailing slash, as Pagefind's `basePath` takes it. */
export function searchBundlePath(index: number): string {
  return index === 0 ? FIRST_SEARCH_BUNDLE : `${FIRST_SEARCH_BUNDLE}bundle-${index + 1}/`;
}

/** How many bundles a catalogue of `products` products is indexed in. */
export function searchBundleCount(products: number, perBundle = PRODUCTS_PER_SEARCH_BUNDLE): number {
  return Math.max(1, Math.ceil(products / perBundle));
}

/** The bundles after the first, for `data-search-bundles`; none for a catalogue of one bundle. */
export function extraSearchBundles(products: number, perBundle = PRODUCTS_PER_SEARCH_BUNDLE): string[] {
  return Array.from({ length: searchBundleCount(products, perBundle) - 1 }, (_, index) => searchBundlePath(index + 1));
}

/** `data-search-bundles`' value: the extra bundles' paths, space-separated; undefined (no attribute) when there are none. */
export function formatSearchBundles(paths: readonly string[]): string | undefined {
  return paths.length === 0 ? undefined : paths.join(' ');
}

/** What follows the first bundle's path in a further bundle's: `bundle-{n}/`, n below 10,000. */
const BUNDLE_NAME = /^bundle-[1-9]\d{0,3}\/$/;

/**
 * The extra bundles a page announces, in order. Only paths of the form this
 * module writes below `first` (the first bundle's path, {@link FIRST_SEARCH_BUNDLE};
 * browser code passes it as a build-time constant) are kept, so a page can
 * never make the search merge an index from elsewhere.
 */
export function parseSearchBundles(value: string | null | undefined, first: string): string[] {
  if (!value) return [];
  return value.split(' ').filter((path) => path.startsWith(first) && BUNDLE_NAME.test(path.slice(first.length)));
}

/** Thrown when the bundle size from the environment is not a positive whole number. */
export class BundleSizeError extends Error {
  constructor(readonly value: string) {
    super(`${PRODUCTS_PER_BUNDLE_ENV}="${value}" is not a positive whole number of products per search bundle`);
    this.name = 'BundleSizeError';
  }
}

/** Products per bundle: the environment's override (tests) or PRODUCTS_PER_SEARCH_BUNDLE. */
export function productsPerBundle(value: string | undefined): number {
  if (value === undefined || value === '') return PRODUCTS_PER_SEARCH_BUNDLE;
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new BundleSizeError(value);
  return Number(value);
}
