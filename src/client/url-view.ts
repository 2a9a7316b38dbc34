/**
 * A listing opened from a shared or bookmarked link (`?sortera=…`, a filter)
 * asks for a view its static HTML does not hold (issue 35 §8). Until the
 * island has drawn that view, the server's cards and page links are hidden
 * (visibility, so nothing moves when the view appears): a visitor never sees
 * the feed's order first and a "Nästa" link that drops the sort.
 *
 * Free of imports: the client:form directive and the listing's inline script
 * bundle it.
 */

/** The scope's attribute while its view is being drawn (src/styles/global.css hides the grid and page links). */
export const VIEW_PENDING = 'data-view-pending';

/** How long a view may stay hidden when its code never arrives: then the server's page shows after all (ms). */
export const VIEW_PENDING_LIMIT_MS = 8000;

/** Whether `search` carries one of the query keys the form lists in `data-query-keys`. */
export function urlAsksForView(form: HTMLFormElement | null, search: string): boolean {
  const keys = (form?.dataset.queryKeys ?? '').split(' ').filter((key) => key !== '');
  const params = new URLSearchParams(search);
  return keys.some((key) => params.has(key));
}

/** Shows the scope `node` is in again: its view is drawn, or will not be. */
export function viewShown(node: Element): void {
  node.closest(`[${VIEW_PENDING}]`)?.removeAttribute(VIEW_PENDING);
}
