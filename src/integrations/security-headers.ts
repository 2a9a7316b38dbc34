/**
 * Writes `dist/_headers` with the Content-Security-Policy of src/integrations/csp.ts
 * after the build, when the inline scripts and styles of every page are
 * known. The other headers (caching, nosniff, referrer, permissions) are
 * static and live in netlify.toml; Netlify applies both files.
 *
 * The inline scripts a page may hold are known before any page renders:
 * Astro's island runtime, the client directives and the module scripts
 * Astro inlined (all in the manifest of Astro's prerender app, which
 * renderedPages() hands over through `onPrerenderApp`), and the site's
 * own constant inline scripts. A page with any other inline script fails the
 * build: that would be data reaching a script, or a component nobody
 * registered.
 *
 * Each page is read as it renders (`inspectPages`, handed to
 * renderedPages()), so the check costs no second read of dist/ (issue 23);
 * an HTML file of dist/ that did not pass through the renderer is read from
 * disk, so every page is checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { OWN_INLINE_SCRIPTS } from '../render/own-inline-scripts';
import {
  type CheckedPage,
  checkPage,
  collectChecked,
  collectInlineSources,
  contentSecurityPolicy,
  knownScriptHashes,
  pageInlineSources,
} from './csp';
import type { PageInspector, PrerenderApp } from './rendered-pages/index';

/** Every inline script body this build may emit. */
export function knownInlineScripts(manifest: PrerenderApp['manifest'], own: readonly string[]): string[] {
  return [islandScript, ...manifest.clientDirectives.values(), ...manifest.inlinedScripts.values(), ...own];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * The file Astro writes for a page it requested (build.format 'file': it asks
 * for /produkt/x.html), relative to dist/: produkt/x.html; / is index.html.
 * Percent-encoded characters are decoded, as in the file name. A path this
 * gets wrong only costs time: its file is then read from disk.
 */
export function htmlFileOf(pathname: string): string {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts.length === 0) return 'index.html';
  const file = parts.map((part) => decodeURIComponent(part)).join(path.sep);
  return file.endsWith('.html') ? file : `${file}.html`;
}

export interface SecurityHeaders extends AstroIntegration {
  /** Pass to renderedPages({ onApp }): reads the inline scripts Astro may emit. */
  readonly onPrerenderApp: (app: PrerenderApp) => void;
  /** Pass to renderedPages({ inspectPages }): reads each page's inline sources as it renders. */
  readonly inspectPages: PageInspector;
}

export default function securityHeaders(): SecurityHeaders {
  let known: Set<string> | undefined;
  // Pages read while they rendered, by the file they become, checked at
  // once so that nothing of a page's text is kept (a slice of it would keep
  // all of it: 0.5 GB at 10,000 products); every other HTML file of dist/
  // (none today) is read from disk at the end.
  const rendered = new Map<string, CheckedPage>();
  return {
    name: 'vinkylguiden:security-headers',
    onPrerenderApp(app) {
      known = knownScriptHashes(knownInlineScripts(app.manifest, OWN_INLINE_SCRIPTS));
    },
    inspectPages: {
      onPage(pathname, page) {
        // onPrerenderApp has run before any page renders; without it the build fails at the end anyway.
        rendered.set(htmlFileOf(pathname), checkPage(pageInlineSources(page), known ?? new Set()));
      },
    },
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!known) {
          throw new Error(
            'security headers: the known inline scripts were not read; wire renderedPages({ onApp: securityHeaders.onPrerenderApp }) in astro.config.ts',
          );
        }
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        const sources = { scripts: new Set<string>(), styles: new Set<string>() };
        let fromDisk = 0;
        for (const file of files) {
          const name = path.relative(root, file);
          const checked = rendered.get(name);
          if (checked) {
            collectChecked(checked, sources, name);
            continue;
          }
          // Synchronous reads: nothing else runs at this point, and
          // promise-based reads cost more in thread-pool round trips than
          // the reads themselves.
          collectInlineSources(readFileSync(file), known, sources, name);
          fromDisk += 1;
        }
        rendered.clear();
        const supabase = process.env.PUBLIC_SUPABASE_URL?.trim();
        const policy = contentSecurityPolicy(sources, supabase ? { connect: [new URL(supabase).origin] } : {});
        const target = path.join(root, '_headers');
        const handWritten = existsSync(target) ? `${(await readFile(target, 'utf8')).trimEnd()}\n\n` : '';
        await writeFile(
          target,
          `${handWritten}# Generated by src/integrations/security-headers.ts at build time; do not edit.\n/*\n  Content-Security-Policy: ${policy}\n`,
        );
        logger.info(
          `_headers: CSP with ${sources.scripts.size} script and ${sources.styles.size} style hashes; ` +
            `${files.length - fromDisk} of ${files.length} pages read while they rendered, ${fromDisk} from dist/`,
        );
      },
    },
  };
}
