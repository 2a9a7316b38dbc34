/**
 * Issue 24: browser code draws by cloning templates the build rendered and
 * filling them with text and attributes; it writes no HTML. This reads every
 * browser file (src/client/, src/islands/, a feature's `.browser.ts(x)`,
 * the hydration directives of src/integrations/)
 * and fails on the DOM's HTML sinks and on string literals that start a tag
 * (comments are not read). A literal that must stay says why below.
 *
 * Nor does an island find the page's parts by ids handed to it: it looks
 * inside its scope (src/client/island-scope.ts). So browser code looks up
 * no element by id (getElementById, or an `#id` selector), and no island
 * takes a prop named `…Id`.
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

/** Methods that take a CSS selector. */
const SELECTOR_METHODS: ReadonlySet<string> = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches']);

/**
 * Every lookup of an element by id in a source (getElementById, a selector
 * with an `#id` in it), and every member of a `Props` type whose name ends
 * in `Id`: the ways an island is wired to the page by ids.
 */
function idWiring(source: string, file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (method === 'getElementById') found.push(method);
      else if (
        SELECTOR_METHODS.has(method) &&
        first &&
        ts.isStringLiteralLike(first) &&
        /(^|[\s>+~,])#/.test(first.text)
      )
        found.push(`${method}(${first.text})`);
    } else if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text === 'Props') {
      node.forEachChild(function members(child: ts.Node): void {
        if (
          (ts.isPropertySignature(child) || ts.isPropertyDeclaration(child)) &&
          /Id$/.test(child.name.getText(sourceFile))
        )
          found.push(`Props.${child.name.getText(sourceFile)}`);
        child.forEachChild(members);
      });
    }
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
    // The hydration directives: Astro bundles each into an inline script of the pages that use it.
    ...walk('src/integrations').filter((file) => /-directive\.ts$/.test(file)),
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

  it.each([
    ['document.getElementById(formId)', 'x.ts', ['getElementById']],
    [
      'scope.querySelector("#grid"); el.closest(\'form > #x\'); el.querySelector(\'[data-part="grid"]\');',
      'x.ts',
      ['querySelector(#grid)', 'closest(form > #x)'],
    ],
    ['interface Props { readonly formId: string; readonly dataUrl: string }', 'x.tsx', ['Props.formId']],
    ['type Props = { gridId?: string }; interface Other { formId: string }', 'x.tsx', ['Props.gridId']],
    ['// document.getElementById(x)\nconst id = input.id;', 'x.ts', []],
  ] as const)('tells id wiring from other code: %j', (source, file, wiring) => {
    expect(idWiring(source, file)).toEqual(wiring);
  });

  it('finds what an island enhances inside its scope, never by an id it is handed', () => {
    const offending = browserFiles().flatMap((file) =>
      idWiring(readFileSync(path.join(ROOT, file), 'utf8'), file).map((wiring) => `${file}: ${wiring}`),
    );
    expect(offending).toEqual([]);
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
