/**
 * The built dist/ is the recorded sample build, byte for byte, apart from
 * what scripts/lib/output-manifest.ts states (island uid, the build date,
 * Pagefind's file order). Issue 23 made the build faster and issue 24
 * reorganises the code: neither may change a page. A change that is meant to
 * change the output records the new fingerprint (`npm run output-manifest --
 * --write`) and says so in its commit.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changedOnlyByRenames,
  comparableBytes,
  compareManifests,
  formatDifference,
  MANIFEST_FILE,
  manifestSchema,
  outputManifest,
  renamedAssets,
} from '../../scripts/lib/output-manifest';
import { DIST, pageFiles, ROOT } from './site';

describe('the sample build against its recorded fingerprint', () => {
  it('has every recorded file, no other, each with the same bytes', () => {
    const recorded = manifestSchema.parse(JSON.parse(readFileSync(path.join(ROOT, MANIFEST_FILE), 'utf8')));
    const lines = formatDifference(compareManifests(recorded, outputManifest(DIST, 'dist')));
    expect(lines, `dist/ differs from ${MANIFEST_FILE} (${recorded.source})`).toEqual([]);
    expect(Object.keys(recorded.files).length).toBeGreaterThan(400);
  });
});

describe('island prefixes', () => {
  it('differ between the islands of every page (React’s identifierPrefix)', () => {
    const repeated: string[] = [];
    let islands = 0;
    for (const { file } of pageFiles()) {
      const prefixes = [
        ...readFileSync(path.join(DIST, file), 'utf8').matchAll(/<astro-island [^>]*?prefix="([^"]*)"/g),
      ].map((match) => match[1]);
      islands += prefixes.length;
      if (new Set(prefixes).size !== prefixes.length) repeated.push(`${file}: ${prefixes.join(' ')}`);
    }
    expect(repeated).toEqual([]);
    expect(islands).toBeGreaterThan(1000);
  });
});

describe('what the comparison leaves out', () => {
  const page = (year: string, day: string, uid: string) =>
    Buffer.from(
      `<p>© ${year} Vinkylguiden.</p><script type="application/ld+json">{"priceValidUntil":"${day}"}</script><astro-island uid="${uid}" prefix="r1">`,
    );

  it('blanks only the island uid and prefix and the build date in HTML', () => {
    expect(comparableBytes('a.html', page('2026', '2026-12-26', 'Z1abc'))).toEqual(
      comparableBytes('a.html', Buffer.from(page('2027', '2027-01-02', 'Q9xyz').toString().replace('r1', 'r7'))),
    );
    // Anything else still counts: another prefix attribute, a year in running text, other files.
    expect(comparableBytes('a.html', Buffer.from('<html prefix="og: x">'))).not.toEqual(
      comparableBytes('a.html', Buffer.from('<html prefix="og: y">')),
    );
    expect(comparableBytes('a.html', Buffer.from('<p>sedan 2026</p>'))).not.toEqual(
      comparableBytes('a.html', Buffer.from('<p>sedan 2027</p>')),
    );
    expect(comparableBytes('a.json', page('2026', '2026-12-26', 'a'))).not.toEqual(
      comparableBytes('a.json', page('2027', '2026-12-26', 'a')),
    );
  });

  it('leaves out pull-baseline.json and pagefind/, and nothing else', () => {
    const recorded = manifestSchema.parse(JSON.parse(readFileSync(path.join(ROOT, MANIFEST_FILE), 'utf8')));
    const files = Object.keys(recorded.files);
    expect(files).not.toContain('pull-baseline.json');
    expect(files.filter((file) => file.startsWith('pagefind/'))).toEqual([]);
    expect(files).toContain('index.html');
    expect(files).toContain('_headers');
    expect(files.some((file) => file.startsWith('_astro/'))).toBe(true);
  });

  it('names each file that is missing, new or changed', () => {
    const lines = formatDifference(
      compareManifests(
        { source: 'before', files: { 'a.html': `sha256:${'0'.repeat(64)}`, 'b.html': `sha256:${'1'.repeat(64)}` } },
        { source: 'after', files: { 'a.html': `sha256:${'2'.repeat(64)}`, 'c.html': `sha256:${'1'.repeat(64)}` } },
      ),
    );
    expect(lines).toEqual(['1 missing from this build: b.html', '1 new in this build: c.html', '1 changed: a.html']);
  });

  it('explains a changed asset: its new name, and the pages that differ only by loading it', () => {
    const hash = (file: string, text: string) =>
      `sha256:${createHash('sha256')
        .update(comparableBytes(file, Buffer.from(text)))
        .digest('hex')}`;
    const before = {
      source: 'before',
      files: {
        '_astro/Search.AAAAAAAA.js': hash('x.js', 'old'),
        '_astro/Menu.CCCCCCCC.js': hash('x.js', 'menu'),
        'a.html': hash('a.html', '<script src="/_astro/Search.AAAAAAAA.js">'),
        'b.html': hash('b.html', '<p>old</p><script src="/_astro/Search.AAAAAAAA.js">'),
      },
    };
    const built = new Map([
      ['_astro/Search.BBBB-_BB.js', 'new'],
      ['_astro/Menu.CCCCCCCC.js', 'menu'],
      ['a.html', '<script src="/_astro/Search.BBBB-_BB.js">'],
      ['b.html', '<p>new</p><script src="/_astro/Search.BBBB-_BB.js">'],
    ]);
    const after = {
      source: 'after',
      files: Object.fromEntries([...built].map(([file, text]) => [file, hash(file, text)])),
    };
    const difference = compareManifests(before, after);
    const renames = renamedAssets(difference);
    expect(renames).toEqual([{ from: '_astro/Search.AAAAAAAA.js', to: '_astro/Search.BBBB-_BB.js' }]);
    const read = (file: string) => Buffer.from(built.get(file) ?? '');
    expect(changedOnlyByRenames(before, difference, renames, read)).toEqual(['a.html']);
    expect(changedOnlyByRenames(before, difference, [], read)).toEqual([]);
    // Two new assets of one name: no pair is guessed.
    expect(
      renamedAssets({
        missing: ['_astro/S.AAAAAAAA.js'],
        added: ['_astro/S.BBBBBBBB.js', '_astro/S.CCCCCCCC.js'],
        changed: [],
      }),
    ).toEqual([]);
  });
});
