import type { APIRoute, GetStaticPaths } from 'astro';
import { loadSite } from '../../render/load-site';
import { dealsFeed } from '../../render/routes/deals';

/**
 * /prisfall/{category}.xml: the Atom feed of one category page's largest proven price drops (issue 38 §2),
 * linked from /prisfall/{category}'s head. Every category page has one, drops or not, so a subscription
 * outlives a day without any.
 */
export const getStaticPaths = (async () =>
  (await loadSite()).categoryPageSlugs.map((category) => ({
    params: { category },
    props: { category },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ category: string }> = async ({ props }) =>
  new Response(dealsFeed(await loadSite(), props.category), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
