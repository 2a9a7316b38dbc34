/**
 * Issue 24: browser code draws by cloning templates the build rendered and
 * filling them with text and attributes; it writes no HTML. This reads every
 * browser file (src/client/, src/islands/, a feature's `.browser.ts(x)`)
 * and fails on the DOM's HTML sinks and on string literals that start a tag
 * (comments are not read). A literal that must stay says why below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What writes HTML into a page. */
const SINKS: ReadonlySet<string> = new Set([
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'createContextualFragment',
  'dangerouslySetInnerHTML',
  'write',
  'writeln',
  'parseFromString',
]);

/** Literals that stay, by file, each with why. */
const ALLOWED: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  // Pagefind's excerpts mark matches with <mark>: the parser looks for the tags to turn them into text runs.
  ['src/features/search/search-results.browser.ts', new Set(['<mark>', '</mark>'])],
]);

/** Every HTML sink a source uses, and every string literal that starts a tag. */
function htmlWrites(source: string, file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isPropertyAccessExpression(node) || ts.isJsxAttribute(node)) && SINKS.has(node.name.getText(sourceFile)))
      found.push(node.name.getText(sourceFile));
    else if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && /^\s*<\/?[a-z]/i.test(node.text))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function browserFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  return [
    ...walk('src/client').filter((file) => /\.ts$/.test(file)),
    ...walk('src/islands').filter((file) => /\.tsx?$/.test(file)),
    ...walk('src/features').filter((file) => /\.browser\.tsx?$/.test(file)),
  ].filter((file) => !file.endsWith('.d.ts'));
}

describe('browser code', () => {
  it.each([
    ['el.innerHTML = x; el.insertAdjacentHTML("beforeend", y);', 'x.ts', ['innerHTML', 'insertAdjacentHTML']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal, for the reader to parse.
    ['const a = `<p class="x">${t}</p>`; const b = "a < b";', 'x.ts', ['<p class="x">', '</p>']],
    ['// el.innerHTML = x\nconst a = el.textContent;', 'x.ts', []],
    ['const e = <div dangerouslySetInnerHTML={{ __html: x }} />;', 'x.tsx', ['dangerouslySetInnerHTML']],
  ] as const)('tells HTML writes from other code: %j', (source, file, writes) => {
    expect(htmlWrites(source, file)).toEqual(writes);
  });

  it('writes no HTML: it clones templates and sets text and attributes', () => {
    const files = browserFiles();
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      htmlWrites(readFileSync(path.join(ROOT, file), 'utf8'), file)
        .filter((write) => !ALLOWED.get(file)?.has(write))
        .map((write) => `${file}: ${write}`),
    );
    expect(offending).toEqual([]);
  });
});
