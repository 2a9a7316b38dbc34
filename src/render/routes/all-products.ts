import { allProducts } from '../../copy/pages';
import type { Product } from '../../dataset/schemas/product';
import { allProductsPath } from '../../routing/routes';
import { collectionPage } from '../jsonld';
import type { ListPage } from '../pagination';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { type Trail, type TrailRouteData, trailFromHome, trailJsonLd } from './route';

export interface AllProductsParams {
  /** Page of the list, 1-based: /produkt is page 1. */
  readonly page: number;
}

/** Breadcrumb trail of a page of /produkt: page 1 ends at "Alla Produkter", later pages add "Sida n". */
export function allProductsTrail(page: Pick<ListPage<unknown>, 'number'>): Trail {
  if (page.number <= 1) return trailFromHome([], allProducts.heading);
  return trailFromHome([{ label: allProducts.heading, href: allProductsPath() }], allProducts.pageCrumb(page.number));
}

export interface AllProductsRoute extends TrailRouteData {
  readonly page: ListPage<Product>;
  /** "Visar 49–96 av 314 produkter", or null for an empty list (which shows the empty texts instead). */
  readonly showing: string | null;
  /** URL of page n of the list, for the pagination links. */
  readonly pageHref: (page: number) => string;
  readonly text: typeof allProducts;
}

/** One page of /produkt: its own title, description and canonical URL, and its products as the ItemList. */
export function allProductsRoute(site: Site, { page: number }: AllProductsParams): AllProductsRoute {
  const { url } = site;
  const page = site.allProductsPages()[number - 1];
  if (page === undefined)
    throw new RangeError(`the all-products list has no page ${number} (${site.allProductsPages().length} pages)`);
  const path = allProductsPath(page.number);
  const first = page.number <= 1;
  const description = first ? allProducts.metaDescription : allProducts.metaDescriptionPage(page.number, page.count);
  const trail = allProductsTrail(page);
  return {
    head: buildHead(
      {
        title: first ? allProducts.metaTitle : allProducts.metaTitlePage(page.number, page.count),
        description,
        path,
        jsonLd: [
          trailJsonLd(trail, path, url),
          collectionPage({ name: allProducts.listTitle, description, path }, page.items, url),
        ],
      },
      url,
    ),
    trail,
    page,
    showing: page.total > 0 ? allProducts.showing(page.first, page.last, page.total) : null,
    pageHref: allProductsPath,
    text: allProducts,
  };
}
