import type { APIRoute } from 'astro';
import { searchVocabulary } from '../../features/search/search-record.build';
import { loadSite } from '../../render/load-site';

/**
 * /data/sokord.json: the words search corrects a misspelt query against
 * (src/features/search/search-correct.browser.ts), fetched only when a search finds nothing.
 * Built from categories, brands and post titles: its size follows those,
 * not the number of products.
 */
export const GET: APIRoute = async () => {
  const { categories, brands, posts } = await loadSite();
  const words = searchVocabulary(
    [{ slug: 'vinkyl', name: 'Vinkyl' }, ...categories],
    brands,
    posts.map((post) => post.title),
  );
  return new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
