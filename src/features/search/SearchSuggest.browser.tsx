import { useCallback, useEffect, useRef, useState } from 'react';
import { scopedForm } from '../../client/island-scope';
import { search as text } from '../../copy/search';
import { loadPagefind, searchSite } from './pagefind.browser';
import type { QueryAnswer } from './query-answer.browser';
import { SEARCH_QUERY, searchPageHref } from './search-query.browser';
import { groupByKind, type SearchResult } from './search-results.browser';

/** Suggestions shown under the field; the search page shows the rest. */
const SHOWN = 6;
/** Products shown first when the query reads as a listing's filters (issue 38 §1); the text results then show as many. */
const PRODUCTS = 3;

/** The products part, loaded when a query is typed (never at page load), and its answer; null when it fails. */
const answer = (query: string): Promise<QueryAnswer | null> =>
  import('./query-answer.browser').then((module) => module.answerQuery(query, PRODUCTS)).catch(() => null);
/** Typing pauses this long before a search runs. */
const DEBOUNCE_MS = 120;

/** One option of the list: where it leads, its two lines, its data attributes (what tests and styles find), its look. */
interface SuggestOption {
  /** Unique in the list: a product may be both a product of the listing and a text result, and its link is the same. */
  readonly key: string;
  readonly href: string;
  readonly title: string;
  readonly detail: string;
  readonly data: Readonly<Record<string, string>>;
  readonly look: string;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'done';
      readonly query: string;
      readonly total: number;
      readonly results: readonly SearchResult[];
      /** The products the words ask for, when they come first. */
      readonly products: QueryAnswer | null;
    };

/**
 * Suggestions under the search field of the sidebar and the top bar. The
 * field and its form are native HTML (Enter lands on /sok?q=… without any
 * script); this island sits inside that form (its scope,
 * src/client/island-scope.ts), hydrates on the first intent on it
 * (client:form), loads Pagefind only once the field has focus, and then
 * shows the first results while the visitor types, as a listbox the field
 * controls (arrow keys, Enter, Escape), with "Visa alla resultat".
 *
 * The listbox is named after the field (`{field id}-forslag`) once the
 * island has found it: the server's HTML, the same for both search fields
 * of a page, carries no id (src/integrations/island-cache.ts reuses it).
 */
export default function SearchSuggest() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [listId, setListId] = useState<string | undefined>(undefined);
  const root = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const sequence = useRef(0);

  const run = useCallback(async (query: string) => {
    const mine = ++sequence.current;
    if (query.trim() === '') {
      setStatus({ kind: 'idle' });
      setOpen(false);
      return;
    }
    try {
      const answering = answer(query);
      const found = await searchSite(await loadPagefind(), query, {}, SHOWN);
      const products = await answering;
      if (found === null || mine !== sequence.current) return;
      const first = products?.first === true && products.listing !== null;
      setStatus({
        kind: 'done',
        query,
        total: found.total,
        // With the products above, fewer text results keep the list within the screen.
        results: first ? found.results.slice(0, PRODUCTS) : found.results,
        products: first ? products : null,
      });
      setActive(-1);
      setOpen(true);
    } catch {
      if (mine === sequence.current) {
        setStatus({ kind: 'failed' });
        setOpen(true);
      }
    }
  }, []);

  useEffect(() => {
    const form = root.current ? scopedForm(root.current) : null;
    const input = form?.querySelector<HTMLInputElement>(`input[name="${SEARCH_QUERY.query}"]`);
    if (!form || !input) return;
    inputRef.current = input;
    const list = `${input.id}-forslag`;
    setListId(list);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', list);
    input.setAttribute('aria-expanded', 'false');
    input.autocomplete = 'off';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      // Start loading the index as soon as the field has focus: it is ready when the first letter arrives.
      loadPagefind().catch(() => undefined);
      import('./query-answer.browser').then((module) => module.preloadAnswers()).catch(() => undefined);
      if (input.value.trim() !== '') void run(input.value);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(input.value), DEBOUNCE_MS);
    };
    const onBlur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) setOpen(false);
    };
    input.addEventListener('focus', onFocus);
    input.addEventListener('input', onInput);
    input.addEventListener('blur', onBlur);
    // Hydrated because the visitor focused or typed in the field: catch up with what is there.
    if (document.activeElement === input) onFocus();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
    };
  }, [run]);

  const results = status.kind === 'done' ? status.results : [];
  const total = status.kind === 'done' ? status.total : 0;
  const products = status.kind === 'done' ? status.products : null;
  const listing = products?.listing ?? null;
  const grouped = groupByKind(results).flatMap((group) => group.results);
  const allHref =
    status.kind === 'done' && status.total > 0 ? searchPageHref({ query: status.query, filters: new Map() }) : null;
  const heading = 'border-b border-stone-200 font-semibold text-wine-800';
  // The options: the products the words ask for and their listing (issue 38 §1), each result, then "Visa alla resultat".
  const options: readonly SuggestOption[] = [
    ...(products === null || listing === null
      ? []
      : [
          ...products.items.map((item) => ({
            key: `product ${item.texts.href}`,
            href: item.texts.href,
            title: item.card.name,
            detail: item.price,
            data: { 'data-query-product': item.texts.href },
            look: '',
          })),
          ...(listing.results.length > 0
            ? [
                {
                  key: `listing ${listing.href}`,
                  href: listing.href,
                  title: text.understood.showListing(listing.results.length, listing.target.listing.name),
                  detail: '',
                  data: { 'data-query-listing': '' },
                  look: heading,
                },
              ]
            : []),
        ]),
    ...grouped.map((result) => ({
      key: `result ${result.url}`,
      href: result.url,
      title: result.title,
      detail: `${result.kind}${result.price ? ` · ${result.price}` : ''}`,
      data: { 'data-search-suggestion': result.url },
      look: '',
    })),
    ...(allHref
      ? [
          {
            key: `all ${allHref}`,
            href: allHref,
            title: `${text.showAll} (${total})`,
            detail: '',
            data: { 'data-search-all': '' },
            look: `border-t ${heading}`,
          },
        ]
      : []),
  ];
  const optionCount = options.length;
  // Options exist only once the island has found its field and named the list.
  const optionId = (index: number) => (listId === undefined ? undefined : `${listId}-${index}`);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(open && optionCount > 0));
    const activeId = open && active >= 0 ? optionId(active) : undefined;
    if (activeId !== undefined) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKey = (event: KeyboardEvent) => handleKey(event);
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  });

  function go(href: string): void {
    setOpen(false);
    location.assign(href);
  }

  function hrefOf(index: number): string | null {
    return options[index]?.href ?? null;
  }

  function handleKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current >= optionCount - 1
            ? 0
            : current + 1
          : current <= 0
            ? optionCount - 1
            : current - 1,
      );
      return;
    }
    if (event.key === 'Enter' && open && active >= 0) {
      const href = hrefOf(active);
      if (href) {
        event.preventDefault();
        go(href);
      }
    }
  }

  const visible = open && status.kind !== 'idle';
  return (
    <div
      ref={root}
      className={`${visible ? '' : 'hidden '}absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-stone-200 bg-white text-sm text-stone-900 shadow-lg max-lg:fixed max-lg:top-14 max-lg:mt-0 max-lg:rounded-none`}
    >
      {status.kind === 'failed' && <p className="px-3 py-2 text-stone-700">{text.failed}</p>}
      {status.kind === 'done' && status.total === 0 && products === null && (
        <p className="px-3 py-2 text-stone-700">{text.page.noResults(status.query)}</p>
      )}
      {products !== null && (
        // What the words were read as (issue 38 §1); the search page's chips remove a part.
        <p
          className="border-b border-stone-200 px-3 py-2 text-xs text-stone-700"
          data-query-chips
          data-query-answer={products.query}
        >
          <span className="sr-only">{text.understood.chipsLabel}: </span>
          {products.chips.map((chip) => chip.label).join(text.understood.separator)}
          {listing !== null && listing.results.length === 0 && (
            <span className="block pt-1 text-amber-900" data-query-none>
              {text.understood.none}
            </span>
          )}
        </p>
      )}
      {/* The ARIA combobox pattern: focus stays in the field, which moves the
          active option with the arrow keys (aria-activedescendant) and opens it
          with Enter; a click opens it too. */}
      <div id={listId} role="listbox" aria-label={text.suggestionsLabel} hidden={optionCount === 0}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the field (combobox pattern), focus never moves here.
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            {...option.data}
            className={`flex cursor-pointer items-baseline justify-between gap-2 px-3 py-2 ${option.look} ${index === active ? 'bg-wine-50' : 'hover:bg-stone-50'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.href)}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{option.title}</span>
              {option.detail !== '' && <span className="text-xs text-stone-500">{option.detail}</span>}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
