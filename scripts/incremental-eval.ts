/**
 * `npm run incremental-eval -- [--products 1000,10000]`
 *
 * Evaluates Astro's `experimental.incrementalBuild` on this site
 * (docs/incremental-build.md). Per catalogue size, in scratch copies of the
 * copy of the project: N synthetic products are written as a sample folder
 * and pulled through the real pull (`--sample-dir`); a build with the cache
 * on primes it; then, one after the other, (a) the newest post's body is
 * edited and (b) one product's price is lowered, each as a change of the
 * pull's input. After each change the project pulls and builds
 * incrementally (no dist/, cache kept), then builds the same pulled data
 * clean with the cache off (the normal build). Every file of the two dist
 * folders is compared byte for byte. Builds run under /usr/bin/time -v. The table goes to stdout; the
 * last line is machine-readable JSON prefixed `incremental-eval: `.
 */
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSyntheticRows } from '../src/pull/source-synthetic';
import type { SourceRows } from '../src/pull/source-types';
import {
  compareDists,
  type DistDifference,
  reusedPages,
  withNewestPostEdited,
  withOnePriceChanged,
  writeSampleDir,
} from './lib/incremental-eval';
import { cleanScratchProject, createScratchProject } from './lib/scratch-project';
import { type Measure, timed } from './lib/timed';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { products: { type: 'string', default: '1000,10000' }, keep: { type: 'boolean', default: false } },
});
const sizes = values.products.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: npm run incremental-eval -- [--products 1000,10000] [--keep]');
  process.exit(2);
}

interface Row {
  readonly products: number;
  readonly change: string;
  readonly clean: Measure;
  readonly incremental: Measure;
  readonly reused: number;
  readonly difference: DistDifference;
}

const INCREMENTAL = { ASTRO_INCREMENTAL_BUILD: '1' };
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const strip = ({ wallSeconds, cpuSeconds, peakRssMb }: Measure): Measure => ({ wallSeconds, cpuSeconds, peakRssMb });

const scratch = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-incremental-'));
const rows: Row[] = [];
const primes: { products: number; prime: Measure }[] = [];
try {
  for (const products of sizes) {
    // One project for both kinds of build: Astro's island ids hash the
    // components' absolute paths, so builds in two folders never match.
    const project = path.join(scratch, `site-${products}`);
    createScratchProject(root, project);
    const cache = path.join(project, 'node_modules/.astro');
    const pull = (input: string) =>
      timed(
        `npm run --silent pull -- --sample-dir "${input}" --allow-drop >/dev/null`,
        project,
        {},
        'incremental-eval',
      );
    const build = (env: Record<string, string>) =>
      timed('npm run --silent build:only', project, env, 'incremental-eval');

    let input: SourceRows = await readSyntheticRows(products);
    const base = path.join(scratch, `input-${products}-base`);
    writeSampleDir(base, input);
    pull(base);
    cleanScratchProject(project);
    const prime = build(INCREMENTAL);
    primes.push({ products, prime: strip(prime) });
    console.error(`incremental-eval: ${products} products primed in ${fmt(prime.wallSeconds)} s`);

    const post = withNewestPostEdited(input);
    const price = withOnePriceChanged(post.rows);
    const changes = [
      { change: `post body edited (/vinbloggen/${post.slug})`, rows: post.rows },
      { change: `one price −10 % (SKU ${price.sku})`, rows: price.rows },
    ];
    for (const { change, rows: changed } of changes) {
      input = changed;
      const step = rows.length;
      const dir = path.join(scratch, `input-${products}-${step}`);
      writeSampleDir(dir, input);
      pull(dir);
      // As on CI: a fresh checkout (no dist/) with the cache folder restored.
      rmSync(path.join(project, 'dist'), { recursive: true, force: true });
      const incremental = build(INCREMENTAL);
      const incrementalDist = path.join(scratch, `dist-${products}-${step}`);
      renameSync(path.join(project, 'dist'), incrementalDist);
      // The same pulled data built as usual (no cache, no dist), the cache
      // kept aside for the next change.
      const aside = path.join(scratch, `cache-${products}`);
      renameSync(cache, aside);
      cleanScratchProject(project);
      const full = build({});
      const difference = compareDists(incrementalDist, path.join(project, 'dist'));
      rmSync(cache, { recursive: true, force: true });
      renameSync(aside, cache);
      rmSync(incrementalDist, { recursive: true, force: true });
      rows.push({
        products,
        change,
        clean: strip(full),
        incremental: strip(incremental),
        reused: reusedPages(incremental.stdout),
        difference,
      });
      console.error(
        `incremental-eval: ${products} products, ${change}: clean ${fmt(full.wallSeconds)} s, incremental ${fmt(incremental.wallSeconds)} s, ${difference.differing.length + difference.onlyInFirst.length + difference.onlyInSecond.length} file(s) differ`,
      );
    }
  }

  console.log(
    '| products | change | clean wall s | clean CPU s | clean peak MiB | incremental wall s | incremental CPU s | incremental peak MiB | pages reused | wall ratio | CPU ratio | files identical |',
  );
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const d = row.difference;
    const differ = d.differing.length + d.onlyInFirst.length + d.onlyInSecond.length;
    console.log(
      `| ${row.products.toLocaleString('en')} | ${row.change} | ${fmt(row.clean.wallSeconds)} | ${fmt(row.clean.cpuSeconds)} | ${fmt(row.clean.peakRssMb, 0)} | ${fmt(row.incremental.wallSeconds)} | ${fmt(row.incremental.cpuSeconds)} | ${fmt(row.incremental.peakRssMb, 0)} | ${row.reused.toLocaleString('en')} | ${fmt((100 * row.incremental.wallSeconds) / row.clean.wallSeconds, 0)} % | ${fmt((100 * row.incremental.cpuSeconds) / row.clean.cpuSeconds, 0)} % | ${differ === 0 ? `yes (${d.compared.toLocaleString('en')} files)` : `no: ${differ} of ${d.compared.toLocaleString('en')}`} |`,
    );
  }
  for (const { products, prime } of primes) {
    console.log(
      `priming build (cache on, empty cache), ${products.toLocaleString('en')} products: ${fmt(prime.wallSeconds)} s wall, ${fmt(prime.cpuSeconds)} s CPU, ${fmt(prime.peakRssMb, 0)} MiB`,
    );
  }
  for (const row of rows) {
    const d = row.difference;
    for (const [label, list] of [
      ['differs', d.differing],
      ['only incremental', d.onlyInFirst],
      ['only clean', d.onlyInSecond],
    ] as const) {
      if (list.length > 0) console.log(`${row.products} ${row.change}: ${label}: ${list.slice(0, 20).join(', ')}`);
    }
  }
  console.log(
    `incremental-eval: ${JSON.stringify({
      primes,
      rows: rows.map((row) => ({
        ...row,
        difference: {
          compared: row.difference.compared,
          differing: row.difference.differing.length,
          onlyIncremental: row.difference.onlyInFirst.length,
          onlyClean: row.difference.onlyInSecond.length,
        },
      })),
    })}`,
  );
} finally {
  if (values.keep) console.error(`incremental-eval: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
