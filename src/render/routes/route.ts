import { common } from '../../copy/common';
import { homePath } from '../../routing/routes';
import { breadcrumbList, type JsonLd } from '../jsonld';
import type { HeadData } from '../seo';

/**
 * What every route function returns, after Starlight's generateRouteData:
 * one pure function per route takes the typed data and the site URL and
 * returns everything its page shows, so the .astro page only loads data and
 * composes components, and a unit test can check a page without a build.
 */
export interface RouteData {
  /** Title, description, canonical URL, image, og:type, robots and JSON-LD (src/components/Head.astro). */
  readonly head: HeadData;
}

/** A route with a breadcrumb trail. */
export interface TrailRouteData extends RouteData {
  /** Shown by src/components/Breadcrumb.astro; the same list is the page's BreadcrumbList. */
  readonly trail: Trail;
}

/** One crumb: the last one is the page itself and has no link. */
export interface TrailItem {
  readonly label: string;
  readonly href?: string;
}

export type Trail = readonly TrailItem[];

/** The trail from Hem: `crumbs` are the linked crumbs after Hem, `current` the page's own label. */
export function trailFromHome(crumbs: readonly Required<TrailItem>[], current: string): Trail {
  return [{ label: common.home, href: homePath() }, ...crumbs, { label: current }];
}

/** The BreadcrumbList of a trail: the last crumb (the page, shown without a link) points at `path`. */
export function trailJsonLd(trail: Trail, path: string, site: string): JsonLd {
  return breadcrumbList(
    trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? path })),
    site,
  );
}

/** JSON-LD builders return null when a page has nothing for them (an FAQ without questions). */
export function present<T>(items: readonly (T | null)[]): T[] {
  return items.filter((item): item is T => item !== null);
}
