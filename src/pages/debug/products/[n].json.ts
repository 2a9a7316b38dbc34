import type { APIRoute, GetStaticPaths } from 'astro';
import { debugProductsShard } from '../../../client/debug';
import { loadSite } from '../../../render/load-site';
import { debugProductsShardCount } from '../../../routing/routes';

/**
 * /debug/products/{n}.json: one shard of the debug tool's product index
 * (debugProductsShardPath), fetched only when a visitor opens the tool. In
 * shards because one file of the whole catalogue passed Netlify's 10 MiB
 * per file before 50,000 products (docs/scale.md).
 */
export const getStaticPaths = (async () =>
  Array.from({ length: debugProductsShardCount((await loadSite()).products.length) }, (_, n) => ({
    params: { n: String(n) },
    props: { n },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ n: number }> = async ({ props }) =>
  new Response(JSON.stringify(debugProductsShard((await loadSite()).products, props.n)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
