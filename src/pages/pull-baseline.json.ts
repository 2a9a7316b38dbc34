import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { parseBaseline } from '../dataset/schemas/baseline';

/**
 * /pull-baseline.json: the pull guard's baseline as `npm run pull` wrote it,
 * published so that the next build of any path (Netlify, CI) reads the
 * counts of what is live (docs/pull-guard.md). Not a page: the sitemap
 * lists pages only. A missing or invalid file fails the build, because a
 * deploy without it would make every following Supabase pull refuse.
 */
export const GET: APIRoute = () => {
  const file = path.join(import.meta.env.DATA_DIR, 'pull-baseline.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${file}: cannot read the pull baseline (run \`npm run pull\` first): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const parsed = parseBaseline(text);
  if (!parsed.ok) throw new Error(`${file} ${parsed.problem}`);
  return new Response(`${JSON.stringify(parsed.baseline, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
