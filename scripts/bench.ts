/**
 * `npm run bench -- --products N [--runs 3] [--keep]`
 *
 * Builds the whole site from N synthetic products (the real pull with
 * --synthetic, then `astro build` with every integration: pages, sitemap,
 * _redirects, _headers) in a scratch copy of the project, and in the same
 * run a bare Astro fixture with the same number of pages: no integrations,
 * no CSS, a trivial page. That fixture is the framework's floor on this
 * machine. Every step runs as a whole process under /usr/bin/time -v (the
 * site as two: the pull, then `astro build`; its time is their sum and its
 * peak memory their maximum); site and floor runs alternate and the median
 * of the runs is reported, wall and CPU (user + system) seconds. Builds
 * start clean: no dist/, no Astro or Vite cache. Then it prints the counts
 * of Netlify's deploy limits (scripts/lib/deploy-limits.ts: files, the
 * largest directory, `_redirects` rules, the largest file) and the routing
 * function's table size and cold and warm response times
 * (scripts/lib/routing-bench.ts). Two lines are machine-readable:
 *   bench: products=N pages=P build_s=… floor_s=… ratio=… peak_rss_mb=… floor_rss_mb=… pull_s=… cpu_s=… floor_cpu_s=… index_s=… index_write_s=… index_peak_mb=…
 *   bench-deploy: products=N files=… largest_dir=… largest_dir_files=… redirect_rules=… largest_file=… largest_file_bytes=… table_bytes=… table_gzip_bytes=… function_cold_ms=… function_warm_name_ms=…
 *
 * Leave about six minutes between two benches: the scratch folder deleted at
 * the end of one slows file creation in the next on this machine's file
 * system (docs/performance.md, "The machine and its noise"; --keep skips it).
 *
 * `--compare-env NAME=VALUE` instead times `astro build` of the same pulled
 * data with and without that environment setting, runs alternating (issue 23 compared
 * PRERENDER_WORKERS=0 with the render thread it has since removed); last line:
 *   bench-compare: products=N pages=P default_s=… NAME=VALUE_s=… saving_pct=… default_cpu_s=… other_cpu_s=…
 *
 * Two speed goals that tests do not judge, since a test's verdict must not
 * depend on the machine's speed (issue 34); both exit 1 when missed, and
 * both want a quiet machine:
 *   `--rows [--runs 3]`: the pull's time per row, on the sample and the
 *   hostile rows, against its budget (scripts/lib/row-bench.ts); last line
 *     bench-rows: runs=… rows=… slowest_ms=… budget_ms=50 over_budget=…
 *   `--first-tap [--runs 7]`: the first tap on every control on a mid-range
 *   phone, against the built dist/ (scripts/lib/first-tap-bench.ts); last line
 *     bench-first-tap: controls=… runs=… worst_median_ms=… goal_ms=200 scripts_before_tap=no
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type IndexTimes, parseIndexTimes } from '../src/features/search/search-index.build';
import { formatDeployCounts, measureDeploy } from './lib/deploy-limits';
import { benchFirstTaps, firstTapReport } from './lib/first-tap-bench';
import { benchRoutingFunction, formatRoutingBench } from './lib/routing-bench';
import { benchRows, rowBenchReport } from './lib/row-bench';
import { cleanScratchProject, createScratchProject, linkModules } from './lib/scratch-project';
import { type Measure, timed } from './lib/timed';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    runs: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'compare-env': { type: 'string' },
    rows: { type: 'boolean', default: false },
    'first-tap': { type: 'boolean', default: false },
  },
});
const compare = values['compare-env'] === undefined ? null : /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(values['compare-env']);
const products = Number(values.products);
// Seven taps per control (their median is judged), three of anything else.
const runs = Number(values.runs ?? (values['first-tap'] ? 7 : 3));
if (
  !Number.isInteger(products) ||
  products < 1 ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  (values['compare-env'] !== undefined && !compare)
) {
  console.error(
    'usage: npm run bench -- --products N [--runs 3] [--keep] [--compare-env NAME=VALUE] | --rows [--runs 3] | --first-tap [--runs 7]',
  );
  process.exit(2);
}

interface SiteRun extends Measure {
  readonly pull: Measure;
  readonly build: Measure;
  /** The search index step, from the build log (src/features/search/search-index.build.ts). */
  readonly index: IndexTimes;
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && e.name.endsWith('.html'),
  ).length;
}

if (values.rows) {
  // The per-row budget of the pull (scripts/lib/row-bench.ts); no build.
  const { lines, withinBudget } = rowBenchReport(await benchRows(runs));
  for (const line of lines) console.log(line);
  process.exit(withinBudget ? 0 : 1);
}
if (values['first-tap']) {
  // The first tap on a mid-range phone, against the built dist/ (scripts/lib/first-tap.ts); no build.
  const { lines, withinGoal } = firstTapReport(await benchFirstTaps(path.join(root, 'dist'), runs));
  for (const line of lines) console.log(line);
  process.exit(withinGoal ? 0 : 1);
}

const node = process.execPath;
const scratch = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-bench-'));
try {
  // The site: a scratch copy of the project, so the bench never touches the
  // developer's src/data or dist.
  const site = path.join(scratch, 'site');
  createScratchProject(root, site);
  const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');
  const floor = path.join(scratch, 'floor');
  // Old output goes here and is deleted with the scratch folder, after every timed run (why: cleanScratchProject).
  const trash = path.join(scratch, 'trash');

  // What `npm run build` does, as two timed processes: the pull and `astro build`.
  const siteRun = (): SiteRun => {
    cleanScratchProject(site, trash);
    rmSync(path.join(site, 'src/data'), { recursive: true, force: true });
    // The npm scripts themselves, so the bench builds exactly as `npm run build` does (flags included).
    const pull = timed(`npm run --silent pull -- --synthetic ${products} --allow-drop >/dev/null`, site);
    // The build log (its standard output) says how long the search index took and how much memory Pagefind used.
    const build = timed('npm run --silent build:only', site);
    const index = parseIndexTimes(build.stdout);
    if (index === null) throw new Error('bench: the build log has no search index line');
    return {
      pull,
      build,
      index,
      wallSeconds: pull.wallSeconds + build.wallSeconds,
      cpuSeconds: pull.cpuSeconds + build.cpuSeconds,
      // GNU time does not see Pagefind's process (Node never waits for it), so its own peak counts here too.
      peakRssMb: Math.max(pull.peakRssMb, build.peakRssMb, index.peakMb ?? 0),
    };
  };
  const floorRun = (): Measure => {
    cleanScratchProject(floor, trash);
    return timed(`"${node}" "${astro}" build >/dev/null`, floor);
  };

  if (compare) {
    const [, name = '', value = ''] = compare;
    const label = `${name}=${value}`;
    cleanScratchProject(site, trash);
    rmSync(path.join(site, 'src/data'), { recursive: true, force: true });
    timed(`npm run --silent pull -- --synthetic ${products} --allow-drop >/dev/null`, site);
    const buildWith = (env: Record<string, string>): Measure => {
      cleanScratchProject(site, trash);
      return timed('npm run --silent build:only >/dev/null', site, env);
    };
    const plain: Measure[] = [];
    const other: Measure[] = [];
    for (let i = 0; i < runs; i += 1) {
      // Alternating, and starting with the other side every second run, so
      // neither side always follows the same neighbour on a shared machine.
      const order = i % 2 === 0 ? ['default', 'other'] : ['other', 'default'];
      for (const side of order) {
        const m = side === 'default' ? buildWith({}) : buildWith({ [name]: value });
        (side === 'default' ? plain : other).push(m);
        console.error(
          `${side === 'default' ? 'default' : label} run ${i + 1}/${runs}: ${m.wallSeconds.toFixed(1)} s wall, ${m.cpuSeconds.toFixed(1)} s CPU, ${m.peakRssMb.toFixed(0)} MiB`,
        );
      }
    }
    const pages = countHtml(path.join(site, 'dist'));
    const med = (list: readonly Measure[], key: keyof Measure) => median(list.map((m) => m[key]));
    const a = med(plain, 'wallSeconds');
    const b = med(other, 'wallSeconds');
    console.log(`products: ${products}, pages: ${pages}, runs: ${runs} each, alternating (medians)`);
    console.log(`${'astro build'.padEnd(28)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(7)} ${'peak MiB'.padStart(9)}`);
    for (const [rowName, list] of [
      ['default', plain],
      [label, other],
    ] as const) {
      console.log(
        `${rowName.padEnd(28)} ${med(list, 'wallSeconds').toFixed(1).padStart(8)} ${med(list, 'cpuSeconds').toFixed(1).padStart(7)} ${med(list, 'peakRssMb').toFixed(0).padStart(9)}`,
      );
    }
    console.log(`wall time of the default against ${label}: ${(((b - a) / b) * 100).toFixed(1)} % less`);
    console.log(
      `bench-compare: products=${products} pages=${pages} default_s=${a.toFixed(2)} ${label}_s=${b.toFixed(2)} saving_pct=${(((b - a) / b) * 100).toFixed(1)} default_cpu_s=${med(plain, 'cpuSeconds').toFixed(2)} other_cpu_s=${med(other, 'cpuSeconds').toFixed(2)}`,
    );
    process.exitCode = 0;
  } else {
    // Site and floor runs alternate, so a busy spell of a shared machine
    // slows both rather than one side of the ratio.
    const siteRuns: SiteRun[] = [siteRun()];
    const pages = countHtml(path.join(site, 'dist'));
    const log = (name: string, i: number, m: Measure) =>
      console.error(
        `${name} run ${i + 1}/${runs}: ${m.wallSeconds.toFixed(1)} s wall, ${m.cpuSeconds.toFixed(1)} s CPU, ${m.peakRssMb.toFixed(0)} MiB`,
      );
    log('site ', 0, siteRuns[0] as SiteRun);

    // The floor: bare Astro, the same number of pages, nothing else.
    mkdirSync(path.join(floor, 'src/pages'), { recursive: true });
    linkModules(root, floor);
    writeFileSync(path.join(floor, 'package.json'), '{ "type": "module", "private": true }\n');
    writeFileSync(
      path.join(floor, 'astro.config.mjs'),
      "export default { output: 'static', build: { format: 'file' } };\n",
    );
    writeFileSync(
      path.join(floor, 'src/pages/[page].astro'),
      `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { page: String(i) } }));\n}\nconst { page } = Astro.params;\n---\n<html lang="sv"><head><title>Sida {page}</title></head><body><h1>Sida {page}</h1></body></html>\n`,
    );
    const floorRuns: Measure[] = [];
    for (let i = 0; i < runs; i += 1) {
      if (i > 0) {
        siteRuns.push(siteRun());
        log('site ', i, siteRuns[i] as SiteRun);
      }
      floorRuns.push(floorRun());
      log('floor', i, floorRuns[i] as Measure);
    }
    const builtPages = countHtml(path.join(site, 'dist'));
    if (builtPages !== pages) throw new Error(`bench: runs built ${pages} and ${builtPages} pages`);

    const med = (list: readonly Measure[], key: keyof Measure) => median(list.map((m) => m[key]));
    const build = med(siteRuns, 'wallSeconds');
    const floorSeconds = med(floorRuns, 'wallSeconds');
    const rss = med(siteRuns, 'peakRssMb');
    const floorRss = med(floorRuns, 'peakRssMb');
    const ratio = build / floorSeconds;
    const row = (name: string, m: { wall: number; cpu: number; rss: number }) =>
      `${name.padEnd(12)} ${String(pages).padStart(7)} ${m.wall.toFixed(1).padStart(8)} ${m.cpu.toFixed(1).padStart(7)} ${(pages / m.wall).toFixed(0).padStart(8)} ${m.rss.toFixed(0).padStart(9)}`;
    const of = (list: readonly Measure[]) => ({
      wall: med(list, 'wallSeconds'),
      cpu: med(list, 'cpuSeconds'),
      rss: med(list, 'peakRssMb'),
    });
    console.log(
      `products: ${products}, runs: ${runs} (medians), node ${process.version}, ${os.availableParallelism()} CPUs`,
    );
    console.log(
      `${'build'.padEnd(12)} ${'pages'.padStart(7)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(7)} ${'pages/s'.padStart(8)} ${'peak MiB'.padStart(9)}`,
    );
    console.log(row('site', of(siteRuns)));
    console.log(row('  pull', of(siteRuns.map((r) => r.pull))));
    console.log(row('  astro', of(siteRuns.map((r) => r.build))));
    console.log(row('floor', of(floorRuns)));
    const indexMedian = (key: 'indexSeconds' | 'writeSeconds') => median(siteRuns.map((r) => r.index[key]));
    const peaks = siteRuns.flatMap((r) => (r.index.peakMb === null ? [] : [r.index.peakMb]));
    const indexPeak = peaks.length === siteRuns.length ? median(peaks) : null;
    console.log(
      `search index (Pagefind, in the site's astro build): read and indexed ${indexMedian('indexSeconds').toFixed(1)} s, written ${indexMedian('writeSeconds').toFixed(1)} s, its process's peak ${indexPeak === null ? 'unknown' : `${indexPeak.toFixed(0)} MiB`}`,
    );
    console.log(
      `ratio site/floor: ${ratio.toFixed(2)} (wall), ${(med(siteRuns, 'cpuSeconds') / med(floorRuns, 'cpuSeconds')).toFixed(2)} (CPU)`,
    );
    console.log(
      `bench: products=${products} pages=${pages} build_s=${build.toFixed(2)} floor_s=${floorSeconds.toFixed(2)} ratio=${ratio.toFixed(2)} peak_rss_mb=${rss.toFixed(0)} floor_rss_mb=${floorRss.toFixed(0)} pull_s=${med(
        siteRuns.map((r) => r.pull),
        'wallSeconds',
      ).toFixed(
        2,
      )} cpu_s=${med(siteRuns, 'cpuSeconds').toFixed(2)} floor_cpu_s=${med(floorRuns, 'cpuSeconds').toFixed(2)} index_s=${indexMedian('indexSeconds').toFixed(2)} index_write_s=${indexMedian('writeSeconds').toFixed(2)} index_peak_mb=${indexPeak === null ? 'unknown' : indexPeak.toFixed(0)}`,
    );

    // Netlify's deploy limits and the routing function at this catalogue size (docs/routing.md).
    const deploy = await measureDeploy(path.join(site, 'dist'));
    const routing = await benchRoutingFunction(path.join(site, 'dist'));
    console.log(formatDeployCounts(deploy));
    console.log(formatRoutingBench(routing));
    console.log(
      `bench-deploy: products=${products} files=${deploy.files} largest_dir=${deploy.largestDirectory.path} largest_dir_files=${deploy.largestDirectory.files} redirect_rules=${deploy.redirectRules} largest_file=${deploy.largestFile.path} largest_file_bytes=${deploy.largestFile.bytes} table_bytes=${routing.tableBytes} table_gzip_bytes=${routing.tableGzipBytes} function_cold_ms=${routing.coldMs.toFixed(1)} function_warm_name_ms=${routing.warmMs.name.toFixed(2)}`,
    );
  }
} finally {
  if (values.keep) console.error(`bench: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
