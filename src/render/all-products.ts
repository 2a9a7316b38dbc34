import { allProducts } from '../copy/pages';
import type { Product } from '../dataset/schemas/product';
import { allProductsPath } from '../routing/paths';
import { breadcrumbList, collectionPage } from './jsonld';
import { type ListPage, paginate } from './pagination';
import { LIMITS, selectAllProducts } from './select';
import { buildHead, type HeadData } from './seo';

/**
 * The pages of /produkt: every listed product (spec §7) in feed order,
 * LIMITS.allProductsPerPage to a page. One page of the whole catalogue
 * would grow with it (314 cards were already 327 KB of HTML and the slowest
 * page in Lighthouse); pages keep every URL the same size.
 */
export function allProductsPages(products: readonly Product[]): ListPage<Product>[] {
  return paginate(selectAllProducts(products), LIMITS.allProductsPerPage);
}

/** Breadcrumb trail of a page of /produkt: page 1 ends at "Alla Produkter", later pages add "Sida n". */
export function allProductsTrail(page: Pick<ListPage<unknown>, 'number'>): { label: string; href?: string }[] {
  const home = { label: 'Hem', href: '/' };
  if (page.number <= 1) return [home, { label: allProducts.heading }];
  return [home, { label: allProducts.heading, href: allProductsPath() }, { label: allProducts.pageCrumb(page.number) }];
}

/** Head of a page of /produkt: its own title, description and canonical URL, and its products as the ItemList. */
export function allProductsHead(page: ListPage<Product>, site: string): HeadData {
  const path = allProductsPath(page.number);
  const first = page.number <= 1;
  const description = first ? allProducts.metaDescription : allProducts.metaDescriptionPage(page.number, page.count);
  const trail = allProductsTrail(page);
  return buildHead(
    {
      title: first ? allProducts.metaTitle : allProducts.metaTitlePage(page.number, page.count),
      description,
      path,
      jsonLd: [
        breadcrumbList(
          trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? path })),
          site,
        ),
        collectionPage({ name: allProducts.listTitle, description, path }, page.items, site),
      ],
    },
    site,
  );
}
