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
 * A catalogue of more than PRODUCTS_PER_SEARCH_BUNDLE products is indexed
 * as several bundles, one Pagefind process after another, so no process
 * holds every product (src/features/search/search-bundles.browser.ts): the first in
 * pagefind/, the others in pagefind/bundle-n/, the pages dealt out over
 * them so each bundle is a sample of the site (./search-partition.ts). The
 * build fails when the pages announce other bundles than this step builds.
 *
 * The browser loads /pagefind/pagefind.js with a literal dynamic import
 * (src/features/search/pagefind.browser.ts); Vite must leave it alone (it is written after
 * the bundle), so it is marked external here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { PAGEFIND_MODULE } from './pagefind-path.browser';
import {
  FIRST_SEARCH_BUNDLE,
  PRODUCTS_PER_BUNDLE_ENV,
  parseSearchBundles,
  productsPerBundle,
  searchBundleCount,
  searchBundlePath,
} from './search-bundles.browser';
import { dealtGlobs, type IndexedFolder } from './search-partition.build';

/** The folder of the product pages in dist/: their count decides the number of bundles. */
export const PRODUCT_FOLDER = 'produkt';

/** Netlify's limit: a deploy with more files than this in one directory fails. */
export const NETLIFY_FILES_PER_DIRECTORY = 54_000;

/**
 * Fragment files per language before Pagefind groups them into shared files.
 * Below the limit with room for the rest of the folder; a catalogue of up to
 * this many indexed pages keeps one small fragment per result.
 */
export const MAX_FRAGMENT_FILES = 50_000;

/**
 * The folders of dist/ whose HTML files can hold an indexed page
 * (data-pagefind-body decides): top-level pages (categories, info pages),
 * products, brands and posts. Later listing pages (`x/sida/n.html`) and the
 * list pages of products are never read: at 50,000 products they are
 * thousands of large files.
 */
export const INDEXED_FOLDERS = ['', PRODUCT_FOLDER, 'varumarken', 'vinbloggen'] as const;

/** One glob per folder of INDEXED_FOLDERS: what a site of one bundle indexes. */
export const INDEXED_GLOBS: readonly string[] = INDEXED_FOLDERS.map((folder) =>
  folder === '' ? '*.html' : `${folder}/*.html`,
);

/** Files of Pagefind's ready-made interfaces; the site has its own (src/islands/Search*.tsx). */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/**
 * A further bundle is searched by its own Pagefind instance, created by the
 * first bundle's loader in the first bundle's worker: it needs its index
 * and its WebAssembly, not a loader or worker of its own.
 */
const UNUSED_IN_FURTHER_BUNDLES = /^pagefind(-component-ui|-modular-ui|-ui|-highlight|-worker)?\.(js|css)$/;

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
  /** Files in the bundles' fragment/ folders (one per page, or shared groups above MAX_FRAGMENT_FILES). */
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
      `search index: ${folder} holds ${files.toLocaleString('en')} files; Netlify refuses a deploy with more than ${limit.toLocaleString('en')} files in one directory (lower MAX_FRAGMENT_FILES in src/features/search/search-index.build.ts or index fewer pages)`,
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
    fragmentFiles: folders
      .filter((folder) => folder.folder === 'fragment' || folder.folder.endsWith('/fragment'))
      .reduce((sum, folder) => sum + folder.files, 0),
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

/** The pids of this process's children whose command name starts with `name`, from Linux's /proc (none without it). */
export function childPids(name: string, parent = process.pid, proc = '/proc'): string[] {
  let entries: string[];
  try {
    entries = readdirSync(proc).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.filter((pid) => {
    try {
      const stat = readFileSync(path.join(proc, pid, 'stat'), 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      return ppid === parent && comm.startsWith(name);
    } catch {
      return false; // it ended while it was read
    }
  });
}

/**
 * The peak memory (VmHWM, MiB) of this process's child named `name`, read
 * from Linux's /proc; null where there is no /proc or no such child.
 * Pagefind indexes in its own process, which the build's own memory
 * figures do not show (issue 23 asks for its peak at each catalogue size).
 */
export function childPeakMb(name: string, parent = process.pid, proc = '/proc'): number | null {
  let peak: number | null = null;
  for (const pid of childPids(name, parent, proc)) {
    try {
      const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(path.join(proc, pid, 'status'), 'utf8'));
      if (hwm) peak = Math.max(peak ?? 0, Number(hwm[1]) / 1024);
    } catch {
      // The process ended while it was read: not the one still indexing.
    }
  }
  return peak;
}

/**
 * Waits, up to `limitMs`, until no child named `name` is left: not even
 * unreaped. Pagefind's `close()` only signals its process to end; once Node
 * has reaped it, its CPU time counts in this process's children, so a
 * benchmark's figures include Pagefind's work every time, not only when the
 * build happened to outlive it. The next bundle's process also starts only
 * after the last one's memory is freed.
 */
export async function childrenEnded(
  name: string,
  limitMs = 10_000,
  parent = process.pid,
  proc = '/proc',
): Promise<boolean> {
  const until = performance.now() + limitMs;
  while (childPids(name, parent, proc).length > 0) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
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

/** Thrown when the pages announce other search bundles than the index step builds. */
export class BundleMismatchError extends Error {
  constructor(
    readonly announced: readonly string[],
    readonly built: readonly string[],
    readonly products: number,
  ) {
    super(
      `search index: the pages announce the extra bundles [${announced.join(', ')}], but ${products} product pages make [${built.join(', ')}] (src/features/search/search-bundles.browser.ts; was ${PRODUCTS_PER_BUNDLE_ENV} the same for the whole build?)`,
    );
    this.name = 'BundleMismatchError';
  }
}

/** The extra bundles the home page announces on `<html data-search-bundles>`. */
export function announcedBundles(html: string): string[] {
  const start = html.indexOf('<html');
  const tag = start === -1 ? '' : html.slice(start, html.indexOf('>', start) + 1 || undefined);
  return parseSearchBundles(/\sdata-search-bundles="([^"]*)"/.exec(tag)?.[1], FIRST_SEARCH_BUNDLE);
}

/** What one Pagefind process indexes and where it writes it. */
export interface BundlePlan {
  /** The bundle's folder below dist/, without slashes at either end. */
  readonly folder: string;
  /** Globs relative to dist/, in the order they are added. */
  readonly globs: readonly string[];
}

/**
 * The bundles for a site whose indexed folders hold `folders`: one bundle of
 * INDEXED_GLOBS up to `perBundle` products, as before bundles existed;
 * otherwise every folder dealt out over the bundles (./search-partition.ts).
 */
export function planBundles(folders: readonly IndexedFolder[], perBundle: number): BundlePlan[] {
  const products = folders.find((folder) => folder.folder === PRODUCT_FOLDER)?.names.length ?? 0;
  const count = searchBundleCount(products, perBundle);
  if (count === 1) return [{ folder: searchBundlePath(0).slice(1, -1), globs: INDEXED_GLOBS }];
  return dealtGlobs(folders, count).map((globs, index) => ({ folder: searchBundlePath(index).slice(1, -1), globs }));
}

/** The HTML files of each of INDEXED_FOLDERS in dist/ (names without `.html`). */
async function indexedFolders(site: string): Promise<IndexedFolder[]> {
  return Promise.all(
    INDEXED_FOLDERS.map(async (folder) => {
      const entries = await readdir(path.join(site, folder), { withFileTypes: true }).catch(() => []);
      const names = entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
        .map((entry) => entry.name.slice(0, -'.html'.length));
      return { folder, names };
    }),
  );
}

interface BundleResult {
  readonly read: number;
  readonly indexSeconds: number;
  readonly writeSeconds: number;
  readonly peakMb: number | null;
}

/** Indexes and writes one bundle in its own Pagefind process, which is ended before the next starts. */
async function buildBundle(site: string, plan: BundlePlan): Promise<BundleResult> {
  const output = path.join(site, plan.folder);
  const started = performance.now();
  const created = await pagefind.createIndex({ maxFragments: MAX_FRAGMENT_FILES });
  failIf(created.errors, 'createIndex');
  const index = created.index;
  if (!index) throw new Error('search index: Pagefind returned no index');
  try {
    let read = 0;
    for (const glob of plan.globs) {
      const added = await index.addDirectory({ path: site, glob });
      failIf(added.errors, `indexing dist/${glob}`);
      read += added.page_count;
    }
    const indexed = performance.now();
    failIf((await index.writeFiles({ outputPath: output })).errors, `writing dist/${plan.folder}`);
    const written = performance.now();
    const peakMb = childPeakMb('pagefind');
    return {
      read,
      indexSeconds: (indexed - started) / 1000,
      writeSeconds: (written - indexed) / 1000,
      peakMb,
    };
  } finally {
    await pagefind.close();
    await childrenEnded('pagefind');
  }
}

/**
 * Checks a written bundle, removes the files it does not need and returns
 * its page count. Every bundle keeps its entry, metadata, index folders and
 * WebAssembly; only the first keeps the loader and the worker.
 */
async function finishBundle(site: string, plan: BundlePlan, first: boolean): Promise<number> {
  const output = path.join(site, plan.folder);
  const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  if (entry.languages.sv === undefined) {
    throw new Error(
      `search index: dist/${plan.folder} has no Swedish index (languages: ${Object.keys(entry.languages).join(', ')})`,
    );
  }
  const unused = first ? UNUSED_FILES : UNUSED_IN_FURTHER_BUNDLES;
  for (const file of await readdir(output)) {
    if (unused.test(file)) await rm(path.join(output, file));
  }
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * Indexes the built site `site` (dist/) in bundles of `perBundle` products
 * and returns the line the build log shows. Throws when the pages announce
 * other bundles, a bundle lacks its Swedish index, or a folder passes
 * Netlify's limit.
 */
export async function buildSearchIndex(site: string, perBundle: number): Promise<string> {
  const folders = await indexedFolders(site);
  const plans = planBundles(folders, perBundle);
  const built = plans.slice(1).map((plan) => `/${plan.folder}/`);
  const announced = announcedBundles(await readFile(path.join(site, 'index.html'), 'utf8'));
  if (announced.join(' ') !== built.join(' ')) {
    const products = folders.find((folder) => folder.folder === PRODUCT_FOLDER)?.names.length ?? 0;
    throw new BundleMismatchError(announced, built, products);
  }
  // One bundle after another: each process's memory is freed before the next starts.
  const results: BundleResult[] = [];
  let pages = 0;
  for (const [index, plan] of plans.entries()) {
    results.push(await buildBundle(site, plan));
    pages += await finishBundle(site, plan, index === 0);
  }
  const summary = summariseIndex(await countFolders(path.join(site, 'pagefind')), pages);
  const peaks = results.flatMap((result) => (result.peakMb === null ? [] : [result.peakMb]));
  const times: IndexTimes = {
    indexSeconds: results.reduce((sum, result) => sum + result.indexSeconds, 0),
    writeSeconds: results.reduce((sum, result) => sum + result.writeSeconds, 0),
    peakMb: peaks.length === 0 ? null : Math.max(...peaks),
  };
  const read = results.reduce((sum, result) => sum + result.read, 0);
  return (
    `pagefind/: ${summary.pages} pages indexed in ${plans.length} ${plans.length === 1 ? 'bundle' : 'bundles'} (of ${read} HTML files read), ` +
    `${summary.fragmentFiles} fragment files, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KiB, ` +
    `largest folder pagefind/${summary.largest.folder} (${summary.largest.files} files); ${formatIndexTimes(times)}`
  );
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'vinkylguiden:search-index',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { rollupOptions: { external: [PAGEFIND_MODULE] } } } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const perBundle = productsPerBundle(process.env[PRODUCTS_PER_BUNDLE_ENV]);
        logger.info(await buildSearchIndex(fileURLToPath(dir), perBundle));
      },
    },
  };
}
