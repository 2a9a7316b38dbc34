/**
 * A fingerprint of every file of a built dist/, so a change meant to make the
 * build faster (issue 23) or the code simpler (issue 24) can prove it changed
 * no output: `npm run output-manifest -- --write` records it from a build of
 * the sample data, and tests/site/output-manifest.test.ts compares the
 * current dist/ with it byte for byte, except for what a build cannot keep
 * the same from one checkout, machine or day to the next:
 *
 * - `uid` of `<astro-island>`: Astro hashes the component's absolute path
 *   into it, so it differs per checkout folder;
 * - `prefix` of `<astro-island>` (`r<n>`): since issue 23 it counts a page's
 *   islands (src/integrations/island-cache.ts), where the build recorded at
 *   2b00936 counted React's checks and renders; tests/site check it is
 *   unique within every page, which is all React needs of it;
 * - the build date: the footer's `© <year>` and JSON-LD's `priceValidUntil`
 *   (build day + 30);
 * - `pagefind/`: its files list pages in the file system's directory order,
 *   which differs between machines. The search tests check its results;
 * - `pull-baseline.json`: the pull guard's record of this checkout's pulls
 *   (one entry per pull, with its time), so a second build in the same
 *   folder has one more entry (tests/unit/baseline.test.ts checks it).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';

/** Folders of dist/ left out of the manifest (why: the module comment). */
export const UNCOMPARED_FOLDERS: readonly string[] = ['pagefind'];
/** Files of dist/ left out of the manifest (why: the module comment). */
export const UNCOMPARED_FILES: ReadonlySet<string> = new Set(['pull-baseline.json']);

/** Where the manifest of the sample build is kept. */
export const MANIFEST_FILE = 'tests/fixtures/sample-output.json';

const islandUid = / uid="[^"]*"/g;
const islandPrefix = / prefix="r\d+"/g;
const footerYear = /© \d{4} /g;
const priceValidUntil = /"priceValidUntil":"\d{4}-\d{2}-\d{2}"/g;

/** The bytes compared for `file` (a path inside dist/ with forward slashes), the stated parts blanked. */
export function comparableBytes(file: string, bytes: Buffer): Buffer {
  if (!file.endsWith('.html')) return bytes;
  const text = bytes
    .toString('utf8')
    .replace(islandUid, ' uid=""')
    .replace(islandPrefix, ' prefix=""')
    .replace(footerYear, '© YYYY ')
    .replace(priceValidUntil, '"priceValidUntil":"YYYY-MM-DD"');
  return Buffer.from(text, 'utf8');
}

export const manifestSchema = z.object({
  /** What the manifest was recorded from: a commit and the command, for whoever reads a difference. */
  source: z.string(),
  /** Every compared file of dist/ (forward slashes) → `sha256:<hex>`, of {@link comparableBytes}. */
  files: z.record(z.string(), z.string().regex(/^sha256:[0-9a-f]{64}$/)),
});
export type OutputManifest = z.infer<typeof manifestSchema>;

/** The manifest of `dist`: every file but {@link UNCOMPARED_FILES} and those in {@link UNCOMPARED_FOLDERS}, sorted by path. */
export function outputManifest(dist: string, source: string): OutputManifest {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(
      (file) => !UNCOMPARED_FILES.has(file) && !UNCOMPARED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)),
    )
    .sort();
  const hashes: Record<string, string> = {};
  for (const file of files) {
    const bytes = comparableBytes(file, readFileSync(path.join(dist, file)));
    hashes[file] = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return { source, files: hashes };
}

export interface ManifestDifference {
  readonly missing: readonly string[];
  readonly added: readonly string[];
  readonly changed: readonly string[];
}

/** What differs between the recorded manifest and a build's, by path. */
export function compareManifests(recorded: OutputManifest, built: OutputManifest): ManifestDifference {
  const before = new Map(Object.entries(recorded.files));
  const after = new Map(Object.entries(built.files));
  return {
    missing: [...before.keys()].filter((file) => !after.has(file)),
    added: [...after.keys()].filter((file) => !before.has(file)),
    changed: [...after].filter(([file, hash]) => before.has(file) && before.get(file) !== hash).map(([file]) => file),
  };
}

/** One line per kind of difference, at most `limit` paths each; empty when the builds agree. */
export function formatDifference(difference: ManifestDifference, limit = 15): string[] {
  const lines: string[] = [];
  for (const [label, files] of [
    ['missing from this build', difference.missing],
    ['new in this build', difference.added],
    ['changed', difference.changed],
  ] as const) {
    if (files.length === 0) continue;
    const shown = files.slice(0, limit).join(', ');
    lines.push(`${files.length} ${label}: ${shown}${files.length > limit ? ', …' : ''}`);
  }
  return lines;
}

/** A built asset whose content, and with it its hashed name, changed: `_astro/Name.<hash>.js`. */
export interface RenamedAsset {
  readonly from: string;
  readonly to: string;
}

/** Vite's hashed asset names: the folder and the name before the hash say which asset it is. */
const hashedAsset = /^(.*\/)?([^/.]+)\.[A-Za-z0-9_-]{8}\.(js|css)$/;

/** Pairs each missing hashed asset with the new one of the same folder, name and extension. */
export function renamedAssets(difference: ManifestDifference): RenamedAsset[] {
  const key = (file: string): string | null => {
    const found = hashedAsset.exec(file);
    return found ? `${found[1] ?? ''}${found[2]}.${found[3]}` : null;
  };
  const added = new Map<string, string[]>();
  for (const file of difference.added) {
    const name = key(file);
    if (name !== null) added.set(name, [...(added.get(name) ?? []), file]);
  }
  return difference.missing.flatMap((from) => {
    const name = key(from);
    const candidates = name === null ? [] : (added.get(name) ?? []);
    // Two new assets of one name cannot be told apart: no pair, so both stay reported.
    return candidates.length === 1 ? [{ from, to: candidates[0] as string }] : [];
  });
}

/**
 * The changed files that differ from the recording only by the renamed
 * assets' names (a page that loads a changed island): `read` gives a built
 * file's bytes.
 */
export function changedOnlyByRenames(
  recorded: OutputManifest,
  difference: ManifestDifference,
  renames: readonly RenamedAsset[],
  read: (file: string) => Buffer,
): string[] {
  if (renames.length === 0) return [];
  const names = renames.map(({ from, to }) => [path.posix.basename(to), path.posix.basename(from)] as const);
  return difference.changed.filter((file) => {
    let text = read(file).toString('utf8');
    for (const [to, from] of names) text = text.replaceAll(to, from);
    const hash = `sha256:${createHash('sha256')
      .update(comparableBytes(file, Buffer.from(text, 'utf8')))
      .digest('hex')}`;
    return recorded.files[file] === hash;
  });
}
