/**
 * Builds the search index (issue 14) with Pagefind's Node API after the
 * pages are written, so `astro build` alone produces it: Pagefind reads
 * every HTML file of dist/ and indexes the pages that carry
 * `data-pagefind-body` (products, page 1 of categories and brands, posts,
 * the info pages; docs/search.md). It writes dist/pagefind/: the loader
 * (pagefind.js, its worker and WebAssembly), the word index in chunks, the
 * filter index, and one fragment file per indexed page.
 *
 * Netlify refuses a deploy with more than 54,000 files in one directory, and
 * the fragments all go into one (pagefind/fragment/). Pagefind groups
 * fragments into shared files above `maxFragments`, so the folder stays
 * below the limit whatever the catalogue; the build still fails, naming the
 * folder, the count and the limit, if any folder of the index passes it.
 *
 * The browser loads /pagefind/pagefind.js with a literal dynamic import
 * (src/client/pagefind.ts); Vite must leave it alone (it is written after
 * the bundle), so it is marked external here.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { PAGEFIND_MODULE } from '../client/pagefind-path';

/** Netlify's limit: a deploy with more files than this in one directory fails. */
export const NETLIFY_FILES_PER_DIRECTORY = 54_000;

/**
 * Fragment files per language before Pagefind groups them into shared files.
 * Below the limit with room for the rest of the folder; a catalogue of up to
 * this many indexed pages keeps one small fragment per result.
 */
export const MAX_FRAGMENT_FILES = 50_000;

/**
 * The HTML files that can hold an indexed page (data-pagefind-body decides):
 * top-level pages (categories, info pages), products, brands and posts.
 * Later listing pages (`x/sida/n.html`) and the list pages of products are
 * never read: at 50,000 products they are thousands of large files.
 */
export const INDEXED_GLOBS = ['*.html', 'produkt/*.html', 'varumarken/*.html', 'vinbloggen/*.html'] as const;

/** Files of Pagefind's ready-made interfaces; the site has its own (src/islands/Search*.tsx). */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

export interface FolderCount {
  /** Relative to the index folder, with forward slashes ('' is the folder itself). */
  readonly folder: string;
  readonly files: number;
  readonly bytes: number;
}

export interface IndexSummary {
  readonly pages: number;
  readonly files: number;
  readonly bytes: number;
  /** Files in pagefind/fragment/ (one per page, or shared groups above MAX_FRAGMENT_FILES). */
  readonly fragmentFiles: number;
  readonly largest: FolderCount;
}

/** Thrown when a folder of the index would hold more files than Netlify deploys. */
export class DirectoryLimitError extends Error {
  constructor(
    readonly folder: string,
    readonly files: number,
    readonly limit: number,
  ) {
    super(
      `search index: ${folder} holds ${files.toLocaleString('en')} files; Netlify refuses a deploy with more than ${limit.toLocaleString('en')} files in one directory (lower MAX_FRAGMENT_FILES in src/integrations/search-index.ts or index fewer pages)`,
    );
    this.name = 'DirectoryLimitError';
  }
}

/** The summary of the index's folders (pure); throws DirectoryLimitError when one passes `limit`. */
export function summariseIndex(
  folders: readonly FolderCount[],
  pages: number,
  root = 'pagefind',
  limit = NETLIFY_FILES_PER_DIRECTORY,
): IndexSummary {
  const empty: FolderCount = { folder: '', files: 0, bytes: 0 };
  const largest = folders.reduce((max, folder) => (folder.files > max.files ? folder : max), empty);
  if (largest.files > limit) throw new DirectoryLimitError(`${root}/${largest.folder}`, largest.files, limit);
  return {
    pages,
    files: folders.reduce((sum, folder) => sum + folder.files, 0),
    bytes: folders.reduce((sum, folder) => sum + folder.bytes, 0),
    fragmentFiles: folders.find((folder) => folder.folder === 'fragment')?.files ?? 0,
    largest,
  };
}

/** Files and bytes per folder below `dir`. */
async function countFolders(dir: string): Promise<FolderCount[]> {
  const counts = new Map<string, { files: number; bytes: number }>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const folder = path.relative(dir, entry.parentPath).split(path.sep).join('/');
    const count = counts.get(folder) ?? { files: 0, bytes: 0 };
    count.files += 1;
    count.bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    counts.set(folder, count);
  }
  return [...counts].map(([folder, count]) => ({ folder, ...count }));
}

function failIf(errors: readonly string[], step: string): void {
  if (errors.length > 0) throw new Error(`search index: ${step} failed: ${errors.join('; ')}`);
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'vinkylguiden:search-index',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { rollupOptions: { external: [PAGEFIND_MODULE] } } } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const output = path.join(site, 'pagefind');
        const started = performance.now();
        const created = await pagefind.createIndex({ maxFragments: MAX_FRAGMENT_FILES });
        failIf(created.errors, 'createIndex');
        const index = created.index;
        if (!index) throw new Error('search index: Pagefind returned no index');
        try {
          let read = 0;
          for (const glob of INDEXED_GLOBS) {
            const added = await index.addDirectory({ path: site, glob });
            failIf(added.errors, `indexing dist/${glob}`);
            read += added.page_count;
          }
          const indexed = performance.now();
          failIf((await index.writeFiles({ outputPath: output })).errors, 'writing dist/pagefind');
          const written = performance.now();
          const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
            languages: Record<string, { page_count: number }>;
          };
          const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
          if (entry.languages.sv === undefined) {
            throw new Error(`search index: no Swedish index (languages: ${Object.keys(entry.languages).join(', ')})`);
          }
          for (const file of await readdir(output)) {
            if (UNUSED_FILES.test(file)) await rm(path.join(output, file));
          }
          const summary = summariseIndex(await countFolders(output), pages);
          const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
          logger.info(
            `pagefind/: ${summary.pages} pages indexed (of ${read} HTML files read), ` +
              `${summary.fragmentFiles} fragment files, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KiB, ` +
              `largest folder pagefind/${summary.largest.folder} (${summary.largest.files} files); ` +
              `read and indexed in ${seconds(started, indexed)} s, written in ${seconds(indexed, written)} s`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
