import { brandTeaser } from '../../copy/brands';
import { listing } from '../../copy/listing';
import { brandList, brandPage } from '../../copy/pages';
import type { Product } from '../../dataset/schemas/product';
import { type ListingView, listingPage, listingView } from '../../features/listing-filter/listing.build';
import { brandListingDataPath, brandListPath, brandPath, categoryPath } from '../../routing/routes';
import { isExcludedCategory } from '../../shared/taxonomy';
import { collectionPage } from '../jsonld';
import { LIMITS } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import {
  type LaterPage,
  laterPages,
  listingPagePaths,
  type PagedListings,
  type TrailRouteData,
  trailFromHome,
  trailJsonLd,
} from './route';

export interface BrandParams {
  /** A slug of the data's brands. */
  readonly slug: string;
  /** Page of the listing, 1-based (default 1: the brand page itself). */
  readonly page?: number;
}

export interface BrandRoute extends TrailRouteData {
  readonly name: string;
  /** "12 produkter": the whole brand, on every page of its listing. */
  readonly count: string;
  readonly teaser: string;
  readonly gridTitle: string;
  /** The brand's products (spec §7 selection), in feed order: every page of the listing. */
  readonly products: readonly Product[];
  /** 1 on the brand page, n on /varumarken/{slug}/sida/{n}. */
  readonly pageNumber: number;
  /** This page of the listing with its filter form (no brand filter: the page is one brand). */
  readonly listing: ListingView;
  readonly text: typeof brandPage;
}

/** The brand pages' listings: every brand of the data, its listing, its pages' paths. */
const brandListings = (site: Site): PagedListings => ({
  slugs: site.brands.map((brand) => brand.slug),
  listingOf: site.brandListing,
  pathOf: brandPath,
});

/** The later pages of every brand's listing (/varumarken/{slug}/sida/{n}, n ≥ 2), in the sitemap's order. */
export const brandLaterPages = (site: Site): LaterPage[] => laterPages(brandListings(site));

/** `getStaticPaths` of the brand pages and their later pages (src/pages/varumarken/[slug]/[...later].astro). */
export const brandPagePaths = (site: Site) => listingPagePaths(brandListings(site), 'slug');

/** The categories of a brand's products (feed order, up to 5): the suggestions when its filter leaves nothing. */
function brandCategories(products: readonly Product[]): { label: string; href: string }[] {
  const categories = new Map<string, string>();
  for (const product of products) {
    if (categories.size === LIMITS.otherCategories) break;
    const { category, category_slug: slug } = product;
    if (category === null || slug === null || isExcludedCategory(category) || categories.has(slug)) continue;
    categories.set(slug, category);
  }
  return [...categories].map(([slug, label]) => ({ label, href: categoryPath(slug) }));
}

/** The page of a brand: page 1 is /varumarken/{slug}, later pages /varumarken/{slug}/sida/{n}. */
export function brandRoute(site: Site, { slug, page = 1 }: BrandParams): BrandRoute {
  const brand = site.brandBySlug.get(slug);
  if (brand === undefined) throw new RangeError(`no brand ${slug}`);
  const { url } = site;
  const selected = site.brandProducts(slug);
  const model = site.brandListing(slug);
  const current = listingPage(model, page);
  if (current === null) throw new RangeError(`brand ${brand.slug} has no page ${page} (${model.pages.length} pages)`);
  const first = current.number === 1;
  const teaser = brandTeaser(brand.slug, brand.name);
  const path = brandPath(brand.slug, current.number);
  const description = first
    ? brandPage.metaDescription(teaser, selected.length, brand.name)
    : listing.metaDescriptionPage(brand.name, current.number, current.count, current.total);
  const gridTitle = brandPage.gridTitle(brand.name);
  const brandCrumb = { label: brandList.heading, href: brandListPath() };
  const trail = first
    ? trailFromHome([brandCrumb], brand.name)
    : trailFromHome(
        [brandCrumb, { label: brand.name, href: brandPath(brand.slug) }],
        listing.pageCrumb(current.number),
      );
  const title = brandPage.metaTitle(brand.name);
  return {
    head: buildHead(
      {
        title: first ? title : listing.metaTitlePage(title, current.number, current.count),
        description,
        path,
        keywords: brandPage.keywords(brand.name),
        jsonLd: [
          trailJsonLd(trail, path, url),
          collectionPage({ name: gridTitle, description, path }, current.items, url),
        ],
      },
      url,
    ),
    trail,
    name: brand.name,
    count: brandPage.countLabel(selected.length),
    teaser,
    gridTitle,
    products: selected,
    pageNumber: current.number,
    listing: listingView(
      model,
      current,
      { pageHref: (n) => brandPath(brand.slug, n), dataUrl: brandListingDataPath(brand.slug) },
      brandCategories(selected),
    ),
    text: brandPage,
  };
}
