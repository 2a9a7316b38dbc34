/**
 * How an island finds the native HTML it enhances (issue 24): from where it
 * sits in the page, never by element ids handed to it as props. The page
 * marks one element `data-island-scope` around an island and the parts it
 * takes over (a form, a grid, page links); the island, and its hydration
 * directive, walk up from their own element to that scope and look inside
 * it. The listing filter's scope is its listing (src/features/listing-filter/
 * Listing.astro), a search field's is its form (src/features/search/
 * SearchForm.astro), and the search page's holds its form and its results.
 *
 * Free of imports: the client:form directive bundles it into an inline script.
 */

/** The element holding an island and the native parts it enhances. */
const SCOPE = '[data-island-scope]';

/** The scope `node` sits in (the nearest one), or null outside any. */
export function islandScope(node: Element): Element | null {
  return node.closest(SCOPE);
}

/** The form a scope's island enhances: the scope when it is a form, else the first form inside it. */
export function scopeForm(scope: Element): HTMLFormElement | null {
  return scope instanceof HTMLFormElement ? scope : scope.querySelector('form');
}

/** The form an island enhances, from the island's own element; null outside a scope. */
export function scopedForm(node: Element): HTMLFormElement | null {
  const scope = islandScope(node);
  return scope ? scopeForm(scope) : null;
}

/** A part of a scope, marked `data-part="name"` (the listing's grid, its page links). */
export function scopePart(scope: Element, name: string): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`[data-part="${name}"]`);
}
