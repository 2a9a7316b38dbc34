import type { APIRoute, GetStaticPaths } from 'astro';
import { cardChunk, cardChunkCount } from '../../../../features/listing-filter/listing.build';
import { loadSite } from '../../../../render/load-site';

/**
 * /data/kort/{version}/{n}.json: the cards of catalogue positions
 * n·CARD_CHUNK onwards, for the results a listing's filter shows
 * (src/client/card.ts tuples). The version is the build's card hash, so a
 * listing file of an older build never reads another build's cards.
 */
export const getStaticPaths = (async () => {
  const cards = (await loadSite()).cards();
  return Array.from({ length: cardChunkCount(cards) }, (_, chunk) => ({
    params: { version: cards.version, chunk: String(chunk) },
    props: { chunk },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ chunk: number }> = async ({ props }) =>
  new Response(JSON.stringify(cardChunk((await loadSite()).cards(), props.chunk)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
