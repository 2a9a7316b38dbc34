import { type PriceBounds, priceBounds } from '../client/filter';
import { categoryCopy, genericCategoryCopy } from '../copy/categories';
import { guides } from '../copy/guides';
import type { CategoryCopy, Guide } from '../copy/types';
import type { Product } from '../dataset/schemas/product';
import type { Category } from '../dataset/schemas/taxonomy';
import { categoryPath } from '../routing/paths';
import { categoryDisplayName, compareSwedish, KNOWN_CATEGORY_SLUGS } from '../shared/taxonomy';
import { selectCategoryProducts, selectOtherCategories } from './select';

/** Everything a category page shows, computed once per category at build time. */
export interface CategoryPageData {
  readonly slug: string;
  readonly name: string;
  readonly copy: CategoryCopy;
  readonly guide: Guide | null;
  readonly products: readonly Product[];
  readonly brands: { value: string; label: string }[];
  readonly bounds: PriceBounds;
  readonly others: { label: string; href: string }[];
}

/** Category pages: /vinkyl and every category slug of the spec and of the data (spec §2). */
export function categoryPageSlugs(categories: readonly Pick<Category, 'slug'>[]): string[] {
  return [...new Set<string>([...KNOWN_CATEGORY_SLUGS, ...categories.map((c) => c.slug)])];
}

export function categoryPageData(
  slug: string,
  products: readonly Product[],
  categories: readonly Category[],
): CategoryPageData {
  const fromData = categories.find((c) => c.slug === slug);
  const name = fromData?.name ?? categoryDisplayName(slug);
  const selected = selectCategoryProducts(products, slug);
  const brands = new Map<string, string>();
  for (const product of selected) {
    if (product.brand_slug && product.brand) brands.set(product.brand_slug, product.brand);
  }
  // "Other categories": the data's categories plus the umbrella /vinkyl page, never the current one.
  const linkable = [{ slug: 'vinkyl', name: categoryDisplayName('vinkyl') }, ...categories];
  return {
    slug,
    name,
    copy: categoryCopy.get(slug) ?? genericCategoryCopy(name),
    guide: slug === 'vinkyl' || slug === 'fristaende-vinkyl' ? guides[slug] : null,
    products: selected,
    brands: [...brands].map(([value, label]) => ({ value, label })).sort((a, b) => compareSwedish(a.label, b.label)),
    bounds: priceBounds(selected.map((p) => p.price)),
    others: selectOtherCategories(linkable, slug).map((c) => ({ label: c.name, href: categoryPath(c.slug) })),
  };
}
