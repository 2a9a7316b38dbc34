import type { Product } from '../dataset/schemas/product';
import { selectCategoryProducts } from './select';

/** Product categories the blog falls back to when a post links to none. */
export const DEFAULT_POST_CATEGORIES = [
  'fristaende-vinkyl',
  'inbyggbar-vinkyl',
  'integrerad-vinkyl',
  'vinlagringsskap',
] as const;

/** Category pages a post body links to (after content repair), in order of appearance. */
export function linkedCategorySlugs(html: string, categorySlugs: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/href="\/([a-z0-9-]+)(?:[?#][^"]*)?"/g)) {
    const slug = match[1] ?? '';
    if (categorySlugs.has(slug) && !found.includes(slug)) found.push(slug);
  }
  return found;
}

/**
 * The post's "category-related products" (spec §2): the categories the post
 * links to (else the main wine-cooler categories), and up to `limit`
 * products taken from them in turn, so several categories are represented.
 */
export function postProducts(
  html: string,
  products: readonly Product[],
  categorySlugs: ReadonlySet<string>,
  limit = 4,
): { categories: string[]; products: Product[] } {
  const linked = linkedCategorySlugs(html, categorySlugs).filter((slug) => slug !== 'vinkyl');
  const categories = (linked.length > 0 ? linked : [...DEFAULT_POST_CATEGORIES]).slice(0, 4);
  const pools = categories.map((slug) => selectCategoryProducts(products, slug));
  const chosen: Product[] = [];
  const seen = new Set<string>();
  for (let round = 0; chosen.length < limit && pools.some((pool) => pool.length > round); round += 1) {
    for (const pool of pools) {
      const product = pool[round];
      if (product && !seen.has(product.id) && chosen.length < limit) {
        chosen.push(product);
        seen.add(product.id);
      }
    }
  }
  return { categories, products: chosen };
}
