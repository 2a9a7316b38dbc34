import type { APIRoute, GetStaticPaths } from 'astro';
import { listingFile } from '../../../features/listing-filter/listing.build';
import { loadSite } from '../../../render/load-site';

/**
 * /data/kategori/{slug}.json: what a category's filter loads on the first
 * interaction (src/features/listing-filter/listing-data.browser.ts). Not a page: the sitemap lists
 * pages only, and nothing links here.
 */
export const getStaticPaths = (async () =>
  (await loadSite()).categoryPageSlugs.map((slug) => ({
    params: { slug },
    props: { slug },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: string }> = async ({ props }) => {
  const site = await loadSite();
  return new Response(JSON.stringify(listingFile(site.categoryListing(props.slug), site.cards())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
