import type { APIRoute } from 'astro';
import { loadProducts } from '../../lib/collections';
import { toDebugProduct } from '../../lib/debug';

/** Product index for the debug tool; fetched only when a visitor opens the tool. */
export const GET: APIRoute = async () => {
  const products = await loadProducts();
  return new Response(JSON.stringify(products.map(toDebugProduct)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
