import { common } from '../../copy/common';
import { homePath } from '../../routing/routes';
import { breadcrumbList, type JsonLd } from '../jsonld';
import type { HeadData } from '../seo';
import { sitemapOrder } from '../sitemap';

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

/** A later page of a category's or brand's listing: the listing's slug and the page number (2 or more). */
export interface LaterPage {
  readonly slug: string;
  readonly page: number;
}

/** The listings of one kind of page (categories, brands): their slugs, each one's listing, the route table's path builder. */
export interface PagedListings {
  readonly slugs: readonly string[];
  readonly listingOf: (slug: string) => { readonly pages: readonly { readonly number: number }[] };
  readonly pathOf: (slug: string, page: number) => string;
}

/** The later pages of every listing (n ≥ 2; page 1 is the listing's own page), in the sitemap's order. */
export function laterPages({ slugs, listingOf, pathOf }: PagedListings): LaterPage[] {
  return slugs
    .flatMap((slug) =>
      listingOf(slug)
        .pages.slice(1)
        .map((page) => ({ slug, page: page.number })),
    )
    .sort((a, b) => sitemapOrder(pathOf(a.slug, a.page), pathOf(b.slug, b.page)));
}

/**
 * `getStaticPaths` entries of every listing's pages, one route file for all
 * of them (`[slug]/[...later].astro`): each listing's first page, whose
 * `later` parameter is undefined (the page is /{slug} itself), then the
 * later pages, `later` being what page n's path adds to the first page's
 * (`sida/{n}`, from the route table's builder). The props are the route
 * function's params.
 */
export function listingPagePaths<K extends string>(listings: PagedListings, slugParam: K) {
  const entry = (slug: string, page: number) => {
    const later = page === 1 ? undefined : listings.pathOf(slug, page).slice(listings.pathOf(slug, 1).length + 1);
    return {
      params: { [slugParam]: slug, later } as Record<K, string> & { readonly later: string | undefined },
      props: { slug, page },
    };
  };
  return [
    ...listings.slugs.map((slug) => entry(slug, 1)),
    ...laterPages(listings).map(({ slug, page }) => entry(slug, page)),
  ];
}
