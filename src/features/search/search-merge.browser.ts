/**
 * One search over an index that comes in bundles (issue 23;
 * src/features/search/search-bundles.browser.ts): each bundle is searched by its own
 * Pagefind instance and the answers are merged into what one index of the
 * whole site would have answered, as a sharded search engine merges its
 * shards (Elasticsearch's "DFS query then fetch").
 *
 * - **Which bundles answer.** Pagefind matches the pages that hold every
 *   word of a query. A bundle that lacks a word still answers, with pages
 *   that hold a part of it ("Server" and "WineServe" for
 *   "serveringstemperatur", every "WKt 5552" for "WKt 5552-S680"), and
 *   those outscored the real match in another bundle; one index that holds
 *   the words never falls back so. So only the bundles whose best result
 *   marks every word of the query, as Pagefind reads it, or a form of it
 *   (./search-results.ts `knowsWord`) answer; when none does, those that
 *   mark some of them, as one index falls back on the words it holds; when
 *   none marks any, every answer is merged and the correction step decides
 *   (./search-correct.ts).
 * - **Scores.** Pagefind ranks by BM25: a word counts by its rarity,
 *   ln((N − n + 0.5) / (n + 0.5) + 1) for n of a bundle's N pages. A word in
 *   5 of a bundle's 130 pages outscores the same word in 11 of another's,
 *   so the bundle with fewer matches would win. Each bundle's scores are
 *   scaled by the rarity over all bundles divided by its own, with n the
 *   pages that answer (exact for a one-word query; for several words, the
 *   pages holding all of them stand in for each word's count).
 *
 * Each bundle is a sample of the whole site (src/features/search/search-partition.build.ts),
 * so the pages' lengths against their bundle's average stay alike too.
 */
import { knowsWord, type PagefindResultData } from './search-results.browser';

/** Counts per filter and value, as Pagefind returns them. */
export type FilterCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface PagefindSearch {
  readonly results: readonly {
    readonly id: string;
    /** Pagefind's score: higher ranks first. */
    readonly score: number;
    data(): Promise<PagefindResultData>;
  }[];
  readonly unfilteredResultCount: number;
  /** Result counts per filter value for this search with the chosen filters. */
  readonly filters: FilterCounts;
  /** Result counts per filter value for this search without filters. */
  readonly totalFilters: FilterCounts;
}

/** What the site searches: one Pagefind instance, or the bundles merged. Null when superseded. */
export interface SearchIndex {
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
}

/** The counts of several answers added up, filter by filter and value by value. */
export function sumCounts(counts: readonly FilterCounts[]): FilterCounts {
  const sums = new Map<string, Map<string, number>>();
  for (const answer of counts) {
    for (const [filter, values] of Object.entries(answer)) {
      const sum = sums.get(filter) ?? new Map<string, number>();
      for (const [value, count] of Object.entries(values)) sum.set(value, (sum.get(value) ?? 0) + count);
      sums.set(filter, sum);
    }
  }
  return Object.fromEntries([...sums].map(([filter, values]) => [filter, Object.fromEntries(values)]));
}

/** Several answers as one: results by score (ties in bundle order), counts added up. */
export function mergeSearches(searches: readonly PagefindSearch[]): PagefindSearch {
  return {
    results: searches.flatMap((search) => search.results).sort((a, b) => b.score - a.score),
    unfilteredResultCount: searches.reduce((sum, search) => sum + search.unfilteredResultCount, 0),
    filters: sumCounts(searches.map((search) => search.filters)),
    totalFilters: sumCounts(searches.map((search) => search.totalFilters)),
  };
}

/** BM25's weight of a word found in `matching` of `pages` pages, as Pagefind computes it. */
export function rarity(pages: number, matching: number): number {
  return Math.log((pages - matching + 0.5) / (matching + 0.5) + 1);
}

/** Punctuation Pagefind 1.6 drops from a query before it splits it into words ("LSBU52-S5627" is one word, "lsbu52s5627"). */
const DROPPED = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** The query's words as Pagefind searches them: lower case, punctuation dropped, split on white space. */
export function pagefindWords(query: string): string[] {
  return query
    .toLocaleLowerCase('sv-SE')
    .replace(DROPPED, '')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** How much of the query an answer's best result marks, as Pagefind reads the query (loads that result's fragment). */
type Knowledge = 'all' | 'some' | 'none';

/**
 * Whether an answer's best result marks every query word, as Pagefind reads
 * the query, or a form of it; some of them; or none. Pagefind matches
 * pages that hold every word, so a bundle that lacks one falls back on the
 * parts it holds: for "WKt 5552-S680" (words "wkt" and "5552s680") one
 * bundle found the one product, the others every "WKt 5552".
 */
async function knowledgeOf(search: PagefindSearch, words: readonly string[]): Promise<Knowledge> {
  const best = search.results[0];
  if (best === undefined) return 'none';
  const { excerpt } = await best.data();
  const known = words.filter((word) => knowsWord([excerpt], word)).length;
  if (known === 0) return 'none';
  return known === words.length ? 'all' : 'some';
}

/** The page count of a bundle's pagefind-entry.json (every language's); 0 for anything else. */
export function entryPages(entry: unknown): number {
  if (typeof entry !== 'object' || entry === null || !('languages' in entry)) return 0;
  const { languages } = entry;
  if (typeof languages !== 'object' || languages === null) return 0;
  return Object.values(languages).reduce<number>((sum, language: unknown) => {
    const count =
      typeof language === 'object' && language !== null && 'page_count' in language ? language.page_count : 0;
    return sum + (typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : 0);
  }, 0);
}

/** One bundle: its Pagefind instance and how many pages it indexes. */
export interface Bundle {
  readonly index: SearchIndex;
  readonly pages: number;
}

/**
 * An answer's scores times `factor`. Each result's `data` still calls
 * Pagefind's own result object, which the new one keeps alive: Pagefind
 * frees a result's data in its worker once that object is garbage
 * collected, so a copy that dropped it failed to load its excerpt whenever
 * the collector ran first ("Sökningen kunde inte laddas", seen once under
 * load).
 */
function scaled(search: PagefindSearch, factor: number): PagefindSearch {
  if (factor === 1) return search;
  return {
    ...search,
    results: search.results.map((result) => ({
      id: result.id,
      score: result.score * factor,
      data: () => result.data(),
    })),
  };
}

/** The bundles searched as one index (see the module comment). */
export function bundledIndex(bundles: readonly Bundle[]): SearchIndex {
  const allPages = bundles.reduce((sum, bundle) => sum + bundle.pages, 0);
  return {
    async search(query, options) {
      const answers = await Promise.all(bundles.map((bundle) => bundle.index.search(query, options)));
      const searches: PagefindSearch[] = [];
      for (const answer of answers) {
        if (answer === null) return null;
        searches.push(answer);
      }
      const words = pagefindWords(query);
      const knowledge = await Promise.all(searches.map((search) => knowledgeOf(search, words)));
      // The bundles that hold the whole query; else those that hold part of it, as one index falls back on the words it holds.
      const level = knowledge.includes('all') ? 'all' : 'some';
      const kept = searches.flatMap((search, index) =>
        knowledge[index] === level ? [{ search, pages: bundles[index]?.pages ?? 0 }] : [],
      );
      if (kept.length === 0) return mergeSearches(searches);
      // Counts that make no weight (an entry file without its page count) leave the scores as they are.
      const weighable = kept.every(({ search, pages }) => pages > 0 && search.unfilteredResultCount <= pages);
      if (!weighable) return mergeSearches(kept.map(({ search }) => search));
      const matching = kept.reduce((sum, { search }) => sum + search.unfilteredResultCount, 0);
      const overall = rarity(allPages, matching);
      return mergeSearches(
        kept.map(({ search, pages }) => scaled(search, overall / rarity(pages, search.unfilteredResultCount))),
      );
    },
  };
}
