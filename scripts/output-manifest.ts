/**
 * `npm run output-manifest [-- --write] [-- --dir dist]`: the fingerprint of
 * a built dist/ (scripts/lib/output-manifest.ts). Without `--write` it
 * compares dist/ with the recorded one and exits 1 on a difference, naming
 * the files; `--write` records dist/ as the new reference (after a change
 * that is meant to change the output, said in its commit). A difference is
 * explained where it can be: assets whose content changed (a new hashed
 * name) and the files that differ only by naming them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  changedOnlyByRenames,
  compareManifests,
  formatDifference,
  MANIFEST_FILE,
  manifestSchema,
  outputManifest,
  renamedAssets,
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
  const difference = compareManifests(recorded, outputManifest(dist, 'dist'));
  const lines = formatDifference(difference);
  for (const line of lines) console.log(`output-manifest: ${line}`);
  // What a reviewer needs to state a difference: which assets changed, and which pages changed only by loading them.
  const renames = renamedAssets(difference);
  for (const { from, to } of renames)
    console.log(`output-manifest: asset renamed (its content changed): ${from} → ${to}`);
  const onlyRenames = changedOnlyByRenames(recorded, difference, renames, (file) =>
    readFileSync(path.join(dist, file)),
  );
  if (renames.length > 0) {
    console.log(
      `output-manifest: ${onlyRenames.length} of ${difference.changed.length} changed files differ only in those assets' names`,
    );
  }
  if (lines.length > 0) process.exitCode = 1;
  else console.log(`output-manifest: ${Object.keys(recorded.files).length} files as recorded (${recorded.source})`);
}
