/**
 * What the sitemap lists (spec §2): exactly the canonical pages. Not-found
 * views, the 404 page and tool endpoints stay out; lastmod is given only
 * where the data has a real date (blog posts, and the blog list as of its
 * newest post). This is the route table's half of the filter; the build's
 * filter (src/integrations/sitemap-pages.ts) also leaves out any page whose
 * own head says noindex (an empty price-drops list).
 */
import { blogPath, isIndexedPath, postPath } from '../routing/routes';

export function includeInSitemap(url: string): boolean {
  const path = new URL(url).pathname.replace(/\/$/, '') || '/';
  return isIndexedPath(path);
}

export interface DatedPost {
  readonly slug: string;
  readonly updated_at: string;
}

/** lastmod per page path, from the posts' update times. */
export function lastmodByPath(posts: readonly DatedPost[]): Map<string, string> {
  const dates = new Map<string, string>();
  let newest = '';
  for (const post of posts) {
    dates.set(postPath(post.slug), post.updated_at);
    if (post.updated_at > newest) newest = post.updated_at;
  }
  if (newest) dates.set(blogPath(), newest);
  return dates;
}

const sitemapCollator = new Intl.Collator('en', { numeric: true });

/**
 * The order @astrojs/sitemap sorts its URLs in (`localeCompare(…, 'en',
 * { numeric: true })`). It sorts the pages in the order Astro built them,
 * and each localeCompare call sets up a collator: on 10,000 shuffled product
 * URLs that sort alone took 1.3 s, on 50,000 several times more. Routes with
 * thousands of pages list them in this order in getStaticPaths, so the
 * sitemap's sort finds one long sorted run and makes one comparison per URL.
 */
export function sitemapOrder(a: string, b: string): number {
  return sitemapCollator.compare(a, b);
}
