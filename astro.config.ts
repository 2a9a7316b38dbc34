import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import netlifyRedirects from './src/integrations/netlify-redirects';
import { resolveSiteUrl } from './src/lib/site';

// SITE_URL overrides the production origin (e.g. a deploy preview); canonical
// links, the sitemap and Open Graph URLs are built from it.
const site = resolveSiteUrl(process.env.SITE_URL);

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /produkt/x.html served as /produkt/x: no trailing-slash directories.
    format: 'file',
  },
  integrations: [react(), sitemap(), netlifyRedirects()],
  vite: {
    plugins: [tailwindcss()],
  },
});
