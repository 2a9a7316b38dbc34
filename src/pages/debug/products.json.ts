import type { APIRoute } from 'astro';
import { toDebugProduct } from '../../client/debug';
import { loadProducts } from '../../render/collections';

/** Product index for the debug tool; fetched only when a visitor opens the tool. */
export const GET: APIRoute = async () => {
  const products = await loadProducts();
  return new Response(JSON.stringify(products.map(toDebugProduct)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
