/**
 * One search over an index that comes in bundles (issue 23;
 * src/routing/search-bundles.ts): each bundle is searched by its own
 * Pagefind instance and the answers are merged into what one index of the
 * whole site would have answered, as a sharded search engine merges its
 * shards (Elasticsearch's "DFS query then fetch").
 *
 * - **Which bundles answer.** A bundle that lacks every word of the query
 *   still answers, with pages that hold a part of one ("Server" and
 *   "WineServe" for "serveringstemperatur", "SKB 140" for "skb100"): one
 *   index that holds the word never falls back so. A bundle's answer counts
 *   only when its best result marks a query word or a form of it
 *   (./search-results.ts `knowsWord`). When no bundle knows a word, every
 *   answer is merged, as one index would fall back, and the correction step
 *   decides (./search-correct.ts).
 * - **Scores.** Pagefind ranks by BM25: a word counts by its rarity,
 *   ln((N − n + 0.5) / (n + 0.5) + 1) for n of a bundle's N pages. A word in
 *   5 of a bundle's 130 pages outscores the same word in 11 of another's,
 *   so the bundle with fewer matches would win. Each bundle's scores are
 *   scaled by the rarity over all bundles divided by its own, with n the
 *   pages that answer (exact for a one-word query; for several words, the
 *   pages holding all of them stand in for each word's count).
 *
 * Each bundle is a sample of the whole site (src/integrations/search-partition.ts),
 * so the pages' lengths against their bundle's average stay alike too.
 */
import { queryWords } from './search-correct';
import { knowsWord, type PagefindResultData } from './search-results';

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

/** Whether an answer's best result marks a word of the query or a form of it (loads that result's fragment). */
async function knowsQuery(search: PagefindSearch, query: string): Promise<boolean> {
  const best = search.results[0];
  if (best === undefined) return false;
  const { excerpt } = await best.data();
  return queryWords(query).some((word) => knowsWord([excerpt], word));
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

/** An answer's scores times `factor`. */
function scaled(search: PagefindSearch, factor: number): PagefindSearch {
  if (factor === 1) return search;
  return { ...search, results: search.results.map((result) => ({ ...result, score: result.score * factor })) };
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
      const known = await Promise.all(searches.map((search) => knowsQuery(search, query)));
      const kept = searches.flatMap((search, index) =>
        known[index] ? [{ search, pages: bundles[index]?.pages ?? 0 }] : [],
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
