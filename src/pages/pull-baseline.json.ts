import type { APIRoute } from 'astro';
import { readDataFile } from '../dataset/read';

/**
 * /pull-baseline.json: the pull guard's baseline as `npm run pull` wrote it,
 * published so that the next build of any path (Netlify, CI) reads the
 * counts of what is live (docs/pull-guard.md). Not a page: the sitemap
 * lists pages only. A missing or invalid file fails the build, because a
 * deploy without it would make every following Supabase pull refuse.
 */
export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(readDataFile(import.meta.env.DATA_DIR, 'baseline'), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
