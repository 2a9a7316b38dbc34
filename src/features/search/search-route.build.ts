import { search } from '../../copy/search';
import type { NavItem } from '../../render/nav';
import { type TrailRouteData, trailFromHome } from '../../render/routes/route';
import { buildHead } from '../../render/seo';
import type { Site } from '../../render/site';
import { blogPath, brandListPath, homePath } from '../../routing/routes';
import { SEARCH_PAGE } from './search-query.browser';

export interface SearchRoute extends TrailRouteData {
  readonly text: typeof search.page;
  /** Where a visitor without JavaScript can browse instead: the categories of the menu and the brand list. */
  readonly categories: readonly NavItem[];
  readonly brandsHref: string;
}

/**
 * /sok: the results depend on ?q=, so the page is `noindex` (a search
 * engine would only see the empty form) and not in the sitemap
 * (src/render/sitemap.ts); like the not-found views it has no canonical
 * link and no structured data.
 */
export function searchRoute(site: Site): SearchRoute {
  const { url } = site;
  const { nav } = site.frame;
  const trail = trailFromHome([], search.page.title);
  return {
    head: buildHead(
      {
        title: search.page.metaTitle,
        description: search.page.metaDescription,
        path: SEARCH_PAGE,
        noindex: true,
      },
      url,
    ),
    trail,
    text: search.page,
    // Home and the blog are not categories.
    categories: nav.filter((item) => item.href !== homePath() && !item.href.startsWith(blogPath())),
    brandsHref: brandListPath(),
  };
}
