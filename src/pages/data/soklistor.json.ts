import type { APIRoute } from 'astro';
import { encodeSearchListings } from '../../features/search/search-listings.browser';
import { searchListings } from '../../features/search/search-listings.build';
import { loadSite } from '../../render/load-site';

/**
 * /data/soklistor.json: the listings a search may answer with and how the
 * brands are written (src/features/search/search-listings.browser.ts),
 * fetched with the search index. Its size follows the categories and brands.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(encodeSearchListings(searchListings(await loadSite()))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
