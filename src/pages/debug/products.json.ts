import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { toDebugProduct } from '../../lib/debug';

/** Product index for the debug tool; fetched only when a visitor opens the tool. */
export const GET: APIRoute = async () => {
  const products = await getCollection('products');
  return new Response(JSON.stringify(products.map(({ data }) => toDebugProduct(data))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
