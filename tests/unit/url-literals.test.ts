/**
 * Issue 24: every URL of the site is declared in the route table
 * (src/routing/routes.ts) and nowhere else but visitor text (src/copy). This
 * reads every string, template and regular-expression literal of the code
 * (src/, netlify/, scripts/; comments are not literals) and fails on one that
 * is a path into the site's URL space: its first segment is a name the site
 * reserves (a page, a folder of the build), a category the spec names, or
 * Netlify's function path. A literal that must stay one says why below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LEGACY_CATEGORY_LINKS, LEGACY_STATIC_LINKS, RESERVED_TOP_LEVEL_SLUGS } from '../../src/routing/routes';
import { KNOWN_CATEGORY_SLUGS } from '../../src/shared/taxonomy';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'netlify', 'scripts'];
/** The route table itself, visitor text, and the pull's output. */
const NOT_SCANNED = new Set(['src/routing/routes.ts', 'src/copy', 'src/data']);

/** Literals that must stay literals, by file, each with why. */
const ALLOWED: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    'src/features/search/pagefind.browser.ts',
    new Map([
      [
        '/pagefind/pagefind.js',
        "import() of a literal: the page-weight check follows only literal imports; tests/unit/search-client.test.ts checks it is the route table's PAGEFIND_MODULE",
      ],
    ]),
  ],
]);

/** First path segments that belong to the site's URL space. */
const SITE_SEGMENTS: ReadonlySet<string> = new Set([
  ...[...RESERVED_TOP_LEVEL_SLUGS].filter((slug) => slug !== 'index'),
  ...KNOWN_CATEGORY_SLUGS,
  ...[...LEGACY_CATEGORY_LINKS.keys(), ...LEGACY_STATIC_LINKS.keys()].map((link) => link.split('/')[1] ?? ''),
  '.netlify',
]);

/** Whether a literal's text is a path into the site: `/produkt`, `/data/x.json`, `/vinkyl?x`. */
function isSitePath(text: string): boolean {
  if (!text.startsWith('/')) return false;
  const first = /^\/([^/?#\s"'`]*)/.exec(text)?.[1] ?? '';
  return SITE_SEGMENTS.has(first);
}

/** Whether a regular expression's source spells a site path (`/^\/produkt\//`). */
function regexSpellsSitePath(source: string): boolean {
  for (const segment of SITE_SEGMENTS) {
    const at = source.indexOf(`\\/${segment.replace('.', '\\.')}`);
    if (at === -1) continue;
    const after = source[at + 2 + segment.length + (segment.includes('.') ? 1 : 0)];
    if (after === undefined || !/[\w-]/.test(after)) return true;
  }
  return false;
}

/** Every string-like literal of a TypeScript or TSX source. */
function literalsOf(source: string, file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (isSitePath(node.text)) found.push(node.text);
    } else if (ts.isJsxText(node)) {
      if (isSitePath(node.text.trim())) found.push(node.text.trim());
    } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(sourceFile);
      if (regexSpellsSitePath(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** An .astro file: its frontmatter as TypeScript, its markup's quoted values and expressions' literals. */
function astroLiterals(source: string, file: string): string[] {
  const fence = /^---\s*$/gm;
  const open = fence.exec(source);
  const close = open ? fence.exec(source) : null;
  const frontmatter = open && close ? source.slice(open.index + 3, close.index) : '';
  const markup = (close ? source.slice(close.index + 3) : source)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const quoted = [...markup.matchAll(/["'`](\/[^"'`\s]*)/g)].map((match) => match[1] ?? '').filter(isSitePath);
  return [...literalsOf(frontmatter, `${file}.ts`), ...quoted];
}

function sourceFiles(dir: string): string[] {
  const relative = path.relative(ROOT, dir).split(path.sep).join('/');
  if (NOT_SCANNED.has(relative)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const file = path.relative(ROOT, full).split(path.sep).join('/');
    return /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NOT_SCANNED.has(file)
      ? [file]
      : [];
  });
}

describe('URL literals', () => {
  it('tells a site path from other text', () => {
    expect(
      ['/produkt', '/produkt/x', '/jamfor?p=1', '/vinkyl', '/data/x.json', '/.netlify/functions/routing'].map(
        isSitePath,
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(['/', '/usr/bin/chromium', 'produkt', '/produktion', 'https://x.se/produkt', ''].map(isSitePath)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(regexSpellsSitePath(String.raw`/^\/produkt\//`)).toBe(true);
    expect(regexSpellsSitePath(String.raw`/^\/produktion/`)).toBe(false);
  });

  it('finds them in code and markup, not in comments', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal, for the scanner to read.
    expect(literalsOf("// '/produkt'\nconst a = '/jamfor'; const b = `/sok?q=${q}`;", 'x.ts')).toEqual([
      '/jamfor',
      '/sok?q=',
    ]);
    expect(astroLiterals('---\nconst a = 1;\n---\n<!-- "/sok" -->\n<a href="/jamfor">x</a>', 'x.astro')).toEqual([
      '/jamfor',
    ]);
  });

  it('appear only in the route table and visitor text', () => {
    const offending: string[] = [];
    for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const literals = file.endsWith('.astro') ? astroLiterals(source, file) : literalsOf(source, file);
      const allowed = ALLOWED.get(file);
      for (const literal of literals) if (!allowed?.has(literal)) offending.push(`${file}: ${literal}`);
    }
    expect(offending).toEqual([]);
  });
});
