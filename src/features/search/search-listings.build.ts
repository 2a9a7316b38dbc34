import type { Site } from '../../render/site';
import { brandListingDataPath, brandPath, categoryListingDataPath, categoryPath } from '../../routing/routes';
import { brandSearchTerms, categoryDisplayName } from '../../shared/taxonomy';
import type { SearchBrand, SearchListing, SearchListings } from './search-listings.browser';

/**
 * The listings a search may lead to (./search-listings.browser.ts): every
 * category page and every brand page whose listing has a product, in the
 * site's order.
 */
export function searchListings(site: Site): SearchListings {
  const names = new Map(site.categories.map((category) => [category.slug, category.name]));
  const categories = new Map<string, SearchListing>();
  for (const slug of site.categoryPageSlugs) {
    if (site.categoryListing(slug).rows.length === 0) continue;
    categories.set(slug, {
      slug,
      name: names.get(slug) ?? categoryDisplayName(slug),
      href: categoryPath(slug),
      dataUrl: categoryListingDataPath(slug),
    });
  }
  const brands = new Map<string, SearchBrand>();
  for (const brand of site.brands) {
    if (site.brandListing(brand.slug).rows.length === 0) continue;
    brands.set(brand.slug, {
      slug: brand.slug,
      name: brand.name,
      href: brandPath(brand.slug),
      dataUrl: brandListingDataPath(brand.slug),
      terms: brandSearchTerms(brand.name),
    });
  }
  return { categories, brands };
}
