// The React renderer Astro loads into the prerender bundle (see island-cache.ts):
// @astrojs/react's own, checking and rendering each island once per build.
import react from '@astrojs/react/server.js';
import { cachingRenderer } from './island-cache';

export default cachingRenderer(react);
