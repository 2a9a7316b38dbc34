/**
 * `npm run bench -- --products N [--runs 3] [--keep]`
 *
 * Builds the whole site from N synthetic products (the real pull with
 * --synthetic, then `astro build` with every integration: pages, sitemap,
 * _redirects, _headers) in a scratch copy of the project, and in the same
 * run a bare Astro fixture with the same number of pages: no integrations,
 * no CSS, a trivial page. That fixture is the framework's floor on this
 * machine. Each build runs as a whole process under /usr/bin/time -v; the
 * median of the runs is reported. The last line is machine-readable:
 *   bench: products=N pages=P build_s=… floor_s=… ratio=… peak_rss_mb=… floor_rss_mb=…
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const runs = Number(values.runs);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench -- --products N [--runs 3] [--keep]');
  process.exit(2);
}

interface Measure {
  readonly wallSeconds: number;
  readonly peakRssMb: number;
}

/** Runs a shell command as one process tree under GNU time; fails loudly. */
function timed(command: string, cwd: string): Measure {
  const result = spawnSync('/usr/bin/time', ['-v', 'sh', '-c', command], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const report = result.stderr;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), report.slice(-4000));
    throw new Error(`bench: "${command}" failed with exit code ${result.status}`);
  }
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(report);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  if (!wall || !rss) throw new Error('bench: could not read /usr/bin/time output');
  const wallSeconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return { wallSeconds, peakRssMb: Number(rss[1]) / 1024 };
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

const node = process.execPath;
const scratch = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-bench-'));
try {
  // The site: a scratch copy of the project, so the bench never touches the
  // developer's src/data or dist.
  const site = path.join(scratch, 'site');
  mkdirSync(site);
  for (const entry of ['src', 'public', 'scripts', 'data', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(site, entry), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, 'src/data')),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');
  const siteCommand = `"${node}" "${tsx}" scripts/pull.ts --synthetic ${products} --allow-drop >/dev/null && "${node}" "${astro}" build >/dev/null`;

  const siteRuns: Measure[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i += 1) {
    rmSync(path.join(site, 'dist'), { recursive: true, force: true });
    rmSync(path.join(site, 'src/data'), { recursive: true, force: true });
    siteRuns.push(timed(siteCommand, site));
    pages = countHtml(path.join(site, 'dist'));
    console.error(`site  run ${i + 1}/${runs}: ${siteRuns.at(-1)?.wallSeconds.toFixed(1)} s, ${pages} pages`);
  }

  // The floor: bare Astro, the same number of pages, nothing else.
  const floor = path.join(scratch, 'floor');
  mkdirSync(path.join(floor, 'src/pages'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(floor, 'node_modules'), 'dir');
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
    rmSync(path.join(floor, 'dist'), { recursive: true, force: true });
    floorRuns.push(timed(`"${node}" "${astro}" build >/dev/null`, floor));
    console.error(`floor run ${i + 1}/${runs}: ${floorRuns.at(-1)?.wallSeconds.toFixed(1)} s`);
  }

  const build = median(siteRuns.map((m) => m.wallSeconds));
  const floorSeconds = median(floorRuns.map((m) => m.wallSeconds));
  const rss = median(siteRuns.map((m) => m.peakRssMb));
  const floorRss = median(floorRuns.map((m) => m.peakRssMb));
  const ratio = build / floorSeconds;
  const row = (name: string, seconds: number, mb: number) =>
    `${name.padEnd(6)} ${String(pages).padStart(7)} ${seconds.toFixed(1).padStart(8)} ${(pages / seconds).toFixed(0).padStart(8)} ${mb.toFixed(0).padStart(9)}`;
  console.log(`products: ${products}, runs: ${runs} (medians), node ${process.version}`);
  console.log(
    `${'build'.padEnd(6)} ${'pages'.padStart(7)} ${'wall s'.padStart(8)} ${'pages/s'.padStart(8)} ${'peak MiB'.padStart(9)}`,
  );
  console.log(row('site', build, rss));
  console.log(row('floor', floorSeconds, floorRss));
  console.log(`ratio site/floor: ${ratio.toFixed(2)}`);
  console.log(
    `bench: products=${products} pages=${pages} build_s=${build.toFixed(2)} floor_s=${floorSeconds.toFixed(2)} ratio=${ratio.toFixed(2)} peak_rss_mb=${rss.toFixed(0)} floor_rss_mb=${floorRss.toFixed(0)}`,
  );
} finally {
  if (values.keep) console.error(`bench: kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
