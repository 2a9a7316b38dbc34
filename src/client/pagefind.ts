/**
 * Loads Pagefind's browser API (dist/pagefind/pagefind.js, written by
 * src/integrations/search-index.ts) once per page, on demand: the search
 * field calls it when it gains focus, the search page when it has a query.
 * No page requests it at load.
 *
 * `searchSite` is the one search both the suggestions and the search page
 * run, with the "did you mean" step (src/client/search-correct.ts).
 */
import { correctQuery } from './search-correct';
import { marksQueryWord, type PagefindResultData, type SearchResult, toSearchResult } from './search-results';

export interface PagefindSearch {
  readonly results: readonly { readonly id: string; data(): Promise<PagefindResultData> }[];
  readonly unfilteredResultCount: number;
  /** Result counts per filter value for this search with the chosen filters. */
  readonly filters: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Result counts per filter value for this search without filters. */
  readonly totalFilters: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  debouncedSearch?: unknown;
}

let api: Promise<PagefindApi> | null = null;

/**
 * Whether a search found anything. When no word of a query matches,
 * Pagefind 1.6 still answers with pages that share only a scrap of it
 * ("xyzzyqq" returned eight pages marking the "x" of their dimensions);
 * scores are no guide (a real match of a rare word scored 0.04, a scrap
 * 0.1). So the best result's excerpt must mark a word of the query
 * (marksQueryWord).
 */
async function matches(found: PagefindSearch, query: string): Promise<boolean> {
  const best = found.results[0];
  if (!best) return false;
  return marksQueryWord((await best.data()).excerpt, query);
}

/** Pagefind's API, imported and initialised on the first call. */
export function loadPagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    // A literal: the page-weight check follows it (src/client/pagefind-path.ts; external to Vite).
    const module = (await import('/pagefind/pagefind.js')) as PagefindApi;
    await module.options({
      excerptLength: 24,
      // Rank by the weighted count of matches, not their share of the page: a
      // brand's or category's own page (its name in the title and in the
      // search record's words, weight 10; src/render/search-record.ts) then
      // ranks above a product that repeats the name in its description.
      // A term saturates more slowly than Pagefind's default (1.4): a page
      // that names a word in its title and record words outranks one that
      // merely repeats it in running text. Both chosen on the query set of
      // tests/fixtures/search-queries.json (docs/search.md).
      ranking: { termFrequency: 0, termSaturation: 2.5 },
    });
    await module.init();
    return module;
  })();
  // A failed load (offline) may be retried by the next focus or search.
  api.catch(() => {
    api = null;
  });
  return api;
}

let vocabulary: Promise<string[]> | null = null;

/** The correction vocabulary (/data/sokord.json, a few KB), fetched once with the first search. */
function loadVocabulary(): Promise<string[]> {
  vocabulary ??= fetch('/data/sokord.json')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
    .then((words) => (Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : []))
    .catch(() => {
      vocabulary = null;
      return [];
    });
  return vocabulary;
}

export interface SiteSearch {
  /** The query that was searched: the visitor's, or its correction. */
  readonly query: string;
  /** Set when the visitor's query found nothing and its correction did. */
  readonly correctedFrom: string | null;
  readonly total: number;
  readonly results: readonly SearchResult[];
  readonly filters: PagefindSearch['filters'];
  readonly totalFilters: PagefindSearch['totalFilters'];
}

/**
 * Searches the site; `limit` results get their data loaded (one fragment
 * each). A query with a word the vocabulary does not know but is close to
 * ("libherr", "vinkylkåp") is searched corrected first: Pagefind has no
 * typo tolerance, and a misspelt word either finds nothing or only pages
 * that happen to share a prefix. When the correction finds nothing, the
 * visitor's own query is searched.
 */
export async function searchSite(
  pagefind: PagefindApi,
  query: string,
  filters: Record<string, string>,
  limit: number,
): Promise<SiteSearch | null> {
  const corrected = correctQuery(query, await loadVocabulary());
  let found: PagefindSearch | null = null;
  let searched = query;
  if (corrected !== null) {
    found = await pagefind.search(corrected, { filters });
    if (found === null) return null; // superseded by a newer search
    if (await matches(found, corrected)) searched = corrected;
    else found = null;
  }
  found ??= await pagefind.search(query, { filters });
  if (found === null) return null;
  const real = (await matches(found, searched)) ? found.results : [];
  const results = await Promise.all(real.slice(0, limit).map(async (result) => toSearchResult(await result.data())));
  return {
    query: searched,
    correctedFrom: searched === query ? null : query,
    total: real.length,
    results,
    filters: found.filters,
    totalFilters: found.totalFilters,
  };
}
