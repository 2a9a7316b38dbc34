import type { APIRoute, GetStaticPaths } from 'astro';
import type { Brand } from '../../../dataset/schemas/taxonomy';
import { loadBrands, loadProducts } from '../../../render/collections';
import { listingFile } from '../../../render/listing';
import { brandListing } from '../../../render/routes/brand';

/** /data/varumarke/{slug}.json: what a brand's filter loads on the first interaction (src/client/listing-data.ts). */
export const getStaticPaths = (async () =>
  (await loadBrands()).map((brand) => ({ params: { slug: brand.slug }, props: { brand } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ brand: Brand }> = async ({ props }) => {
  const products = await loadProducts();
  return new Response(JSON.stringify(listingFile(brandListing(products, props.brand), products)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
