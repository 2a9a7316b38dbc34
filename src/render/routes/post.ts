import { blogPost } from '../../copy/pages';
import { postMetaOverrides } from '../../copy/post-meta';
import type { Post } from '../../dataset/schemas/post';
import type { Product } from '../../dataset/schemas/product';
import { blogPath, categoryPath, postPath } from '../../routing/routes';
import { formatDate, isoDay } from '../../shared/format';
import { categoryDisplayName } from '../../shared/taxonomy';
import { blogPosting, faqPage } from '../jsonld';
import { selectRelatedPosts } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { present, type TrailRouteData, trailFromHome, trailJsonLd } from './route';

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
export function postProducts(site: Site, html: string, limit = 4): { categories: string[]; products: Product[] } {
  const linked = linkedCategorySlugs(html, new Set(site.categoryPageSlugs)).filter((slug) => slug !== 'vinkyl');
  const categories = (linked.length > 0 ? linked : [...DEFAULT_POST_CATEGORIES]).slice(0, 4);
  const pools = categories.map((slug) => site.categoryProducts(slug));
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

export interface PostParams {
  /** A published post's slug. */
  readonly slug: string;
}

export interface PostRoute extends TrailRouteData {
  readonly post: Post;
  /** The line above the title: category link, date, reading time, author. */
  readonly meta: {
    readonly category: { readonly label: string; readonly href: string } | null;
    readonly date: { readonly iso: string; readonly text: string };
    readonly readingTime: string;
    readonly author: string | null;
  };
  /** "Produkter som passar artikeln": category links and up to four products. */
  readonly shop: {
    readonly categories: readonly { readonly label: string; readonly href: string }[];
    readonly products: readonly Product[];
    readonly allCoolersHref: string;
  };
  readonly related: readonly Post[];
  readonly text: typeof blogPost;
}

export function postRoute(site: Site, { slug }: PostParams): PostRoute {
  const post = site.postBySlug.get(slug);
  if (post === undefined) throw new RangeError(`no post ${slug}`);
  const { posts, url } = site;
  const path = postPath(post.slug);
  const category = post.category ? { label: post.category, href: blogPath(post.category_slug) } : null;
  const trail = trailFromHome(
    [{ label: blogPost.breadcrumbBlog, href: blogPath() }, ...(category ? [category] : [])],
    post.title,
  );
  const meta = postMetaOverrides.get(post.slug) ?? { title: post.title, description: post.meta_description };
  const shop = postProducts(site, post.content);
  return {
    head: buildHead(
      {
        title: meta.title,
        description: meta.description,
        path,
        image: post.image_url,
        type: 'article',
        jsonLd: present([trailJsonLd(trail, path, url), blogPosting(post, url), faqPage(post.faq)]),
      },
      url,
    ),
    trail,
    post,
    meta: {
      category,
      date: { iso: isoDay(post.published_at), text: formatDate(post.published_at) },
      readingTime: blogPost.readingTime(post.reading_time_minutes),
      author: post.author ? blogPost.byAuthor(post.author) : null,
    },
    shop: {
      categories: shop.categories.map((slug) => ({ label: categoryDisplayName(slug), href: categoryPath(slug) })),
      products: shop.products,
      allCoolersHref: categoryPath('vinkyl'),
    },
    related: selectRelatedPosts(posts, post),
    text: blogPost,
  };
}
