import { defineMiddleware } from 'astro:middleware';
import { collectInlineSources, renderedSources } from './lib/csp';

/**
 * Gathers the inline scripts and styles of every prerendered page for the
 * Content-Security-Policy as the page is rendered (src/lib/csp.ts,
 * src/integrations/security-headers.ts). It changes nothing in the page.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.isPrerendered || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const sources = renderedSources();
  try {
    collectInlineSources(html, sources);
  } catch (error) {
    throw new Error(`${context.url.pathname}: ${(error as Error).message}`);
  }
  sources.pages += 1;
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
