import { brandShowcase, brandTeaser } from '../../copy/brands';
import { categoryCopy, genericCategoryCopy } from '../../copy/categories';
import { homeCopy } from '../../copy/home';
import type { Post } from '../../dataset/schemas/post';
import type { Product } from '../../dataset/schemas/product';
import { blogPath, brandPath, categoryPath, homePath } from '../../routing/routes';
import { firstSentences } from '../../shared/text';
import { faqPage, website } from '../jsonld';
import { LIMITS, latestPosts, selectFeatured } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { present, type RouteData } from './route';

/** Spec §2: the brand showcase shows only these four brands, in this order. */
export const SHOWCASE_BRANDS = ['mquvee', 'cavin', 'artevino', 'eurocave'] as const;

export interface HomeRoute extends RouteData {
  readonly text: typeof homeCopy;
  readonly categoryCards: readonly { name: string; href: string; description: string; count: number }[];
  /** The showcase: name, link and the first two sentences of its description. */
  readonly showcase: readonly { name: string; href: string; description: string }[];
  readonly brandCards: readonly { name: string; slug: string; teaser: string }[];
  readonly featured: readonly Product[];
  readonly blogHref: string;
  readonly latestPosts: readonly Post[];
}

export function homeRoute(site: Site): HomeRoute {
  const { products, categories, brands, posts, url, brandBySlug: bySlug } = site;
  return {
    head: buildHead(
      {
        title: homeCopy.metaTitle,
        description: homeCopy.metaDescription,
        keywords: homeCopy.keywords,
        path: homePath(),
        jsonLd: present([website(url, homeCopy.metaDescription), faqPage(homeCopy.faq)]),
      },
      url,
    ),
    text: homeCopy,
    categoryCards: categories.map((category) => ({
      name: category.name,
      href: categoryPath(category.slug),
      description: (categoryCopy.get(category.slug) ?? genericCategoryCopy(category.name)).cardDescription,
      count: category.product_count,
    })),
    showcase: SHOWCASE_BRANDS.flatMap((slug) => {
      const brand = bySlug.get(slug);
      return brand
        ? [{ name: brand.name, href: brandPath(slug), description: firstSentences(brandShowcase[slug], 2) }]
        : [];
    }),
    brandCards: brands
      .slice(0, LIMITS.homeBrands)
      .map((brand) => ({ name: brand.name, slug: brand.slug, teaser: brandTeaser(brand.slug, brand.name) })),
    featured: selectFeatured(products),
    blogHref: blogPath(),
    latestPosts: latestPosts(posts, LIMITS.homePosts),
  };
}
