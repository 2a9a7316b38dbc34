/**
 * `npm test` on a fresh clone: the type check needs the generated data and
 * the site tests need the built site. When either is missing this makes it
 * from the embedded sample data (never from Supabase: the Supabase
 * variables are dropped here, so tests never reach the network). An existing
 * pull or build is left as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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
