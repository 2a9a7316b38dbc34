import { howWeCompare, howWeEarn, type InfoPage } from '../../copy/prices';
import { howWeComparePath, howWeEarnPath } from '../../routing/routes';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { type TrailRouteData, trailFromHome, trailJsonLd } from './route';

/** The site's own explanation pages (issue 13): how listings are ordered, how the site earns money. */
export const INFO_PAGES = new Map<string, InfoPage>([
  [howWeComparePath(), howWeCompare],
  [howWeEarnPath(), howWeEarn],
]);

export interface InfoPageRoute extends TrailRouteData {
  readonly page: InfoPage;
}

/** /sa-jamfor-vi and /sa-tjanar-vi-pengar. */
export function infoPageRoute(site: Site, { path }: { readonly path: string }): InfoPageRoute {
  const { url } = site;
  const page = INFO_PAGES.get(path);
  if (!page) throw new Error(`no info page at ${path}`);
  const trail = trailFromHome([], page.title);
  return {
    head: buildHead(
      { title: page.title, description: page.metaDescription, path, jsonLd: [trailJsonLd(trail, path, url)] },
      url,
    ),
    trail,
    page,
  };
}
