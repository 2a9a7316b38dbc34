import type { FaqItem } from '../copy/types';
import { categoryPath } from './paths';
import type { Product } from './schemas/product';
import { indexByCategory, selectRelatedProducts } from './select';
import { productTexts } from './templates';

/** Everything a product page shows besides the product itself. */
export interface ProductPageData {
  readonly related: Product[];
  readonly categoryHref: string | null;
  readonly about: string;
  readonly faq: FaqItem[];
}

/**
 * Builds the per-product data for every product page in one pass: the
 * category index is made once, so the whole build stays linear in the
 * number of products.
 */
export function productPages(
  products: readonly Product[],
  categoryPageSlugs: ReadonlySet<string>,
): Map<string, ProductPageData> {
  const byCategory = indexByCategory(products);
  const pages = new Map<string, ProductPageData>();
  for (const product of products) {
    const texts = productTexts(product.category_slug, {
      name: product.name,
      category: product.category ?? 'vinförvaring',
      brand: product.brand ?? 'tillverkaren',
    });
    pages.set(product.id, {
      related: selectRelatedProducts(product, byCategory),
      categoryHref:
        product.category_slug && categoryPageSlugs.has(product.category_slug)
          ? categoryPath(product.category_slug)
          : null,
      about: texts.about,
      faq: texts.faq,
    });
  }
  return pages;
}
