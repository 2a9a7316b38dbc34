/**
 * A scratch copy of the project for builds that must not touch the
 * developer's src/data or dist/: the bench, and the tests that build the site
 * from other data (the hostile feed). Sources and configuration are copied;
 * node_modules is a real folder of links to the project's packages, so Astro
 * and Vite keep their caches (node_modules/.astro, .vite) per copy.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** What a build needs from the project, besides node_modules. */
const PROJECT_ENTRIES = [
  'src',
  'public',
  'scripts',
  'data',
  'astro.config.ts',
  'tsconfig.json',
  'package.json',
  // The preview and the routing tests read Netlify's rules; the budget check reads its budgets.
  'netlify.toml',
  'budgets.json',
  // The routing function's entry (netlify/functions), for a deploy from the copy.
  'netlify',
];

/** Copies the project at `root` into `project` (created), without its pulled data. */
export function createScratchProject(root: string, project: string): void {
  mkdirSync(project, { recursive: true });
  const pulled = path.join(root, 'src/data');
  for (const entry of PROJECT_ENTRIES) {
    cpSync(path.join(root, entry), path.join(project, entry), {
      recursive: true,
      // Only the pulled data folder itself: src/dataset/ starts with the same letters.
      filter: (source) => source !== pulled && !source.startsWith(`${pulled}${path.sep}`),
    });
  }
  linkModules(root, project);
}

/** Gives `project` a node_modules folder of links to the packages of `root`. */
export function linkModules(root: string, project: string): void {
  const modules = path.join(project, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    // Linking these would share build caches with the developer's builds.
    if (entry === '.astro' || entry === '.vite' || entry === '.cache') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * Removes a scratch project's build output and caches, so the next build starts clean.
 *
 * With `trash` (a folder on the same file system), they are moved there
 * instead, to be deleted after the timed runs. Deleting ~23,000 files right
 * before a build makes ext4 without a journal (this build machine's file
 * system) check every file the build then creates against the inodes freed in
 * the last minutes: at 10,000 products a build took 40-42 s after `rm -rf
 * dist` and 30 s into a folder with nothing recently deleted, and bare Astro
 * pays the same on its own output. A build in CI or on Netlify starts from a
 * fresh clone, where nothing was deleted.
 */
export function cleanScratchProject(project: string, trash?: string): void {
  for (const dir of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) {
    const from = path.join(project, dir);
    if (trash === undefined) {
      rmSync(from, { recursive: true, force: true });
    } else if (existsSync(from)) {
      mkdirSync(trash, { recursive: true });
      renameSync(from, path.join(trash, String(readdirSync(trash).length)));
    }
  }
}
