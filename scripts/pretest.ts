/**
 * `npm test`'s pretest step, so that `npm test` works on a fresh clone on a
 * bare Debian machine:
 *
 * 1. The Debian packages the tests need (Chromium, PostgreSQL 15, a Java
 *    runtime, Jing): installed with apt-get when missing and run as root, else it
 *    stops with the command to run (scripts/lib/system-packages.ts).
 * 2. The type check needs the generated data and the site tests need the
 *    built site. When either is missing this makes it from the embedded
 *    sample data (never from Supabase: the Supabase variables are dropped
 *    here, so tests never reach the network). An existing pull or build is
 *    left as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages, isExecutableFile, SystemPackagesError, spawnRunner } from './lib/system-packages';

const root = path.resolve(import.meta.dirname, '..');

try {
  ensureSystemPackages({
    env: process.env,
    isRoot: process.getuid?.() === 0,
    isExecutable: isExecutableFile,
    run: spawnRunner,
    log: (line) => console.log(`pretest: ${line}`),
  });
} catch (error) {
  if (!(error instanceof SystemPackagesError)) throw error;
  console.error(`pretest: ${error.message}`);
  process.exit(1);
}

const env = { ...process.env };
delete env.SUPABASE_URL;
delete env.SUPABASE_ANON_KEY;
delete env.SUPABASE_PUBLISHABLE_KEY;
delete env.PULL_BASELINE;

function run(what: string, args: string[]): void {
  console.log(`pretest: ${what}`);
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// pull-baseline.json came later than report.json: data pulled before it cannot be built.
if (!['report.json', 'pull-baseline.json'].every((file) => existsSync(path.join(root, 'src/data', file)))) {
  run('no pulled data yet; pulling the embedded sample data', ['--import', 'tsx', path.join(root, 'scripts/pull.ts')]);
}
if (!existsSync(path.join(root, 'dist/index.html'))) {
  run('no built site yet; building it', [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build']);
}
