import type { APIRoute, GetStaticPaths } from 'astro';
import { loadSite } from '../../../../render/load-site';

/**
 * /data/jamfor/{version}/{n}.json: the products of shard n as the compare
 * page shows them (src/features/compare/compare-data.browser.ts). Only /jamfor fetches them,
 * and only the shards of the products in its URL. The version is the hash of
 * all shards, so a compare page of an older build never reads newer shards.
 */
export const getStaticPaths = (async () => {
  const { version, shards } = (await loadSite()).compare();
  return shards.map((_, shard) => ({ params: { version, shard: String(shard) }, props: { shard } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ shard: number }> = async ({ props }) =>
  new Response(JSON.stringify((await loadSite()).compare().shards[props.shard]), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
