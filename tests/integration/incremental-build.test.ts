/**
 * Astro's incremental build (`experimental.incrementalBuild`, off by default,
 * docs/incremental-build.md) on the real site: the sample data goes through
 * the real pull and `astro build` in a scratch copy of the project, the cache
 * on. Then (a) the newest post's body is edited and (b) one product's price
 * is lowered, each as a change of the pull's input; after each, an
 * incremental build must write exactly the files, byte for byte, of a clean
 * build (cache off) of the same pulled data, while reusing the pages the
 * change did not touch and rendering the changed page again. This guards the
 * cache keys (src/render/cache-key.ts and the getStaticPaths of the product
 * and post pages) and the parallel renderer's answer to Astro's metadata
 * request. Timing is not tested here (noisy): `npm run incremental-eval`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareDists,
  type DistDifference,
  reusedPages,
  withNewestPostEdited,
  withOnePriceChanged,
  writeSampleDir,
} from '../../scripts/lib/incremental-eval';
import { cleanScratchProject, createScratchProject } from '../../scripts/lib/scratch-project';
import { DEFAULT_SAMPLE_DIR, readSampleFiles } from '../../src/pull/source-sample';
import { ROOT } from './harness';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-incremental-'));
// One project for both kinds of build: Astro's island ids hash the
// components' absolute paths.
const project = path.join(work, 'site');
const cache = path.join(project, 'node_modules/.astro');

async function npm(args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], {
    cwd: project,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout + stderr;
}

const incrementalBuild = () => npm(['build:only'], { ASTRO_INCREMENTAL_BUILD: '1' });

interface Step {
  /** Astro's log of the incremental build. */
  readonly log: string;
  readonly difference: DistDifference;
}

/** Pulls `input`, builds incrementally, then clean; compares the two outputs. */
async function step(input: string, name: string): Promise<Step> {
  await npm(['pull', '--', '--sample-dir', input, '--allow-drop']);
  rmSync(path.join(project, 'dist'), { recursive: true, force: true });
  const log = await incrementalBuild();
  const incrementalDist = path.join(work, `dist-${name}`);
  renameSync(path.join(project, 'dist'), incrementalDist);
  const aside = path.join(work, 'cache-aside');
  renameSync(cache, aside);
  cleanScratchProject(project);
  await npm(['build:only']);
  rmSync(cache, { recursive: true, force: true });
  renameSync(aside, cache);
  return { log, difference: compareDists(incrementalDist, path.join(project, 'dist')) };
}

/**
 * Whether Astro's log says it took `file` from the cache: `├─ /path.html
 * (restored)` or `(cached)`. Lines of pages in flight interleave, so the
 * file name must be followed by the mark itself.
 */
function fromCache(log: string, file: string): boolean {
  return log.includes(`${file} (restored)`) || log.includes(`${file} (cached)`);
}

let post: Step;
let price: Step;
let postSlug: string;
let productFile: string;
let productCount: number;

beforeAll(async () => {
  createScratchProject(ROOT, project);
  const sample = await readSampleFiles(DEFAULT_SAMPLE_DIR);
  const edited = withNewestPostEdited(sample);
  const cheaper = withOnePriceChanged(edited.rows);
  postSlug = edited.slug;
  const inputs = ['base', 'post', 'price'].map((name) => path.join(work, `input-${name}`));
  const [base = '', postInput = '', priceInput = ''] = inputs;
  writeSampleDir(base, sample);
  writeSampleDir(postInput, edited.rows);
  writeSampleDir(priceInput, cheaper.rows);
  // One after the other: each build uses both cores.
  await npm(['pull', '--', '--sample-dir', base, '--allow-drop']);
  await incrementalBuild();
  post = await step(postInput, 'post');
  price = await step(priceInput, 'price');
  const products = JSON.parse(readFileSync(path.join(project, 'src/data/products.json'), 'utf8')) as {
    sku: string;
    url: string;
  }[];
  const changed = products.find((product) => product.sku === cheaper.sku);
  if (!changed) throw new Error(`the changed SKU ${cheaper.sku} has no product page`);
  productFile = `${changed.url}.html`;
  productCount = products.length;
}, 900_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('incremental build', () => {
  it('after a post body edit: the same files, byte for byte, as a clean build', () => {
    expect(post.difference.compared).toBeGreaterThan(300);
    expect(post.difference).toMatchObject({ differing: [], onlyInFirst: [], onlyInSecond: [] });
  });

  it('after a post body edit: every product page comes from the cache, the post is rendered again', () => {
    // All of them, the render thread's pages too (they answer Astro's metadata request).
    expect(productCount).toBeGreaterThan(200);
    expect(reusedPages(post.log)).toBeGreaterThanOrEqual(productCount);
    const file = `/vinbloggen/${postSlug}.html`;
    expect(post.log).toContain(file);
    expect(fromCache(post.log, file)).toBe(false);
  });

  it('after a price change: the same files, byte for byte, as a clean build', () => {
    expect(price.difference.compared).toBeGreaterThan(300);
    expect(price.difference).toMatchObject({ differing: [], onlyInFirst: [], onlyInSecond: [] });
  });

  it("after a price change: other pages come from the cache, the product's page is rendered again", () => {
    expect(reusedPages(price.log)).toBeGreaterThan(200);
    expect(price.log).toContain(productFile);
    expect(fromCache(price.log, productFile)).toBe(false);
  });
});
