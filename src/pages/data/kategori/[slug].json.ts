import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCategories, loadProducts } from '../../../render/collections';
import { listingFile } from '../../../render/listing';
import { categoryListing, categoryPageSlugs } from '../../../render/routes/category';

/**
 * /data/kategori/{slug}.json: what a category's filter loads on the first
 * interaction (src/client/listing-data.ts). Not a page: the sitemap lists
 * pages only, and nothing links here.
 */
export const getStaticPaths = (async () =>
  categoryPageSlugs(await loadCategories()).map((slug) => ({
    params: { slug },
    props: { slug },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: string }> = async ({ props }) => {
  const products = await loadProducts();
  return new Response(JSON.stringify(listingFile(categoryListing(products, props.slug), products)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
