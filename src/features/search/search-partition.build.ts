/**
 * Which pages each search bundle indexes (src/features/search/search-bundles.browser.ts).
 *
 * The browser ranks the results of several bundles against each other by
 * Pagefind's score, which weighs a word by how rare it is within its own
 * bundle and a page's length against its bundle's average. Those are alike
 * only when every bundle is a sample of the whole site: so the pages of each
 * folder, sorted by name, are dealt out in turn (page i to bundle i mod n).
 * Runs of names would not do: product names start with the brand, so one
 * bundle would hold all of a brand's products, and the brand's name would
 * be common there and rare everywhere else.
 *
 * Pagefind selects files by glob, one per `addDirectory` call, so a bundle's
 * share of a folder is named in globs of alternatives
 * (`produkt/{a-1,c-7,…}.html`). Pagefind 1.6 rejects a glob of 5,000
 * alternatives and reads one of 2,000 in the time it takes to parse the
 * pages, so each glob names at most NAMES_PER_GLOB pages.
 */

/** Pages named in one glob: below the 2,000 that were measured to work with Pagefind 1.6. */
export const NAMES_PER_GLOB = 1_000;

/** Characters a page name may hold: none of them means anything in a glob. */
const PLAIN_NAME = /^[A-Za-z0-9._-]+$/;

/** Thrown for a page name a glob could not name literally (a slug is [a-z0-9-]; this is a guard). */
export class UnglobbableNameError extends Error {
  constructor(readonly file: string) {
    super(`search index: the page ${file} has characters a glob would read as a pattern`);
    this.name = 'UnglobbableNameError';
  }
}

/** The HTML pages of one folder of dist/ that the index reads. */
export interface IndexedFolder {
  /** Relative to dist/, without slashes at either end; '' is dist/ itself. */
  readonly folder: string;
  /** File names without `.html`, in any order. */
  readonly names: readonly string[];
}

/** The glob of `names` (at least one) in `folder`. */
export function namesGlob(folder: string, names: readonly string[]): string {
  const prefix = folder === '' ? '' : `${folder}/`;
  const alternatives = names.length === 1 ? (names[0] as string) : `{${names.join(',')}}`;
  return `${prefix}${alternatives}.html`;
}

/** Deals `names`, sorted, out to `bundles` shares in turn. */
export function dealNames(names: readonly string[], bundles: number): string[][] {
  const shares: string[][] = Array.from({ length: bundles }, () => []);
  [...names].sort().forEach((name, index) => {
    shares[index % bundles]?.push(name);
  });
  return shares;
}

/**
 * The globs of each of `bundles` bundles: every folder's pages dealt out in
 * turn, named NAMES_PER_GLOB at a time, folders in the order given.
 */
export function dealtGlobs(folders: readonly IndexedFolder[], bundles: number): string[][] {
  const globs: string[][] = Array.from({ length: bundles }, () => []);
  for (const { folder, names } of folders) {
    for (const name of names) {
      if (!PLAIN_NAME.test(name)) throw new UnglobbableNameError(`${folder === '' ? '' : `${folder}/`}${name}.html`);
    }
    dealNames(names, bundles).forEach((share, bundle) => {
      for (let start = 0; start < share.length; start += NAMES_PER_GLOB) {
        globs[bundle]?.push(namesGlob(folder, share.slice(start, start + NAMES_PER_GLOB)));
      }
    });
  }
  return globs;
}
