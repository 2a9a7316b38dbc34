import { blog } from '../../copy/pages';
import type { Post } from '../../dataset/schemas/post';
import { blogPath } from '../../routing/routes';
import { blog as blogLd } from '../jsonld';
import { postCategories } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { type TrailRouteData, trailFromHome, trailJsonLd } from './route';

/** A category chip: `slug` is what the ?category= script matches. */
export interface BlogChip {
  readonly label: string;
  readonly slug: string;
  readonly href: string;
}

export interface BlogListRoute extends TrailRouteData {
  /** "Alla artiklar": the whole list (its chip matches no category: data-chip=""). */
  readonly allChip: { readonly label: string; readonly href: string };
  /** One chip per post category, in Swedish order. */
  readonly chips: readonly BlogChip[];
  /** Every published post, newest first. */
  readonly posts: readonly Post[];
  readonly text: typeof blog;
}

export function blogListRoute(site: Site): BlogListRoute {
  const { posts, url } = site;
  const path = blogPath();
  const trail = trailFromHome([], blog.heading);
  return {
    head: buildHead(
      {
        title: blog.metaTitle,
        description: blog.metaDescription,
        path,
        jsonLd: [
          trailJsonLd(trail, path, url),
          blogLd({ name: blog.heading, description: blog.metaDescription, path }, posts, url),
        ],
      },
      url,
    ),
    trail,
    allChip: { label: blog.allChip, href: path },
    chips: postCategories(posts).map((category) => ({
      label: category.name,
      slug: category.slug,
      href: blogPath(category.slug),
    })),
    posts,
    text: blog,
  };
}
