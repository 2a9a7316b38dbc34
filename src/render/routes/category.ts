import { type PriceBounds, priceBounds } from '../../client/filter';
import { categoryCopy, genericCategoryCopy } from '../../copy/categories';
import { guides } from '../../copy/guides';
import { categoryPage, filter } from '../../copy/pages';
import type { CategoryCopy, Guide } from '../../copy/types';
import type { Product } from '../../dataset/schemas/product';
import type { Category } from '../../dataset/schemas/taxonomy';
import { categoryPath } from '../../routing/paths';
import { categoryDisplayName, compareSwedish, KNOWN_CATEGORY_SLUGS } from '../../shared/taxonomy';
import { collectionPage, faqPage } from '../jsonld';
import { selectCategoryProducts, selectOtherCategories } from '../select';
import { buildHead } from '../seo';
import { present, type TrailRouteData, trailFromHome, trailJsonLd } from './route';

/** Category pages: /vinkyl and every category slug of the spec and of the data (spec §2). */
export function categoryPageSlugs(categories: readonly Pick<Category, 'slug'>[]): string[] {
  return [...new Set<string>([...KNOWN_CATEGORY_SLUGS, ...categories.map((c) => c.slug)])];
}

export interface CategoryInput {
  readonly slug: string;
  /** Products in feed order. */
  readonly products: readonly Product[];
  /** Categories in Swedish order. */
  readonly categories: readonly Category[];
}

/** Everything a category page shows. */
export interface CategoryRoute extends TrailRouteData {
  readonly slug: string;
  readonly name: string;
  readonly copy: CategoryCopy;
  /** The long buying guide of /vinkyl and /fristaende-vinkyl. */
  readonly guide: Guide | null;
  /** The page's products (spec §7 selection), in feed order. */
  readonly products: readonly Product[];
  /** The filter's brand options, in Swedish order, and its price bounds. */
  readonly brands: readonly { value: string; label: string }[];
  readonly bounds: PriceBounds;
  /** "Other categories" links, also the filter's suggestions when nothing matches. */
  readonly others: readonly { label: string; href: string }[];
  readonly text: { readonly page: typeof categoryPage; readonly filter: typeof filter };
}

export function categoryRoute({ slug, products, categories }: CategoryInput, site: string): CategoryRoute {
  const name = categories.find((c) => c.slug === slug)?.name ?? categoryDisplayName(slug);
  const copy = categoryCopy.get(slug) ?? genericCategoryCopy(name);
  const guide = slug === 'vinkyl' || slug === 'fristaende-vinkyl' ? guides[slug] : null;
  const selected = selectCategoryProducts(products, slug);
  const brands = new Map<string, string>();
  for (const product of selected) {
    if (product.brand_slug && product.brand) brands.set(product.brand_slug, product.brand);
  }
  // "Other categories": the data's categories plus the umbrella /vinkyl page, never the current one.
  const linkable = [{ slug: 'vinkyl', name: categoryDisplayName('vinkyl') }, ...categories];
  const path = categoryPath(slug);
  const trail = trailFromHome([], name);
  return {
    head: buildHead(
      {
        title: copy.metaTitle,
        description: copy.metaDescription,
        keywords: copy.keywords,
        path,
        jsonLd: present([
          trailJsonLd(trail, path, site),
          collectionPage({ name: copy.h1, description: copy.metaDescription, path }, selected, site),
          faqPage([...(guide?.faq ?? []), ...copy.faq]),
        ]),
      },
      site,
    ),
    trail,
    slug,
    name,
    copy,
    guide,
    products: selected,
    brands: [...brands].map(([value, label]) => ({ value, label })).sort((a, b) => compareSwedish(a.label, b.label)),
    bounds: priceBounds(selected.map((p) => p.price)),
    others: selectOtherCategories(linkable, slug).map((c) => ({ label: c.name, href: categoryPath(c.slug) })),
    text: { page: categoryPage, filter },
  };
}
