import { notFound } from '../../copy/common';
import { postNotFound, productNotFound } from '../../copy/pages';
import type { Product } from '../../dataset/schemas/product';
import {
  allProductsPath,
  blogPath,
  categoryPath,
  homePath,
  notFoundPath,
  postNotFoundPath,
  productNotFoundPath,
} from '../../routing/routes';
import { selectFeatured } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import type { RouteData } from './route';

/**
 * The not-found views. Netlify serves them with status 404 (netlify.toml,
 * dist/_redirects); search engines never index them, so they have no
 * canonical URL and no JSON-LD.
 */

/** How many popular categories and products the product not-found view suggests. */
export const NOT_FOUND_SUGGESTIONS = { categories: 6, products: 4 } as const;

export interface ProductNotFoundRoute extends RouteData {
  readonly backHref: string;
  readonly homeHref: string;
  /** The categories with the most products, most first. */
  readonly popularCategories: readonly { readonly label: string; readonly href: string }[];
  /** The first featured products. */
  readonly popularProducts: readonly Product[];
  readonly text: typeof productNotFound;
}

/** /produkt-hittades-inte: any /produkt/… path that is not a product, an alias or the excluded product. */
export function productNotFoundRoute(site: Site): ProductNotFoundRoute {
  const { products, categories, url } = site;
  return {
    head: buildHead(
      {
        title: productNotFound.title,
        description: productNotFound.text,
        path: productNotFoundPath(),
        noindex: true,
      },
      url,
    ),
    backHref: allProductsPath(),
    homeHref: homePath(),
    popularCategories: [...categories]
      .sort((a, b) => b.product_count - a.product_count)
      .slice(0, NOT_FOUND_SUGGESTIONS.categories)
      .map((category) => ({ label: category.name, href: categoryPath(category.slug) })),
    popularProducts: selectFeatured(products).slice(0, NOT_FOUND_SUGGESTIONS.products),
    text: productNotFound,
  };
}

export interface PostNotFoundRoute extends RouteData {
  readonly backHref: string;
  readonly text: typeof postNotFound;
}

/** /inlagget-hittades-inte: any unknown /vinbloggen/… path. */
export function postNotFoundRoute(site: Site): PostNotFoundRoute {
  const { url } = site;
  return {
    head: buildHead(
      { title: postNotFound.title, description: postNotFound.text, path: postNotFoundPath(), noindex: true },
      url,
    ),
    backHref: blogPath(),
    text: postNotFound,
  };
}

export interface NotFoundRoute extends RouteData {
  readonly homeHref: string;
  readonly text: typeof notFound;
}

/**
 * /404: Netlify sends unknown paths to / (spec §2); this page only shows
 * where a host serves 404.html instead (e.g. a path the catch-all cannot reach).
 */
export function notFoundRoute(site: Site): NotFoundRoute {
  const { url } = site;
  return {
    head: buildHead(
      { title: notFound.title, description: notFound.metaDescription, path: notFoundPath(), noindex: true },
      url,
    ),
    homeHref: homePath(),
    text: notFound,
  };
}
