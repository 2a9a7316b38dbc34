/**
 * `npm test` type-checks the pages, which need the generated data files.
 * On a fresh clone (no src/data yet) this runs the pull from the embedded
 * sample data; an existing pull, from any source, is left as it is. It never
 * reaches the network: the Supabase variables are ignored here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'src/data/report.json'))) {
  const env = { ...process.env };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_ANON_KEY;
  delete env.SUPABASE_PUBLISHABLE_KEY;
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/pull.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
