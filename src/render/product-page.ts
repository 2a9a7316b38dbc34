import type { FaqItem } from '../copy/types';
import type { Product } from '../dataset/schemas/product';
import { categoryPath } from '../routing/paths';
import { indexByCategory, selectRelatedProducts } from './select';
import { productTexts } from './templates';

/** What a product page links to besides the product itself. */
export interface ProductPageData {
  readonly related: Product[];
  readonly categoryHref: string | null;
}

/** The generated copy of a product page. */
export interface ProductPageTexts {
  readonly about: string;
  readonly faq: FaqItem[];
}

/**
 * Builds the links of every product page in one pass: the category index is
 * made once, so the whole build stays linear in the number of products.
 * Texts are not part of it (see productPageTexts): Astro keeps every page's
 * props until the build ends, and a few KB of copy per product is most of
 * the memory of a 50,000-product build.
 */
export function productPages(
  products: readonly Product[],
  categoryPageSlugs: ReadonlySet<string>,
): Map<string, ProductPageData> {
  const byCategory = indexByCategory(products);
  const pages = new Map<string, ProductPageData>();
  for (const product of products) {
    pages.set(product.id, {
      related: selectRelatedProducts(product, byCategory),
      categoryHref:
        product.category_slug && categoryPageSlugs.has(product.category_slug)
          ? categoryPath(product.category_slug)
          : null,
    });
  }
  return pages;
}

/** The about text and FAQ of one product page, filled in when the page renders. */
export function productPageTexts(product: Product): ProductPageTexts {
  return productTexts(product.category_slug, {
    name: product.name,
    category: product.category ?? 'vinförvaring',
    brand: product.brand ?? 'tillverkaren',
  });
}
