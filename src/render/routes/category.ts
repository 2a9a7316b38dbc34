import { categoryCopy, genericCategoryCopy } from '../../copy/categories';
import { guides } from '../../copy/guides';
import { listing } from '../../copy/listing';
import { categoryPage, filter } from '../../copy/pages';
import type { CategoryCopy, Guide } from '../../copy/types';
import type { Product } from '../../dataset/schemas/product';
import type { PriceBounds } from '../../features/listing-filter/filter.browser';
import { type ListingView, listingPage, listingView } from '../../features/listing-filter/listing.build';
import type { BrandOption } from '../../features/listing-filter/listing-filter.browser';
import { categoryListingDataPath, categoryPath } from '../../routing/routes';
import { categoryDisplayName } from '../../shared/taxonomy';
import { collectionPage, faqPage } from '../jsonld';
import { selectOtherCategories } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import {
  type LaterPage,
  laterPages,
  listingPagePaths,
  type PagedListings,
  present,
  type TrailRouteData,
  trailFromHome,
  trailJsonLd,
} from './route';

/** The category pages' listings: every spec and data slug, its listing, its pages' paths. */
const categoryListings = (site: Site): PagedListings => ({
  slugs: site.categoryPageSlugs,
  listingOf: site.categoryListing,
  pathOf: categoryPath,
});

/** The later pages of every category's listing (/{slug}/sida/{n}, n ≥ 2), in the sitemap's order. */
export const categoryLaterPages = (site: Site): LaterPage[] => laterPages(categoryListings(site));

/** `getStaticPaths` of the category pages and their later pages (src/pages/[category]/[...later].astro). */
export const categoryPagePaths = (site: Site) => listingPagePaths(categoryListings(site), 'category');

export interface CategoryParams {
  readonly slug: string;
  /** Page of the listing, 1-based (default 1: the category page itself). */
  readonly page?: number;
}

/** Everything a category page shows. */
export interface CategoryRoute extends TrailRouteData {
  readonly slug: string;
  readonly name: string;
  readonly copy: CategoryCopy;
  /** The long buying guide of /vinkyl and /fristaende-vinkyl. */
  readonly guide: Guide | null;
  /** The category's products (spec §7 selection), in feed order: every page of the listing. */
  readonly products: readonly Product[];
  /** The filter's brand options, in Swedish order, and its price bounds. */
  readonly brands: readonly BrandOption[];
  readonly bounds: PriceBounds;
  /** 1 on the category page, n on /{slug}/sida/{n}: later pages show the listing only. */
  readonly pageNumber: number;
  /** This page of the listing with its filter form. */
  readonly listing: ListingView;
  /** "Other categories" links, also the filter's suggestions when nothing matches. */
  readonly others: readonly { label: string; href: string }[];
  readonly text: { readonly page: typeof categoryPage; readonly filter: typeof filter };
}

/** The page of a category: page 1 is /{slug} with its texts, later pages /{slug}/sida/{n}. */
export function categoryRoute(site: Site, { slug, page = 1 }: CategoryParams): CategoryRoute {
  const { categories, url } = site;
  const name = categories.find((c) => c.slug === slug)?.name ?? categoryDisplayName(slug);
  const copy = categoryCopy.get(slug) ?? genericCategoryCopy(name);
  const guide = slug === 'vinkyl' || slug === 'fristaende-vinkyl' ? guides[slug] : null;
  const model = site.categoryListing(slug);
  const current = listingPage(model, page);
  if (current === null) throw new RangeError(`category ${slug} has no page ${page} (${model.pages.length} pages)`);
  const selected = site.categoryProducts(slug);
  // "Other categories": the data's categories plus the umbrella /vinkyl page, never the current one.
  const linkable = [{ slug: 'vinkyl', name: categoryDisplayName('vinkyl') }, ...categories];
  const others = selectOtherCategories(linkable, slug).map((c) => ({ label: c.name, href: categoryPath(c.slug) }));
  const first = current.number === 1;
  const path = categoryPath(slug, current.number);
  const trail = first
    ? trailFromHome([], name)
    : trailFromHome([{ label: name, href: categoryPath(slug) }], listing.pageCrumb(current.number));
  const description = first
    ? copy.metaDescription
    : listing.metaDescriptionPage(name, current.number, current.count, current.total);
  return {
    head: buildHead(
      {
        title: first ? copy.metaTitle : listing.metaTitlePage(copy.metaTitle, current.number, current.count),
        description,
        keywords: copy.keywords,
        path,
        jsonLd: present([
          trailJsonLd(trail, path, url),
          collectionPage({ name: copy.h1, description, path }, current.items, url),
          // The FAQ is shown on the category page itself only.
          first ? faqPage([...(guide?.faq ?? []), ...copy.faq]) : null,
        ]),
      },
      url,
    ),
    trail,
    slug,
    name,
    copy,
    guide,
    products: selected,
    brands: model.facets.brands ?? [],
    bounds: model.facets.price,
    pageNumber: current.number,
    listing: listingView(
      model,
      current,
      { pageHref: (n) => categoryPath(slug, n), dataUrl: categoryListingDataPath(slug) },
      others,
    ),
    others,
    text: { page: categoryPage, filter },
  };
}
