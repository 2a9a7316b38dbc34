import type { APIRoute, GetStaticPaths } from 'astro';
import { listingFile } from '../../../render/listing';
import { loadSite } from '../../../render/load-site';

/** /data/varumarke/{slug}.json: what a brand's filter loads on the first interaction (src/client/listing-data.ts). */
export const getStaticPaths = (async () =>
  (await loadSite()).brands.map(({ slug }) => ({ params: { slug }, props: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ slug: string }> = async ({ props }) => {
  const site = await loadSite();
  return new Response(JSON.stringify(listingFile(site.brandListing(props.slug), site.cards())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
