/**
 * The listing's inline script, right after its status island and before its
 * grid (./Listing.astro): when the URL asks for a view the static HTML does
 * not show, it marks the listing's scope before the grid is even parsed, so
 * the feed's order is never painted (src/client/url-view.ts). The controller
 * clears the mark once it has drawn the view; if the code never comes, the
 * mark clears itself after VIEW_PENDING_LIMIT_MS.
 *
 * Bundled into the inline script by src/render/bundled-scripts.ts.
 */
import { islandScope, scopeForm } from '../../client/island-scope';
import { urlAsksForView, VIEW_PENDING, VIEW_PENDING_LIMIT_MS } from '../../client/url-view';

const script = document.currentScript;
const scope = script ? islandScope(script) : null;
if (scope && urlAsksForView(scopeForm(scope), location.search)) {
  scope.setAttribute(VIEW_PENDING, '');
  setTimeout(() => scope.removeAttribute(VIEW_PENDING), VIEW_PENDING_LIMIT_MS);
}
