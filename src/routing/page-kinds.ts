/**
 * Which template a URL of the built site is: one definition for the page
 * budgets (scripts/lib/budget-check.ts, budgets.json `templates`), Lighthouse's
 * choice of pages and the site tests. Pure: a path in, a kind out.
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
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Pages that are views, not content: served with status 404 (by the
 * not-found rewrites of netlify.toml or as Netlify's 404 page), without a
 * canonical link, `noindex`, not in the sitemap.
 */
export const NOT_FOUND_PATHS: ReadonlySet<string> = new Set([
  '/404',
  '/produkt-hittades-inte',
  '/inlagget-hittades-inte',
]);

/** The search page (issue 14); its slug is reserved in paths.ts. */
export const SEARCH_PATH = '/sok';

/** The site's own explanation pages (issue 13). */
export const INFO_PATHS: ReadonlySet<string> = new Set(['/sa-jamfor-vi', '/sa-tjanar-vi-pengar']);

/** The compare page (issue 14): noindex, no canonical link, not in the sitemap. */
export const COMPARE_PATH = '/jamfor';

/** The kind of the page at a URL path (`/`, `/vinkyl`, `/produkt/x`); throws for a path no template serves. */
export function kindOf(urlPath: string): PageKind {
  if (NOT_FOUND_PATHS.has(urlPath)) return 'not-found';
  if (INFO_PATHS.has(urlPath)) return 'info';
  if (urlPath === COMPARE_PATH) return 'compare';
  if (urlPath === SEARCH_PATH) return 'search';
  if (urlPath === '/') return 'home';
  if (urlPath === '/produkt' || /^\/produkt\/sida\/\d+$/.test(urlPath)) return 'products';
  if (/^\/varumarken\/[^/]+\/sida\/\d+$/.test(urlPath)) return 'brand-page';
  if (urlPath === '/varumarken') return 'brands';
  if (urlPath === '/vinbloggen') return 'blog';
  if (urlPath.startsWith('/produkt/')) return 'product';
  if (urlPath.startsWith('/varumarken/')) return 'brand';
  if (urlPath.startsWith('/vinbloggen/')) return 'post';
  if (/^\/[^/]+$/.test(urlPath)) return 'category';
  if (/^\/[^/]+\/sida\/\d+$/.test(urlPath)) return 'category-page';
  throw new Error(`no page kind for ${urlPath}`);
}

/**
 * The URL path Netlify serves a built HTML file at (pretty URLs, build.format
 * 'file'): `index.html` → `/`, `x.html` → `/x`, `a/index.html` → `/a`.
 * `file` is relative to dist/ with forward slashes.
 */
export function urlPathOf(file: string): string {
  return `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
}
