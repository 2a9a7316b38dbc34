/**
 * Loads Pagefind's browser API (dist/pagefind/pagefind.js, written by
 * src/features/search/search-index.build.ts) once per page, on demand: the search
 * field calls it when it gains focus, the search page when it has a query.
 * No page requests it at load.
 *
 * `searchSite` is the one search both the suggestions and the search page
 * run, with the "did you mean" step (src/features/search/search-correct.browser.ts).
 */
import { parseSearchBundles } from './search-bundles.browser';
import { type CorrectingIndex, searchCorrected } from './search-correct.browser';
import type { Bundle, PagefindSearch, SearchIndex } from './search-merge.browser';
import { type SearchResult, toSearchResult } from './search-results.browser';

export type { PagefindSearch, SearchIndex } from './search-merge.browser';

/** One Pagefind instance: the module's own, or one made by its `createInstance`. */
interface PagefindInstance extends SearchIndex {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
}

/** The module /pagefind/pagefind.js. */
interface PagefindModule extends PagefindInstance {
  createInstance(options: { basePath: string }): PagefindInstance;
}

let api: Promise<SearchIndex> | null = null;

/**
 * A bundle's entry file, for its page count (the merge weighs each bundle's
 * scores by it; ./search-merge.ts). Pagefind reads the file too, but with a
 * query that defeats the cache, so this is one more small request per bundle,
 * made only where the index comes in bundles.
 */
async function bundleEntry(basePath: string): Promise<unknown> {
  const response = await fetch(`${basePath}pagefind-entry.json`);
  if (!response.ok) throw new Error(`${basePath}pagefind-entry.json: HTTP ${response.status}`);
  return response.json();
}

/**
 * Results whose excerpts the correction step reads: the first says whether
 * a search found anything, the others whether the index knows a word
 * (src/features/search/search-correct.browser.ts). Their fragments are mostly the ones the
 * results show anyway.
 */
const EXCERPTS_READ = 3;

/** The excerpts of a search's best results, best first. */
async function excerptsOf(found: PagefindSearch): Promise<string[]> {
  return Promise.all(found.results.slice(0, EXCERPTS_READ).map(async (result) => (await result.data()).excerpt));
}

/**
 * The site's search index, imported and initialised on the first call: the
 * first bundle's module, or with it the further bundles the page announces
 * (src/features/search/search-bundles.browser.ts), each its own instance in the same worker,
 * searched as one (./search-merge.ts).
 */
export function loadPagefind(): Promise<SearchIndex> {
  api ??= (async () => {
    // A literal: the page-weight check follows it (src/features/search/pagefind-path.browser.ts; external to Vite).
    const module = (await import('/pagefind/pagefind.js')) as PagefindModule;
    const options = {
      excerptLength: 24,
      // Rank by the weighted count of matches, not their share of the page: a
      // brand's or category's own page (its name in the title and in the
      // search record's words, weight 10; src/features/search/search-record.build.ts) then
      // ranks above a product that repeats the name in its description.
      // A term saturates more slowly than Pagefind's default (1.4): a page
      // that names a word in its title and record words outranks one that
      // merely repeats it in running text. Both chosen on the query set of
      // tests/fixtures/search-queries.json (docs/search.md).
      // Pagefind's bonus for a word spelt as the query spells it stays
      // (diacriticSimilarity 0.8): without it "källare" ranked pages saying
      // "kallare" (colder) level with those saying "källare" (issue 35 §7).
      ranking: { termFrequency: 0, termSaturation: 2.5 },
    };
    const further = parseSearchBundles(
      document.documentElement.dataset.searchBundles,
      import.meta.env.ROUTE_SEARCH_INDEX,
    );
    if (further.length === 0) {
      await module.options(options);
      await module.init();
      return module;
    }
    // Only a site whose index comes in bundles loads the merge.
    const { bundledIndex, entryPages } = await import('./search-merge.browser');
    // One instance per bundle, each started only once the one before has
    // loaded: the instances share one worker and its WebAssembly, which the
    // first one loads; two loading it at once leave one of them with a dead
    // copy ("RuntimeError: unreachable" on its first search, seen under load).
    // `options` returns once the instance has loaded: Pagefind 1.6 sets the
    // ranking inside the WebAssembly, so it waits for it.
    const bundles: Bundle[] = [];
    for (const basePath of [import.meta.env.ROUTE_SEARCH_INDEX, ...further]) {
      const instance = module.createInstance({ basePath });
      await instance.options(options);
      await instance.init();
      bundles.push({ index: instance, pages: entryPages(await bundleEntry(basePath)) });
    }
    return bundledIndex(bundles);
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
  vocabulary ??= fetch(import.meta.env.ROUTE_SEARCH_WORDS)
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
  /** Set when a word of the visitor's query is unknown to the index and its correction found something. */
  readonly correctedFrom: string | null;
  readonly total: number;
  readonly results: readonly SearchResult[];
  readonly filters: PagefindSearch['filters'];
  readonly totalFilters: PagefindSearch['totalFilters'];
}

/**
 * Searches the site; `limit` results get their data loaded (one fragment
 * each). The query is searched as typed; a word the index does not know but
 * the vocabulary is close to ("libherr", "vinkylkåp") is then corrected:
 * Pagefind has no typo tolerance, and a misspelt word either finds nothing
 * or only pages that share a scrap of it. A word the index knows is never
 * corrected ("winemate", a product name). See src/features/search/search-correct.browser.ts.
 *
 * When no word of a query matches, Pagefind 1.6 still answers with pages
 * that share only a scrap of it ("xyzzyqq" returned eight pages marking the
 * "x" of their dimensions); scores are no guide (a real match of a rare
 * word scored 0.04, a scrap 0.1). So a search counts as empty unless its
 * best result's excerpt marks a word of the query (marksQueryWord).
 */
export async function searchSite(
  pagefind: SearchIndex,
  query: string,
  filters: Record<string, string>,
  limit: number,
): Promise<SiteSearch | null> {
  const index: CorrectingIndex<PagefindSearch> = {
    async search(text) {
      const found = await pagefind.search(text, { filters });
      return found === null ? null : { found, excerpts: await excerptsOf(found) };
    },
    async excerptsOf(word) {
      const found = await pagefind.search(word);
      return found === null ? null : excerptsOf(found);
    },
  };
  const searched = await searchCorrected(query, await loadVocabulary(), index, Object.keys(filters).length > 0);
  if (searched === null) return null; // superseded by a newer search
  const { found } = searched;
  const real = searched.real ? found.results : [];
  const results = await Promise.all(real.slice(0, limit).map(async (result) => toSearchResult(await result.data())));
  return {
    query: searched.query,
    correctedFrom: searched.correctedFrom,
    total: real.length,
    results,
    filters: found.filters,
    totalFilters: found.totalFilters,
  };
}
