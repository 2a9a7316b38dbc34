/**
 * The route table: every URL the site serves or prints is declared here
 * once, and everything else about URLs derives from it: the path builders
 * pages and browser code call, `kindOf` (which template a URL is), the slugs
 * data may not take, the not-found views, the sitemap's filter, the routing
 * function's folders and the static rules netlify.toml must hold
 * (tests/unit/routes.test.ts compares them).
 *
 * Paths have no trailing slash and no .html (astro.config: trailingSlash
 * 'never', build.format 'file'). Patterns use Netlify's syntax: literal
 * segments and `:name` placeholders; a `:page` placeholder is a page number.
 *
 * A leaf: it imports nothing, so every phase may import it, browser code and
 * the dataset's schemas included (tests/unit/architecture.test.ts).
 */

/** Every template of the site; budgets.json has one budget per kind. */
export const PAGE_KINDS = [
  'home',
  'category',
  /** Later pages of a category's listing: /{category}/sida/{n}. */
  'category-page',
  'products',
  'product',
  'brands',
  'brand',
  /** Later pages of a brand's listing: /varumarken/{brand}/sida/{n}. */
  'brand-page',
  'blog',
  'post',
  'not-found',
  /** The site's own explanation pages: how listings are ordered, how the site earns money. */
  'info',
  /** The compare page /jamfor (issue 14): a view of the products in its URL, noindex. */
  'compare',
  /** The search page /sok (issue 14): noindex, results from the search index. */
  'search',
  /**
   * The price drops (issue 38 §2): /prisfall, one category's /prisfall/{category}, and their later pages;
   * one kind, since every page of it is the same list of rows.
   */
  'deals',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** What a request below a route's folder that no built file serves is answered with (netlify.toml). */
export type Miss =
  /** Rewritten (status 200, unforced) to the routing function, which answers from the build's lookup table. */
  | { readonly by: 'function' }
  /** The named not-found view's body with status 404, the URL kept. */
  | { readonly by: 'view'; readonly view: string };

export interface PageRoute {
  /** The template that renders it (page budgets, Lighthouse's picks, the site tests). */
  readonly kind: PageKind;
  /** URL pattern: literal segments and `:name` placeholders (`:page` is a page number of 2 or more). */
  readonly pattern: string;
  /**
   * Content: canonical link, indexable, in the sitemap. False for views that
   * are not content (not-found views, the compare and search pages): noindex,
   * no canonical link, not in the sitemap. A page of an indexed route may
   * still say noindex in its head when it has nothing in it (an empty
   * price-drops list); the sitemap then leaves it out too
   * (src/integrations/sitemap-pages.ts).
   */
  readonly indexed: boolean;
  /**
   * A later page of a paginated listing: its page 1 is that route's page,
   * and netlify.toml redirects `…/sida/1` there (301, forced).
   */
  readonly laterPagesOf?: string;
  /** How a request below this route's folder that no page serves is answered. */
  readonly miss?: Miss;
}

/*
 * Derived values below are built in arrow calls marked `@__PURE__`: a
 * bundler may then drop them from browser code that imports only a constant
 * or a builder from this module (else the whole table ships in a chunk).
 */

/**
 * Every page of the site, in matching order: a URL is the first route whose
 * pattern it matches, so literal routes come before the category routes whose
 * first segment is a placeholder. Plain literals, so a bundler can tell the
 * table has no side effects and leaves it out of browser code that imports a
 * constant from this module.
 */
export const ROUTES = {
  home: { kind: 'home', pattern: '/', indexed: true },
  products: { kind: 'products', pattern: '/produkt', indexed: true },
  productsPage: { kind: 'products', pattern: '/produkt/sida/:page', indexed: true, laterPagesOf: 'products' },
  product: { kind: 'product', pattern: '/produkt/:product', indexed: true, miss: { by: 'function' } },
  brands: { kind: 'brands', pattern: '/varumarken', indexed: true },
  brand: { kind: 'brand', pattern: '/varumarken/:brand', indexed: true, miss: { by: 'function' } },
  brandPage: { kind: 'brand-page', pattern: '/varumarken/:brand/sida/:page', indexed: true, laterPagesOf: 'brand' },
  blog: { kind: 'blog', pattern: '/vinbloggen', indexed: true },
  post: { kind: 'post', pattern: '/vinbloggen/:post', indexed: true, miss: { by: 'view', view: 'postNotFound' } },
  compare: { kind: 'compare', pattern: '/jamfor', indexed: false },
  search: { kind: 'search', pattern: '/sok', indexed: false },
  howWeCompare: { kind: 'info', pattern: '/sa-jamfor-vi', indexed: true },
  howWeEarn: { kind: 'info', pattern: '/sa-tjanar-vi-pengar', indexed: true },
  deals: { kind: 'deals', pattern: '/prisfall', indexed: true },
  dealsPage: { kind: 'deals', pattern: '/prisfall/sida/:page', indexed: true, laterPagesOf: 'deals' },
  dealsCategory: { kind: 'deals', pattern: '/prisfall/:category', indexed: true },
  dealsCategoryPage: {
    kind: 'deals',
    pattern: '/prisfall/:category/sida/:page',
    indexed: true,
    laterPagesOf: 'dealsCategory',
  },
  notFound: { kind: 'not-found', pattern: '/404', indexed: false },
  productNotFound: { kind: 'not-found', pattern: '/produkt-hittades-inte', indexed: false },
  postNotFound: { kind: 'not-found', pattern: '/inlagget-hittades-inte', indexed: false },
  category: { kind: 'category', pattern: '/:category', indexed: true },
  categoryPage: { kind: 'category-page', pattern: '/:category/sida/:page', indexed: true, laterPagesOf: 'category' },
} as const satisfies Record<string, PageRoute>;
export type RouteName = keyof typeof ROUTES;

/**
 * Files and folders the build writes besides pages (or public/ holds), by
 * their first segment: no page may take these names. The builders below
 * make the paths inside them.
 */
export const FOLDERS = {
  /** A listing's filter data, the shared card chunks, the compare shards, the search's correction words. */
  data: '/data',
  /** The debug tool's product index. */
  debug: '/debug',
  /** Sample and static images (public/images). */
  images: '/images',
  /** The search index (src/features/search/search-index.build.ts). */
  searchIndex: '/pagefind',
  /** Astro's hashed build assets. */
  assets: '/_astro',
  /** The routing function's lookup table (src/routing/lookup-table.ts). */
  routingData: '/_routing',
} as const;

/** Where Netlify serves the site's functions: `{folder}/{name}` runs netlify/functions/{name}.ts. */
export const FUNCTIONS_FOLDER = '/.netlify/functions';
/** Where netlify.toml rewrites the product and brand URLs no file serves (netlify/functions/routing.ts). */
export const ROUTING_FUNCTION_PATH = `${FUNCTIONS_FOLDER}/routing`;

/** The category every cooler belongs to (spec §2): the excluded product and the old /vinkyl links lead there. */
export const ALL_COOLERS_CATEGORY = 'vinkyl';

/**
 * Links of the previous site, answered with a permanent redirect: its
 * numeric category links (in `_redirects`, src/routing/redirects.ts; blog
 * bodies are repaired to the new paths by src/pull/content-repair.ts) and
 * /vinkyl/vinstall (in netlify.toml).
 */
export const LEGACY_CATEGORY_LINKS: ReadonlyMap<string, string> = /* @__PURE__ */ (() =>
  new Map(
    Object.entries({
      '/vinkyl/5': '/fristaende-vinkyl',
      '/vinkyl/6': '/inbyggbar-vinkyl',
      '/vinkyl/7': '/integrerad-vinkyl',
    }),
  ))();
/** Linked by the old site (spec §2); always the category page /vinstall (a rule of netlify.toml). */
export const LEGACY_STATIC_LINKS: ReadonlyMap<string, string> = /* @__PURE__ */ (() =>
  new Map([['/vinkyl/vinstall', '/vinstall']]))();

/** The route of a name the table refers to (`laterPagesOf`, a miss's view); throws for a name it does not have. */
export function routeNamed(name: string): PageRoute {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`the route table has no route ${name}`);
  return route;
}

// --- Matching ---------------------------------------------------------------

const segmentsOf = (pattern: string): readonly string[] => (pattern === '/' ? [] : pattern.slice(1).split('/'));
const ROUTE_ENTRIES = /* @__PURE__ */ (() => Object.entries(ROUTES) as readonly (readonly [RouteName, PageRoute])[])();
const ROUTES_BY_NAME: ReadonlyMap<string, PageRoute> = /* @__PURE__ */ (() => new Map(ROUTE_ENTRIES))();
const ROUTE_SEGMENTS: ReadonlyMap<RouteName, readonly string[]> = /* @__PURE__ */ (() =>
  new Map(ROUTE_ENTRIES.map(([name, route]) => [name, segmentsOf(route.pattern)])))();

const isPageNumber = (segment: string): boolean => /^\d+$/.test(segment);

function segmentMatches(expected: string, actual: string): boolean {
  if (!expected.startsWith(':')) return expected === actual;
  if (actual === '') return false;
  return expected === ':page' ? isPageNumber(actual) : true;
}

/** The route a URL path is (no query, no trailing slash), or null when no page has that shape. */
export function matchRoute(urlPath: string): RouteName | null {
  if (!urlPath.startsWith('/')) return null;
  const actual = segmentsOf(urlPath);
  for (const [name, segments] of ROUTE_SEGMENTS) {
    if (segments.length === actual.length && segments.every((segment, i) => segmentMatches(segment, actual[i] ?? '')))
      return name;
  }
  return null;
}

/** The kind of the page at a URL path (`/`, `/vinkyl`, `/produkt/x`); throws for a path no template serves. */
export function kindOf(urlPath: string): PageKind {
  const name = matchRoute(urlPath);
  if (name === null) throw new Error(`no page kind for ${urlPath}`);
  return ROUTES[name].kind;
}

/**
 * The URL path Netlify serves a built HTML file at (pretty URLs, build.format
 * 'file'): `index.html` → `/`, `x.html` → `/x`, `a/index.html` → `/a`.
 * `file` is relative to dist/ with forward slashes.
 */
export function urlPathOf(file: string): string {
  return `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
}

// --- Derived facts ----------------------------------------------------------

const routesWhere = (test: (route: PageRoute) => boolean): readonly PageRoute[] =>
  ROUTE_ENTRIES.filter(([, route]) => test(route)).map(([, route]) => route);

/** Pages that are views, not content: served with status 404 (netlify.toml's not-found rewrites, or Netlify's 404 page). */
export const NOT_FOUND_PATHS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set(routesWhere((route) => route.kind === 'not-found').map((route) => route.pattern)))();

/** The site's own explanation pages (issue 13). */
export const INFO_PATHS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set(routesWhere((route) => route.kind === 'info').map((route) => route.pattern)))();

/**
 * What the sitemap lists (spec §2): exactly the canonical pages, the routes
 * marked `indexed`. Not-found views, the compare and search pages and
 * anything that is not a page of the table (the debug tool's files) stay out.
 */
export function isIndexedPath(urlPath: string): boolean {
  const name = matchRoute(urlPath);
  return name !== null && ROUTES[name].indexed;
}

/**
 * Top-level names the site itself serves (pages, files of public/, build
 * output). A category page lives at /{slug}, so a category whose slug is one
 * of these ("Index", "Produkt", "404") would overwrite or lose to a page of
 * the site; the pull appends {@link RESERVED_SUFFIX} to it. `index` is the
 * home page's file name. Files with an extension (robots.txt, favicon.svg)
 * cannot collide with a page /{slug}. tests/unit/paths.test.ts checks the
 * set against src/pages and public/.
 */
export const RESERVED_TOP_LEVEL_SLUGS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set([
    'index',
    ...[...ROUTE_SEGMENTS.values()]
      .map((segments) => segments[0])
      .filter((first): first is string => first !== undefined && !first.startsWith(':')),
    ...Object.values(FOLDERS).map((folder) => folder.slice(1)),
  ]))();

/** Names below /produkt that are not products: the later pages of the all-products list (/produkt/sida/{n}). */
export const RESERVED_PRODUCT_SLUGS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set(
    [...ROUTE_SEGMENTS.values()]
      .filter((segments) => segments[0] === segmentsOf(ROUTES.products.pattern)[0] && segments.length > 2)
      .map((segments) => segments[1] ?? '')
      .filter((second) => !second.startsWith(':')),
  ))();

/** Appended to a data slug that collides with a reserved one. */
export const RESERVED_SUFFIX = { category: 'kategori', product: 'produkt' } as const;

/** The folder of a route whose last segment is a placeholder, with its slash: `/produkt/` for product pages. */
export function folderOf(name: RouteName): string {
  const { pattern } = ROUTES[name];
  return pattern.slice(0, pattern.lastIndexOf('/') + 1);
}

// --- Builders ---------------------------------------------------------------

/** A route's path with its placeholders filled in order (slugs or numbers, used as they are: slugs are URL-safe). */
function fill(name: RouteName, ...values: readonly (string | number)[]): string {
  let i = 0;
  const segments = ROUTE_SEGMENTS.get(name) ?? [];
  const path = `/${segments.map((segment) => (segment.startsWith(':') ? String(values[i++]) : segment)).join('/')}`;
  if (i !== values.length) throw new Error(`route ${name} takes ${i} value(s), got ${values.length}`);
  return path;
}

export const homePath = (): string => fill('home');
/** A category page; page 1 is /{slug} itself, later pages of its listing /{slug}/sida/{n}. */
export const categoryPath = (categorySlug: string, page = 1): string =>
  page <= 1 ? fill('category', categorySlug) : fill('categoryPage', categorySlug, page);
/** The category of every cooler (spec §2). */
export const allCoolersPath = (): string => categoryPath(ALL_COOLERS_CATEGORY);
export const productPath = (productSlug: string): string => fill('product', productSlug);
/** The all-products list; page 1 is /produkt itself, later pages /produkt/sida/{n}. */
export const allProductsPath = (page = 1): string => (page <= 1 ? fill('products') : fill('productsPage', page));
export const brandListPath = (): string => fill('brands');
/** A brand page; page 1 is /varumarken/{slug} itself, later pages /varumarken/{slug}/sida/{n}. */
export const brandPath = (brandSlug: string, page = 1): string =>
  page <= 1 ? fill('brand', brandSlug) : fill('brandPage', brandSlug, page);
/** The blog, or its list of one category's posts (`?category=`). */
export const blogPath = (categorySlug?: string | null): string =>
  categorySlug ? `${fill('blog')}?category=${encodeURIComponent(categorySlug)}` : fill('blog');
export const postPath = (postSlug: string): string => fill('post', postSlug);
/** The compare page (issue 14); the products come in its query, /jamfor?p=SKU1,SKU2 (src/features/compare/compare-state.browser.ts). */
export const comparePath = (): string => fill('compare');
/** The search page (issue 14); the query comes in `?q=`. */
export const searchPath = (): string => fill('search');
export const howWeComparePath = (): string => fill('howWeCompare');
/**
 * The price drops (issue 38 §2): every proven reduction (`categorySlug` null) or those of one category page's
 * products; page 1 is /prisfall or /prisfall/{category}, later pages add /sida/{n}.
 */
export const dealsPath = (categorySlug: string | null = null, page = 1): string => {
  if (categorySlug === null) return page <= 1 ? fill('deals') : fill('dealsPage', page);
  return page <= 1 ? fill('dealsCategory', categorySlug) : fill('dealsCategoryPage', categorySlug, page);
};
/** The Atom feed of the price drops a deals page lists (all, or one category's): its first page's path as .xml. */
export const dealsFeedPath = (categorySlug: string | null = null): string => `${dealsPath(categorySlug)}.xml`;
export const howWeEarnPath = (): string => fill('howWeEarn');
export const notFoundPath = (): string => fill('notFound');
/** The page whose body the routing function serves with status 404 for an unknown product (URL kept). */
export const productNotFoundPath = (): string => fill('productNotFound');
export const postNotFoundPath = (): string => fill('postNotFound');

/**
 * The data a listing's filter loads on the first interaction (issue 12):
 * one file per category and per brand, and the product cards in chunks
 * shared by every listing. Not pages: never in the sitemap, never linked.
 */
export const categoryListingDataPath = (categorySlug: string): string =>
  `${FOLDERS.data}/kategori/${categorySlug}.json`;
export const brandListingDataPath = (brandSlug: string): string => `${FOLDERS.data}/varumarke/${brandSlug}.json`;
/** Folder of one build's card chunks: the build's card version names it, so an old listing file never reads new chunks. */
export const cardChunkFolder = (version: string): string => `${FOLDERS.data}/kort/${version}`;
export const cardChunkPath = (folder: string, chunk: number): string => `${folder}/${chunk}.json`;
/** Folder of one build's compare shards (/data/jamfor/{version}/{shard}.json), named by their content hash. */
export const compareDataFolder = (version: string): string => `${FOLDERS.data}/jamfor/${version}`;
/** The search's correction vocabulary (src/pages/data/sokord.json.ts). */
export const searchWordsPath = (): string => `${FOLDERS.data}/sokord.json`;
/** The listings a search may answer with (src/pages/data/soklistor.json.ts). */
export const searchListingsPath = (): string => `${FOLDERS.data}/soklistor.json`;
/** The search index's folder with its slash: the first bundle, Pagefind's `basePath` (src/features/search/search-bundles.browser.ts). */
export const searchIndexPath = (): string => `${FOLDERS.searchIndex}/`;
/** The site's icon (public/favicon.svg). */
export const faviconPath = (): string => '/favicon.svg';
/** A hashed build asset. */
export const assetPath = (file: string): string => `${FOLDERS.assets}/${file}`;

/**
 * The debug tool's product index, split so no file grows with the
 * catalogue: shard n holds catalogue positions n·DEBUG_PRODUCTS_SHARD
 * onwards. 5,000 rows are about 1.15 MB, far below Netlify's 10 MiB per file
 * even with many offers per product. The panel derives the shard count from
 * the build's product count, which every page already carries.
 */
export const DEBUG_PRODUCTS_SHARD = 5000;
export const debugProductsShardCount = (products: number): number => Math.ceil(products / DEBUG_PRODUCTS_SHARD);
export const debugProductsShardPath = (shard: number): string => `${debugProductsFolder()}/${shard}.json`;
const debugProductsFolder = (): string => `${FOLDERS.debug}/products`;

/** Absolute URL on the configured site, e.g. for canonical links. */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}

// --- Browser code -----------------------------------------------------------

/**
 * The paths browser code needs, which astro.config.ts and vitest.config.ts
 * define as `import.meta.env.ROUTE_*` constants: a browser script then
 * carries the literal, as if written there, and imports no table (a shared
 * import would turn the compare tray's inline script into a file and add
 * the table's code to every script). Types: src/env.d.ts.
 */
export function browserRoutes(): Readonly<Record<`ROUTE_${string}`, string>> {
  return {
    ROUTE_COMPARE: comparePath(),
    ROUTE_SEARCH: searchPath(),
    ROUTE_BRANDS: brandListPath(),
    ROUTE_ALL_COOLERS: allCoolersPath(),
    ROUTE_PRODUCT_FOLDER: folderOf('product'),
    ROUTE_SEARCH_WORDS: searchWordsPath(),
    ROUTE_SEARCH_LISTINGS: searchListingsPath(),
    ROUTE_SEARCH_INDEX: searchIndexPath(),
    ROUTE_DEBUG_PRODUCTS: debugProductsFolder(),
  };
}

/** {@link browserRoutes} as Vite's `define` takes them. */
export function browserRouteDefines(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(browserRoutes()).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  );
}

// --- netlify.toml -----------------------------------------------------------

/** One rule of netlify.toml's [[redirects]], as the route table requires it. */
export interface StaticRule {
  readonly from: string;
  readonly to: string;
  readonly status: 200 | 301 | 302 | 404;
  readonly force: boolean;
}

/**
 * The [[redirects]] of netlify.toml, in order, derived from the table:
 * /index(.html) to the home page; the old site's static links; each
 * paginated listing's page 1 to its first page (in table order, so the
 * literal /produkt comes before the /:category placeholder); each route's misses (to the routing function or a not-found view);
 * missing build assets to a plain 404; any other unknown path to / with a
 * 302 (spec §2). `/:first/*` never matches `/` itself, so nothing loops.
 */
export function staticRules(): readonly StaticRule[] {
  const laterPages = routesWhere((route) => route.laterPagesOf !== undefined);
  const misses = ROUTE_ENTRIES.filter(([, route]) => route.miss !== undefined);
  return [
    { from: '/index.html', to: homePath(), status: 301, force: true },
    { from: '/index', to: homePath(), status: 301, force: true },
    ...[...LEGACY_STATIC_LINKS].map(([from, to]) => ({ from, to, status: 301 as const, force: true })),
    ...laterPages.map((route) => ({
      from: route.pattern.replace(':page', '1'),
      to: routeNamed(route.laterPagesOf ?? '').pattern,
      status: 301 as const,
      force: true,
    })),
    ...misses.map(([name, route]) => {
      const from = `${folderOf(name)}*`;
      return route.miss?.by === 'view'
        ? { from, to: routeNamed(route.miss.view).pattern, status: 404 as const, force: false }
        : { from, to: ROUTING_FUNCTION_PATH, status: 200 as const, force: false };
    }),
    { from: `${FOLDERS.assets}/*`, to: notFoundPath(), status: 404, force: false },
    { from: '/:first/*', to: homePath(), status: 302, force: false },
  ];
}
