/**
 * Issue 19, "At the root": every parser of untrusted text runs in linear
 * time. This test finds every regular expression of src/ by parsing the code
 * (tests/support/regex-inventory.ts) and asks recheck (tests/support/redos.ts)
 * whether some input makes it take super-linear time, so a new pattern with
 * nested or adjacent quantifiers over overlapping classes cannot slip in.
 * docs/testing.md, "The ReDoS check", says how to read a failure.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { checkPattern, describeDiagnostics, showPattern } from '../support/redos';
import { collectRegexes, inventoryAstro, inventoryScript, type Pattern } from '../support/regex-inventory';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Written by the pull from validated data: JSON, no code. */
const SKIP = ['src/data'];

/**
 * RegExp constructions whose pattern is data when they run, each with why it
 * is safe anyway (for example: the data is escaped, so the pattern only
 * matches that literal string). Matched by file and code as written; an entry
 * that matches no construction any more fails, so the list stays true.
 */
const DYNAMIC_ALLOWED: readonly { readonly file: string; readonly code: string; readonly why: string }[] = [];

/**
 * Patterns recheck can decide neither way (`unknown`), each with why it is
 * safe anyway (the input's length is bounded before the match, say). Keep it
 * short: a rewrite recheck can decide is better than an entry. An entry whose
 * pattern recheck now decides fails, so the list stays true.
 */
const UNKNOWN_ALLOWED: readonly { readonly file: string; readonly source: string; readonly why: string }[] = [];

/**
 * Just under what src/ held when the check was written (192 files, 49 of them
 * .astro, 197 patterns): a collector that silently stops finding files or
 * patterns fails here instead of passing on nothing.
 */
const FLOOR = { files: 150, astroFiles: 40, patterns: 150 } as const;

/** One verdict per distinct pattern: the same trim regex in three files is checked once. */
const verdicts = new Map<string, Promise<Diagnostics>>();
function verdict(source: string, flags: string): Promise<Diagnostics> {
  const key = `${flags}/${source}`;
  let found = verdicts.get(key);
  if (found === undefined) {
    found = checkPattern(source, flags);
    verdicts.set(key, found);
  }
  return found;
}

/** recheck answers in milliseconds for most patterns; its fuzzer takes seconds for a few on loaded cores. */
const CHECK_TIMEOUT = 120_000;

describe('the ReDoS checker', () => {
  it.each([
    // The range parser issue 19 was filed for: adjacent [\d\s,.]* and \s* share \s.
    { source: String.raw`^\s*([\d\s,.]*)\s*-\s*([\d\s,.]*)\s*$`, flags: '', status: 'vulnerable' },
    // Nested quantifiers: exponential.
    { source: '(a+)+$', flags: '', status: 'vulnerable' },
    { source: String.raw`^\d+$`, flags: '', status: 'safe' },
  ])(
    'says /$source/$flags is $status',
    async ({ source, flags, status }) => {
      const result = await verdict(source, flags);
      expect(result.status, describeDiagnostics(result)).toBe(status);
      if (result.status === 'vulnerable') expect(describeDiagnostics(result)).toMatch(/attack string: .*repeat/);
    },
    CHECK_TIMEOUT,
  );
});

describe('the collector', () => {
  // Template literals inside the fixtures: backtick and "${" spelled out.
  const T = '`';
  const D = '${';
  const SCRIPT = String.raw`import { WORD } from './words';
const L = '(?<![\\p{L}])';
const NUM = '(\\d{1,4})';
const TRIM = /\s+$/u;
function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}
const SIZE = rx(${T}${D}L}${D}NUM}\\s*cm${T});
const COPY = new RegExp(TRIM.source, 'gu');
const SIZE_G = RegExp(SIZE.source + '|' + NUM, 'g');
export const hasPlus = (text: string) => text.match('a+b') !== null;
export function find(word: string): RegExp {
  return new RegExp(escape(word), 'u');
}
const FROM_IMPORT = new RegExp(WORD);
const Make = RegExp;
export const isRegex = (value: unknown): value is RegExp => value instanceof RegExp && RegExp.prototype !== null;
`;

  it('reads literals, evaluates constructions from constants and a helper, and reports the rest', () => {
    const { patterns, dynamic } = inventoryScript('fixture.ts', SCRIPT);
    const shown = patterns.map(({ source, flags, kind, line, via }) => ({ source, flags, kind, line, via }));
    expect(shown).toEqual([
      { source: String.raw`\s+$`, flags: 'u', kind: 'literal', line: 4, via: undefined },
      { source: String.raw`(?<![\p{L}])(\d{1,4})\s*cm`, flags: 'iu', kind: 'built', line: 8, via: 'rx() at line 6' },
      { source: String.raw`\s+$`, flags: 'gu', kind: 'built', line: 9, via: undefined },
      {
        source: String.raw`(?<![\p{L}])(\d{1,4})\s*cm|(\d{1,4})`,
        flags: 'g',
        kind: 'built',
        line: 10,
        via: undefined,
      },
      { source: 'a+b', flags: '', kind: 'built', line: 11, via: undefined },
    ]);
    expect(dynamic.map(({ line, code, why }) => ({ line, code, why }))).toEqual([
      { line: 13, code: "new RegExp(escape(word), 'u')", why: 'escape is not a constant of this file' },
      { line: 15, code: 'new RegExp(WORD)', why: expect.stringContaining('WORD is imported') },
      { line: 16, code: 'Make = RegExp', why: expect.stringContaining('used as a value') },
    ]);
  });

  it('follows a constant imported from a relative module to its file, and no other import', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'regex-import-'));
    const shared = [
      "function rx(source: string, flags = 'iu') {",
      '  return new RegExp(source, flags);',
      '}',
      String.raw`export const NUM = '(\\d{1,4})';`,
      `export const WORD = rx(${T}${D}NUM}x${T});`,
      "const LOCAL = 'y';",
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'shared.ts'), shared);
    const main = [
      "import { NUM, WORD as W } from './shared';",
      "import { LOCAL } from './shared';",
      "import { z } from 'zod';",
      `const A = new RegExp(${T}${D}NUM} ?cm${T}, 'u');`,
      "const B = new RegExp(W.source + '|z', W.flags);",
      'const C = new RegExp(LOCAL);',
      'const D = new RegExp(z.source);',
      '',
    ].join('\n');
    const { patterns, dynamic } = inventoryScript('main.ts', main, path.join(dir, 'main.ts'));
    expect(patterns.map(({ source, flags, line }) => ({ source, flags, line }))).toEqual([
      { source: String.raw`(\d{1,4}) ?cm`, flags: 'u', line: 4 },
      { source: String.raw`(\d{1,4})x|z`, flags: 'iu', line: 5 },
    ]);
    expect(dynamic.map(({ line, why }) => ({ line, why }))).toEqual([
      { line: 6, why: expect.stringContaining('LOCAL is imported, but not as an exported const') },
      { line: 7, why: expect.stringContaining('z is imported, but not as an exported const') },
    ]);
    // Without the file's path, nothing imported can be followed.
    expect(inventoryScript('main.ts', main).dynamic).toHaveLength(4);
  });

  it('reports a helper called with data as dynamic, not one pattern per call', () => {
    const source = `function rx(source: string) {\n  return new RegExp(source);\n}\nconst A = rx('a');\nexport const b = (x: string) => rx(x);\n`;
    const { patterns, dynamic } = inventoryScript('helper.ts', source);
    expect(patterns).toEqual([]);
    expect(dynamic).toEqual([
      { file: 'helper.ts', line: 2, code: 'new RegExp(source)', why: expect.stringContaining('parameter x') },
    ]);
  });

  it('reads an .astro file whole: frontmatter, template expressions and scripts', () => {
    const astro = [
      '---',
      String.raw`const WORDS = /\w+/g;`,
      "const made = new RegExp('x');",
      '---',
      '<p>{text.replace(/a+/g, "")}</p>',
      '<script>',
      '  const Q = /q+$/;',
      '</script>',
      '',
    ].join('\n');
    const { patterns, dynamic } = inventoryAstro('Page.astro', astro);
    expect(patterns.map(({ source, flags, line }) => ({ source, flags, line }))).toEqual([
      { source: String.raw`\w+`, flags: 'g', line: 2 },
      { source: 'a+', flags: 'g', line: 5 },
      { source: 'q+$', flags: '', line: 7 },
    ]);
    expect(dynamic.map(({ line, why }) => ({ line, why }))).toEqual([
      { line: 3, why: expect.stringContaining('tested module') },
    ]);
  });
});

const inventory = collectRegexes(ROOT, 'src', SKIP);

describe('the regular expressions of src/', () => {
  it('are all found: the collector reads every code file and finds at least the floor', () => {
    expect(inventory.files).toBeGreaterThanOrEqual(FLOOR.files);
    expect(inventory.astroFiles).toBeGreaterThanOrEqual(FLOOR.astroFiles);
    expect(inventory.patterns.length).toBeGreaterThanOrEqual(FLOOR.patterns);
  });

  it('are built from constants, or listed with why the data they are built from is safe', () => {
    const unlisted = inventory.dynamic.filter(
      (site) => !DYNAMIC_ALLOWED.some((entry) => entry.file === site.file && entry.code === site.code),
    );
    const stale = DYNAMIC_ALLOWED.filter(
      (entry) => !inventory.dynamic.some((site) => entry.file === site.file && entry.code === site.code),
    );
    expect(
      unlisted.map((site) => `${site.file}:${site.line} ${site.code}: ${site.why}`),
      'a RegExp built from data: build it from constants, or add it to DYNAMIC_ALLOWED with why it is safe',
    ).toEqual([]);
    expect(stale, 'DYNAMIC_ALLOWED entries that match no construction: remove them').toEqual([]);
  });

  it('list no unknown verdict that is not a pattern of src/', () => {
    const stale = UNKNOWN_ALLOWED.filter(
      (entry) => !inventory.patterns.some((p) => p.file === entry.file && p.source === entry.source),
    );
    expect(stale, 'UNKNOWN_ALLOWED entries that match no pattern: remove them').toEqual([]);
  });

  it('are evaluated to what the modules really build when they load', async () => {
    const constructing = [
      ...new Set(inventory.patterns.filter((p) => p.kind === 'built' && !p.file.endsWith('.astro')).map((p) => p.file)),
    ];
    const built = await recordConstructions(constructing);
    const collected = new Set(inventory.patterns.map((p) => `${p.file} /${p.source}/${p.flags}`));
    // A construction from data is a dynamic site, listed (or failing) above.
    const fromData = (b: Construction) =>
      inventory.dynamic.some((site) => site.file === b.file && site.line === b.line);
    const missed = built.filter((b) => !collected.has(`${b.file} /${b.source}/${b.flags}`) && !fromData(b));
    expect(built.length, 'no module built a RegExp while loading: the recording is broken').toBeGreaterThan(0);
    expect(
      missed.map((b) => `${b.file}:${b.line} ${showPattern(b.source, b.flags)}`),
      'built while loading, but not what the collector evaluated',
    ).toEqual([]);
  }, 30_000);
});

describe('every pattern of src/ runs in linear time', () => {
  const cases = inventory.patterns.map((pattern) => ({
    ...pattern,
    name: `${pattern.file}:${pattern.line} ${showPattern(pattern.source, pattern.flags, 90)}`,
  }));
  it.each(cases)(
    '$name',
    async (pattern: Pattern) => {
      const result = await verdict(pattern.source, pattern.flags);
      const where = `${pattern.file}:${pattern.line}${pattern.via === undefined ? '' : ` (built by ${pattern.via})`}`;
      const message = `${where} ${showPattern(pattern.source, pattern.flags)}\n${describeDiagnostics(result)}`;
      const allowed = UNKNOWN_ALLOWED.find((entry) => entry.file === pattern.file && entry.source === pattern.source);
      if (allowed !== undefined) {
        expect(result.status, `${message}\nlisted in UNKNOWN_ALLOWED, now decided: remove the entry`).toBe('unknown');
        return;
      }
      const hint =
        result.status === 'unknown'
          ? 'recheck cannot decide: rewrite it, or list it in UNKNOWN_ALLOWED with why it is safe'
          : 'rewrite it to run in linear time (docs/testing.md, "The ReDoS check")';
      expect(result.status, `${message}\n${hint}`).toBe('safe');
    },
    CHECK_TIMEOUT,
  );
});

/** A RegExp constructed while a module loads: the src/ file and line of the `RegExp(…)` call. */
interface Construction {
  readonly file: string;
  readonly line: number;
  readonly source: string;
  readonly flags: string;
}

/**
 * Imports `files` (paths under the root) with the global RegExp wrapped, and
 * returns every RegExp a src/ module constructs while they load, with the
 * src/ frame of the construction. Regex literals never pass the constructor.
 */
async function recordConstructions(files: readonly string[]): Promise<Construction[]> {
  const Original = globalThis.RegExp;
  const seen: Construction[] = [];
  const src = `${ROOT}${path.sep}src${path.sep}`;
  const record = (args: readonly unknown[]): void => {
    const frame = (new Error().stack ?? '').split('\n').find((line) => line.includes(src));
    if (frame === undefined) return;
    const [, file = '', line = '0'] =
      /^(.+?):(\d+):\d+\)?$/.exec(frame.slice(frame.indexOf(src) + ROOT.length + 1)) ?? [];
    const [pattern, flags] = args;
    const regex = pattern instanceof Original ? pattern : undefined;
    seen.push({
      file: file.split(path.sep).join('/'),
      line: Number(line),
      source: regex?.source ?? (pattern === undefined ? '(?:)' : String(pattern)),
      flags: flags === undefined ? (regex?.flags ?? '') : String(flags),
    });
  };
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args, newTarget) {
      record(args);
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, thisArg, args) {
      record(args);
      return Reflect.apply(target, thisArg, args);
    },
  });
  try {
    for (const file of files) await import(path.join(ROOT, file));
  } finally {
    globalThis.RegExp = Original;
  }
  return seen;
}
