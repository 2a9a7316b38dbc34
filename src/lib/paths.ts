/**
 * Every URL the site prints is built here, so routes change in one place.
 * Paths have no trailing slash and no .html (astro.config: trailingSlash
 * 'never', build.format 'file').
 */

export const homePath = (): string => '/';
export const categoryPath = (categorySlug: string): string => `/${categorySlug}`;
export const productPath = (productSlug: string): string => `/produkt/${productSlug}`;
/** The all-products list; page 1 is /produkt itself, later pages /produkt/sida/{n}. */
export const allProductsPath = (page = 1): string => (page <= 1 ? '/produkt' : `/produkt/sida/${page}`);
export const brandListPath = (): string => '/varumarken';
export const brandPath = (brandSlug: string): string => `/varumarken/${brandSlug}`;
export const blogPath = (categorySlug?: string | null): string =>
  categorySlug ? `/vinbloggen?category=${encodeURIComponent(categorySlug)}` : '/vinbloggen';
export const postPath = (postSlug: string): string => `/vinbloggen/${postSlug}`;

/** Absolute URL on the configured site, e.g. for canonical links. */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}
