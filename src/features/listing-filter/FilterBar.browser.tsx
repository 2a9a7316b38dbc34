import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { islandScope, scopeForm, scopePart } from '../../client/island-scope';
import { listing } from '../../copy/listing';
import { cardTemplatesIn } from './card-fill.browser';
import { ListingController, type ListingStatus } from './listing-controller.browser';

interface Props {
  readonly dataUrl: string;
  /** The listing's first page, where filtered views live (/vinkyl). */
  readonly listingPath: string;
  /** This page's own path (/vinkyl/sida/3). */
  readonly pagePath: string;
  readonly pageSize: number;
  /** "Visar 1–24 av 144 produkter" as the server wrote it, or null for an empty listing. */
  readonly showing: string | null;
  /** Categories to suggest when nothing passes the filter (spec §8). */
  readonly suggestions: readonly { readonly label: string; readonly href: string }[];
}

function statusText(status: ListingStatus, showing: string | null): string {
  switch (status.kind) {
    case 'server':
      return showing ?? listing.showingNone(0);
    case 'loading':
      return listing.loading;
    case 'error':
      return listing.loadError;
    default:
      if (status.matching === 0) return listing.showingNone(status.total);
      return status.groups === null
        ? listing.showing(1, status.shown, status.matching)
        : listing.showingNiche(1, status.shown, status.matching, status.groups);
  }
}

/**
 * The listing filter's island (issue 12 §3, §5): server-rendered, it is the
 * status line under the filter form. It hydrates on the visitor's first
 * intent on the form (client:form, src/integrations/form-directive.ts),
 * which stays native HTML and works without it; then ./listing-controller
 * takes the form over and this component shows what the controller
 * reports: how many products are shown, the spec's empty text with category
 * suggestions, and a button for more results. The form, the grid, the card
 * templates, the page links and the place for the button are those of the
 * listing it sits in (its scope, src/client/island-scope.ts).
 */
export default function FilterBar({ dataUrl, listingPath, pagePath, pageSize, showing, suggestions }: Props) {
  const [status, setStatus] = useState<ListingStatus>({ kind: 'server' });
  const [moreTarget, setMoreTarget] = useState<HTMLElement | null>(null);
  const controller = useRef<ListingController | null>(null);
  const statusLine = useRef<HTMLParagraphElement | null>(null);

  useEffect(() => {
    const own = statusLine.current;
    const scope = own ? islandScope(own) : null;
    if (own === null || scope === null) return;
    const [form, grid, templates] = [scopeForm(scope), scopePart(scope, 'grid'), cardTemplatesIn(scope)];
    if (form === null || grid === null || templates === null) return;
    const details = form.querySelector('details');
    const started = new ListingController(
      { form, grid, pagination: scopePart(scope, 'pages'), details, status: own, templates },
      { dataUrl, listingPath, pagePath, pageSize, onStatus: setStatus },
    );
    controller.current = started;
    setMoreTarget(scopePart(scope, 'more'));
    started.start().catch((error: unknown) => console.error(error));
    return () => started.stop();
  }, [dataUrl, listingPath, pagePath, pageSize]);

  const empty = status.kind === 'results' && status.matching === 0;
  const more = status.kind === 'results' && status.shown < status.matching;
  return (
    <div data-listing-status>
      {/* Focusable from script only: "Visa produkter" moves focus here so the count is read out. */}
      <p
        ref={statusLine}
        tabIndex={-1}
        className="mb-4 scroll-mt-4 text-sm text-stone-600 focus:outline-none"
        aria-live="polite"
        data-filter-count
      >
        {statusText(status, showing)}
      </p>
      {empty && (
        <div className="mb-4 rounded-md border border-stone-200 bg-white p-4" data-filter-empty>
          <p className="font-medium text-stone-900">{listing.noResults}</p>
          {suggestions.length > 0 && (
            <>
              <p className="mt-2 text-sm text-stone-600">{listing.suggestionsTitle}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      className="inline-block rounded-full border border-wine-700 px-3 py-1 text-sm text-wine-700 hover:bg-wine-50"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {more &&
        moreTarget &&
        createPortal(
          <button
            type="button"
            onClick={() => controller.current?.more()}
            className="mt-6 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
            data-listing-more
          >
            {listing.loadMore}
          </button>,
          moreTarget,
        )}
    </div>
  );
}
