/**
 * The representative page of every template, measured by `npm run budget`
 * and audited by `npm run lighthouse` (pure over the measurements).
 */
import {
  allCoolersPath,
  allProductsPath,
  blogPath,
  comparePath,
  dealsPath,
  homePath,
  PAGE_KINDS,
  type PageKind,
  searchPath,
} from '../../src/routing/routes';
import type { PageMeasure } from './dist-pages';

/** What choosing a template's page reads of a measured page. */
type PageSummary = Pick<PageMeasure, 'path' | 'kind' | 'html'>;

export interface TemplatePage {
  /** Stable id, also the Lighthouse report's file name. */
  readonly id: string;
  readonly label: string;
  readonly path: string;
}

function largest(pages: readonly PageSummary[], kind: PageKind): PageSummary | undefined {
  return pages
    .filter((page) => page.kind === kind)
    .reduce<PageSummary | undefined>(
      (best, page) =>
        !best || page.html.gzip > best.html.gzip || (page.html.gzip === best.html.gzip && page.path < best.path)
          ? page
          : best,
      undefined,
    );
}

/**
 * The representative page of every template: fixed routes, and the largest
 * page by gzip HTML where a template has many, then the largest page of
 * each remaining page kind. When /vinkyl is also the largest category page,
 * it is listed once.
 */
export function templatePages(pages: readonly PageSummary[]): TemplatePage[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const picks: TemplatePage[] = [];
  const add = (id: string, label: string, page: PageSummary | undefined, missing: string): void => {
    if (!page) throw new Error(`template ${id}: ${missing}`);
    picks.push({ id, label, path: page.path });
  };
  add('home', 'home', byPath.get(homePath()), 'no / in dist');
  const coolers = allCoolersPath();
  const vinkyl = byPath.get(coolers);
  const largestCategory = largest(pages, 'category');
  add('category', `category ${coolers}`, vinkyl, `no ${coolers} in dist`);
  if (largestCategory && largestCategory.path !== vinkyl?.path) {
    add('category-largest', 'category (largest)', largestCategory, '');
  } else if (picks.at(-1)) {
    picks[picks.length - 1] = { id: 'category', label: `category ${coolers} (= largest)`, path: coolers };
  }
  add('product', 'product (largest)', largest(pages, 'product'), 'no product page in dist');
  add('products', 'all products', byPath.get(allProductsPath()), 'no /produkt in dist');
  add('brand', 'brand (largest)', largest(pages, 'brand'), 'no brand page in dist');
  add('blog', 'blog', byPath.get(blogPath()), 'no /vinbloggen in dist');
  add('post', 'post (largest)', largest(pages, 'post'), 'no post in dist');
  // The compare page (issue 14), as it opens without products in its URL.
  const compare = byPath.get(comparePath());
  if (compare) add('compare', 'compare', compare, '');
  // The price drops (issue 38 §2), all of them: the page the footer links.
  const deals = byPath.get(dealsPath());
  if (deals) add('deals', 'deals', deals, '');
  // Every other kind the site has (later listing pages, the brand index,
  // not-found views, info and search pages): its largest page, so that no
  // template goes unmeasured or unaudited (issue 22: Lighthouse on every template).
  const covered = new Set(picks.map((pick) => byPath.get(pick.path)?.kind));
  for (const kind of PAGE_KINDS) {
    const page = covered.has(kind) ? undefined : largest(pages, kind);
    if (page) picks.push({ id: kind, label: `${kind} (largest)`, path: page.path });
  }
  return picks;
}

/**
 * A search with a query (issue 38 §1): the page a buyer lands on from the
 * header field, its products read from the query's filters and its text
 * results. Not a file of dist/, so only Lighthouse opens it.
 */
export const SEARCH_WITH_QUERY = `${searchPath()}?q=${encodeURIComponent('tyst vinkyl 2 zoner under 10 000 kr')}`;

/** The pages Lighthouse audits: every template's, and the search page with a query where the site has /sok. */
export function auditedPages(pages: readonly PageSummary[]): TemplatePage[] {
  const search = pages.some((page) => page.path === searchPath());
  return [
    ...templatePages(pages),
    ...(search ? [{ id: 'search-query', label: 'search with a query', path: SEARCH_WITH_QUERY }] : []),
  ];
}

/** `--only` named a template id that the site does not have. */
export class UnknownTemplateError extends Error {
  override readonly name = 'UnknownTemplateError';
}

/**
 * The templates named in a comma-separated list of ids (`--only home,post`),
 * in the order of `templates`; every template when `only` is absent or empty.
 */
export function pickTemplates(templates: readonly TemplatePage[], only: string | undefined): TemplatePage[] {
  if (!only) return [...templates];
  const wanted = new Set(only.split(',').map((id) => id.trim()));
  const unknown = [...wanted].filter((id) => !templates.some((template) => template.id === id));
  if (unknown.length > 0) {
    throw new UnknownTemplateError(
      `unknown template(s) ${unknown.join(', ')}; known: ${templates.map((template) => template.id).join(', ')}`,
    );
  }
  return templates.filter((template) => wanted.has(template.id));
}
