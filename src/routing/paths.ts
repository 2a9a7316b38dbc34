/**
 * Every URL the site prints is built here, so routes change in one place.
 * Paths have no trailing slash and no .html (astro.config: trailingSlash
 * 'never', build.format 'file').
 */

export const homePath = (): string => '/';
/** A category page; page 1 is /{slug} itself, later pages of its listing /{slug}/sida/{n}. */
export const categoryPath = (categorySlug: string, page = 1): string =>
  page <= 1 ? `/${categorySlug}` : `/${categorySlug}/sida/${page}`;
export const productPath = (productSlug: string): string => `/produkt/${productSlug}`;
/** The all-products list; page 1 is /produkt itself, later pages /produkt/sida/{n}. */
export const allProductsPath = (page = 1): string => (page <= 1 ? '/produkt' : `/produkt/sida/${page}`);
export const brandListPath = (): string => '/varumarken';
/** A brand page; page 1 is /varumarken/{slug} itself, later pages /varumarken/{slug}/sida/{n}. */
export const brandPath = (brandSlug: string, page = 1): string =>
  page <= 1 ? `/varumarken/${brandSlug}` : `/varumarken/${brandSlug}/sida/${page}`;
export const blogPath = (categorySlug?: string | null): string =>
  categorySlug ? `/vinbloggen?category=${encodeURIComponent(categorySlug)}` : '/vinbloggen';
export const postPath = (postSlug: string): string => `/vinbloggen/${postSlug}`;

/**
 * The data a listing's filter loads on the first interaction (issue 12):
 * one file per category and per brand, and the product cards in chunks
 * shared by every listing. Not pages: never in the sitemap, never linked.
 */
export const categoryListingDataPath = (categorySlug: string): string => `/data/kategori/${categorySlug}.json`;
export const brandListingDataPath = (brandSlug: string): string => `/data/varumarke/${brandSlug}.json`;
/** Folder of one build's card chunks: the build's card version names it, so an old listing file never reads new chunks. */
export const cardChunkFolder = (version: string): string => `/data/kort/${version}`;
export const cardChunkPath = (folder: string, chunk: number): string => `${folder}/${chunk}.json`;

/**
 * The debug tool's product index, split so no file grows with the
 * catalogue: shard n holds catalogue positions n·DEBUG_PRODUCTS_SHARD
 * onwards. 5,000 rows are about 1.15 MB, far below Netlify's 10 MiB per file
 * even with many offers per product. The panel derives the shard count from
 * the build's product count, which every page already carries.
 */
export const DEBUG_PRODUCTS_SHARD = 5000;
export const debugProductsShardCount = (products: number): number => Math.ceil(products / DEBUG_PRODUCTS_SHARD);
export const debugProductsShardPath = (shard: number): string => `/debug/products/${shard}.json`;

/** The compare page (issue 14); the products come in its query, /jamfor?p=SKU1,SKU2. */
export const comparePath = (): string => '/jamfor';
/** Folder of one build's compare shards (/data/jamfor/{version}/{shard}.json), named by their content hash. */
export const compareDataFolder = (version: string): string => `/data/jamfor/${version}`;

/**
 * The previous site's numeric category links: blog bodies are repaired to
 * the new paths (src/pull/content-repair.ts) and `_redirects` sends visitors
 * on (src/routing/redirects.ts).
 */
export const LEGACY_CATEGORY_LINKS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '/vinkyl/5': '/fristaende-vinkyl',
    '/vinkyl/6': '/inbyggbar-vinkyl',
    '/vinkyl/7': '/integrerad-vinkyl',
  }),
);

/** Absolute URL on the configured site, e.g. for canonical links. */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}

/**
 * Top-level names the site itself serves (pages, files of public/, build
 * output). A category page lives at /{slug}, so a category whose slug is one
 * of these ("Index", "Produkt", "404") would overwrite or lose to a page of
 * the site; the pull appends {@link RESERVED_SUFFIX} to it. Files with an
 * extension (robots.txt, favicon.svg) cannot collide with a page /{slug}.
 * tests/unit/paths.test.ts checks the list against src/pages and public/.
 */
export const RESERVED_TOP_LEVEL_SLUGS: ReadonlySet<string> = new Set([
  'index',
  '404',
  'produkt',
  'produkt-hittades-inte',
  'inlagget-hittades-inte',
  'varumarken',
  'vinbloggen',
  // Folders: /debug/products/{n}.json, /data/… and /images/… would share a name with /{slug}.
  'debug',
  'data',
  'images',
  // Planned pages (search and compare), reserved before data can take them.
  'sok',
  // The explanation pages of issue 13.
  'sa-jamfor-vi',
  'sa-tjanar-vi-pengar',
  'jamfor',
]);

/** /produkt/sida/{n} are the pages of the all-products list. */
export const RESERVED_PRODUCT_SLUGS: ReadonlySet<string> = new Set(['sida']);

/** Appended to a data slug that collides with a reserved one. */
export const RESERVED_SUFFIX = { category: 'kategori', product: 'produkt' } as const;
