import { useCallback, useEffect, useRef, useState } from 'react';
import { scopedForm } from '../../client/island-scope';
import { search as text } from '../../copy/search';
import { loadPagefind, type SiteSearch, searchSite } from './pagefind.browser';
import { QueryProducts } from './QueryProducts.browser';
import { answerQuery, type QueryAnswer } from './query-answer.browser';
import {
  FILTER_KEYS,
  type FilterKey,
  pagefindFilters,
  readSearchState,
  SEARCH_QUERY,
  type SearchState,
  searchPageHref,
} from './search-query.browser';
import { filterOptions } from './search-results.browser';

/** Results per step ("Visa fler" adds as many again). */
const PAGE = 20;
/**
 * The results' frame in every state: its own block formatting context, so
 * the first heading's margin never moves the frame itself, and at least a
 * screen tall, so the footer below is out of view before the results come
 * and nothing in view shifts when they do (Lighthouse: CLS 0).
 */
const FRAME = 'flow-root min-h-screen';

/** Products shown first when the query reads as a listing's filters; the listing's link shows the rest. */
const PRODUCTS = 8;

const FILTER_LABELS: Readonly<Record<FilterKey, string>> = {
  typ: text.page.filterKind,
  kategori: text.page.filterCategory,
  marke: text.page.filterBrand,
};

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  /**
   * `state`: what was searched (the page keeps showing it while the next search runs); `answer`: the
   * products its words ask for, null when they could not be loaded (the text results stand alone then).
   */
  | {
      readonly kind: 'done';
      readonly found: SiteSearch;
      readonly state: SearchState;
      readonly answer: QueryAnswer | null;
    };

/**
 * The results of /sok. The page's form is native (a GET to /sok?q=…); this
 * island hydrates at load when the URL has a query (client:form with
 * data-query-keys="q"), otherwise on the first intent on the form (the one
 * of its scope, src/client/island-scope.ts), and then
 * searches in place: the query and the filters (kind, category, brand:
 * Pagefind filters) live in the URL, so a search can be shared and moved
 * through with back and forward. Every text is rendered as text.
 */
export default function SearchPage() {
  /** Whichever element this island renders: where it looks for its form from. */
  const root = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<SearchState>({ query: '', filters: new Map() });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [limit, setLimit] = useState(PAGE);
  const sequence = useRef(0);

  const run = useCallback(async (next: SearchState, shown: number) => {
    const mine = ++sequence.current;
    setState(next);
    if (next.query === '') {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus((current) => (current.kind === 'done' ? current : { kind: 'loading' }));
    try {
      // The products the words ask for load beside the text search; a failure leaves the text results.
      const answering = answerQuery(next.query, PRODUCTS).catch(() => null);
      const found = await searchSite(await loadPagefind(), next.query, pagefindFilters(next), shown);
      const answer = await answering;
      if (found !== null && mine === sequence.current) setStatus({ kind: 'done', found, state: next, answer });
    } catch {
      if (mine === sequence.current) setStatus({ kind: 'failed' });
    }
  }, []);

  /** Shows a state and records it in the URL (a new history entry unless `replace`). */
  const navigate = useCallback(
    (next: SearchState, replace = false) => {
      const href = searchPageHref(next);
      if (replace) history.replaceState(null, '', href);
      else history.pushState(null, '', href);
      setLimit(PAGE);
      void run(next, PAGE);
    },
    [run],
  );

  useEffect(() => {
    const form = root.current ? scopedForm(root.current) : null;
    const input = form?.querySelector<HTMLInputElement>(`input[name="${SEARCH_QUERY.query}"]`);
    if (!form || !input) return;
    const fromUrl = () => {
      const current = readSearchState(location.search);
      input.value = current.query;
      setLimit(PAGE);
      void run(current, PAGE);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      // A new query starts without filters: the old ones may exclude everything it finds.
      navigate({ query: input.value.replace(/\s+/g, ' ').trim(), filters: new Map() });
    };
    // Typed before hydration: keep what is in the field rather than the URL's query.
    if (input.value.trim() === '') fromUrl();
    form.addEventListener('submit', onSubmit);
    addEventListener('popstate', fromUrl);
    return () => {
      form.removeEventListener('submit', onSubmit);
      removeEventListener('popstate', fromUrl);
    };
  }, [navigate, run]);

  const setFilter = (key: FilterKey, value: string) => {
    const filters = new Map(state.filters);
    if (value === '') filters.delete(key);
    else filters.set(key, value);
    navigate({ query: state.query, filters });
  };

  if (status.kind === 'idle')
    return <div ref={root} className={FRAME} aria-live="polite" data-search-status="idle"></div>;
  if (status.kind === 'loading') {
    // The heading of what is searched shows at once: it is what a visitor reads first, and the page's largest text.
    return (
      <div ref={root} className={FRAME} aria-live="polite" data-search-status="loading">
        <h2 className="mt-8 text-xl font-bold text-stone-900">{text.page.headingFor(state.query)}</h2>
        <p className="mt-1 text-stone-600">{text.loading}</p>
      </div>
    );
  }
  if (status.kind === 'failed') {
    return (
      <div ref={root} className={FRAME} aria-live="polite" data-search-status="failed">
        <p className="mt-6 text-stone-700">{text.failed}</p>
      </div>
    );
  }

  const { found, answer } = status;
  const shown = status.state;
  const products = answer?.first === true && answer.listing !== null ? answer : null;
  /** A chip removed: the query without its words, searched in place. */
  const searchFor = (query: string) => {
    const form = root.current ? scopedForm(root.current) : null;
    const input = form?.querySelector<HTMLInputElement>(`input[name="${SEARCH_QUERY.query}"]`);
    if (input) input.value = query;
    navigate({ query, filters: new Map() });
  };
  return (
    <div
      ref={root}
      className={FRAME}
      data-search-status="done"
      data-search-for={shown.query}
      data-search-query={found.query}
    >
      <h2 className="mt-8 text-xl font-bold text-stone-900">{text.page.headingFor(shown.query)}</h2>
      {products && <QueryProducts answer={products} onQuery={searchFor} />}
      {products && found.total > 0 && (
        <h2 className="mt-10 text-xl font-bold text-stone-900" data-search-text-heading>
          {text.understood.textHeading}
        </h2>
      )}
      <div aria-live="polite" className="mt-1 text-stone-700" hidden={products !== null && found.total === 0}>
        {found.correctedFrom !== null && (
          <p data-search-corrected>
            {text.page.correctedPrefix}
            <strong>{found.query}</strong>
            {text.page.correctedSuffix(found.correctedFrom)}
          </p>
        )}
        <p data-search-count>
          {found.total === 0 ? text.page.noResults(shown.query) : text.page.resultCount(found.total)}
        </p>
      </div>

      {(found.total > 0 || state.filters.size > 0) && (
        <fieldset className="mt-4 flex flex-wrap items-end gap-3">
          <legend className="sr-only">{text.page.filtersTitle}</legend>
          {FILTER_KEYS.map((key) => {
            const options = filterOptions(key, found.totalFilters[key]);
            const chosen = state.filters.get(key) ?? '';
            if (chosen !== '' && !options.some((option) => option.value === chosen)) {
              options.unshift({ value: chosen, count: 0 });
            }
            return (
              <label key={key} className="flex flex-col text-sm text-stone-700">
                {FILTER_LABELS[key]}
                <select
                  name={key}
                  value={chosen}
                  data-search-filter={key}
                  onChange={(event) => setFilter(key, event.currentTarget.value)}
                  className="mt-1 rounded-md border border-stone-300 bg-white px-2 py-1.5 text-stone-900"
                >
                  <option value="">{text.page.filterAll}</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.value} ({option.count})
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
          {state.filters.size > 0 && (
            <button
              type="button"
              className="rounded-md px-2 py-1.5 text-sm text-wine-700 underline"
              onClick={() => navigate({ query: state.query, filters: new Map() })}
            >
              {text.page.clearFilters}
            </button>
          )}
        </fieldset>
      )}

      {found.total === 0 && products !== null ? null : found.total === 0 ? (
        <div className="mt-4 text-stone-700" data-search-empty>
          <p className="font-semibold">{text.page.suggestionsTitle}</p>
          <ul className="mt-2 list-disc pl-5">
            {text.page.suggestions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 flex gap-4">
            <a href={import.meta.env.ROUTE_ALL_COOLERS} className="text-wine-700 underline">
              {text.page.categoriesLink}
            </a>
            <a href={import.meta.env.ROUTE_BRANDS} className="text-wine-700 underline">
              {text.page.brandsLink}
            </a>
          </p>
        </div>
      ) : (
        <ol className="mt-6 space-y-4">
          {found.results.map((result, index) => (
            <li
              key={result.url}
              data-search-result={result.url}
              data-rank={index + 1}
              className="flex gap-4 rounded-lg border border-stone-200 p-4"
            >
              {result.image ? (
                <img
                  src={result.image}
                  alt=""
                  width="80"
                  height="80"
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 shrink-0 rounded object-contain"
                />
              ) : null}
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-stone-500" data-search-kind>
                  {result.kind}
                </p>
                <h3 className="text-lg font-semibold">
                  <a href={result.url} className="text-wine-800 hover:underline">
                    {result.title}
                  </a>
                </h3>
                {result.price && (
                  <p className="font-semibold text-stone-900" data-search-price>
                    {result.price}
                  </p>
                )}
                {result.category && result.kind === 'Produkt' && (
                  <p className="text-sm text-stone-600">{result.category}</p>
                )}
                <p className="mt-1 text-sm text-stone-700" hidden={result.excerpt.length === 0}>
                  {result.excerpt.map((part, i) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never reorder.
                    part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {found.results.length < found.total && (
        <button
          type="button"
          className="mt-6 rounded-md border border-wine-700 px-5 py-2 font-semibold text-wine-700 hover:bg-wine-50"
          onClick={() => {
            const next = limit + PAGE;
            setLimit(next);
            void run(state, next);
          }}
        >
          {text.page.more}
        </button>
      )}
    </div>
  );
}
