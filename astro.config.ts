import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { dataDir } from './src/dataset/files';
import { readDataFileIfPresent } from './src/dataset/read';
import searchIndex from './src/features/search/search-index.build';
import clientDirectives from './src/integrations/client-directives';
import contentTypes from './src/integrations/content-types';
import netlifyRedirects from './src/integrations/netlify-redirects';
import reactIslands from './src/integrations/react-islands';
import renderedPages from './src/integrations/rendered-pages/index';
import securityHeaders from './src/integrations/security-headers';
import sitemapPages from './src/integrations/sitemap-pages';
import { lastmodByPath } from './src/render/sitemap';
import { browserRouteDefines } from './src/routing/routes';
import { browserFactDefines } from './src/shared/fact-registry';
import { resolveSiteUrl } from './src/shared/site';

// SITE_URL overrides the production origin (e.g. a deploy preview); canonical
// links, the sitemap and Open Graph URLs are built from it.
const site = resolveSiteUrl(process.env.SITE_URL);

// Where `npm run pull` writes the data, read by every page through src/dataset/read.ts.
const data = dataDir(fileURLToPath(new URL('.', import.meta.url)));

// Post dates for the sitemap's lastmod; the pull has written them before
// `astro build` runs. Without pulled data (a bare `astro check`) there are
// none; a file that is there but invalid fails the build.
const lastmod = lastmodByPath(readDataFileIfPresent(data, 'posts', []));
// Reads the inline scripts Astro may emit from its prerender app; checks every page against them.
const headers = securityHeaders();
// Reads each page's robots meta as it renders: the sitemap leaves out pages that say noindex.
const sitemapFilter = sitemapPages();
// Reads the Content-Type each endpoint declares (the Atom feeds'), for dist/_headers.
const types = contentTypes();

/**
 * A client chunk's file name as Astro makes it (its `cleanChunkName`:
 * characters other than word characters, dots, hyphens and slashes become
 * underscores), less a feature file's phase suffix.
 */
function browserChunkName(name: string): string {
  return name.replace(/\.browser$/, '').replace(/[^\w.\-/]/g, '_');
}

// The <style> Astro writes before the first island, inside <body> (invalid
// HTML there); its rule is in src/styles/global.css instead.
const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /produkt/x.html served as /produkt/x: no trailing-slash directories.
    format: 'file',
    // Pages in flight at once: while one page's file is written, others
    // render. At 10,000 products page generation took 39 s with 1 and 26 s
    // with 4 (docs/performance.md); 8 is what the bench measured since.
    concurrency: 8,
  },
  integrations: [
    // @astrojs/react, its islands' server render reused across pages.
    reactIslands(),
    clientDirectives(),
    // Each page edited and read for the CSP and the sitemap as it renders; each endpoint's declared type read.
    renderedPages({
      onApp: headers.onPrerenderApp,
      inspectPages: [headers.inspectPages, sitemapFilter.inspectPages],
      inspectEndpoints: [types.inspectEndpoints],
      removeFromPages: [ISLAND_STYLE_ELEMENT],
    }),
    sitemap({
      filter: sitemapFilter.filter,
      serialize(item) {
        const date = lastmod.get(new URL(item.url).pathname.replace(/\/$/, '') || '/');
        return date ? { ...item, lastmod: date } : item;
      },
    }),
    netlifyRedirects(),
    // Before the headers: the CSP check reads dist/ after the index is written.
    searchIndex(),
    headers,
    // After the headers: appends the endpoints' Content-Type rules to the _headers they wrote.
    types,
  ],
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A feature's browser files carry the phase in their name
              // (`pagefind.browser.ts`); their chunks are named without it,
              // as Astro names chunks otherwise (README, "Where things live").
              entryFileNames: (chunk: { readonly name: string }) => `_astro/${browserChunkName(chunk.name)}.[hash].js`,
              chunkFileNames: (chunk: { readonly name: string }) => `_astro/${browserChunkName(chunk.name)}.[hash].js`,
            },
          },
        },
      },
    },
    build: {
      rolldownOptions: {
        output: {
          // The site's one stylesheet gets a name of its own. Vite names a CSS
          // asset after the first module of its chunk (it was
          // BaseLayout.*.css, then seo.*.css once a module moved), so moving
          // code between files renamed it on every page; issue 37 asks for
          // refactors that leave dist/ byte-identical. Other assets keep
          // Astro's [name].[hash] naming.
          assetFileNames: (asset: { readonly names: readonly string[] }) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? '_astro/site.[hash][extname]'
              : '_astro/[name].[hash][extname]',
        },
      },
      // The compare scripts (the tray on every page, the table on /jamfor)
      // must stay inline: no script file at page load. Astro inlines a
      // script chunk without imports below this limit; these two may be
      // larger than Vite's default 4 KiB (their weight is budgeted per page
      // in budgets.json). Every other asset keeps the default.
      assetsInlineLimit: (file: string) =>
        /(^|\/)(jamfor|CompareTray)\.astro_astro_type_script_/.test(file) ? true : undefined,
    },
    define: {
      // Where `npm run pull` writes the data (src/render/collections.ts reads products.json from it).
      'import.meta.env.DATA_DIR': JSON.stringify(data),
      // The route table's paths that browser code uses, as literals (src/routing/routes.ts `browserRoutes`).
      ...browserRouteDefines(),
      // The compare table's rows of product facts, from the fact registry (src/shared/fact-registry.ts).
      ...browserFactDefines(),
    },
  },
});
