import type { APIRoute } from 'astro';

/** robots.txt pointing at the sitemap of the configured site (SITE_URL). */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /debug/',
    'Disallow: /produkt-hittades-inte',
    'Disallow: /inlagget-hittades-inte',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
