import { search as text } from '../../copy/search';
import type { QueryAnswer } from './query-answer.browser';
import { withoutPart } from './query-reader.browser';
import { searchPageHref } from './search-query.browser';

/** The search page's URL for a query without filters. */
export const queryHref = (query: string): string => searchPageHref({ query, filters: new Map() });

/**
 * The products part of the search page (issue 38 §1): the chips of what
 * the query was read as, each a link to the search without its words, the
 * first products of the answering listing with those filters, and a link
 * to that listing with the same URL state. Rendered only for an answer
 * whose products come first (`answer.first`). `onQuery`: a chip's removal,
 * done in place; the link works without it (a new tab, no script).
 */
export function QueryProducts({
  answer,
  onQuery,
}: {
  readonly answer: QueryAnswer;
  readonly onQuery: (query: string) => void;
}) {
  const { listing } = answer;
  if (listing === null) return null;
  const total = listing.results.length;
  return (
    <section className="mt-8" data-query-answer={answer.query} aria-labelledby="sok-produkter">
      <h2 id="sok-produkter" className="text-xl font-bold text-stone-900">
        {text.understood.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={text.understood.chipsLabel} data-query-chips>
        {answer.chips.map((chip) => {
          const rest = withoutPart(answer.query, chip);
          return (
            <li key={`${chip.start}-${chip.end}`}>
              <a
                href={queryHref(rest)}
                data-query-chip={chip.label}
                data-unmet={chip.unmet ? '' : undefined}
                title={chip.unmet ? text.understood.unmet : undefined}
                aria-label={text.understood.remove(chip.label)}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${chip.unmet ? 'border-amber-400 bg-amber-50 text-amber-900' : 'border-wine-200 bg-wine-50 text-wine-900'} hover:border-wine-700`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onQuery(rest);
                }}
              >
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-stone-700" data-query-count={total}>
        {total === 0 ? text.understood.none : text.understood.count(total)}
      </p>
      {answer.items.length > 0 && (
        <ol className="mt-4 grid gap-3 sm:grid-cols-2">
          {answer.items.map(({ card, texts, price }, index) => {
            return (
              <li
                key={card.url}
                data-query-product={texts.href}
                data-rank={index + 1}
                className="flex gap-3 rounded-lg border border-stone-200 p-3"
              >
                {card.image ? (
                  <img
                    src={card.image}
                    alt=""
                    width="72"
                    height="72"
                    loading="lazy"
                    decoding="async"
                    className="h-18 w-18 shrink-0 rounded object-contain"
                  />
                ) : null}
                <div className="min-w-0">
                  {texts.brand && (
                    <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{texts.brand}</p>
                  )}
                  <h3 className="font-semibold">
                    <a href={texts.href} className="text-wine-800 hover:underline">
                      {card.name}
                    </a>
                  </h3>
                  {texts.fit && (
                    <p className="text-sm text-stone-700" data-fit>
                      {texts.fit}
                    </p>
                  )}
                  {texts.facts && <p className="text-sm text-stone-600">{texts.facts}</p>}
                  <p className="font-semibold text-stone-900" data-query-price>
                    {price}
                  </p>
                  <p className="text-xs text-stone-600">
                    {texts.shops} · {texts.stock}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {total > 0 && (
        <p className="mt-4">
          <a href={listing.href} data-query-listing className="font-semibold text-wine-700 underline">
            {text.understood.showListing(total, listing.target.listing.name)}
          </a>
        </p>
      )}
    </section>
  );
}
