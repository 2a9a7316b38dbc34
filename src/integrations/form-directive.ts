/**
 * `client:form` (registered by ./client-directives.ts): an island that
 * enhances a native form, such as the listing filter's (issue 12 §5) or a
 * search field's. The form is the one of the island's scope
 * (src/client/island-scope.ts): no id is passed. Like `client:interaction`
 * the island stays server-rendered HTML and loads no JavaScript until the
 * visitor shows intent, but on the form as well as on itself, and it never
 * holds an event back: the form's controls are native, so a tapped
 * checkbox, a chosen option or a typed price responds at once, by itself,
 * and the island reads the form as it finds it once hydrated. A submit
 * before that is the form's own: the page reloads with the query and applies
 * it.
 *
 * It hydrates at once when the page's URL carries a filter (one of the query
 * parameters the form lists in `data-query-keys`): a shared or bookmarked
 * view must show its results without waiting for a tap. When it starts it
 * preloads the file the form names in `data-preload` (the listing's data),
 * so data and code arrive together.
 *
 * Bundled by esbuild into an inline script of every page with such an
 * island: keep it small, and its imports free of imports of their own.
 */
import type { ClientDirective } from 'astro';
import { onFirstIntent } from '../client/intent';
import { scopedForm } from '../client/island-scope';
import { urlAsksForView, viewShown } from '../client/url-view';

const formDirective: ClientDirective = (load, _options, el) => {
  const form = scopedForm(el);
  const start = onFirstIntent(form ? [el, form] : [el], () => {
    // The data the island fetches once hydrated (`data-preload` of the form) loads beside its code, not after it.
    const preload = form?.dataset.preload;
    if (preload) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.href = preload;
      // A fetch() of our own origin is a CORS-mode request with credentials: the preload must say the same to be used.
      link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
    // Code that never arrives shows the server's page rather than a hidden view (src/client/url-view.ts).
    load()
      .then((hydrate) => hydrate())
      .catch(() => viewShown(el));
  });

  // A URL with one of the form's query keys is a shared or bookmarked view: it shows its results at once.
  if (urlAsksForView(form, location.search)) start();
};

export default formDirective;
