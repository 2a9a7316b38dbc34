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
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The peak memory (VmHWM, MiB) of this process's child named `name`, read
 * from Linux's /proc; null where there is no /proc or no such child.
 * Pagefind indexes in its own process, which the build's own memory
 * figures do not show (issue 23 asks for its peak at each catalogue size).
 */
export function childPeakMb(name: string, parent = process.pid, proc = '/proc'): number | null {
  let entries: string[];
  try {
    entries = readdirSync(proc).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let peak: number | null = null;
  for (const pid of entries) {
    try {
      const stat = readFileSync(path.join(proc, pid, 'stat'), 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      if (ppid !== parent || !comm.startsWith(name)) continue;
      const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(path.join(proc, pid, 'status'), 'utf8'));
      if (hwm) peak = Math.max(peak ?? 0, Number(hwm[1]) / 1024);
    } catch {
      // The process ended while it was read: not the one still indexing.
    }
  }
  return peak;
}

/** What the build log says of the index step (the bench reads it back with {@link parseIndexTimes}). */
export interface IndexTimes {
  readonly indexSeconds: number;
  readonly writeSeconds: number;
  readonly peakMb: number | null;
}

export function formatIndexTimes(times: IndexTimes): string {
  const peak = times.peakMb === null ? 'unknown' : `${times.peakMb.toFixed(0)} MiB`;
  return `read and indexed in ${times.indexSeconds.toFixed(1)} s, written in ${times.writeSeconds.toFixed(1)} s, Pagefind's process peaked at ${peak}`;
}

export function parseIndexTimes(log: string): IndexTimes | null {
  const found =
    /read and indexed in ([\d.]+) s, written in ([\d.]+) s, Pagefind's process peaked at (?:([\d.]+) MiB|unknown)/.exec(
      log,
    );
  if (!found) return null;
  return {
    indexSeconds: Number(found[1]),
    writeSeconds: Number(found[2]),
    peakMb: found[3] === undefined ? null : Number(found[3]),
  };
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
          const peakMb = childPeakMb('pagefind');
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
          const times = { indexSeconds: (indexed - started) / 1000, writeSeconds: (written - indexed) / 1000, peakMb };
          logger.info(
            `pagefind/: ${summary.pages} pages indexed (of ${read} HTML files read), ` +
              `${summary.fragmentFiles} fragment files, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KiB, ` +
              `largest folder pagefind/${summary.largest.folder} (${summary.largest.files} files); ${formatIndexTimes(times)}`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
