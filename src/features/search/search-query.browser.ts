/**
 * The search page's state in its URL, so a search can be shared:
 *
 *   /sok?q=vinkyl+två+zoner&typ=Produkt&kategori=Fristående+Vinkyl&marke=Temptech
 *
 * `typ`, `kategori` and `marke` are Pagefind filter values (the kind, category
 * and brand names of src/features/search/search-record.build.ts). Pure.
 */

/** The search page's path (its slug is reserved in src/routing/routes.ts). */
export const SEARCH_PAGE = import.meta.env.ROUTE_SEARCH;

/** Query parameters of the search page; the filter keys are also Pagefind's filter names. */
export const SEARCH_QUERY = { query: 'q', kind: 'typ', category: 'kategori', brand: 'marke' } as const;

export const FILTER_KEYS = [SEARCH_QUERY.kind, SEARCH_QUERY.category, SEARCH_QUERY.brand] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface SearchState {
  readonly query: string;
  /** Chosen filter values by filter key; a key that is absent is not filtered. */
  readonly filters: ReadonlyMap<FilterKey, string>;
}

/**
 * Longer queries and filter values are cut: nobody types 200 characters, and
 * the index is searched word by word. A URL is anyone's to write, so the
 * value is cut before anything else reads it (issue 19 §9).
 */
const MAX_QUERY = 200;

/** The state a search page URL's query string describes (unknown parameters are ignored). */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const query = (params.get(SEARCH_QUERY.query) ?? '').slice(0, MAX_QUERY).replace(/\s+/g, ' ').trim();
  const filters = new Map<FilterKey, string>();
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.slice(0, MAX_QUERY).trim();
    if (value) filters.set(key, value);
  }
  return { query, filters };
}

/** The search page URL of a state: `/sok?q=…` then the filters in a fixed order. */
export function searchPageHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query !== '') params.set(SEARCH_QUERY.query, state.query);
  for (const key of FILTER_KEYS) {
    const value = state.filters.get(key);
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? SEARCH_PAGE : `${SEARCH_PAGE}?${query}`;
}

/** Pagefind's `filters` option for a state. */
export function pagefindFilters(state: SearchState): Record<string, string> {
  return Object.fromEntries(state.filters);
}

/**
 * The site's clean URL of a Pagefind result: Pagefind derives URLs from the
 * file names of dist/ (`/produkt/x.html`, `/index.html`), Netlify serves them
 * without `.html` (build.format 'file'). A fragment (#…) is kept.
 */
export function cleanResultUrl(url: string): string {
  const hash = url.indexOf('#');
  const pathPart = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const clean = pathPart.replace(/\.html$/, '').replace(/(^|\/)index$/, '') || '/';
  return `${clean.startsWith('/') ? clean : `/${clean}`}${fragment}`;
}
