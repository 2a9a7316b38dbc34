import type { APIRoute } from 'astro';
import { loadSite } from '../render/load-site';
import { dealsFeed } from '../render/routes/deals';

/** /prisfall.xml: the Atom feed of the largest proven price drops (issue 38 §2), linked from /prisfall's head. */
export const GET: APIRoute = async () =>
  new Response(dealsFeed(await loadSite(), null), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
