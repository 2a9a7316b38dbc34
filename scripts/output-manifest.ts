/**
 * `npm run output-manifest [-- --write] [-- --dir dist]`: the fingerprint of
 * a built dist/ (scripts/lib/output-manifest.ts). Without `--write` it
 * compares dist/ with the recorded one and exits 1 on a difference, naming
 * the files; `--write` records dist/ as the new reference (after a change
 * that is meant to change the output, said in its commit).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  compareManifests,
  formatDifference,
  MANIFEST_FILE,
  manifestSchema,
  outputManifest,
} from './lib/output-manifest';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs({
  options: { write: { type: 'boolean', default: false }, dir: { type: 'string', default: 'dist' } },
});
const dist = path.resolve(root, args.values.dir);
const manifestPath = path.join(root, MANIFEST_FILE);

if (args.values.write) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const manifest = outputManifest(dist, `npm run build at ${commit} (sample data)`);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`output-manifest: ${Object.keys(manifest.files).length} files recorded in ${MANIFEST_FILE}`);
} else {
  const recorded = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const lines = formatDifference(compareManifests(recorded, outputManifest(dist, 'dist')));
  for (const line of lines) console.log(`output-manifest: ${line}`);
  if (lines.length > 0) process.exitCode = 1;
  else console.log(`output-manifest: ${Object.keys(recorded.files).length} files as recorded (${recorded.source})`);
}
